extension ElementListBuilder {
    /// The navigation order of the items of one container scope.
    ///
    /// - Explicit order (`accessibilityElements`) is kept as written, and so is the order of a
    ///   container that orders its own children (`Arrangement.declared`: a UIKit table or
    ///   collection view reads its rows in their order, whatever frames scrolled-away cells keep).
    /// - UIKit: when every item has a frame, geometric order (`GeometricOrder`); else the order
    ///   of declaration. In a bar (`Arrangement.bar`: navigation bar, toolbar, tab bar) items
    ///   whose heights overlap are one row: leading items, title, trailing items, though the
    ///   title's top is lower than the buttons'. SwiftUI: the order of declaration (it matches
    ///   geometry for stacks).
    /// - Then `accessibilitySortPriority`: higher first, ties keep the order above. It sorts the
    ///   items of one accessibility container (the screen's root, `.contain`, a tab bar, toolbar or
    ///   navigation bar, UIKit `accessibilityElements`, `accessibilityContainerType` and
    ///   `shouldGroupAccessibilityChildren` views, a `.combine` element's parts), across the plain
    ///   stacks between them: those are no containers (VOICEOVER.md §3; Apple,
    ///   `accessibilitySortPriority(_:)`: "relative to other elements at the same level"; real
    ///   VoiceOver walks of gewill/OpenCCman's What's New sheet, Xcode 27).
    mutating func order(_ items: [Item], explicit: Bool, arrangement: Arrangement = .rows) -> [Item] {
        if explicit || items.count < 2 { return items }
        var ordered = items
        let frames = items.compactMap(\.frame)
        if frames.count == items.count, arrangement != .declared {
            let placed = zip(items.indices, frames).map { $0 }
            let geometric = GeometricOrder.sort(
                placed, frame: \.1, direction: layoutDirection, rowTolerance: device.rowTolerance, overlapRows: arrangement == .bar
            ).map(\.0)
            switch framework {
            case .uikit:
                ordered = geometric.map { items[$0] }
            case .swiftui:
                if geometric != Array(items.indices) {
                    warn("frames do not order a SwiftUI screen: its views are read in declaration order, not as the frames are laid out")
                }
            }
        }
        priorityEffects?.observe(ordered, aside: asideDepth > 0)
        if ordered.contains(where: { $0.priority != 0 }) {
            // Positions are sorted, not items: an item is copied once, into its place.
            let priorities = ordered.map(\.priority)
            let positions = ordered.indices.sorted { lhs, rhs in
                priorities[lhs] != priorities[rhs] ? priorities[lhs] > priorities[rhs] : lhs < rhs
            }
            ordered = positions.map { ordered[$0] }
        }
        return ordered
    }
}

/// How a container lays out the items it orders (UIKit screens; SwiftUI keeps declaration order).
enum Arrangement {
    /// Rows top to bottom, then along the layout direction (`GeometricOrder`).
    case rows
    /// A navigation bar, toolbar or tab bar: items whose heights overlap are one row, read along
    /// the layout direction (a 44 pt bar's title is 12 pt below its buttons' top, inside their
    /// height); a large title or a search field below the buttons is a row of its own.
    case bar
    /// The order the container declares: a table or collection view, which hands VoiceOver its
    /// cells in row order.
    case declared
}

/// UIKit's geometric reading order: rows top to bottom, then along the layout direction.
///
/// AccessibilitySnapshot compares two frames pairwise (same row when their tops differ by less
/// than the tolerance), which is not transitive and so depends on the sort algorithm. Earshot
/// buckets instead: frames sorted by top edge start a new row when their top is at least the
/// tolerance below the row's first top. The result is the same for well-aligned layouts and
/// deterministic for all of them.
package enum GeometricOrder {
    /// - Parameter overlapRows: a frame joins the row while its top is above the bottom of the
    ///   row's frames (a bar's items), instead of within `rowTolerance` of the row's first top.
    /// - Complexity: O(n log n).
    package static func sort<T>(
        _ items: [T], frame: (T) -> Frame, direction: LayoutDirection, rowTolerance: Double, overlapRows: Bool = false
    ) -> [T] {
        let indexed = items.enumerated().map { (offset: $0.offset, item: $0.element, frame: frame($0.element)) }
        let byTop = indexed.sorted { lhs, rhs in
            if lhs.frame.y != rhs.frame.y { return lhs.frame.y < rhs.frame.y }
            return lhs.offset < rhs.offset
        }
        var rows: [[(offset: Int, item: T, frame: Frame)]] = []
        var rowTop = -Double.infinity
        var rowBottom = -Double.infinity
        for entry in byTop {
            let newRow = overlapRows ? entry.frame.y >= rowBottom : entry.frame.y - rowTop >= rowTolerance
            if rows.isEmpty || newRow {
                rows.append([entry])
                rowTop = entry.frame.y
                rowBottom = entry.frame.maxY
            } else {
                rows[rows.count - 1].append(entry)
                rowBottom = max(rowBottom, entry.frame.maxY)
            }
        }
        var result: [T] = []
        result.reserveCapacity(items.count)
        for row in rows {
            let sorted = row.sorted { lhs, rhs in
                switch direction {
                case .leftToRight:
                    if lhs.frame.x != rhs.frame.x { return lhs.frame.x < rhs.frame.x }
                case .rightToLeft:
                    if lhs.frame.maxX != rhs.frame.maxX { return lhs.frame.maxX > rhs.frame.maxX }
                }
                return lhs.offset < rhs.offset
            }
            result.append(contentsOf: sorted.map(\.item))
        }
        return result
    }
}
