import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Threads for voicing that may not be had: under a limit on processes and threads (`ulimit -u`,
/// `prlimit --nproc`) a thread cannot be started, and Dispatch then retries for ever (its
/// worker threads are started in a loop that sleeps on `EAGAIN`), so voicing starts its own
/// threads with `pthread_create` and does the work on the caller's thread when there are none.
enum SpeechThreads {

    /// Runs `body` on the calling thread and on up to `count - 1` threads more, as many as can be
    /// started, and returns when every run has returned. Each run takes its work from a shared
    /// list, so what the threads not started would have done is done by the others.
    static func inParallel(upTo count: Int, _ body: @Sendable () -> Void) {
        withoutActuallyEscaping(body) { escapable in
            let started = (1..<max(1, count)).compactMap { _ in BackgroundThread(escapable) }
            escapable()
            for thread in started { thread.join() }
        }
    }

    /// Whether one more thread can be started now (one is started and joined).
    static func canStartThread() -> Bool {
        guard let thread = BackgroundThread({}) else { return false }
        thread.join()
        return true
    }
}

/// One thread running a closure; `join` waits for it. `nil` when the thread cannot be started.
final class BackgroundThread: @unchecked Sendable {
    #if canImport(Glibc)
        private var thread = pthread_t()
    #else
        private var thread: pthread_t?
    #endif
    private let body: @Sendable () -> Void

    init?(_ body: @escaping @Sendable () -> Void) {
        self.body = body
        let context = Unmanaged.passRetained(self).toOpaque()
        let status = pthread_create(
            &thread, nil,
            { context in
                #if canImport(Glibc)
                    guard let context else { return nil }
                #endif
                let this = Unmanaged<BackgroundThread>.fromOpaque(context).takeRetainedValue()
                this.body()
                return nil
            }, context)
        guard status == 0 else {
            Unmanaged<BackgroundThread>.fromOpaque(context).release()
            return nil
        }
    }

    /// Waits for the closure to return.
    func join() {
        #if canImport(Glibc)
            pthread_join(thread, nil)
        #else
            if let thread { pthread_join(thread, nil) }
        #endif
    }
}
