/* glibc's mallopt, for the command line's own process (declared in CAllocator.h). */
#include "CAllocator.h"

#if defined(__GLIBC__) || (defined(__linux__) && !defined(__ANDROID__))
#include <malloc.h>
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
