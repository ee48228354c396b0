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
            // The task's thread count goes with the work (`Parallelism.threads`).
            let threads = Parallelism.threads
            let job = Job { Parallelism.$threads.withValue(threads) { escapable() } }
            Worker.take(from: .runners).perform(job)
            job.done.wait()
        }
        guard let outcome else { preconditionFailure("DeepStack finished without a result") }
        return try outcome.get()
    }

    /// Starts `body` on a deep-stack helper thread (an idle one, or a new one) and returns at
    /// once: the caller goes on with its own work at the same time and then waits for `body` to
    /// return (`Started.wait()`), before it reads anything `body` wrote.
    ///
    /// Helpers are threads of their own, never the ones `run(_:)` uses: work that runs beside
    /// the main work (a piece of a long list, `ForkJoin`) stays on threads that
    /// do only that, which is what lets a process give them a heap of their own
    /// (`startHelpers(_:)`).
    package static func start(_ body: @escaping @Sendable () -> Void) -> Started {
        let job = Job(body)
        Worker.take(from: .helpers).perform(job)
        return Started(job: job)
    }

    /// Starts `count` helper threads now and returns once each has begun, idle.
    ///
    /// For a process that tunes its allocator: glibc gives a thread its heap (arena) at its
    /// first allocation, a new one while there are fewer than the limit and else one already
    /// made. Helpers started first, with the limit at one more than their number, each get a
    /// heap of their own, and the thread that later builds and runs a screen shares the main
    /// heap, whose memory the views freed while building are reused from (`MemoryTuning` in
    /// the command line).
    package static func startHelpers(_ count: Int) {
        let workers = (0..<max(0, count)).map { _ in Worker.start(in: .helpers) }
        for worker in workers { Worker.park(worker, in: .helpers) }
    }

    /// Work `start(_:)` began on another thread.
    package struct Started: Sendable {
        fileprivate let job: Job

        /// Returns once the work has returned; call it once.
        package func wait() { job.done.wait() }
    }

    /// Marks a worker thread in its `threadDictionary`.
    static let workerKey = "earshot.deep-stack"

    /// A thread with the large stack that runs one job after another: a run takes an idle one
    /// (or starts one), so a suite of a thousand scenarios starts as many threads as run at
    /// once, not two a scenario.
    private final class Worker: @unchecked Sendable {
        /// The threads that run main work (`run(_:)`) and those that help beside it (`start(_:)`).
        enum Pool {
            case runners, helpers
        }

        private static let idleRunners = Locked<[Worker]>([])
        private static let idleHelpers = Locked<[Worker]>([])
        private let pool: Pool
        private let wake = DispatchSemaphore(value: 0)
        /// Signalled once the thread has begun (`startHelpers`).
        private let begun = DispatchSemaphore(value: 0)
        // Set before `wake` is signalled and read after it: the semaphore orders the accesses.
        private var job: Job?

        private init(pool: Pool) { self.pool = pool }

        private static func idle(_ pool: Pool) -> Locked<[Worker]> {
            switch pool {
            case .runners: idleRunners
            case .helpers: idleHelpers
            }
        }

        static func take(from pool: Pool) -> Worker {
            if let worker = idle(pool).withLock({ $0.popLast() }) { return worker }
            return start(in: pool)
        }

        /// A new thread of `pool`, not yet idle.
        static func start(in pool: Pool) -> Worker {
            let worker = Worker(pool: pool)
            let thread = Thread { worker.loop() }
            thread.stackSize = stackSize
            thread.start()
            return worker
        }

        /// Waits for `worker` to begin and makes it idle in `pool`.
        static func park(_ worker: Worker, in pool: Pool) {
            worker.begun.wait()
            idle(pool).withLock { $0.append(worker) }
        }

        func perform(_ job: Job) {
            self.job = job
            wake.signal()
        }

        private func loop() {
            // Marked from the thread itself, in what `Thread.current` reads on every platform.
            Thread.current.threadDictionary[workerKey] = true
            begun.signal()
            while true {
                wake.wait()
                let current = job
                job = nil
                current?.run()
                // Idle again before the caller is told, so its next run takes this thread.
                Worker.idle(pool).withLock { $0.append(self) }
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
