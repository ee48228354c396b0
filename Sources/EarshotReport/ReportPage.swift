import Earshot
import Foundation

/// One self-contained HTML page for screens and scenarios (`earshot report`, FORMAT.md §4):
/// for each, the wireframe with the focus order, the transcript beside it, its audio, its time
/// line and the audit's findings; a table of contents when there are several.
///
/// Nothing is fetched: the styles and the script are in the page, the audio is a `data:` URI,
/// and a Content-Security-Policy of `default-src 'none'` forbids any request. The page is
/// deterministic: the same sections and audio give the same bytes.
public enum ReportPage {
    /// The page of `sections`; `audio` holds each section's audio, or nil for none.
    public static func html(_ sections: [ReportSection], audio: [ReportAudio?] = []) -> String {
        var html = ReportHTML()
        write(sections, audio: audio, to: &html)
        return html.text
    }

    /// The page of `sections`, handed to `sink` in pieces of about a mebibyte, in order: the
    /// same bytes as ``html(_:audio:)``, without the whole page in memory.
    public static func write(_ sections: [ReportSection], audio: [ReportAudio?] = [], to sink: @escaping (String) -> Void) {
        var html = ReportHTML(sink: sink)
        write(sections, audio: audio, to: &html)
        html.finish()
    }

    private static func write(_ sections: [ReportSection], audio: [ReportAudio?], to html: inout ReportHTML) {
        // The pan windows' styles only where there are windows: a page without is as it was.
        let panned = sections.contains { section in section.brailleWindows.values.contains { !$0.isEmpty } }
        html += """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; media-src data:; img-src data:">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="earshot report">
            <title>\(escape(sections.count == 1 ? "Earshot report: " + sections[0].title : "Earshot report"))</title>
            <style>\(ReportAssets.css)\(panned ? ReportAssets.brailleWindowsCSS : "")</style>
            </head>
            <body>
            <a class="skip" href="#main">Skip to the report</a>
            <header class="page"><h1>Earshot report</h1>
            <p>What VoiceOver would say, where its focus goes, and what it sounds like. Select a line to see its element; select an element to see its lines.</p></header>

            """
        html += "<nav class=\"toc\" aria-labelledby=\"toc-h\"><h2 id=\"toc-h\">Contents</h2><ol>"
        for (index, section) in sections.enumerated() {
            html += "<li><a href=\"#s\(index + 1)\">\(escape(section.title))</a></li>"
        }
        html += "</ol></nav>\n<main id=\"main\">\n"
        for (index, section) in sections.enumerated() {
            let wav = index < audio.count ? audio[index] : nil
            ReportSectionHTML(section: section, prefix: "s\(index + 1)", audio: wav).write(to: &html)
        }
        html += "</main>\n<script>\(ReportAssets.script)</script>\n</body>\n</html>\n"
    }

    /// `text` with `&`, `<`, `>` and `"` escaped, for element content and attribute values.
    /// Control characters other than a line feed or tab, DEL, C1 and bidi controls are shown as
    /// the text form writes them (`\u{1B}`, ``TranscriptText/escape(of:)``): visible, and never
    /// acting on the page's text around them.
    static func escape(_ text: String) -> String {
        var contiguous = text
        return contiguous.withUTF8 { bytes in
            // Most text has nothing to escape: it is returned as it is.
            guard let first = bytes.firstIndex(where: needsEscape) else { return text }
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + 16)
            result.append(contentsOf: bytes[..<first])
            var index = first
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "&"): result.append(contentsOf: "&amp;".utf8)
                case UInt8(ascii: "<"): result.append(contentsOf: "&lt;".utf8)
                case UInt8(ascii: ">"): result.append(contentsOf: "&gt;".utf8)
                case UInt8(ascii: "\""): result.append(contentsOf: "&quot;".utf8)
                case ..<0x20 where byte != UInt8(ascii: "\n") && byte != UInt8(ascii: "\t"), 0x7F:
                    result.append(contentsOf: TranscriptText.escape(of: Unicode.Scalar(byte)).utf8)
                case 0xC2, 0xD8, 0xE2:
                    if let (scalar, length) = TranscriptText.escapedScalar(in: bytes, at: index - 1) {
                        result.append(contentsOf: TranscriptText.escape(of: scalar).utf8)
                        index += length - 1
                    } else {
                        result.append(byte)
                    }
                default: result.append(byte)
                }
            }
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// Whether a byte of UTF-8 text may start something escaped in HTML: `&`, `<`, `>`, `"`, a
    /// control character other than a newline or tab, or the first byte of a C1 or bidi control.
    private static func needsEscape(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), 0x7F, 0xC2, 0xD8, 0xE2: true
        case ..<0x20: byte != UInt8(ascii: "\n") && byte != UInt8(ascii: "\t")
        default: false
        }
    }

    /// Milliseconds as seconds with two decimals: `1.25`.
    static func seconds(_ milliseconds: Int) -> String {
        let hundredths = (milliseconds + 5) / 10
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// A number of points with at most one decimal: `12`, `12.5`, `-3.2`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let tenths = Int((min(max(value, -1e12), 1e12) * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        let magnitude = abs(tenths)
        return magnitude % 10 == 0 ? "\(sign)\(magnitude / 10)" : "\(sign)\(magnitude / 10).\(magnitude % 10)"
    }

    /// `part` as a percentage of `whole` with three decimals: `12.345`.
    static func percent(_ part: Int, of whole: Int) -> String {
        guard whole > 0 else { return "0" }
        // Clamped as a `Double`: a part far past the whole is no trap.
        let thousandths = Int(min(Double(max(0, part)) * 100_000 / Double(whole), 1e15).rounded())
        let fraction = thousandths % 1000
        let padding = fraction < 10 ? "00" : fraction < 100 ? "0" : ""
        return "\(thousandths / 1000).\(padding)\(fraction)"
    }
}
