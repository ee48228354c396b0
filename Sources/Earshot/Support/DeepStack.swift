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
        let capture = { () -> Void in
            do throws(E) { outcome = .success(try body()) } catch { outcome = .failure(error) }
        }
        withoutActuallyEscaping(capture) { escapable in
            // Already on a large stack: no second thread.
            if Thread.current.threadDictionary[workerKey] != nil { return escapable() }
            let job = Job(escapable)
            Worker.take().perform(job)
            job.done.wait()
        }
        guard let outcome else { preconditionFailure("DeepStack finished without a result") }
        return try outcome.get()
    }

    /// Marks a worker thread in its `threadDictionary`.
    static let workerKey = "earshot.deep-stack"

    /// A thread with the large stack that runs one job after another: a run takes an idle one
    /// (or starts one), so a suite of a thousand scenarios starts as many threads as run at
    /// once, not two a scenario.
    private final class Worker: @unchecked Sendable {
        private static let idle = Locked<[Worker]>([])
        private let wake = DispatchSemaphore(value: 0)
        // Set before `wake` is signalled and read after it: the semaphore orders the accesses.
        private var job: Job?

        private init() {}

        /// An idle worker, or a new thread.
        static func take() -> Worker {
            if let worker = idle.withLock({ $0.popLast() }) { return worker }
            let worker = Worker()
            let thread = Thread { worker.loop() }
            thread.stackSize = stackSize
            thread.start()
            return worker
        }

        func perform(_ job: Job) {
            self.job = job
            wake.signal()
        }

        private func loop() {
            // Marked from the thread itself, in what `Thread.current` reads on every platform.
            Thread.current.threadDictionary[workerKey] = true
            while true {
                wake.wait()
                let current = job
                job = nil
                current?.run()
                // Idle again before the caller is told, so its next run takes this thread.
                Worker.idle.withLock { $0.append(self) }
                current?.done.signal()
            }
        }
    }

    /// The work, handed between threads; the semaphore orders the accesses.
    fileprivate final class Job: @unchecked Sendable {
        /// Let go of before `done` is signalled: the closure must not outlive `run`.
        var body: (() -> Void)?
        let done = DispatchSemaphore(value: 0)

        init(_ body: @escaping () -> Void) { self.body = body }

        func run() {
            body?()
            body = nil
        }
    }
}
