/* CAllocator: the allocator settings the `earshot` command line makes for its own process
   (see MemoryTuning.swift). glibc's mallopt is declared in <malloc.h>, which Swift's Glibc
   module does not import; elsewhere each call does nothing. */
#ifndef EARSHOT_CALLOCATOR_SHIM_H
#define EARSHOT_CALLOCATOR_SHIM_H

#if defined(__GLIBC__) || (defined(__linux__) && !defined(__ANDROID__))
#include <malloc.h>
#endif

/* Blocks smaller than `bytes` come from the heap, not from a mapping of their own; 1 when set. */
static inline int earshot_set_mmap_threshold(int bytes) {
#if defined(M_MMAP_THRESHOLD)
    return mallopt(M_MMAP_THRESHOLD, bytes);
#else
    (void)bytes;
    return 0;
#endif
}

/* Threads allocate from at most `heaps` heaps (glibc's arenas; the main heap is one of them).
   The main heap is given back to the kernel only when more than `trim_bytes` lie free at its
   top, and grows by `pad_bytes` more than it needs; 1 when all three are set. */
static inline int earshot_limit_heaps(int heaps, int trim_bytes, int pad_bytes) {
#if defined(M_ARENA_MAX) && defined(M_TRIM_THRESHOLD) && defined(M_TOP_PAD)
    return mallopt(M_ARENA_MAX, heaps) && mallopt(M_TRIM_THRESHOLD, trim_bytes) && mallopt(M_TOP_PAD, pad_bytes);
#else
    (void)heaps;
    (void)trim_bytes;
    (void)pad_bytes;
    return 0;
#endif
}

#endif
