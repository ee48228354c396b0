/// A rule of Documentation/VOICEOVER.md that an explanation names: its stable id, written in
/// the document as `{#family.name}` on the rule's line.
///
/// The ids are the contract between the document and `earshot explain`: a test reads them from
/// the document and checks that every one the code names is there, and that every one there is
/// named by the code (``emitted``) or listed in ``documentedOnly`` with the reason.
package struct ExplanationRule: Sendable, Hashable {
    /// `family.name`: `grouping.combine`.
    package var id: String

    package init(_ id: String) { self.id = id }
}

extension ExplanationRule {
    // §1 What one element says.
    static let speechOrder = Self("speech.order")
    static let speechParts = Self("speech.parts")
    static let speechPosition = Self("speech.position")
    static let speechCustomContent = Self("speech.custom-content")
    static let traitsSelected = Self("traits.selected")
    static let traitsOrder = Self("traits.order")
    static let traitsLinkButton = Self("traits.link-button")
    static let traitsBarTitleHeading = Self("traits.bar-title-heading")
    static let traitsSectionHeader = Self("traits.section-header")
    static let controlUIKitSwitch = Self("control.uikit-switch")
    static let controlTextField = Self("control.text-field")
    static let controlAlreadyEditing = Self("control.already-editing")
    static let controlReadOnlyText = Self("control.read-only-text")
    static let controlMenu = Self("control.menu")
    static let controlPageControl = Self("control.page-control")
    static let controlDatePicker = Self("control.date-picker")
    static let labelImageName = Self("label.image-name")
    static let labelSymbolBesideText = Self("label.symbol-beside-text")
    static let labelSymbol = Self("label.symbol")
    static let labelHintPromoted = Self("label.hint-promoted")
    static let hintsSystem = Self("hints.system")
    static let hintsRotor = Self("hints.rotor")
    static let hintsVerbosity = Self("hints.verbosity")
    static let hintsActionsAvailable = Self("hints.actions-available")

    // §2 Which elements exist.
    static let hidingHidden = Self("hiding.hidden")
    static let hidingDecorativeImage = Self("hiding.decorative-image")
    static let hidingNotElement = Self("hiding.not-element")
    static let groupingCombine = Self("grouping.combine")
    static let groupingButtonInLabel = Self("grouping.button-in-label")
    static let groupingContain = Self("grouping.contain")
    static let groupingDisabledContainer = Self("grouping.disabled-container")
    static let groupingDataTable = Self("grouping.data-table")
    static let groupingIgnore = Self("grouping.ignore")
    static let groupingViewElement = Self("grouping.view-element")
    static let groupingGroupsChildren = Self("grouping.groups-children")
    static let groupingPlainStack = Self("grouping.plain-stack")

    // §3 In which order.
    static let orderDeclaration = Self("order.declaration")
    static let orderGeometric = Self("order.geometric")
    static let orderSortPriority = Self("order.sort-priority")
    static let orderSortScope = Self("order.sort-scope")
    static let orderExplicit = Self("order.explicit")

    // §4 Modal scoping.
    static let modalScope = Self("modal.scope")
    static let modalDismissRegion = Self("modal.dismiss-region")
    static let modalAlert = Self("modal.alert")

    // §5 Speech over time.
    static let announcementInterrupt = Self("announcement.interrupt")
    static let announcementPriority = Self("announcement.priority")
    static let announcementPickUp = Self("announcement.pick-up")
    static let announcementLowDropped = Self("announcement.low-dropped")
    static let announcementFocusBusy = Self("announcement.focus-busy")
    static let notificationFocus = Self("notification.focus")
    static let notificationScreenChanged = Self("notification.screen-changed")
    static let notificationLayoutChanged = Self("notification.layout-changed")
    static let notificationPageScrolled = Self("notification.page-scrolled")
    static let notificationFocusState = Self("notification.focus-state")
    static let notificationValueChange = Self("notification.value-change")

    // §6 Gestures.
    static let gestureSwipe = Self("gesture.swipe")
    static let gestureCuts = Self("gesture.cuts")
    static let gestureActivate = Self("gesture.activate")
    static let gestureAdjust = Self("gesture.adjust")
    static let gestureRotorAdjustable = Self("gesture.rotor-adjustable")
    static let gestureRotor = Self("gesture.rotor")
    static let gestureCustomRotor = Self("gesture.custom-rotor")
    static let gestureActions = Self("gesture.actions")
    static let gestureChanged = Self("gesture.changed")

    // §7 Text.
    static let textLanguage = Self("text.language")
    static let walkStart = Self("walk.start")

    /// Every rule an explanation can name, in the document's order.
    package static let emitted: [ExplanationRule] = [
        speechOrder, speechParts, traitsSelected, traitsOrder, traitsLinkButton, traitsBarTitleHeading, traitsSectionHeader,
        controlUIKitSwitch,
        speechPosition, hintsSystem, hintsActionsAvailable, hintsVerbosity, labelHintPromoted, controlTextField, controlAlreadyEditing,
        hintsRotor,
        controlReadOnlyText, controlMenu, controlPageControl, controlDatePicker, labelSymbolBesideText, labelSymbol, speechCustomContent,
        labelImageName, hidingDecorativeImage, hidingHidden, hidingNotElement, groupingCombine, groupingButtonInLabel,
        groupingContain, groupingDisabledContainer, groupingDataTable, groupingIgnore, groupingViewElement, groupingGroupsChildren,
        orderExplicit, orderDeclaration, orderGeometric, orderSortPriority, orderSortScope, groupingPlainStack, modalScope,
        modalDismissRegion, modalAlert, announcementInterrupt, announcementPriority, announcementPickUp, announcementLowDropped,
        announcementFocusBusy,
        notificationFocus, notificationScreenChanged, notificationLayoutChanged, notificationPageScrolled, notificationFocusState,
        notificationValueChange, gestureSwipe, gestureCuts, gestureActivate, gestureAdjust, gestureRotorAdjustable, gestureRotor,
        gestureCustomRotor,
        gestureActions, gestureChanged, textLanguage, walkStart,
    ]

    /// Rules the document names with an id that no explanation names, each with the reason.
    package static let documentedOnly: [(id: String, reason: String)] = [
        ("advice.one-stop", "advice to the app's developer (one stop per thing the user can do), not a behaviour Earshot applies"),
        ("text.punctuation", "punctuation shapes the words inside a part, not which parts a line has; speech.order names the part"),
        ("text.spelling", "how a capitalised word or a digit run is read shapes the words inside a part, as punctuation does"),
        ("text.voiceover-language", "VoiceOver's words are the phrasebook's of the settings' language; traits.order quotes them"),
        ("text.written-form", "the --style voiceover form of the same parts; explain reads the earshot form"),
    ]
}
