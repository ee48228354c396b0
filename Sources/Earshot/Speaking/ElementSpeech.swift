/// What one element says (VOICEOVER.md §1):
/// `[Alert,] [container,] [Selected,] label, value, trait words [, N of M] [, Actions available]`,
/// then, after a pause, the hint.
///
/// Each part comes from one small rule, in order; trait words, hints and positions come from
/// the phrasebook of VoiceOver's own language, the element's text is spoken in its language.
///
/// Made once for a run and never changed: a class, so that a session (a value that changes at
/// each step) hands the rules to each landing by reference; as a struct of about 800 bytes they
/// were copied twice a landing, 20M instructions on the lean 100,000-element screen.
package final class ElementSpeech: Sendable {
    /// VoiceOver's own words, in the user's language (`settings.language`).
    package let phrases: Phrasebook
    package let settings: Settings
    /// Where the phrasebook of an element's own language comes from (its punctuation names and
    /// counted signs); nil: the element's text uses `phrases` too.
    package let voices: VoiceLibrary?
    /// The app's language (the screen's): its text names signs in VoiceOver's language, while
    /// an element in a language of its own (`accessibilityLanguage`) names them in that one.
    package let appLanguage: String?
    /// How text in the app's language (or, with none, VoiceOver's) is spoken, resolved once:
    /// nearly every label is in it, and resolving a language splits and compares tags.
    private let appText: TextVoice
    /// VoiceOver's words as parts of speech, by ``Phrase/caseNumber``, made once from `phrases`
    /// (`word(_:)` without arguments): nearly every line says a trait word.
    private let words: [SpokenPart]
    /// `phrases.separator`, looked up once: every line is joined with it.
    private let separator: String

    /// How text in one language is spoken: the phrasebook that names its signs
    /// (`book(for:)`), and whether those names are voiced in another language than the text.
    private struct TextVoice: Sendable {
        var language: String
        var book: Phrasebook
        var namesVoicedApart: Bool
    }

    package init(phrases: Phrasebook, settings: Settings, voices: VoiceLibrary? = nil, appLanguage: String? = nil) {
        self.phrases = phrases
        self.settings = settings
        self.voices = voices
        self.appLanguage = appLanguage
        appText = Self.textVoice(for: appLanguage ?? phrases.language, phrases: phrases, voices: voices, appLanguage: appLanguage)
        words = Self.words(of: phrases)
        separator = phrases.separator
    }

    private static func words(of phrases: Phrasebook) -> [SpokenPart] {
        var words = [SpokenPart](repeating: SpokenPart("", language: phrases.language), count: Phrase.caseCount)
        for key in Phrase.allCases { words[key.caseNumber] = phrases.part(key) }
        return words
    }

    private static func textVoice(for language: String, phrases: Phrasebook, voices: VoiceLibrary?, appLanguage: String?) -> TextVoice {
        let book = book(for: language, phrases: phrases, voices: voices, appLanguage: appLanguage)
        return TextVoice(language: language, book: book, namesVoicedApart: !VoiceLibrary.sameBase(book.language, language))
    }

    /// The phrasebook whose names VoiceOver gives the signs of text in `language`: VoiceOver's
    /// own (`phrases`) for the app's language, as for every word VoiceOver puts in; for an
    /// element with an `accessibilityLanguage` of its own, that language's voice file when
    /// there is one (its text is read by that language's voice).
    package func book(for language: String) -> Phrasebook {
        Self.book(for: language, phrases: phrases, voices: voices, appLanguage: appLanguage)
    }

    private static func book(for language: String, phrases: Phrasebook, voices: VoiceLibrary?, appLanguage: String?) -> Phrasebook {
        if let appLanguage, VoiceLibrary.sameBase(language, appLanguage) { return phrases }
        return voices?.ownPhrasebook(for: language, else: phrases) ?? phrases
    }

    /// The line spoken when focus lands on `element`, after the descriptions of the containers
    /// that focus enters; `previousCell` is the table cell focus was on, if any (a cell says the
    /// row and column it moved into).
    /// - Parameter storage: an array whose storage the line's parts may take (see
    ///   `description(_:traitWords:tableMove:reusing:)`).
    package func line(
        _ element: AccessibilityElement, entering containers: [ContainerInfo] = [],
        from previousCell: AccessibilityElement.TableCell? = nil, reusing storage: consuming [SpokenPart] = []
    ) -> Utterance {
        // Taken out of an optional in the closure: a consumed parameter cannot be captured.
        var storage = Optional(storage)
        return withUnsafePointer(to: element) {
            line(at: $0, entering: containers, from: previousCell, reusing: storage.take() ?? [])
        }
    }

    /// `line(_:entering:from:reusing:)` of the element `element` points at, read where it
    /// stands: the rules below read the fields they need, and a copy of the element (about 200
    /// bytes and a dozen references, some 590 instructions) is never made.
    private func line(
        at element: UnsafePointer<AccessibilityElement>, entering containers: [ContainerInfo],
        from previousCell: AccessibilityElement.TableCell?, reusing storage: consuming [SpokenPart]
    ) -> Utterance {
        let move = element.pointee.tableCell?.changes(from: previousCell)
        // Most lines enter no container: the element's description is the line.
        if containers.isEmpty, element.pointee.actions.isEmpty || settings.actions != .pitch {
            return Utterance(description(at: element, tableMove: move, reusing: storage), separator: separator)
        }
        var parts: [SpokenPart] = []
        // Focus entering a system alert: "Alert, Discard draft?", whatever the container
        // descriptions setting (VOICEOVER.md §4: device transcripts in a published tutorial;
        // MagentaA11y's alert pattern). Moving within the alert does not say it again.
        if containers.contains(where: \.isAlert) { parts.append(word(.alert)) }
        if settings.containerDescriptions {
            for container in containers {
                guard let description = container.description, !description.isEmpty else { continue }
                if Self.containerWords.contains(where: { phrases.phrase($0) == description }) {
                    // "Tab bar", "Toolbar": VoiceOver's own word for a container with no label.
                    parts.append(phrases.part(saying: description, among: Self.containerWords))
                } else {
                    parts.append(
                        SpokenPart(spokenText(description, at: element, in: container.language).text, language: container.language))
                }
                // A disabled container says its state with its description: `Variant dimmed`
                // as focus enters it (VOICEOVER.md §2; recorded walks, iOS 27.0).
                if container.isDisabled { parts.append(word(.traitDimmed)) }
            }
        }
        parts += description(at: element, tableMove: move, reusing: [])
        if !element.pointee.actions.isEmpty, settings.actions == .pitch {
            // Verbosity > Actions > Change Pitch: the element is spoken lower instead of saying
            // "Actions available" (the direction of the change is not sourced).
            for index in parts.indices { parts[index].pitch = (parts[index].pitch ?? 1) * 0.85 }
        }
        return Utterance(parts, separator: separator)
    }

    /// The descriptions VoiceOver gives a container the app did not label.
    static let containerWords: [Phrase] = [.containerTabBar, .containerToolbar, .containerList, .containerLandmark, .containerDataTable]

    /// `line(_:entering:)` and, when `withHint`, `hint(_:)`, in one call.
    package func lineAndHint(
        _ element: AccessibilityElement, entering containers: [ContainerInfo], from previousCell: AccessibilityElement.TableCell? = nil,
        withHint: Bool, reusing storage: consuming [SpokenPart] = []
    ) -> (line: Utterance, hint: Utterance?) {
        var storage = Optional(storage)
        return withUnsafePointer(to: element) {
            lineAndHint(at: $0, entering: containers, from: previousCell, withHint: withHint, reusing: storage.take() ?? [])
        }
    }

    /// The same, of the element `element` points at, read where it stands (the focused element,
    /// in the session's list).
    package func lineAndHint(
        at element: UnsafePointer<AccessibilityElement>, entering containers: [ContainerInfo],
        from previousCell: AccessibilityElement.TableCell?, withHint: Bool, reusing storage: consuming [SpokenPart]
    ) -> (line: Utterance, hint: Utterance?) {
        (line(at: element, entering: containers, from: previousCell, reusing: storage), withHint ? hint(at: element) : nil)
    }

    /// The element's own description, without container descriptions and hint.
    ///
    /// - Parameters:
    ///   - traitWords: false for what VoiceOver says after a double tap changed the element:
    ///     "Selected, Monthly, 2 of 3", not "Selected, Monthly, Button, 2 of 3" (VOICEOVER.md §6;
    ///     WWDC16 session 202). A switch keeps its state.
    ///   - tableMove: for a table cell focus moved to, whether its row and its column are new:
    ///     a new column's header comes before the label, "Row N" and "Column M" after it
    ///     (AccessibilitySnapshot's data table cells: headers, label, row, column, then the value).
    ///   - storage: an array whose storage the parts are put in, emptied first: the parts of the
    ///     line before (`SpeechChannel.takeSpareParts()`), so that a swipe allocates no array
    ///     when nothing else holds them.
    package func description(
        _ element: AccessibilityElement, traitWords: Bool = true, tableMove: (row: Bool, column: Bool)? = nil,
        reusing storage: consuming [SpokenPart] = []
    ) -> [SpokenPart] {
        var storage = Optional(storage)
        return withUnsafePointer(to: element) {
            description(at: $0, traitWords: traitWords, tableMove: tableMove, reusing: storage.take() ?? [])
        }
    }

    /// `description(_:traitWords:tableMove:reusing:)` of the element `element` points at, read
    /// where it stands.
    private func description(
        at element: UnsafePointer<AccessibilityElement>, traitWords: Bool = true, tableMove: (row: Bool, column: Bool)?,
        reusing storage: consuming [SpokenPart]
    ) -> [SpokenPart] {
        var parts = storage
        // Emptied from the end, in place: a line's few parts (`removeAll(keepingCapacity:)`
        // costs twice as much).
        while !parts.isEmpty { parts.removeLast() }
        // Label, value and a trait word or two: most lines have no more than four parts.
        parts.reserveCapacity(4)
        // "Selected" is a prefix on current iOS in English (WWDC16 session 202;
        // accessibilityupto11.com, day 37); a voice file may put it after the value, before the
        // trait words, as Russian and Japanese device notes do (`selectedPlacement`).
        let traits = element.pointee.traits
        let isSelected = traits.contains(.isSelected)
        if isSelected, phrases.selectedPlacement == .first { parts.append(word(.selected)) }
        let cell = tableMove.flatMap { move in element.pointee.tableCell.map { (place: $0, move: move) } }
        if let cell, cell.move.column, let header = cell.place.columnHeader, !header.isEmpty { parts.append(own(header, at: element)) }
        let label = promotedLabel(at: element)
        if !label.isEmpty { parts.append(own(label, at: element)) }
        if let cell {
            if cell.move.row { parts.append(word(.tableRow, ["index": phrases.number(cell.place.row)])) }
            if cell.move.column { parts.append(word(.tableColumn, ["index": phrases.number(cell.place.column)])) }
        }
        let isSwitch = traits.contains(.isToggle)
        if !isSwitch, !element.pointee.value.isEmpty { parts.append(value(at: element)) }
        if isSelected, phrases.selectedPlacement == .afterValue { parts.append(word(.selected)) }
        if traitWords {
            appendTraitWords(at: element, to: &parts)
        } else if isSwitch, !element.pointee.value.isEmpty {
            parts.append(switchState(at: element))
        }
        if let position = element.pointee.position {
            parts.append(word(.position, ["index": phrases.number(position.index), "count": phrases.number(position.count)]))
        }
        if traitWords, !element.pointee.customContent.isEmpty { appendCustomContent(element.pointee, to: &parts) }
        // Verbosity > Actions: Speak (the default) appends "Actions available"
        // (cashapp/AccessibilitySnapshot issue #159).
        if !element.pointee.actions.isEmpty, settings.actions == .speak { parts.append(word(.actionsAvailable)) }
        return parts
    }

    /// `accessibilityCustomContent`: each high-importance entry as its label and value ("Age,
    /// 34"), after the trait words and position, "following the accessibilityValue but
    /// preceding any accessibilityHint" (Square's Blueprint, `Accessibility.CustomContent.Importance`;
    /// Apple: high importance "gets read out immediately"); then "More content available" when an
    /// entry of default importance waits in the More Content rotor (Verbosity > More Content,
    /// Speak by default: accessibilityupto11.com, days 74 and 101; AccessibilitySnapshot's
    /// "More Content Available"). Before "Actions available", which ends the line (FORMAT.md §3.1).
    func appendCustomContent(_ element: AccessibilityElement, to parts: inout [SpokenPart]) {
        var waiting = false
        for entry in element.customContent {
            guard entry.importance == .high else {
                waiting = true
                continue
            }
            parts.append(own(entry.label, element))
            if !entry.value.isEmpty { parts.append(own(entry.value, element)) }
        }
        if waiting { parts.append(word(.moreContentAvailable)) }
    }

    /// What the More Content rotor says for one entry: its label and value, "Age, 34"
    /// (WWDC21 session 10121's entries are heard as a label and a value: "Age, three years").
    package func customContentEntry(_ entry: CustomContent, of element: AccessibilityElement) -> Utterance {
        var parts = [own(entry.label, element)]
        if !entry.value.isEmpty { parts.append(own(entry.value, element)) }
        return Utterance(parts, separator: separator)
    }

    /// What VoiceOver says when a double tap starts editing a text field, as one line: the
    /// field's trait word and "Is editing", the label, the text, the typing mode and where the
    /// insertion point is: "Text field, Is editing, City, Oslo, Character mode, Insertion point
    /// at end" (VOICEOVER.md §1). The text follows as on a device: "Text field is editing.
    /// Music. Swing dance. Wine." (WWDC14 session 210, 22:42); the captions of the same session
    /// end with "insertion point at start" / "at end". The insertion point goes to the end of
    /// the text, so it is at the start of an empty field. Typing feedback is Characters, the
    /// default.
    package func editingStarted(_ element: AccessibilityElement) -> Utterance {
        let traits = element.traits
        let field =
            traits.contains(.secureTextField)
            ? Phrase.traitSecureTextField : traits.contains(.isSearchField) ? .traitSearchField : .traitTextField
        var parts = [word(field), word(.traitIsEditing)]
        if !element.label.isEmpty { parts.append(own(element.label, element)) }
        if !element.value.isEmpty { parts.append(own(element.value, element)) }
        parts.append(word(.typingCharacterMode))
        parts.append(word(element.value.isEmpty ? .typingInsertionPointAtStart : .typingInsertionPointAtEnd))
        return Utterance(parts, separator: separator)
    }

    /// The hint after editing starts, when hints are spoken: "Use the rotor to access Misspelled
    /// Words" (AccessibilitySnapshot's table; recorded walks, iOS 27.0, say it after "Insertion
    /// point at …"); a secure field, which is not spell-checked, has none.
    package func editingHint(_ element: AccessibilityElement) -> Utterance? {
        guard settings.speakHints, !element.traits.contains(.secureTextField) else { return nil }
        return Utterance(word(.hintEditing))
    }

    /// The echo of one typed character (Typing feedback: Characters): the character, a sign by
    /// its name ("comma"), a space as "space"; a secure field echoes its mask character, never
    /// what was typed (Earshot's choice: no source records what it says).
    package func typedCharacter(_ character: Character, in element: AccessibilityElement) -> Utterance {
        if element.traits.contains(.secureTextField) { return Utterance(word(.secureCharacter)) }
        if character.isWhitespace { return Utterance(word(.typingSpace)) }
        let text = Punctuation(phrases: book(for: element.language)).apply(String(character), level: .all)
        return Utterance(SpokenPart(text, language: element.language))
    }

    /// What is spoken when only the value changed: the new value (WWDC14 session 210;
    /// accessibilityupto11.com, day 83).
    package func valueChange(_ element: AccessibilityElement) -> Utterance {
        Utterance(value(element))
    }

    /// The element's value: a number Earshot wrote (a slider's percentage) in VoiceOver's
    /// language, as its other words are; else the app's text.
    func value(_ element: AccessibilityElement) -> SpokenPart {
        withUnsafePointer(to: element) { value(at: $0) }
    }

    private func value(at element: UnsafePointer<AccessibilityElement>) -> SpokenPart {
        guard element.pointee.valueIsVoiceOvers else { return own(element.pointee.value, at: element) }
        var part = own(element.pointee.value, at: element)
        part.language = phrases.language
        if let reading = element.pointee.valueReading, part.voicing == nil {
            part.voicing = [VoicedRun(reading, language: phrases.language)]
        }
        return part
    }

    /// The hint, spoken after a pause; nil when Speak Hints is off or there is none.
    ///
    /// System hints exist only for switches, text fields and adjustable elements, never for a
    /// dimmed element (cashapp/AccessibilitySnapshot, UIAccessibility+SnapshotAdditions.swift):
    /// a switch's follows the custom hint; a text field's replaces it (so a "Required" hint on a
    /// field is never heard); an adjustable element's follows it unless the hint stands in for
    /// an empty label. A custom hint is kept on a dimmed element. When the label is empty, the
    /// hint took its place (hint promotion), and only the system hint remains.
    package func hint(_ element: AccessibilityElement) -> Utterance? {
        withUnsafePointer(to: element) { hint(at: $0) }
    }

    private func hint(at element: UnsafePointer<AccessibilityElement>) -> Utterance? {
        guard settings.speakHints else { return nil }
        // Most elements have no hint of any kind: no custom one (so none promoted), no system
        // one, no actions.
        if element.pointee.hint.isEmpty, element.pointee.actions.isEmpty, systemHint(at: element, promoted: false) == nil { return nil }
        let promoted = hintIsPromoted(at: element)
        var parts: [SpokenPart] = []
        let system = systemHint(at: element, promoted: promoted)
        if !element.pointee.hint.isEmpty, !promoted, system != .hintTextField, system != .hintTextFieldWithText {
            parts.append(own(element.pointee.hint, at: element))
        }
        if let system { parts.append(word(system)) }
        // An element with custom actions: "Swipe up or down to select a custom action, then
        // double tap to activate." (a focus log of a device; Voices/en.json). Sources disagree on
        // when: with Verbosity > Actions at Speak, a device says "Actions available" and no such
        // hint (WWDC18 session 230, 36:56; the project's examples), so Earshot speaks it only
        // where "Actions available" is not said (Play Sound, Change Pitch).
        if !element.pointee.actions.isEmpty, settings.actions == .sound || settings.actions == .pitch,
            !element.pointee.traits.contains(.notEnabled)
        {
            parts.append(word(.hintActions))
        }
        return parts.isEmpty ? nil : Utterance(parts, separator: phrases.hintJoin)
    }

    func systemHint(_ element: AccessibilityElement, promoted: Bool) -> Phrase? {
        withUnsafePointer(to: element) { systemHint(at: $0, promoted: promoted) }
    }

    private func systemHint(at element: UnsafePointer<AccessibilityElement>, promoted: Bool) -> Phrase? {
        let traits = element.pointee.traits
        if traits.contains(.notEnabled) { return nil }
        if traits.contains(.isToggle) { return .hintSwitch }
        if element.pointee.control == .menu { return .hintMenu }
        // While editing, the hint points to the rotor (AccessibilitySnapshot's table); a secure
        // field, which is not spell-checked, has none.
        if traits.contains(.isEditing) { return traits.contains(.secureTextField) ? nil : .hintEditing }
        if traits.contains(.textField), !element.pointee.value.isEmpty { return .hintTextFieldWithText }
        if !traits.isDisjoint(with: [.textField, .secureTextField, .isSearchField]) { return .hintTextField }
        if traits.contains(.adjustable), !promoted { return .hintAdjustable }
        return nil
    }

    /// Appends the trait words, in VoiceOver's fixed order (cashapp/AccessibilitySnapshot,
    /// UIAccessibility+SnapshotAdditions.swift), to `words`: the line's own parts, so no array
    /// of trait words is made and copied in.
    func appendTraitWords(_ element: AccessibilityElement, to words: inout [SpokenPart]) {
        withUnsafePointer(to: element) { appendTraitWords(at: $0, to: &words) }
    }

    private func appendTraitWords(at element: UnsafePointer<AccessibilityElement>, to words: inout [SpokenPart]) {
        let traits = element.pointee.traits
        let isTab = traits.contains(.tab) || traits.contains(.isTabBar) && traits.contains(.isButton)
        let isSwitch = traits.contains(.isToggle)
        // A disabled tab reads no "Dimmed" (AccessibilitySnapshot reference images).
        if traits.contains(.notEnabled), !isTab { words.append(word(.traitDimmed)) }
        if traits.contains(.isButton), !isTab, !isSwitch, !traits.contains(.isKeyboardKey), !traits.contains(.backButton) {
            words.append(word(.traitButton))
        }
        if element.pointee.control == .menu { words.append(word(.traitPopUpButton)) }
        if traits.contains(.backButton) { words.append(word(.traitBackButton)) }
        if isSwitch {
            words.append(word(.traitSwitch))
            if !element.pointee.value.isEmpty { words.append(switchState(at: element)) }
        }
        if isTab { words.append(word(.traitTab)) }
        if traits.contains(.secureTextField) {
            words.append(word(.traitSecureTextField))
        } else if traits.contains(.textField) {
            words.append(word(.traitTextField))
        }
        if traits.contains(.isEditing) { words.append(word(.traitIsEditing)) }
        if traits.contains(.isHeader) { words.append(word(.traitHeading)) }
        if traits.contains(.isLink) { words.append(word(.traitLink)) }
        if traits.contains(.adjustable) {
            // A wheel picker's row: "2 o'clock. Picker item. Adjustable." (Apple, UIDatePicker).
            if case .wheel = element.pointee.control { words.append(word(.traitPickerItem)) }
            words.append(word(.traitAdjustable))
        }
        if traits.contains(.isImage) { words.append(word(.traitImage)) }
        if traits.contains(.isSearchField) { words.append(word(.traitSearchField)) }
    }

    /// A switch's On/Off does not count as a value here (cashapp/AccessibilitySnapshot,
    /// UIAccessibility+SnapshotAdditions.swift).
    package func hintIsPromoted(_ element: AccessibilityElement) -> Bool {
        withUnsafePointer(to: element) { hintIsPromoted(at: $0) }
    }

    private func hintIsPromoted(at element: UnsafePointer<AccessibilityElement>) -> Bool {
        element.pointee.label.isEmpty && (element.pointee.value.isEmpty || element.pointee.traits.contains(.isToggle))
            && !element.pointee.hint.isEmpty
    }

    /// The label, or the hint in its place when label and value are empty.
    private func promotedLabel(at element: UnsafePointer<AccessibilityElement>) -> String {
        hintIsPromoted(at: element) ? element.pointee.hint : element.pointee.label
    }

    /// A word of VoiceOver's own, in VoiceOver's language.
    func word(_ key: Phrase, _ arguments: [String: String] = [:]) -> SpokenPart {
        if arguments.isEmpty, words.indices.contains(key.caseNumber) { return words[key.caseNumber] }
        return phrases.part(key, arguments)
    }

    /// Text the app wrote, in the element's language and speech attributes, after
    /// VoiceOver's punctuation handling.
    func own(_ raw: String, _ element: AccessibilityElement) -> SpokenPart {
        withUnsafePointer(to: element) { own(raw, at: $0) }
    }

    private func own(_ raw: String, at element: UnsafePointer<AccessibilityElement>) -> SpokenPart {
        let speech = element.pointee.speech
        let spoken = spokenText(raw, at: element)
        // Made in one expression: a part changed after it is made is copied out whole.
        let spellsOut = speech?.spellsOutCharacters ?? false
        return SpokenPart(
            spoken.text, language: element.pointee.language, pitch: speech?.pitch, spellsOutCharacters: spellsOut, ipa: speech?.ipa,
            voicing: spoken.voicing, written: !spellsOut && spoken.text != raw ? raw : nil)
    }

    /// The element's own description as one utterance, for a re-read after a change.
    package func descriptionUtterance(_ element: AccessibilityElement, traitWords: Bool = true) -> Utterance {
        Utterance(description(element, traitWords: traitWords), separator: separator)
    }

    /// A switch's state: "On"/"Off" are VoiceOver's words, in its language; a value the app
    /// set is the app's text.
    func switchState(_ element: AccessibilityElement) -> SpokenPart {
        withUnsafePointer(to: element) { switchState(at: $0) }
    }

    private func switchState(at element: UnsafePointer<AccessibilityElement>) -> SpokenPart {
        for state in Self.switchStates where phrases.phrase(state) == element.pointee.value { return word(state) }
        return own(element.pointee.value, at: element)
    }

    /// VoiceOver's words for a switch's states.
    private static let switchStates: [Phrase] = [.switchOn, .switchOff, .switchMixed]

    /// The element's own text after punctuation handling, with the punctuation names of its
    /// language (`in`: a container's language instead of the element's).
    func text(_ raw: String, for element: AccessibilityElement, in language: String? = nil) -> String {
        spokenText(raw, for: element, in: language).text
    }

    /// The same, and how it is voiced when the names of its signs are in another language
    /// than its text (VoiceOver's, in the app's text under another VoiceOver language).
    func spokenText(_ raw: String, for element: AccessibilityElement, in language: String? = nil) -> (text: String, voicing: [VoicedRun]?) {
        withUnsafePointer(to: element) { spokenText(raw, at: $0, in: language) }
    }

    private func spokenText(
        _ raw: String, at element: UnsafePointer<AccessibilityElement>, in language: String? = nil
    ) -> (text: String, voicing: [VoicedRun]?) {
        let speech = element.pointee.speech
        let level = speech?.punctuation == true ? PunctuationLevel.all : settings.punctuation
        let language = language ?? element.pointee.language
        // The app's language, resolved once; another (an `accessibilityLanguage`), here. Most
        // labels in it name no sign: they are themselves, the phrasebook looked at in place.
        if language == appText.language, !Punctuation.mayName(raw, signs: level == .all ? appText.book.allSigns : appText.book.someSigns) {
            return (speech?.spellsOutCharacters == true ? Punctuation.spellOut(raw) : raw, nil)
        }
        if language == appText.language {
            return spokenText(
                raw, speech: speech, level: level, language: language, appText.book, namesVoicedApart: appText.namesVoicedApart)
        }
        let voice = Self.textVoice(for: language, phrases: phrases, voices: voices, appLanguage: appLanguage)
        return spokenText(raw, speech: speech, level: level, language: language, voice.book, namesVoicedApart: voice.namesVoicedApart)
    }

    private func spokenText(
        _ raw: String, speech: SpeechAttributes?, level: PunctuationLevel, language: String, _ book: Phrasebook, namesVoicedApart: Bool
    ) -> (text: String, voicing: [VoicedRun]?) {
        let spellsOut = speech?.spellsOutCharacters == true
        guard Punctuation.mayName(raw, level: level, phrases: book), let runs = Punctuation(phrases: book).runs(raw, level: level) else {
            return (spellsOut ? Punctuation.spellOut(raw) : raw, nil)
        }
        let text = runs.map(\.text).joined(separator: " ")
        if spellsOut { return (Punctuation.spellOut(text), nil) }
        guard namesVoicedApart else { return (text, nil) }
        return (text, runs.map { VoicedRun($0.text, language: $0.isName ? book.language : language) })
    }
}
