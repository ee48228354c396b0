import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
            // No thread can be started (a limit on processes and threads, `ulimit -u`): this one
            // (Foundation's Thread would not say so, and the run would wait for ever).
            guard let worker = Worker.take() else { return escapable() }
            let job = Job(escapable)
            worker.perform(job)
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

        /// An idle worker, or a new thread; nil when no thread can be started.
        static func take() -> Worker? {
            if let worker = idle.withLock({ $0.popLast() }) { return worker }
            let worker = Worker()
            return startThread(worker) ? worker : nil
        }

        /// Starts the worker's thread, detached, with the large stack; false when it cannot be.
        private static func startThread(_ worker: Worker) -> Bool {
            var attributes = pthread_attr_t()
            guard pthread_attr_init(&attributes) == 0 else { return false }
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setstacksize(&attributes, stackSize)
            pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
            let context = Unmanaged.passRetained(worker).toOpaque()
            #if canImport(Glibc)
                var thread = pthread_t()
            #else
                var thread: pthread_t?
            #endif
            let status = pthread_create(
                &thread, &attributes,
                { context in
                    #if canImport(Glibc)
                        guard let context else { return nil }
                    #endif
                    Unmanaged<Worker>.fromOpaque(context).takeRetainedValue().loop()
                    return nil
                }, context)
            guard status == 0 else {
                Unmanaged<Worker>.fromOpaque(context).release()
                return false
            }
            return true
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
