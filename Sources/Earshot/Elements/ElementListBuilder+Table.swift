extension ElementListBuilder {
    /// A data table (SwiftUI `Table`, a UIKit `dataTable` container): a container described
    /// "Table" (or by its title) as focus enters it (CVS Health, DataTables: the table's label is
    /// spoken "when they first focus on a cell in the table"); its column headers are the cells
    /// of its first row, then its rows, each cell tagged with its row, column and column header,
    /// which `ElementSpeech` says as focus moves across them (VOICEOVER.md §2).
    mutating func table(_ node: inout Node, _ context: Inherited, description: String, priority: Double) -> Item {
        var inner = context
        inner.label = nil
        inner.value = nil
        inner.hint = nil
        inner.sortPriority = nil
        let columns = node.control.columns ?? []
        var items: [Item] = []
        for (index, title) in columns.enumerated() {
            // The headers are cells of the table, made by it (no view of their own in the file).
            var header = makeElement(Node(.text, title: title), inner, label: title, value: "", traits: .isStaticText)
            header.key = ElementKey(serial: node.serial, part: index + 1)
            header.sourceSerial = node.serial
            header.activationSerial = node.serial
            header.tableCell = .init(table: node.serial, row: 1, column: index + 1, columnHeader: nil)
            items.append(item(header, 0))
        }
        for (rowIndex, row) in node.children.enumerated() where !isHidden(row) {
            for (column, cell) in row.children.enumerated() {
                // Paths as the file spells them: `rows[1][0]`.
                made.trail.enter(column, serial: cell.serial, key: "rows[\(rowIndex)]")
                let cellItems = collect(cell, inner)
                made.trail.leave()
                let place = AccessibilityElement.TableCell(
                    table: node.serial, row: rowIndex + 2, column: column + 1,
                    columnHeader: columns.indices.contains(column) ? columns[column] : nil)
                markCells(cellItems, place)
                items += cellItems
            }
        }
        let container = made.pool.add(
            ContainerInfo(serial: node.serial, description: description, language: context.language, isDisabled: context.disabled))
        return Item(
            content: .group(container: container, items: items), priority: priority, frame: node.accessibility.frame ?? items.first?.frame)
    }

    /// Tags every element of `items` (a cell's) with its place in the table.
    private mutating func markCells(_ items: [Item], _ cell: AccessibilityElement.TableCell) {
        for item in items {
            switch item.content {
            case .element(let index): made.pool[index].tableCell = cell
            case .group(_, let inner): markCells(inner, cell)
            }
        }
    }
}
