import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The temporary files of ``ReplacingFile`` that are still being written, removed when SIGINT,
/// SIGTERM or SIGHUP stops the process: the file at the target's name is left as it was, and
/// nothing is left beside it (`Scripts/fuzz --signals` found `.out.wav.earshot-PID-1.tmp` left
/// by Ctrl-C). The signal then does what it would have done: the process ends by it, and the
/// shell says 130 or 143. A signal the process was started ignoring (`nohup`) stays ignored.
///
/// The handler only reads a fixed table of C strings and calls `unlink`, `signal` and `raise`,
/// which are safe in a signal handler; no Swift object is touched there.
enum SignalCleanup {
    /// How many temporary files can be written at once (a run writes one or two).
    static let slots = 16

    /// The paths, each a C string or null; written under `lock`, read by the handler.
    nonisolated(unsafe) private static let table: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let table = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: slots)
        table.initialize(repeating: nil, count: slots)
        return table
    }()

    private static let lock = Locked(false)

    /// Notes `path` to be removed if a signal stops the process; the slot to give back, nil when
    /// the table is full (the file is then not removed on a signal).
    static func register(_ path: String) -> Int? {
        lock.withLock { installed in
            if !installed {
                installed = true
                for signal in [SIGINT, SIGTERM, SIGHUP] { install(signal) }
            }
            for slot in 0..<slots where table[slot] == nil {
                table[slot] = strdup(path)
                return slot
            }
            return nil
        }
    }

    /// The file in `slot` is renamed or removed: a signal no longer removes it.
    static func release(_ slot: Int) {
        lock.withLock { _ in
            let path = table[slot]
            table[slot] = nil
            free(path)
        }
    }

    private static func install(_ number: Int32) {
        var old = sigaction()
        sigaction(number, nil, &old)
        #if canImport(Glibc)
            let previous = old.__sigaction_handler.sa_handler
        #else
            let previous = old.__sigaction_u.__sa_handler
        #endif
        // Function pointers compare by address; SIG_IGN is the address 1.
        let ignored = unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
        guard !ignored else { return }
        signal(number) { received in
            for slot in 0..<SignalCleanup.slots {
                if let path = SignalCleanup.table[slot] { unlink(path) }
            }
            signal(received, SIG_DFL)
            raise(received)
        }
    }
}
