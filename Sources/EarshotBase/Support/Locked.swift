import Foundation

/// A value behind a lock, shared between threads.
///
/// `Synchronization.Mutex` needs macOS 15 / iOS 18, and Earshot builds for macOS 13 / iOS 16
/// (`Package.swift`), so the lock is Foundation's `NSLock`, which exists on every platform
/// Swift's Foundation does. Visible to the package's other targets (`EarshotSpeech`).
package final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) { self.value = value }

    /// Runs `body` with the value while no other thread can reach it.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
