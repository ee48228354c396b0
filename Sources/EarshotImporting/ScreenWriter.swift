import Earshot
import EarshotBase

/// Writes a screen as a screen file's JSON (FORMAT.md §1), through the package's `JSONSerializer`: the
/// file `earshot import` writes, which reads back to the same screen.
///
/// It writes what a screen made from a capture holds (kinds, titles, ids, frames, labels,
/// values, hints, traits, state, UIKit structure, a menu's items and a page control's pages);
/// reactions and speech attributes are not written.
public enum ScreenWriter {
    /// The deepest nesting of nodes (the root counted) a screen file can hold: each node is an
    /// object inside its parent's list, and the deepest node's frame is a list too, within the
    /// reader's `DocumentLoader.maximumDepth` of JSON nesting.
    public static let maximumDepth = (DocumentLoader.maximumDepth - 1) / 2

    package static func json(_ screen: Screen) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [("earshot", .number(1)), ("name", .string(screen.name))]
        if screen.language != "en" { members.append(("language", .string(screen.language))) }
        members.append(("framework", .string(screen.framework.rawValue)))
        if screen.layoutDirection != .leftToRight { members.append(("layoutDirection", .string(screen.layoutDirection.rawValue))) }
        if screen.device != .phone { members.append(("device", .string(screen.device.rawValue))) }
        members.append(("root", node(screen.root)))
        return .object(JSONObject(members))
    }

    /// The text of the screen file: pretty JSON, the same bytes for the same screen.
    public static func text(_ screen: Screen) -> String {
        JSONSerializer.serialize(json(screen), pretty: true)
    }

    static func node(_ node: Node) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        let kind = node.kind.rawValue
        let children = node.children.map { self.node($0) }
        if node.kind.takesChildList {
            members.append((kind, .array(children)))
        } else if node.kind == .slider || node.kind == .pageControl {
            members.append((kind, node.title.map { .string($0) } ?? .null))
        } else {
            members.append((kind, .string(node.title ?? "")))
        }
        if let id = node.id { members.append(("id", .string(id))) }
        let a = node.accessibility
        if let label = a.label { members.append(("accessibilityLabel", .string(label))) }
        if let value = a.value { members.append(("accessibilityValue", .string(value))) }
        if let hint = a.hint { members.append(("accessibilityHint", .string(hint))) }
        if !a.addTraits.isEmpty { members.append(("accessibilityAddTraits", .array(a.addTraits.names.map { .string($0) }))) }
        if !a.removeTraits.isEmpty { members.append(("accessibilityRemoveTraits", .array(a.removeTraits.names.map { .string($0) }))) }
        if a.hidden == true { members.append(("accessibilityHidden", .bool(true))) }
        if !a.actions.isEmpty { members.append(("accessibilityActions", .array(a.actions.map { .string($0.name) }))) }
        if a.disabled == true { members.append(("disabled", .bool(true))) }
        if let isElement = a.isAccessibilityElement { members.append(("isAccessibilityElement", .bool(isElement))) }
        if a.groupsChildren == true { members.append(("shouldGroupAccessibilityChildren", .bool(true))) }
        if a.viewIsModal == true { members.append(("accessibilityViewIsModal", .bool(true))) }
        if let type = a.containerType { members.append(("accessibilityContainerType", .string(type.rawValue))) }
        let c = node.control
        if let isOn = c.isOn { members.append(("isOn", .bool(isOn))) }
        if let number = c.number { members.append(("value", .number(number))) }
        if let range = c.range { members.append(("range", .array([.number(range.lowerBound), .number(range.upperBound)]))) }
        if let options = c.options { members.append(("options", .array(options.map { .string($0) }))) }
        if let selection = c.selection { members.append(("selection", .string(selection))) }
        if let style = c.pickerStyle { members.append(("pickerStyle", .string(style.rawValue))) }
        if let text = c.text { members.append(("text", .string(text))) }
        if c.selected == true { members.append(("selected", .bool(true))) }
        if let pages = c.numberOfPages { members.append(("numberOfPages", .number(Double(pages)))) }
        if let page = c.currentPage { members.append(("currentPage", .number(Double(page)))) }
        if node.kind == .menu, let items = node.reactions.menuItems {
            // A menu whose items the capture does not show: `null` (FORMAT.md §1.1.1).
            members.append(("items", items.isEmpty ? .null : .array(items.map { .string($0.title ?? "") })))
        }
        if c.isFocused == true { members.append(("focused", .bool(true))) }
        if let frame = a.frame {
            members.append(("frame", .array([.number(frame.x), .number(frame.y), .number(frame.width), .number(frame.height)])))
        }
        if !node.kind.takesChildList, !children.isEmpty { members.append(("children", .array(children))) }
        return .object(JSONObject(members))
    }
}
