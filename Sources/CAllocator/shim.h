/* CAllocator: the one allocator setting the `earshot` command line makes for its own process
   (see MemoryTuning.swift). glibc's mallopt is declared in <malloc.h>, which Swift's Glibc
   module does not import; elsewhere the call does nothing. */
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

#endif
