/* CAllocator: the allocator settings the `earshot` command line makes for its own process
   (see MemoryTuning.swift). glibc's mallopt is declared in <malloc.h>, which Swift's Glibc
   module does not import (allocator.c calls it); elsewhere each call does nothing. */
#ifndef EARSHOT_CALLOCATOR_H
#define EARSHOT_CALLOCATOR_H

/* Blocks smaller than `bytes` come from the heap, not from a mapping of their own; 1 when set. */
__attribute__((visibility("hidden"))) int earshot_set_mmap_threshold(int bytes);

/* Threads allocate from at most `heaps` heaps (glibc's arenas; the main heap is one of them).
   The main heap is given back to the kernel only when more than `trim_bytes` lie free at its
   top, and grows by `pad_bytes` more than it needs; 1 when all three are set. */
__attribute__((visibility("hidden"))) int earshot_limit_heaps(int heaps, int trim_bytes, int pad_bytes);

#endif
