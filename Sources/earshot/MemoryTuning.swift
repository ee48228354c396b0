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
    /// A run's arrays are first written into pages the kernel hands out one page fault at a
    /// time: 19,000 faults, about a quarter of the CPU time of `earshot listen` on 100,000 lean
    /// elements. The first 192 MiB of the heap are made at once and, past its first 4 MiB (all a
    /// small screen uses), advised for transparent huge pages, so that where the kernel allows
    /// them on request (`madvise`, Debian's default) a fault brings 2 MiB instead of 4 KiB: 1,500
    /// to 2,500 faults instead of 18,800, and 159 ms of CPU time instead of 204 ms (medians of 11
    /// alternating runs). Pages are still given only as they are written: the room costs address
    /// space, and a little memory where a huge page is only partly used (peak 101.7 MiB instead
    /// of 96.0 on that screen, 46 instead of 44 on 10,002 realistic elements).
    static func apply() {
        _ = earshot_set_mmap_threshold(32 << 20)
        _ = earshot_reserve_huge_heap(192 << 20, 256 << 20, 16 << 20)
        _ = earshot_limit_heaps(1, 256 << 20, 16 << 20)
    }
}
