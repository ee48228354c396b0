/* A voice zygote's speaker: a process that keeps its memory fresh itself instead of a fork for
   every utterance (Linux). */
#include "zygote.h"

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#if defined(__linux__)
#include <malloc.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#endif

/* Fresh state without a fork for every utterance (Linux).

   A fork per utterance costs more CPU than the utterance's synthesis (a C program on 200
   screen-reader lines: 0.8 ms to synthesize a line, 1.7 to 2.0 ms a line with a fork each). So
   at its third request a voice's zygote forks one "speaker" that keeps its state fresh itself
   (the first requests, and those that come before the speaker is ready, go to forked children:
   a screen of a few lines does not wait for the speaker's snapshot). Right after the fork,
   before anything is spoken, it saves its private writable mappings: the heap, libc's and eSpeak
   NG's data, this program's, dead threads' stacks; not the stack it runs on, and not the data of
   the Swift runtime's libraries when they are loaded from a folder of their own (only C runs in
   a speaker). Of each mapping it keeps the pages present or swapped out then. Before each
   utterance it puts them back: the program break where it was, each kept page compared and
   written back when it differs, each page made since let go (so it reads as zeros, or as its
   file, again). Every byte the utterance can read is then what a child forked at that moment
   would read, and the calls after it are a child's (parameters, then synthesis), so it gives a
   child's samples. A C program compared 400 utterances spoken this way, in two orders, and 440
   with lines in Cyrillic, Greek, CJK and Arabic among them, with forked children's: all the same
   bytes; and `earshot listen --wav` wrote the same bytes both ways for every screen and scenario
   of the project and the shared examples (277 files) and a screen of 3,000 lines
   (SpeechDeterminismTests checks ten of them on every run).

   What memory cannot undo is avoided or ends the speaker: malloc is told not to map blocks of
   its own below 32 MiB (it would forget them at the restore), and a speaker whose sample buffer
   passed 16 MiB ends after replying; a mapping that is gone makes the restore fail. A speaker
   that cannot save or restore ends before it takes a request ('R'), and its voice's zygote then
   forks a child for the request as before (EARSHOT_SPEECH_FORK_EACH=1 does that for every
   request). A speaker says 'S' when its reply starts and 'D' when it is sent: one that ends in
   between leaves part of a reply on the socket, and its zygote then ends, so that the parent
   learns it cannot be reached instead of waiting for the rest. */
#if defined(__linux__)
/* A run of pages of one saved mapping, all present at the snapshot or all not. */
typedef struct {
    char *start;
    size_t pages;
    const char *copy; /* the run's bytes at the snapshot when it was present then; NULL when not */
} earshot_saved_run;

typedef struct {
    earshot_saved_run *runs; /* in address order */
    size_t count;
    long brk;
    unsigned char *scratch; /* mincore's vector at a restore, as long as the longest run it checks */
} earshot_snapshot;

/* Pages: a run absent at the snapshot that is at least this long is let go whole at every restore
   (MADV_DONTNEED, which costs little where nothing is mapped), not checked page by page. In
   `earshot` such runs are dead threads' stacks: 7 runs of 142,774 pages in all, beside 87
   shorter ones of 652 pages, which are checked with mincore. */
#define EARSHOT_WIDE_RUN ((size_t)512)

/* Memory of its own, outside the heap (the heap is what is saved). */
static void *earshot_map(size_t bytes) {
    void *p = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    return p == MAP_FAILED ? NULL : p;
}

static int earshot_hex(const char **cursor, const char *end, unsigned long *value) {
    const char *c = *cursor;
    unsigned long v = 0;
    int digits = 0;
    for (; c < end; c++, digits++) {
        int d;
        if (*c >= '0' && *c <= '9') d = *c - '0';
        else if (*c >= 'a' && *c <= 'f') d = *c - 'a' + 10;
        else break;
        v = v * 16 + (unsigned long)d;
    }
    *cursor = c;
    *value = v;
    return digits > 0 ? 0 : -1;
}

/* One mapping of /proc/self/maps' text: its first and past-the-end addresses, its four
   permission letters, and its path (NULL for none) up to `end`, the end of its line. */
typedef struct {
    unsigned long start, stop;
    const char *perms, *path, *end;
} earshot_maps_line;

/* Reads the line at `*line` (before `all`) into `m` and moves `*line` past it: 1, 0 when there is
   no line left, or -1 for a line not so made (`*line` is still moved past it). */
static int earshot_maps_next(const char **line, const char *all, earshot_maps_line *m) {
    if (*line >= all) return 0;
    const char *end = (const char *)memchr(*line, '\n', (size_t)(all - *line));
    if (end == NULL) end = all;
    const char *c = *line;
    *line = end + 1;
    m->end = end;
    if (earshot_hex(&c, end, &m->start) != 0 || c >= end || *c != '-') return -1;
    c++;
    if (earshot_hex(&c, end, &m->stop) != 0 || end - c < 5 || c[0] != ' ') return -1;
    m->perms = c + 1;
    m->path = (const char *)memchr(m->perms, '/', (size_t)(end - m->perms));
    return 1;
}

/* Whether a mapping is private and writable (`rw?p`): what a snapshot saves. */
static int earshot_private_writable(const char *perms) { return perms[0] == 'r' && perms[1] == 'w' && perms[3] == 'p'; }

/* The path of the mapping in `maps` (its text, /proc/self/maps) that holds `address`; its
   length in `length`, or NULL. */
static const char *earshot_mapping_path(const char *maps, size_t size, const void *address, size_t *length) {
    unsigned long at = (unsigned long)(uintptr_t)address;
    earshot_maps_line m;
    int parsed;
    for (const char *line = maps; (parsed = earshot_maps_next(&line, maps + size, &m)) != 0;) {
        if (parsed > 0 && at >= m.start && at < m.stop) {
            if (m.path != NULL) *length = (size_t)(m.end - m.path);
            return m.path;
        }
    }
    return NULL;
}

/* Saves every private writable mapping but the stack it runs on, [vvar]/[vdso] and the Swift
   runtime's libraries' data; 0 or -1. */
static int earshot_take_snapshot(earshot_snapshot *s) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t capacity = (size_t)4 << 20;
    char *text = (char *)earshot_map(capacity);
    if (text == NULL) return -1;
    int maps = open("/proc/self/maps", O_RDONLY | O_CLOEXEC);
    if (maps < 0) return -1;
    size_t length = 0;
    for (;;) {
        if (length == capacity) {
            close(maps);
            return -1;
        }
        ssize_t n = read(maps, text + length, capacity - length);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) {
            close(maps);
            return -1;
        }
        if (n == 0) break;
        length += (size_t)n;
    }
    close(maps);
    /* The folder of the Swift runtime's libraries, when they are loaded from one and not linked
       into the program that holds this code: their data is Swift's, which a speaker never runs,
       so it is not saved (in `earshot`, 3 MB of the 4.5 MB a restore would compare). */
    size_t swift_folder_length = 0;
    const char *swift_folder = NULL;
    size_t runtime_length = 0, own_length = 0;
    const char *runtime = earshot_mapping_path(text, length, dlsym(NULL, "swift_retain"), &runtime_length);
    const char *own = earshot_mapping_path(text, length, (const void *)(uintptr_t)earshot_take_snapshot, &own_length);
    if (runtime != NULL && own != NULL && (runtime_length != own_length || memcmp(runtime, own, own_length) != 0)) {
        for (size_t i = runtime_length; i > 0; i--) {
            if (runtime[i - 1] == '/') {
                swift_folder = runtime;
                swift_folder_length = i;
                break;
            }
        }
    }
    int pagemap = open("/proc/self/pagemap", O_RDONLY | O_CLOEXEC);
    if (pagemap < 0) return -1;
    /* At most one run a page of each private writable mapping, and one a mapping: reserved, and
       only the runs written are touched. */
    size_t reserve = 0;
    earshot_maps_line m;
    int parsed;
    for (const char *line = text; (parsed = earshot_maps_next(&line, text + length, &m)) != 0;) {
        if (parsed < 0) return -1;
        if (m.stop > m.start && earshot_private_writable(m.perms)) reserve += (size_t)(m.stop - m.start) / page + 1;
    }
    s->runs = (earshot_saved_run *)earshot_map(sizeof(earshot_saved_run) * (reserve + 1));
    if (s->runs == NULL) return -1;
    s->count = 0;
    char here = 0;
    unsigned long stack = (unsigned long)(uintptr_t)&here;
    size_t longest_checked = 1;
    for (const char *line = text; (parsed = earshot_maps_next(&line, text + length, &m)) != 0;) {
        if (parsed < 0) return -1;
        unsigned long a = m.start, b = m.stop;
        const char *perms = m.perms, *path = m.path, *end = m.end;
        int keep = earshot_private_writable(perms);
        if (keep && stack >= a && stack < b) keep = 0;
        if (keep && (unsigned long)(uintptr_t)text == a) keep = 0;
        if (keep) {
            for (const char *k = perms; k + 6 <= end; k++) {
                if (memcmp(k, "[vvar]", 6) == 0 || memcmp(k, "[vdso]", 6) == 0) keep = 0;
                if (k + 10 <= end && memcmp(k, "[vsyscall]", 10) == 0) keep = 0;
            }
            if (swift_folder != NULL && path != NULL && (size_t)(end - path) > swift_folder_length &&
                memcmp(path, swift_folder, swift_folder_length) == 0 &&
                memchr(path + swift_folder_length, '/', (size_t)(end - path) - swift_folder_length) == NULL)
                keep = 0;
        }
        if (keep && b > a) {
            char *start = (char *)(uintptr_t)a;
            size_t pages = (size_t)(b - a) / page;
            /* Present or swapped out (pagemap's bits 63 and 62): a page in swap holds data too. */
            uint64_t *entries = (uint64_t *)earshot_map(pages * sizeof(uint64_t));
            char *copy = (char *)earshot_map((size_t)(b - a));
            if (entries == NULL || copy == NULL) return -1;
            size_t want = pages * sizeof(uint64_t);
            off_t offset = (off_t)((a / page) * sizeof(uint64_t));
            for (size_t got = 0; got < want;) {
                ssize_t n = pread(pagemap, (char *)entries + got, want - got, offset + (off_t)got);
                if (n < 0 && errno == EINTR) continue;
                if (n <= 0) return -1;
                got += (size_t)n;
            }
            for (size_t i = 0; i < pages;) {
                int present = (entries[i] >> 62) != 0;
                size_t j = i + 1;
                while (j < pages && ((entries[j] >> 62) != 0) == present) j++;
                earshot_saved_run *run = &s->runs[s->count++];
                run->start = start + i * page;
                run->pages = j - i;
                run->copy = NULL;
                if (present) {
                    memcpy(copy + i * page, run->start, run->pages * page);
                    run->copy = copy + i * page;
                } else if (run->pages < EARSHOT_WIDE_RUN && run->pages > longest_checked) {
                    longest_checked = run->pages;
                }
                i = j;
            }
            munmap(entries, want);
        }
    }
    /* `text` stays mapped: the kernel may have merged it with a neighbour that was saved, whose
       restore would then find part of it gone. */
    close(pagemap);
    s->scratch = (unsigned char *)earshot_map(longest_checked);
    if (s->scratch == NULL) return -1;
    s->brk = syscall(SYS_brk, 0);
    return 0;
}

/* Puts the saved mappings back as they were; 0, or -1 when one is no longer there whole. */
static int earshot_restore_snapshot(const earshot_snapshot *s) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    if (syscall(SYS_brk, 0) != s->brk && syscall(SYS_brk, s->brk) != s->brk) return -1;
    for (size_t r = 0; r < s->count; r++) {
        const earshot_saved_run *run = &s->runs[r];
        if (run->copy != NULL) {
            /* Most pages are as they were: compared first, only the others are written. */
            for (size_t k = 0; k < run->pages; k++) {
                char *at = run->start + k * page;
                const char *saved = run->copy + k * page;
                if (memcmp(at, saved, page) != 0) memcpy(at, saved, page);
            }
        } else if (run->pages >= EARSHOT_WIDE_RUN) {
            if (madvise(run->start, run->pages * page, MADV_DONTNEED) != 0) return -1;
        } else {
            /* Pages made since are let go. */
            if (mincore(run->start, run->pages * page, s->scratch) != 0) return -1;
            for (size_t k = 0; k < run->pages;) {
                if (!(s->scratch[k] & 1)) {
                    k++;
                    continue;
                }
                size_t m = k + 1;
                while (m < run->pages && (s->scratch[m] & 1)) m++;
                if (madvise(run->start + k * page, (m - k) * page, MADV_DONTNEED) != 0) return -1;
                k = m;
            }
        }
    }
    return 0;
}

/* The largest sample buffer a speaker keeps speaking after (bytes): malloc maps larger blocks
   on their own even when told not to (its limit is 32 MiB), and a restore would forget them. */
#define EARSHOT_SPEAKER_BUFFER_LIMIT ((size_t)16 << 20)

/* A speaker: saves its state, then for each request puts it back, says 'R' on `signals`, reads
   the request from `requests`, speaks it (replying on `fd`) and says 'D'. It exits when it cannot
   save or restore (before saying 'R'), or when `requests` ends. */
static void earshot_speaker_run(int fd, int requests, int signals, int selected, const char *voice, int32_t is_language_tag) {
    mallopt(M_MMAP_THRESHOLD, 32 * 1024 * 1024);
    earshot_snapshot snapshot;
    if (earshot_take_snapshot(&snapshot) != 0) _exit(1);
    for (;;) {
        if (earshot_restore_snapshot(&snapshot) != 0) _exit(1);
        char signal_byte = 'R';
        if (earshot_write_all(signals, &signal_byte, 1) != 0) _exit(0);
        /* The request is read into a mapping of its own, not the heap the restore puts back. */
        earshot_request_header h;
        char *block;
        size_t bytes;
        char *text = earshot_take_request(requests, voice, is_language_tag, &h, earshot_map, &block, &bytes);
        earshot_zygote_speak(fd, selected, &h, text, signals);
        munmap(block, bytes);
        signal_byte = 'D';
        if (earshot_write_all(signals, &signal_byte, 1) != 0) _exit(0);
        if (earshot_child_buffer()->capacity * sizeof(int16_t) > EARSHOT_SPEAKER_BUFFER_LIMIT) _exit(0);
    }
}
#endif

/* Whether voices' zygotes use speakers (not with EARSHOT_SPEECH_FORK_EACH=1). */
int earshot_speakers_wanted(void) {
    const char *v = getenv("EARSHOT_SPEECH_FORK_EACH");
    return v == NULL || strcmp(v, "1") != 0;
}

/* In a voice's zygote: forks its speaker; 0, or -1 when it cannot (or not on Linux). */
int earshot_start_speaker(
    int fd, int selected, const char *voice, int32_t is_language_tag, earshot_speaker *speaker, int sibling) {
#if defined(__linux__)
    int requests[2], signals[2];
    if (pipe(requests) != 0) return -1;
    if (pipe(signals) != 0) {
        close(requests[0]);
        close(requests[1]);
        return -1;
    }
    pid_t pid = fork();
    if (pid < 0) {
        close(requests[0]);
        close(requests[1]);
        close(signals[0]);
        close(signals[1]);
        return -1;
    }
    if (pid == 0) {
        close(requests[1]);
        close(signals[0]);
        earshot_close_siblings(sibling, -1);
        earshot_speaker_run(fd, requests[0], signals[1], selected, voice, is_language_tag);
        _exit(0);
    }
    close(requests[0]);
    close(signals[1]);
    speaker->pid = pid;
    speaker->requests = requests[1];
    speaker->signals = signals[0];
    return 0;
#else
    (void)fd;
    (void)selected;
    (void)voice;
    (void)is_language_tag;
    (void)speaker;
    (void)sibling;
    return -1;
#endif
}

void earshot_end_speaker(earshot_speaker *speaker) {
    if (speaker->pid <= 0) return;
    close(speaker->requests);
    close(speaker->signals);
    waitpid(speaker->pid, NULL, 0);
    speaker->pid = 0;
}
