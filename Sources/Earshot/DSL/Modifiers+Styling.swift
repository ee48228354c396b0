// SwiftUI's styling and layout modifiers, so that a view body pasted from an app compiles as it
// is. VoiceOver does not hear them: each returns the view's node unchanged (a pasted `.font`,
// `.padding` or `.foregroundStyle` changes no transcript). `.navigationTitle` is heard, as the
// navigation bar's title.

/// A font, as SwiftUI's `Font` is written in a view body: `.headline`, `.system(size: 17)`.
/// VoiceOver does not hear it.
public struct Font: Sendable, Hashable {
    /// The name it was written with.
    public var name: String

    /// A named font.
    public init(_ name: String) { self.name = name }

    /// SwiftUI's `.largeTitle`.
    public static let largeTitle = Font("largeTitle")
    /// SwiftUI's `.title`.
    public static let title = Font("title")
    /// SwiftUI's `.title2`.
    public static let title2 = Font("title2")
    /// SwiftUI's `.title3`.
    public static let title3 = Font("title3")
    /// SwiftUI's `.headline`.
    public static let headline = Font("headline")
    /// SwiftUI's `.subheadline`.
    public static let subheadline = Font("subheadline")
    /// SwiftUI's `.body`.
    public static let body = Font("body")
    /// SwiftUI's `.callout`.
    public static let callout = Font("callout")
    /// SwiftUI's `.footnote`.
    public static let footnote = Font("footnote")
    /// SwiftUI's `.caption`.
    public static let caption = Font("caption")
    /// SwiftUI's `.caption2`.
    public static let caption2 = Font("caption2")

    /// A system font of a size.
    public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font { Font("system") }
    /// A system font of a text style.
    public static func system(_ style: Font, design: Design? = nil, weight: Weight? = nil) -> Font { style }
    /// A custom font.
    public static func custom(_ name: String, size: Double) -> Font { Font(name) }

    /// The font in bold.
    public func bold() -> Font { self }
    /// The font in italics.
    public func italic() -> Font { self }
    /// The font at a weight.
    public func weight(_ weight: Weight) -> Font { self }
    /// The font with digits of one width.
    public func monospacedDigit() -> Font { self }

    /// A font weight.
    public enum Weight: Sendable, Hashable {
        /// SwiftUI's names.
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// A font design.
    public enum Design: Sendable, Hashable {
        /// SwiftUI's names.
        case `default`, serif, rounded, monospaced
    }
}

/// A colour or shape style as a view body writes it: `.red`, `.secondary`, `Color("Brand")`.
/// VoiceOver does not hear it.
public struct Color: Sendable, Hashable {
    /// The name it was written with.
    public var name: String

    /// A colour from the asset catalog.
    public init(_ name: String) { self.name = name }
    /// A colour from its components.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) { name = "rgb" }

    /// SwiftUI's `.primary`.
    public static let primary = Color("primary")
    /// SwiftUI's `.secondary`.
    public static let secondary = Color("secondary")
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    /// SwiftUI's `.accentColor` (SwiftUI's name, so a pasted body compiles).
    public static let accentColor = Color("accentColor")
    /// SwiftUI's `.clear`.
    public static let clear = Color("clear")
    /// SwiftUI's `.black`.
    public static let black = Color("black")
    /// SwiftUI's `.white`.
    public static let white = Color("white")
    /// SwiftUI's `.gray`.
    public static let gray = Color("gray")
    /// SwiftUI's `.red`.
    public static let red = Color("red")
    /// SwiftUI's `.orange`.
    public static let orange = Color("orange")
    /// SwiftUI's `.yellow`.
    public static let yellow = Color("yellow")
    /// SwiftUI's `.green`.
    public static let green = Color("green")
    /// SwiftUI's `.mint`.
    public static let mint = Color("mint")
    /// SwiftUI's `.teal`.
    public static let teal = Color("teal")
    /// SwiftUI's `.cyan`.
    public static let cyan = Color("cyan")
    /// SwiftUI's `.blue`.
    public static let blue = Color("blue")
    /// SwiftUI's `.indigo`.
    public static let indigo = Color("indigo")
    /// SwiftUI's `.purple`.
    public static let purple = Color("purple")
    /// SwiftUI's `.pink`.
    public static let pink = Color("pink")
    /// SwiftUI's `.brown`.
    public static let brown = Color("brown")

    /// The colour at an opacity.
    public func opacity(_ opacity: Double) -> Color { self }
}

/// The edges `.padding` pads, as SwiftUI's `Edge.Set`.
public struct Edge: Sendable {
    /// A set of edges.
    public struct Set: OptionSet, Sendable {
        /// The edges as bits.
        public let rawValue: Int
        /// Edges from their bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// SwiftUI's `.top`.
        public static let top = Set(rawValue: 1)
        /// SwiftUI's `.leading`.
        public static let leading = Set(rawValue: 2)
        /// SwiftUI's `.bottom`.
        public static let bottom = Set(rawValue: 4)
        /// SwiftUI's `.trailing`.
        public static let trailing = Set(rawValue: 8)
        /// SwiftUI's `.horizontal`.
        public static let horizontal: Set = [.leading, .trailing]
        /// SwiftUI's `.vertical`.
        public static let vertical: Set = [.top, .bottom]
        /// SwiftUI's `.all`.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// How lines of text align, as SwiftUI's `TextAlignment`.
public enum TextAlignment: Sendable, Hashable {
    /// SwiftUI's names.
    case leading, center, trailing
}

/// How an image fills its frame, as SwiftUI's `ContentMode`.
public enum ContentMode: Sendable, Hashable {
    /// SwiftUI's names.
    case fit, fill
}

/// A style a view body names for buttons, lists, pickers, toggles, text fields, images or a
/// navigation bar's title (`.borderedProminent`, `.insetGrouped`, `.menu`, `.roundedBorder`,
/// `.large`, `.inline`): VoiceOver hears none of them. (A segmented picker is a kind of its own in
/// Earshot: `Picker(..., pickerStyle:)`, which VoiceOver hears.)
public struct ViewStyle: Sendable, Hashable {
    /// The name it was written with.
    public var name: String

    /// A named style.
    public init(_ name: String) { self.name = name }

    /// SwiftUI's `.automatic`.
    public static let automatic = ViewStyle("automatic")
    /// SwiftUI's `.plain`.
    public static let plain = ViewStyle("plain")
    /// SwiftUI's `.bordered`.
    public static let bordered = ViewStyle("bordered")
    /// SwiftUI's `.borderedProminent`.
    public static let borderedProminent = ViewStyle("borderedProminent")
    /// SwiftUI's `.borderless`.
    public static let borderless = ViewStyle("borderless")
    /// SwiftUI's `.grouped`.
    public static let grouped = ViewStyle("grouped")
    /// SwiftUI's `.insetGrouped`.
    public static let insetGrouped = ViewStyle("insetGrouped")
    /// SwiftUI's `.inset`.
    public static let inset = ViewStyle("inset")
    /// SwiftUI's `.sidebar`.
    public static let sidebar = ViewStyle("sidebar")
    /// SwiftUI's `.menu`.
    public static let menu = ViewStyle("menu")
    /// SwiftUI's `.roundedBorder`.
    public static let roundedBorder = ViewStyle("roundedBorder")
    /// SwiftUI's `.switch`.
    public static let `switch` = ViewStyle("switch")
    /// SwiftUI's `.button`.
    public static let button = ViewStyle("button")
    /// SwiftUI's `.inline`.
    public static let inline = ViewStyle("inline")
    /// SwiftUI's `.large`.
    public static let large = ViewStyle("large")
    /// SwiftUI's `.small`.
    public static let small = ViewStyle("small")
    /// SwiftUI's `.medium`.
    public static let medium = ViewStyle("medium")
    /// SwiftUI's `.mini`.
    public static let mini = ViewStyle("mini")
    /// SwiftUI's `.regular`.
    public static let regular = ViewStyle("regular")
    /// SwiftUI's `.hierarchical`.
    public static let hierarchical = ViewStyle("hierarchical")
    /// SwiftUI's `.multicolor`.
    public static let multicolor = ViewStyle("multicolor")
    /// SwiftUI's `.monochrome`.
    public static let monochrome = ViewStyle("monochrome")
    /// SwiftUI's `.palette`.
    public static let palette = ViewStyle("palette")
}

extension AccessibleView {
    // Text and colour.

    /// SwiftUI's `.font(_:)`: not heard.
    public func font(_ font: Font?) -> Node { node }
    /// SwiftUI's `.fontWeight(_:)`: not heard.
    public func fontWeight(_ weight: Font.Weight?) -> Node { node }
    /// SwiftUI's `.fontDesign(_:)`: not heard.
    public func fontDesign(_ design: Font.Design?) -> Node { node }
    /// SwiftUI's `.bold(_:)`: not heard.
    public func bold(_ isActive: Bool = true) -> Node { node }
    /// SwiftUI's `.italic(_:)`: not heard.
    public func italic(_ isActive: Bool = true) -> Node { node }
    /// SwiftUI's `.underline(_:color:)`: not heard.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Node { node }
    /// SwiftUI's `.strikethrough(_:color:)`: not heard.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Node { node }
    /// SwiftUI's `.monospacedDigit()`: not heard.
    public func monospacedDigit() -> Node { node }
    /// SwiftUI's `.kerning(_:)`: not heard.
    public func kerning(_ kerning: Double) -> Node { node }
    /// SwiftUI's `.lineLimit(_:)`: not heard (VoiceOver reads the whole text, cut or not).
    public func lineLimit(_ number: Int?) -> Node { node }
    /// SwiftUI's `.lineSpacing(_:)`: not heard.
    public func lineSpacing(_ spacing: Double) -> Node { node }
    /// SwiftUI's `.multilineTextAlignment(_:)`: not heard.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> Node { node }
    /// SwiftUI's `.minimumScaleFactor(_:)`: not heard.
    public func minimumScaleFactor(_ factor: Double) -> Node { node }
    /// SwiftUI's `.foregroundStyle(_:)`: not heard.
    public func foregroundStyle(_ style: Color) -> Node { node }
    /// SwiftUI's `.foregroundColor(_:)`: not heard.
    public func foregroundColor(_ color: Color?) -> Node { node }
    /// SwiftUI's `.tint(_:)`: not heard.
    public func tint(_ color: Color?) -> Node { node }
    /// SwiftUI's `.background(_:)` with a colour: not heard.
    public func background(_ color: Color) -> Node { node }
    /// SwiftUI's `.symbolRenderingMode(_:)`: not heard.
    public func symbolRenderingMode(_ mode: ViewStyle?) -> Node { node }
    /// SwiftUI's `.imageScale(_:)`: not heard.
    public func imageScale(_ scale: ViewStyle) -> Node { node }

    // Layout.

    /// SwiftUI's `.padding()` and `.padding(_:)`: not heard.
    public func padding(_ length: Double? = nil) -> Node { node }
    /// SwiftUI's `.padding(_:_:)`: not heard.
    public func padding(_ edges: Edge.Set, _ length: Double? = nil) -> Node { node }
    /// SwiftUI's `.frame(width:height:alignment:)`: not heard. (UIKit frames, which order
    /// UIKit screens, are `.frame(x:y:width:height:)`.)
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> Node { node }
    /// SwiftUI's `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`: not heard.
    public func frame(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil,
        idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center
    ) -> Node { node }
    /// SwiftUI's `.fixedSize()`: not heard.
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> Node { node }
    /// SwiftUI's `.layoutPriority(_:)`: not heard.
    public func layoutPriority(_ value: Double) -> Node { node }
    /// SwiftUI's `.offset(x:y:)`: not heard.
    public func offset(x: Double = 0, y: Double = 0) -> Node { node }
    /// SwiftUI's `.zIndex(_:)`: not heard.
    public func zIndex(_ value: Double) -> Node { node }
    /// SwiftUI's `.opacity(_:)`: not heard (a view at opacity 0 is still in the accessibility tree).
    public func opacity(_ opacity: Double) -> Node { node }
    /// SwiftUI's `.cornerRadius(_:)`: not heard.
    public func cornerRadius(_ radius: Double) -> Node { node }
    /// SwiftUI's `.shadow(color:radius:x:y:)`: not heard.
    public func shadow(color: Color? = nil, radius: Double, x: Double = 0, y: Double = 0) -> Node { node }
    /// SwiftUI's `.resizable()`: not heard.
    public func resizable() -> Node { node }
    /// SwiftUI's `.scaledToFit()`: not heard.
    public func scaledToFit() -> Node { node }
    /// SwiftUI's `.scaledToFill()`: not heard.
    public func scaledToFill() -> Node { node }
    /// SwiftUI's `.aspectRatio(_:contentMode:)`: not heard.
    public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> Node { node }

    // Styles of controls and bars.

    /// SwiftUI's `.buttonStyle(_:)`: not heard.
    public func buttonStyle(_ style: ViewStyle) -> Node { node }
    /// SwiftUI's `.listStyle(_:)`: not heard.
    public func listStyle(_ style: ViewStyle) -> Node { node }
    /// SwiftUI's `.toggleStyle(_:)`: not heard.
    public func toggleStyle(_ style: ViewStyle) -> Node { node }
    /// SwiftUI's `.textFieldStyle(_:)`: not heard.
    public func textFieldStyle(_ style: ViewStyle) -> Node { node }
    /// SwiftUI's `.controlSize(_:)`: not heard.
    public func controlSize(_ size: ViewStyle) -> Node { node }
    /// SwiftUI's `.navigationBarTitleDisplayMode(_:)`: not heard.
    public func navigationBarTitleDisplayMode(_ mode: ViewStyle) -> Node { node }

    // Heard.

    /// SwiftUI's `.navigationTitle(_:)`: the navigation bar above the view, its title a heading
    /// ("Inbox, Heading", VOICEOVER.md §1), read before the view's content.
    ///
    /// ```swift
    /// NavigationStack {
    ///     List { Text("Lunch with Maya") }
    ///         .navigationTitle("Inbox")
    /// }
    /// ```
    public func navigationTitle(_ title: String) -> Node {
        Node(.vStack, children: [Node(.navigationBar, children: [Node(.text, title: title)]), node])
    }

    /// SwiftUI's `.navigationTitle(_:)` with a `Text`.
    public func navigationTitle(_ title: Text) -> Node {
        Node(.vStack, children: [Node(.navigationBar, children: [title.node]), node])
    }
}
