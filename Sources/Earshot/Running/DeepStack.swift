import Foundation

/// Runs work that recurses as deep as the views nest on a thread with a large stack, so deep
/// trees are safe on any caller's thread (a test runner's threads have 512 KiB stacks, and a
/// debug build uses kilobytes a level).
///
/// The stack is reserved address space; only what the recursion touches is used.
enum DeepStack {
    static let stackSize = 256 << 20

    static func run<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        let outcome: Result<T, E> = withoutActuallyEscaping(body) { escapable in
            let job = Job(escapable)
            let thread = Thread { job.perform() }
            thread.stackSize = stackSize
            thread.start()
            job.done.wait()
            return job.result ?? .failure(job.fallback())
        }
        return try outcome.get()
    }

    /// The work and its result, handed between threads; the semaphore orders the accesses.
    private final class Job<T, E: Error>: @unchecked Sendable {
        /// Let go of before `done` is signalled: the closure must not outlive `run`.
        var body: (() throws(E) -> T)?
        var result: Result<T, E>?
        let done = DispatchSemaphore(value: 0)

        init(_ body: @escaping () throws(E) -> T) { self.body = body }

        func perform() {
            if let body {
                do throws(E) { result = .success(try body()) } catch { result = .failure(error) }
            }
            body = nil
            done.signal()
        }

        /// Never reached: `perform` always sets a result before signalling.
        func fallback() -> E { preconditionFailure("DeepStack finished without a result") }
    }
}
