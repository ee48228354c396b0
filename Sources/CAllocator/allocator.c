/* glibc's mallopt, and a transparent huge page hint for the heap, for the command line's own
   process (declared in CAllocator.h). */
#include "CAllocator.h"

#if defined(__GLIBC__) || (defined(__linux__) && !defined(__ANDROID__))
#include <malloc.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>
#endif

int earshot_set_mmap_threshold(int bytes) {
#if defined(M_MMAP_THRESHOLD)
    return mallopt(M_MMAP_THRESHOLD, bytes);
#else
    (void)bytes;
    return 0;
#endif
}

int earshot_limit_heaps(int heaps, int trim_bytes, int pad_bytes) {
#if defined(M_ARENA_MAX) && defined(M_TRIM_THRESHOLD) && defined(M_TOP_PAD)
    return mallopt(M_ARENA_MAX, heaps) && mallopt(M_TRIM_THRESHOLD, trim_bytes) && mallopt(M_TOP_PAD, pad_bytes);
#else
    (void)heaps;
    (void)trim_bytes;
    (void)pad_bytes;
    return 0;
#endif
}

int earshot_reserve_huge_heap(long bytes, int trim_bytes, int pad_bytes) {
#if defined(__GLIBC__) && defined(MADV_HUGEPAGE) && defined(M_TOP_PAD) && defined(M_TRIM_THRESHOLD)
    const uintptr_t huge = 2 << 20;
    /* The next growth of the heap is `bytes` more than asked; a block too large for what the
       heap holds now (but below the mapping threshold) makes it grow. */
    if (!mallopt(M_TRIM_THRESHOLD, trim_bytes) || !mallopt(M_TOP_PAD, (int)bytes)) return 0;
    void *block = malloc(1 << 20);
    int advised = 0;
    if (block) {
        /* The first `small` bytes stay ordinary pages: a run of a small screen uses no more,
           and a huge page would cost it more to clear than the faults it saves. */
        const uintptr_t small = 4 << 20;
        uintptr_t start = ((uintptr_t)block + small + huge - 1) & ~(huge - 1);
        uintptr_t end = (uintptr_t)sbrk(0) & ~(huge - 1);
        advised = end > start && madvise((void *)start, end - start, MADV_HUGEPAGE) == 0;
        free(block);
    }
    mallopt(M_TOP_PAD, pad_bytes);
    return advised;
#else
    (void)bytes;
    (void)trim_bytes;
    (void)pad_bytes;
    return 0;
#endif
}
