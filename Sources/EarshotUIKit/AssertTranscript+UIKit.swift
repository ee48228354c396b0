#if canImport(UIKit) && !os(watchOS) && canImport(SwiftUI)
    import Earshot
    import EarshotImporting
    import EarshotTesting
    import SwiftUI
    import UIKit

    /// Asserts that a SwiftUI view, hosted at a device's size, orientation and text size, is
    /// heard as its golden `.transcript` file says: the same files, record modes and failure
    /// messages as `assertTranscript(of: Screen)`. Not compiled on Linux (`Documentation/TESTING.md`, "the live tree").
    @MainActor @discardableResult
    public func assertTranscript(
        of view: some SwiftUI.View, name: String = "Screen", language: String = "en", device: Earshot.Device = .phone,
        landscape: Bool = false,
        contentSize: UIContentSizeCategory = .large, settings: Earshot.Settings = Earshot.Settings(), golden: String? = nil,
        record: RecordMode? = nil,
        fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: UInt = #line,
        column: UInt = #column
    ) -> TranscriptCheck {
        let reading = HostedScreen.read(
            view, name: name, language: language, device: device, landscape: landscape, contentSize: contentSize)
        return assertTranscript(
            of: reading, settings: settings, golden: golden, record: record,
            fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    }

    /// Asserts that a UIKit view, in a window of a device's size, is heard as its golden
    /// `.transcript` file says. Not compiled on Linux (`Documentation/TESTING.md`, "the live tree").
    @MainActor @discardableResult
    public func assertTranscript(
        of view: UIKit.UIView, name: String = "Screen", language: String = "en", device: Earshot.Device = .phone, landscape: Bool = false,
        contentSize: UIContentSizeCategory = .large, settings: Earshot.Settings = Earshot.Settings(), golden: String? = nil,
        record: RecordMode? = nil,
        fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: UInt = #line,
        column: UInt = #column
    ) -> TranscriptCheck {
        let reading = HostedScreen.read(
            view, name: name, language: language, device: device, landscape: landscape, contentSize: contentSize)
        return assertTranscript(
            of: reading, settings: settings, golden: golden, record: record,
            fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    }
#endif

#if canImport(UIKit) && !os(watchOS) && canImport(XCTest)
    import Earshot
    import EarshotImporting
    import EarshotTesting
    import XCTest

    /// Asserts that the running app's screen, as a UI test sees it
    /// (`snapshot().dictionaryRepresentation`, read by `CaptureImporter.read(snapshotDictionary:name:)`),
    /// is heard as its golden `.transcript` file says. Not compiled on Linux (`Documentation/TESTING.md`, "the live tree").
    @MainActor @discardableResult
    public func assertTranscript(
        of app: XCUIApplication, name: String = "App", settings: Earshot.Settings = Earshot.Settings(), golden: String? = nil,
        record: RecordMode? = nil, fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
        line: UInt = #line, column: UInt = #column
    ) -> TranscriptCheck {
        let reading: Result<Screen, InputError>
        do {
            let dictionary = try app.snapshot().dictionaryRepresentation
            let keyed = Dictionary(uniqueKeysWithValues: dictionary.map { (AnyHashable($0.key.rawValue), $0.value) })
            reading = Result { () throws(InputError) -> Screen in try CaptureImporter.read(snapshotDictionary: keyed, name: name).screen }
        } catch {
            reading = .failure(InputError(file: name, message: "XCUIApplication's snapshot() failed: \(error.localizedDescription)"))
        }
        return assertTranscript(
            of: reading, settings: settings, golden: golden, record: record,
            fileID: fileID, filePath: filePath, function: function, line: line, column: column)
    }
#endif
