import Earshot
import EarshotBase

/// The checks between reading a capture and trusting what was read: an empty reading is no
/// success, and a message names what the file looks like instead.
enum CaptureReading {
    /// Refuses a reading that found nothing: no elements at all (besides the application and
    /// windows every capture has), or (with `--from` forcing a
    /// format the content does not have) no element VoiceOver stops on. Without it, a forced
    /// `--from appium` on an XCUITest text gave an empty transcript, no findings and exit 0.
    ///
    /// A capture of the right format whose elements are all no stops (a window of unlabelled
    /// images) is read: its notes say so.
    ///
    /// - Throws: an `InputError` saying what was read and what the file looks like.
    static func checkNotEmpty(
        _ capture: Capture, stopCount: Int, bytes: [UInt8], json parsed: @autoclosure () -> JSONValue?, name: String,
        forced format: CaptureFormat
    ) throws(InputError) {
        let elements = contentCount(capture)
        if elements > 0, stopCount > 0 { return }
        // The JSON is needed only here, to say what the file looks like (a streamed capture has no tree).
        let json = parsed()
        let detected = CaptureImporter.detect(bytes, json: json)
        if elements > 0, detected == format { return }
        let found = elements == 0 ? "it holds no elements" : "none of its \(elements) elements is a VoiceOver stop"
        let suggestion: String
        var remedy: InputError.Remedy?
        if let detected, detected != format {
            suggestion = readAs(detected)
            remedy = .readCaptureAs(detected.rawValue)
        } else {
            suggestion = "check that this is the capture you meant (ImportingCaptures.md says how to make one)"
        }
        throw InputError(
            file: name, message: "read as \(capture.variant), \(found); \(looksLike(bytes, json: json, detected: detected))",
            suggestion: suggestion, remedy: remedy)
    }

    /// The fix of a capture read as a format it does not have, in the Swift API's words (the
    /// command line says it with its option, `InputError.Remedy.readCaptureAs(_:)`).
    static func readAs(_ detected: CaptureFormat) -> String {
        "read it with format: .\(detected.rawValue), or leave the format out"
    }

    /// The elements of a capture that are not its application or windows.
    static func contentCount(_ capture: Capture) -> Int {
        var count = 0
        CapturedElement.forEach(in: capture.roots) { element in
            if element.type != "Application", element.type != "Window" { count += 1 }
            return true
        }
        return count
    }

    /// What the file looks like, for messages: "this looks like XCUITest debugDescription".
    static func looksLike(_ bytes: [UInt8], json: JSONValue?, detected: CaptureFormat?) -> String {
        if let detected { return "this looks like \(detected.displayName)" }
        if case .object(let object)? = json, object["earshot"] != nil { return "this looks like an Earshot screen or scenario file" }
        if json != nil { return "it is JSON in no capture format Earshot knows" }
        let text = String(decoding: bytes.prefix(2048), as: UTF8.self)
        guard let line = firstLine(text) else { return "the file is empty" }
        if line.drop(while: \.isWhitespace).hasPrefix("<") {
            return "it is XML without XCUIElementType elements; its first line is '\(line)'"
        }
        return "its first line is '\(line)'"
    }

    /// The first line that is not blank, cut to 60 characters; nil when there is none.
    static func firstLine(_ text: String) -> String? {
        text.split(whereSeparator: \.isNewline).first { !$0.allSatisfy(\.isWhitespace) }
            .map { String($0.prefix(60)) }
    }
}
