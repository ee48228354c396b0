import Foundation

/// Runs work that recurses as deep as the views nest on a thread with a large stack, so deep
/// trees are safe on any caller's thread (a test runner's threads have 512 KiB stacks, and a
/// debug build uses kilobytes a level).
///
/// The stack is reserved address space; only what the recursion touches is used.
package enum DeepStack {
    static let stackSize = 256 << 20

    package static func run<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        // The typed-throws closure is only called, never stored or passed as a generic value:
        // a value of type `() throws(E) -> T` needs runtime support that macOS 15 / iOS 18
        // bring, and Earshot builds for macOS 13 / iOS 16.
        var outcome: Result<T, E>?
        withoutActuallyEscaping({ () -> Void in
            do throws(E) { outcome = .success(try body()) } catch { outcome = .failure(error) }
        }) { escapable in
            let job = Job(escapable)
            let thread = Thread { job.perform() }
            thread.stackSize = stackSize
            thread.start()
            job.done.wait()
        }
        guard let outcome else { preconditionFailure("DeepStack finished without a result") }
        return try outcome.get()
    }

    /// The work, handed between threads; the semaphore orders the accesses.
    private final class Job: @unchecked Sendable {
        /// Let go of before `done` is signalled: the closure must not outlive `run`.
        var body: (() -> Void)?
        let done = DispatchSemaphore(value: 0)

        init(_ body: @escaping () -> Void) { self.body = body }

        func perform() {
            body?()
            body = nil
            done.signal()
        }
    }
}
