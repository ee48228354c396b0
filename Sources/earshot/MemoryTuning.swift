import CAllocator

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
    /// (see `earshot_limit_heaps`: one heap for the process), and that thread shares it.
    ///
    /// No transparent huge pages are asked for (`madvise`). They spared the lean
    /// 100,000-element screen some 17,000 page faults, about 10 ms of its 94 ms of CPU time where
    /// free memory lay in large blocks; but where memory is fragmented, as on a CI runner after
    /// other jobs, each huge page fault waits for the kernel to compact memory: 216 ms instead
    /// of 95 ms on that screen and 1.61 s instead of 1.14 s on 100,002 realistic elements after
    /// one Python process had read a 40 MB file (medians of 7 alternating runs), and a
    /// 2,000-element screen paid about 1 ms a run to make the room.
    static func apply() {
        _ = earshot_set_mmap_threshold(32 << 20)
        _ = earshot_limit_heaps(1, 256 << 20, 16 << 20)
    }
}
