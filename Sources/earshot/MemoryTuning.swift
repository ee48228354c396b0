import CAllocator
import Earshot

/// How the allocator serves a run of `earshot`: one process reads a screen, builds its
/// elements and events, writes the transcript and ends.
enum MemoryTuning {
    /// glibc's malloc gives every block of 128 KiB or more its own mapping, returned to the
    /// kernel when the block is freed, and raises that threshold only after such a block is
    /// freed. A run grows its element, event and byte arrays by doubling, so each new size was a
    /// fresh mapping paid for in page faults. Serving blocks below 32 MiB (glibc's largest
    /// threshold) from the heap reuses the memory the growth before freed: `earshot listen` of
    /// 100,000 lean mixed elements took 325.6 ms instead of 345.3 ms (median of 25 alternating
    /// whole processes) for about 10 % more peak memory. The library leaves the allocator alone: this is the
    /// command line's choice for its own process. Elsewhere than glibc it does nothing.
    ///
    /// Everything a run does after reading (build, run, audit, draw) happens on one thread with
    /// a deep stack (`DeepStack`), and glibc gives each new thread a heap (arena) of its own: heaps
    /// it grows and shrinks a few pages at a time with `mprotect` (44,152 calls in one audit of
    /// 100,000 elements), every shrink paid again in page faults when the next array grows. The
    /// main heap, kept unless 256 MiB lie free at its top and grown 16 MiB ahead, takes that away
    /// (see `earshot_limit_heaps`), and that thread shares it.
    ///
    /// A long list of views is read, and its elements built, in pieces, one thread each
    /// (`Parallelism.threads`).
    /// Those helpers get heaps of their own: sharing the main heap's lock, each half of a
    /// 100,000-row list took as long to read as the whole list alone. They are started here,
    /// before anything else, with the limit at one heap more than their number: glibc gives a
    /// thread its heap at its first allocation, a new one while there are fewer than the limit,
    /// so each helper makes one and the thread that builds and runs, started later, shares the
    /// main heap. Its views, read by a helper and let go while the list is built, go back to
    /// that helper's heap.
    static func apply() {
        _ = earshot_set_mmap_threshold(32 << 20)
        let helpers = Parallelism.threads - 1
        _ = earshot_limit_heaps(Int32(1 + helpers), 256 << 20, 16 << 20)
        DeepStack.startHelpers(helpers)
    }
}
