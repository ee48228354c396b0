/// Every phrase Earshot speaks in VoiceOver's own words, by its key in `Voices/<language>.json`.
///
/// The code asks a ``Phrasebook`` for a `Phrase`, never for a string key, so a misspelt key
/// does not compile; and a voice file is checked at load to hold every one of them
/// (`PhrasebookReader`), so a phrase is never spoken as its key.
package enum Phrase: String, CaseIterable, Sendable {
    /// Between the parts of one element's line ("Sign in, Button").
    case separator
    /// Between a custom hint and the system hint.
    case hintJoin = "hint.join"
    case selected
    case traitDimmed = "trait.dimmed"
    case traitButton = "trait.button"
    case traitBackButton = "trait.backButton"
    case traitSwitch = "trait.switch"
    case traitTab = "trait.tab"
    case traitTextField = "trait.textField"
    case traitSecureTextField = "trait.secureTextField"
    case traitIsEditing = "trait.isEditing"
    case traitHeading = "trait.heading"
    case traitLink = "trait.link"
    case traitAdjustable = "trait.adjustable"
    /// A wheel picker's row, before "Adjustable": "2 o'clock. Picker item. Adjustable." (Apple,
    /// `UIDatePicker` documentation).
    case traitPickerItem = "trait.pickerItem"
    /// A `Menu`, after "Button": "More, Button, Pop up button" (recorded walks, iOS 27.0).
    case traitPopUpButton = "trait.popUpButton"
    case traitImage = "trait.image"
    case traitSearchField = "trait.searchField"
    case switchOn = "switch.on"
    case switchOff = "switch.off"
    case switchMixed = "switch.mixed"
    case position
    case percent
    case progressIndeterminate = "progress.indeterminate"
    /// A tab's badge, in the language's plural forms ("1 item", "3 items").
    case badge
    case secureCharacter
    case actionsAvailable
    /// Said after an element with custom content of default importance, which the More Content
    /// rotor reaches (AccessibilitySnapshot's "More Content Available"; Verbosity > More Content).
    case moreContentAvailable
    /// Said as focus enters a system alert, before its title.
    case alert
    /// The label of a form sheet's or popover's dismiss region, the first element of what is
    /// presented: "Activate to dismiss pop-up window" (MagentaA11y's modal caption).
    case dismissRegion
    /// Said when VoiceOver is switched on over a screen (recorded walks: `VoiceOver on`).
    case voiceOverOn
    case typingCharacterMode = "typing.characterMode"
    case typingInsertionPointAtStart = "typing.insertionPointAtStart"
    case typingInsertionPointAtEnd = "typing.insertionPointAtEnd"
    case typingSpace = "typing.space"
    case hintSwitch = "hint.switch"
    case hintTextField = "hint.textField"
    case hintAdjustable = "hint.adjustable"
    /// A `Menu`'s hint: "Double tap to activate the picker" (recorded walks, iOS 27.0).
    case hintMenu = "hint.menu"
    /// The hint of a text field that holds text: "Double tap to edit. Use the rotor to access
    /// Misspelled Words" (recorded walks, iOS 27.0).
    case hintTextFieldWithText = "hint.textFieldWithText"
    /// The hint while a text field is being edited (AccessibilitySnapshot's table).
    case hintEditing = "hint.editing"
    /// The hint of an element with custom actions.
    case hintActions = "hint.actions"
    case containerTabBar = "container.tabBar"
    case containerToolbar = "container.toolbar"
    case containerList = "container.list"
    case containerLandmark = "container.landmark"
    case containerDataTable = "container.dataTable"
    case rotorHeadings = "rotor.headings"
    case rotorLinks = "rotor.links"
    case rotorFormControls = "rotor.formControls"
    case rotorContainers = "rotor.containers"
    case rotorActions = "rotor.actions"
    case rotorAdjustValue = "rotor.adjustValue"
    case rotorButtons = "rotor.buttons"
    case rotorImages = "rotor.images"
    case rotorStaticText = "rotor.staticText"
    case rotorTextFields = "rotor.textFields"
    case rotorMoreContent = "rotor.moreContent"
    case actionActivate = "action.activate"
    case page
    /// A data table's row as focus enters it: "Row 2" (AccessibilitySnapshot's table).
    case tableRow = "table.row"
    /// A data table's column as focus enters it: "Column 1" (AccessibilitySnapshot's table).
    case tableColumn = "table.column"
    /// A `DatePicker`'s date: "{day} {month} {year}", "7 December 2026" in English; the other
    /// voices write "{year}-{month2}-{day2}" until their date words are known.
    case date
    /// A graphical `DatePicker`'s selected day: "7 December".
    case dateDayMonth = "date.dayMonth"
    /// A graphical `DatePicker`'s heading: "December 2026".
    case dateMonthYear = "date.monthYear"
    /// A `DatePicker`'s time: "{hour}:{minute} {period}", "9:41 AM" in English.
    case time
    /// A wheel's hour: "2 o'clock" (Apple, `UIDatePicker` documentation).
    case timeHour = "time.hour"
    case timeAM = "time.am"
    case timePM = "time.pm"
    case monthJanuary = "month.january"
    case monthFebruary = "month.february"
    case monthMarch = "month.march"
    case monthApril = "month.april"
    case monthMay = "month.may"
    case monthJune = "month.june"
    case monthJuly = "month.july"
    case monthAugust = "month.august"
    case monthSeptember = "month.september"
    case monthOctober = "month.october"
    case monthNovember = "month.november"
    case monthDecember = "month.december"

    /// Whether the voice gives it as plural forms (`{"one": ..., "other": ...}`), not one text.
    package var isPlural: Bool { self == .badge }

    /// The `{name}` placeholders its text must hold; checked at load.
    package var placeholders: [String] {
        switch self {
        case .position, .page: ["index", "count"]
        case .percent: ["number"]
        case .tableRow, .tableColumn: ["index"]
        case .badge: ["count"]
        case .timeHour: ["hour"]
        case .separator, .hintJoin, .selected, .traitDimmed, .traitButton, .traitBackButton, .traitSwitch, .traitTab, .traitTextField,
            .traitSecureTextField, .traitIsEditing, .traitHeading, .traitLink, .traitAdjustable, .traitPickerItem, .traitPopUpButton,
            .traitImage, .traitSearchField, .switchOn, .switchOff, .switchMixed, .progressIndeterminate, .secureCharacter,
            .actionsAvailable, .moreContentAvailable, .alert, .dismissRegion, .voiceOverOn, .typingCharacterMode,
            .typingInsertionPointAtStart, .typingInsertionPointAtEnd, .typingSpace, .hintSwitch, .hintTextField, .hintAdjustable, .hintMenu,
            .hintTextFieldWithText, .hintEditing, .hintActions, .containerTabBar, .containerToolbar, .containerList, .containerLandmark,
            .containerDataTable, .rotorHeadings, .rotorLinks, .rotorFormControls, .rotorContainers, .rotorActions, .rotorAdjustValue,
            .rotorButtons, .rotorImages, .rotorStaticText, .rotorTextFields, .rotorMoreContent, .actionActivate, .date, .dateDayMonth,
            .dateMonthYear, .time, .timeAM, .timePM, .monthJanuary, .monthFebruary, .monthMarch, .monthApril, .monthMay, .monthJune,
            .monthJuly, .monthAugust, .monthSeptember, .monthOctober, .monthNovember, .monthDecember:
            []
        }
    }

    /// The months' names, January first.
    package static let months: [Phrase] = [
        .monthJanuary, .monthFebruary, .monthMarch, .monthApril, .monthMay, .monthJune,
        .monthJuly, .monthAugust, .monthSeptember, .monthOctober, .monthNovember, .monthDecember,
    ]

    /// The rotor option's spoken name; nil for a custom rotor, which says its own.
    package static func rotor(_ option: RotorOption) -> Phrase? {
        switch option {
        case .custom: nil
        case .headings: .rotorHeadings
        case .links: .rotorLinks
        case .formControls: .rotorFormControls
        case .containers: .rotorContainers
        case .actions: .rotorActions
        case .adjustValue: .rotorAdjustValue
        case .buttons: .rotorButtons
        case .images: .rotorImages
        case .staticText: .rotorStaticText
        case .textFields: .rotorTextFields
        case .moreContent: .rotorMoreContent
        }
    }
}

// Compared and hashed by case. The defaults a raw-value enum gets compare and hash its raw
// name, byte by byte, and every word VoiceOver says looks its phrase up in a table: about 3% of
// listening to a large screen went to hashing phrase names.
extension Phrase: Hashable {
    package static func == (lhs: Phrase, rhs: Phrase) -> Bool { lhs.caseNumber == rhs.caseNumber }

    package func hash(into hasher: inout Hasher) { hasher.combine(caseNumber) }

    /// What the case is stored as: a case of an enum without payloads is its stored bytes (one
    /// byte up to 256 cases), so two phrases with the same bytes are the same phrase.
    var caseNumber: Int {
        withUnsafeBytes(of: self) { bytes in bytes.reduce(0) { $0 << 8 | Int($1) } }
    }

    /// One more than the largest `caseNumber`: the size of a table indexed by it.
    static let caseCount = (allCases.map(\.caseNumber).max() ?? -1) + 1
}
