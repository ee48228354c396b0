/// The page as it is written: text appended in order and, when the page goes somewhere as it
/// is made, handed on a mebibyte at a time, so a page of 100,000 elements (about 280 MB)
/// never sits in memory whole, nor in a copy of itself for the write.
struct ReportHTML {
    /// What has been written and not handed on yet; the whole page when there is no sink.
    private(set) var text = ""
    private let sink: ((String) -> Void)?

    /// How much text gathers before it is handed on.
    static let chunk = 1 << 20

    /// A page kept whole in ``text``.
    init() { sink = nil }

    /// A page handed to `sink` in pieces, in order.
    init(sink: @escaping (String) -> Void) {
        self.sink = sink
        text.reserveCapacity(Self.chunk + Self.chunk / 4)
    }

    static func += (html: inout ReportHTML, piece: String) {
        html.text += piece
        guard let sink = html.sink, html.text.utf8.count >= chunk else { return }
        sink(html.text)
        html.text.removeAll(keepingCapacity: true)
    }

    /// Hands on what is left.
    mutating func finish() {
        guard let sink, !text.isEmpty else { return }
        sink(text)
        text.removeAll()
    }
}
