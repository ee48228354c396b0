/* Fresh-state synthesis: the zygote, its voice zygotes and their children, and the parent's
   side of the zygote's socket (declared in CEspeakNG.h). */
#include "zygote.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#ifndef SOCK_CLOEXEC
#define SOCK_CLOEXEC 0 /* not on every platform; the socket then leaks into exec'd children */
#endif
#ifndef MSG_NOSIGNAL
#define MSG_NOSIGNAL 0 /* then a dead zygote raises SIGPIPE; Linux, where Earshot voices, has it */
#endif

/* Fresh-state synthesis.

   eSpeak NG carries synthesis state from one utterance to the next in C statics that no API
   resets (in 1.51's wavegen.c: the pitch-flutter index `Flutter_ix`, the gain `agc`, the
   `cycle_count` of the roughness modulation, the echo buffer, libc's rand() for breath
   noise), so the same text gives samples that differ by a few milliseconds depending on what
   the process said before. A cache shared by processes that said different things then holds
   whichever version was written last, and identical input gives different WAV files.

   So every utterance is synthesized in a fresh copy of an engine that has said nothing. Right
   after espeak_Initialize, before anything is spoken, the process forks one "zygote" per
   worker (per core). A zygote never selects a voice nor speaks: for each voice it is asked for,
   it forks a "voice zygote" that selects that voice once and never speaks either; a voice
   zygote keeps one child forked ahead of need, waiting for its request on a pipe, and forks the
   next while that one speaks. So neither the fork nor loading the voice is on an utterance's
   critical path, and each voice is loaded once a worker, not once an utterance. The child that
   speaks has made exactly these calls since espeak_Initialize: select the request's voice (in
   its voice zygote), set the parameters, synthesize; so the same request gives the same samples
   whatever was said before and whichever worker says it (the same calls as when each child
   selected its voice itself: a C harness compared both on 672 requests in seven languages).
   Only C runs in these processes (no Swift runtime after fork). Requests and replies go over one
   socket pair per zygote (send with MSG_NOSIGNAL: a dead zygote is an error, not a SIGPIPE); the
   child sends its reply itself, the zygote only when the child died before replying. */


/* A reply: status (0, an espeak_ERROR, or -1 voice not found, -2 the child failed), count. */
typedef struct {
    int32_t status;
    int32_t reserved;
    int64_t count;
} earshot_reply_header;

earshot_child_samples *earshot_child_buffer(void) {
    static earshot_child_samples buffer;
    return &buffer;
}

/* In the child: appends the samples; memory that runs out fails the utterance, never shortens it. */
static int earshot_zygote_callback(short *wav, int count, espeak_EVENT *events) {
    (void)events;
    earshot_child_samples *b = earshot_child_buffer();
    if (wav == NULL || count <= 0 || b->failed) return 0;
    if (b->count + (size_t)count > b->capacity) {
        size_t capacity = b->capacity ? b->capacity : 65536;
        while (capacity < b->count + (size_t)count) capacity *= 2;
        int16_t *grown = (int16_t *)realloc(b->data, capacity * sizeof(int16_t));
        if (grown == NULL) {
            b->failed = 1;
            return 1;
        }
        b->data = grown;
        b->capacity = capacity;
    }
    memcpy(b->data + b->count, wav, (size_t)count * sizeof(int16_t));
    b->count += (size_t)count;
    return 0;
}

static int earshot_send_all(int fd, const void *buffer, size_t count) {
    const char *p = (const char *)buffer;
    while (count > 0) {
        ssize_t n = send(fd, p, count, MSG_NOSIGNAL);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return -1;
        p += n;
        count -= (size_t)n;
    }
    return 0;
}

static int earshot_receive_all(int fd, void *buffer, size_t count) {
    char *p = (char *)buffer;
    while (count > 0) {
        ssize_t n = recv(fd, p, count, 0);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return -1;
        p += n;
        count -= (size_t)n;
    }
    return 0;
}

int earshot_read_all(int fd, void *buffer, size_t count) {
    char *p = (char *)buffer;
    while (count > 0) {
        ssize_t n = read(fd, p, count);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return -1;
        p += n;
        count -= (size_t)n;
    }
    return 0;
}

int earshot_write_all(int fd, const void *buffer, size_t count) {
    const char *p = (const char *)buffer;
    while (count > 0) {
        ssize_t n = write(fd, p, count);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return -1;
        p += n;
        count -= (size_t)n;
    }
    return 0;
}

/* Selects a voice by name, or for a language tag by its language; 1 when selected. */
static int earshot_select_voice(const char *voice, int32_t is_language_tag) {
    if (espeak_SetVoiceByName(voice) == EE_OK) return 1;
    if (!is_language_tag) return 0;
    char lower[128];
    size_t i = 0;
    for (; voice[i] != 0 && i + 1 < sizeof lower; i++) {
        char c = voice[i];
        lower[i] = (c >= 'A' && c <= 'Z') ? (char)(c - 'A' + 'a') : c;
    }
    lower[i] = 0;
    espeak_VOICE spec;
    memset(&spec, 0, sizeof spec);
    spec.languages = lower;
    return espeak_SetVoiceByProperties(&spec) == EE_OK;
}

/* Says 'S' on `signals` (when there is one, >= 0) before a reply's first byte goes out. */
static void earshot_reply_starts(int signals) {
    if (signals < 0) return;
    char byte = 'S';
    ssize_t n;
    do n = write(signals, &byte, 1);
    while (n < 0 && errno == EINTR);
}

/* In the child: speak one request (its voice already selected, `selected` says whether that
   worked) and send the reply; a speaker says when the reply starts on `signals` (-1: none). */
void earshot_zygote_speak(int fd, int selected, const earshot_request_header *h, const char *text, int signals) {
    earshot_reply_header reply = {0, 0, 0};
    if (!selected) {
        reply.status = -1;
        earshot_reply_starts(signals);
        earshot_send_all(fd, &reply, sizeof reply);
        return;
    }
    espeak_SetSynthCallback(earshot_zygote_callback);
    espeak_SetParameter(espeakRATE, h->words_per_minute, 0);
    espeak_SetParameter(espeakPITCH, h->pitch, 0);
    espeak_SetParameter(espeakVOLUME, 100, 0);
    espeak_SetParameter(espeakPUNCTUATION, espeakPUNCT_NONE, 0);
    espeak_SetParameter(espeakCAPITALS, 0, 0);
    if (h->spells_out) {
        /* One espeak_Char per character, as the in-process path does; the text holds UTF-32
           code points here (little-endian int32), whitespace other than space already dropped. */
        const int32_t *points = (const int32_t *)(const void *)text;
        int32_t n = h->text_length / 4;
        for (int32_t i = 0; i < n && reply.status == 0; i++) {
            espeak_ERROR error = espeak_Char((wchar_t)points[i]);
            if (error != EE_OK) reply.status = (int32_t)error;
        }
    } else if (h->text_length > 0) {
        espeak_ERROR error = espeak_Synth(text, (size_t)h->text_length + 1, 0, POS_CHARACTER, 0, espeakCHARS_UTF8, NULL, NULL);
        if (error != EE_OK) reply.status = (int32_t)error;
    }
    earshot_child_samples *b = earshot_child_buffer();
    if (reply.status == 0 && b->failed) reply.status = -2;
    if (reply.status == 0) reply.count = (int64_t)b->count;
    earshot_reply_starts(signals);
    if (earshot_send_all(fd, &reply, sizeof reply) != 0) return;
    if (reply.count > 0) earshot_send_all(fd, b->data, (size_t)reply.count * sizeof(int16_t));
}

/* A request as the zygote holds it. */
typedef struct {
    earshot_request_header h;
    char *voice;
    char *text;
} earshot_request;

/* In a child or a speaker: reads its next request from `requests` into one block from
   `allocate` (its voice, then its text, each terminated; `*bytes` long) and returns the text.
   The process exits when there is none (0) or when the request is malformed or asks for another
   voice than the one its zygote selected (1): it never speaks in another. */
char *earshot_take_request(
    int requests, const char *voice, int32_t is_language_tag, earshot_request_header *h, void *(*allocate)(size_t),
    char **block, size_t *bytes) {
    if (earshot_read_all(requests, h, sizeof *h) != 0) _exit(0);
    if (h->voice_length < 0 || h->voice_length > 4096 || h->text_length < 0) _exit(1);
    *bytes = (size_t)h->voice_length + 1 + (size_t)h->text_length + 4;
    *block = (char *)allocate(*bytes);
    if (*block == NULL) _exit(1);
    char *asked = *block;
    char *text = *block + h->voice_length + 1;
    if (earshot_read_all(requests, asked, (size_t)h->voice_length) != 0) _exit(1);
    if (h->text_length > 0 && earshot_read_all(requests, text, (size_t)h->text_length) != 0) _exit(1);
    asked[h->voice_length] = 0;
    memset(text + h->text_length, 0, 4);
    if (strcmp(asked, voice) != 0 || h->voice_is_language_tag != is_language_tag) _exit(1);
    return text;
}

/* In a child forked ahead of need by a voice's zygote (its voice already selected, `selected`
   says whether that worked): waits for one request on `requests` and speaks it, saying 'S' on
   `signals` when its reply starts. Nothing to read (it was ended, or the zygote is gone): it
   exits having spoken nothing. */
static void earshot_child_run(int fd, int requests, int signals, int selected, const char *voice, int32_t is_language_tag) {
    earshot_request_header h;
    char *block;
    size_t bytes;
    char *text = earshot_take_request(requests, voice, is_language_tag, &h, malloc, &block, &bytes);
    earshot_zygote_speak(fd, selected, &h, text, signals);
    _exit(0);
}

/* A child forked ahead of need (pid 0: none), the pipe its request goes to, and the pipe it
   says 'S' on when its reply starts: one that dies after that has left part of a reply on the
   socket, which no reply can follow. */
typedef struct {
    pid_t pid;
    int requests;
    int signals;
} earshot_ready_child;

/* Closes, in a process a voice's zygote forked, the pipes of its other processes (-1: none): a
   process holding another's request pipe would keep it from ever reading its end. */
void earshot_close_siblings(int first, int second) {
    if (first >= 0) close(first);
    if (second >= 0) close(second);
}

/* In a voice's zygote: forks the child for the next request; 0, or -1 when it cannot. */
static int earshot_fork_child(
    int fd, int selected, const char *voice, int32_t is_language_tag, earshot_ready_child *child, int sibling_a, int sibling_b) {
    int p[2], s[2];
    if (pipe(p) != 0) return -1;
    if (pipe(s) != 0) {
        close(p[0]);
        close(p[1]);
        return -1;
    }
    pid_t pid = fork();
    if (pid < 0) {
        close(p[0]);
        close(p[1]);
        close(s[0]);
        close(s[1]);
        return -1;
    }
    if (pid == 0) {
        close(p[1]);
        close(s[0]);
        earshot_close_siblings(sibling_a, sibling_b);
        earshot_child_run(fd, p[0], s[1], selected, voice, is_language_tag);
        _exit(0);
    }
    close(p[0]);
    close(s[1]);
    child->pid = pid;
    child->requests = p[1];
    child->signals = s[0];
    return 0;
}

/* Reads a request (header, voice, text) from a pipe or socket; 0, or -1 at its end. */
static int earshot_read_request(int from, earshot_request *r) {
    r->voice = NULL;
    r->text = NULL;
    if (earshot_read_all(from, &r->h, sizeof r->h) != 0) return -1;
    if (r->h.voice_length < 0 || r->h.voice_length > 4096 || r->h.text_length < 0) _exit(1);
    r->voice = (char *)malloc((size_t)r->h.voice_length + 1);
    r->text = (char *)malloc((size_t)r->h.text_length + 1);
    if (r->voice == NULL || r->text == NULL) _exit(1);
    if (earshot_read_all(from, r->voice, (size_t)r->h.voice_length) != 0) return -1;
    if (earshot_read_all(from, r->text, (size_t)r->h.text_length) != 0) return -1;
    r->voice[r->h.voice_length] = 0;
    return 0;
}

/* Writes a request to a pipe; 0, or -1 when its reader is gone (SIGPIPE is ignored). */
static int earshot_write_request(int to, const earshot_request *r) {
    if (earshot_write_all(to, &r->h, sizeof r->h) != 0 || earshot_write_all(to, r->voice, (size_t)r->h.voice_length) != 0 ||
        earshot_write_all(to, r->text, (size_t)r->h.text_length) != 0)
        return -1;
    return 0;
}

static void earshot_free_request(earshot_request *r) {
    free(r->voice);
    free(r->text);
    r->voice = NULL;
    r->text = NULL;
}

/* The pipes a voice zygote's other processes must not hold (earshot_close_siblings). */
#define SPEAKER_PIPES (speaker.pid > 0 ? speaker.requests : -1), (speaker.pid > 0 ? speaker.signals : -1)
#define READY_PIPE (ready.pid > 0 ? ready.requests : -1)

/* A voice's zygote: forked from the zygote, it selects one voice and never speaks; each of its
   requests goes to its speaker or to a child of it forked ahead of need. After each it writes one
   byte to `done`: 1 when the reply was sent, 0 when its process died first, 2 when a speaker or a
   child died with its reply begun. */
static void earshot_voice_zygote_loop(int fd, int requests, int done, const char *voice, int32_t is_language_tag) {
    int selected = earshot_select_voice(voice, is_language_tag);
    /* Its speaker, started at its third request (a short screen never pays for the snapshot),
       takes the requests once it has saved its memory; it is restarted twice at most when it
       ends. Until then, and without one, each request goes to a child forked ahead of need. */
    earshot_speaker speaker = {0, -1, -1};
    int speaker_starts = 0;
    int speaker_ready_once = 0;
    int speakers_wanted = earshot_speakers_wanted();
    int requests_seen = 0;
    earshot_ready_child ready = {0, -1, -1};
    if (earshot_fork_child(fd, selected, voice, is_language_tag, &ready, SPEAKER_PIPES) != 0) ready.pid = 0;
    for (;;) {
        earshot_request r;
        if (earshot_read_request(requests, &r) != 0) break;
        if (++requests_seen == 3 && speakers_wanted && earshot_start_speaker(fd, selected, voice, is_language_tag, &speaker, READY_PIPE) == 0)
            speaker_starts = 1;
        int spoken = 0;
        int taken = 0;
        /* Once a speaker has been ready, the next request waits for it (it is putting its memory
           back); before that, only a speaker that is ready now takes it. */
        int ask_speaker = speaker.pid > 0;
        if (ask_speaker && !speaker_ready_once) {
            struct pollfd waiting = {speaker.signals, POLLIN, 0};
            ask_speaker = poll(&waiting, 1, 0) > 0;
        }
        if (ask_speaker) {
            char signal_byte = 0;
            if (earshot_read_all(speaker.signals, &signal_byte, 1) == 0 && signal_byte == 'R') {
                /* The speaker is fresh: the request is its, answered or not. A speaker that ends
                   after its reply started leaves part of a reply on the socket, which no reply can
                   follow: the zygote then ends too, and the parent learns it cannot be reached. */
                taken = 1;
                speaker_ready_once = 1;
                if (ready.pid > 0) {
                    /* The child kept for the time before is not needed any more. */
                    close(ready.requests);
                    close(ready.signals);
                    waitpid(ready.pid, NULL, 0);
                    ready.pid = 0;
                }
                if (earshot_write_request(speaker.requests, &r) == 0 && earshot_read_all(speaker.signals, &signal_byte, 1) == 0 &&
                    signal_byte == 'S')
                    spoken = earshot_read_all(speaker.signals, &signal_byte, 1) == 0 && signal_byte == 'D' ? 1 : 2;
            }
            if (!taken || spoken != 1) {
                earshot_end_speaker(&speaker);
                speaker_ready_once = 0;
                if (speaker_starts < 3 && earshot_start_speaker(fd, selected, voice, is_language_tag, &speaker, READY_PIPE) == 0) speaker_starts++;
            }
        }
        if (!taken) {
            earshot_ready_child child = ready;
            ready.pid = 0;
            if (child.pid > 0 || earshot_fork_child(fd, selected, voice, is_language_tag, &child, SPEAKER_PIPES) == 0) {
                int sent = earshot_write_request(child.requests, &r) == 0;
                close(child.requests);
                /* The next request's child, forked while this one speaks (if it cannot be, the next
                   request forks one when it comes). */
                if (earshot_fork_child(fd, selected, voice, is_language_tag, &ready, SPEAKER_PIPES) != 0) ready.pid = 0;
                int status = 0;
                int reaped = waitpid(child.pid, &status, 0) == child.pid;
                spoken = sent && reaped && WIFEXITED(status) && WEXITSTATUS(status) == 0;
                /* A child that failed after its reply started has left part of it on the socket. */
                char signal_byte = 0;
                if (!spoken && earshot_read_all(child.signals, &signal_byte, 1) == 0 && signal_byte == 'S') spoken = 2;
                close(child.signals);
            }
        }
        earshot_free_request(&r);
        char byte = (char)spoken;
        if (earshot_write_all(done, &byte, 1) != 0) break;
    }
    if (ready.pid > 0) {
        close(ready.requests);
        close(ready.signals);
        waitpid(ready.pid, NULL, 0);
    }
    earshot_end_speaker(&speaker);
    _exit(0);
}

#undef SPEAKER_PIPES
#undef READY_PIPE

/* The zygote's table of voice zygotes (pid 0: a free place). */
#define EARSHOT_VOICE_ZYGOTES 8
typedef struct {
    pid_t pid;
    int requests;
    int done;
    char *voice;
    int32_t is_language_tag;
} earshot_voice_zygote;

static void earshot_end_voice_zygote(earshot_voice_zygote *v) {
    if (v->pid <= 0) return;
    close(v->requests);
    close(v->done);
    waitpid(v->pid, NULL, 0);
    free(v->voice);
    v->pid = 0;
    v->voice = NULL;
}

/* In the zygote: the voice zygote for a voice, started when there is none (ending the oldest
   when the table is full); NULL when it cannot be started. */
static earshot_voice_zygote *earshot_voice_zygote_for(
    int fd, earshot_voice_zygote *table, const char *voice, int32_t is_language_tag) {
    for (int i = 0; i < EARSHOT_VOICE_ZYGOTES; i++) {
        if (table[i].pid > 0 && table[i].is_language_tag == is_language_tag && strcmp(table[i].voice, voice) == 0) return &table[i];
    }
    int free_place = -1;
    for (int i = 0; i < EARSHOT_VOICE_ZYGOTES && free_place < 0; i++)
        if (table[i].pid <= 0) free_place = i;
    if (free_place < 0) {
        earshot_end_voice_zygote(&table[0]);
        memmove(&table[0], &table[1], sizeof table[0] * (EARSHOT_VOICE_ZYGOTES - 1));
        free_place = EARSHOT_VOICE_ZYGOTES - 1;
        table[free_place].pid = 0;
    }
    int requests[2], done[2];
    if (pipe(requests) != 0) return NULL;
    if (pipe(done) != 0) {
        close(requests[0]);
        close(requests[1]);
        return NULL;
    }
    char *copy = strdup(voice);
    pid_t pid = copy == NULL ? -1 : fork();
    if (pid < 0) {
        free(copy);
        close(requests[0]);
        close(requests[1]);
        close(done[0]);
        close(done[1]);
        return NULL;
    }
    if (pid == 0) {
        close(requests[1]);
        close(done[0]);
        /* Not the other voices' pipes: each voice zygote ends when the zygote closes its pipe. */
        for (int i = 0; i < EARSHOT_VOICE_ZYGOTES; i++) {
            if (table[i].pid > 0) {
                close(table[i].requests);
                close(table[i].done);
            }
        }
        earshot_voice_zygote_loop(fd, requests[0], done[1], copy, is_language_tag);
        _exit(0);
    }
    close(requests[0]);
    close(done[1]);
    earshot_voice_zygote *v = &table[free_place];
    v->pid = pid;
    v->requests = requests[1];
    v->done = done[0];
    v->voice = copy;
    v->is_language_tag = is_language_tag;
    return v;
}

/* The zygote's loop: each request to its voice's zygote, until the parent closes its end. The
   zygote itself never selects a voice: every voice zygote starts from the state it has. */
static void earshot_zygote_loop(int fd) {
    earshot_voice_zygote table[EARSHOT_VOICE_ZYGOTES];
    memset(table, 0, sizeof table);
    for (;;) {
        earshot_request r;
        if (earshot_receive_all(fd, &r.h, sizeof r.h) != 0) break;
        if (r.h.voice_length < 0 || r.h.voice_length > 4096 || r.h.text_length < 0) _exit(1);
        r.voice = (char *)malloc((size_t)r.h.voice_length + 1);
        r.text = (char *)malloc((size_t)r.h.text_length + 1);
        if (r.voice == NULL || r.text == NULL) _exit(1);
        if (earshot_receive_all(fd, r.voice, (size_t)r.h.voice_length) != 0) break;
        if (earshot_receive_all(fd, r.text, (size_t)r.h.text_length) != 0) break;
        r.voice[r.h.voice_length] = 0;
        earshot_voice_zygote *v = earshot_voice_zygote_for(fd, table, r.voice, r.h.voice_is_language_tag);
        char spoken = 0;
        if (v != NULL) {
            if (earshot_write_request(v->requests, &r) != 0) {
                /* The voice zygote died before this request (no child has it): the next request in
                   its voice starts another. */
                spoken = 0;
                earshot_end_voice_zygote(v);
            } else if (earshot_read_all(v->done, &spoken, 1) != 0) {
                /* It died with the request: its child may have replied, or be replying, and a
                   reply of the zygote's own could follow the child's. The zygote ends instead, and
                   the parent learns that it cannot be reached (once the child is done). */
                earshot_end_voice_zygote(v);
                spoken = 2;
            }
        }
        earshot_free_request(&r);
        if (spoken == 2) break;
        if (!spoken) {
            /* The child died before replying (it sends only once it has every sample). */
            earshot_reply_header reply = {-2, 0, 0};
            if (earshot_send_all(fd, &reply, sizeof reply) != 0) break;
        }
    }
    for (int i = 0; i < EARSHOT_VOICE_ZYGOTES; i++) earshot_end_voice_zygote(&table[i]);
    _exit(0);
}

/* Closes `fd` when it is a pipe or a socket from descriptor 3 on, and not `keep`. */
static void earshot_close_pipe_or_socket(int fd, int keep) {
    struct stat info;
    if (fd < 3 || fd == keep || fstat(fd, &info) != 0) return;
    if (S_ISFIFO(info.st_mode) || S_ISSOCK(info.st_mode)) close(fd);
}

/* Closes every pipe and socket open in this process from descriptor 3 on, but `keep`. It lists
   the open ones in /proc/self/fd, so it costs what is open (a dozen: 0.06 ms), not the
   descriptor limit: asking each possible descriptor took 4 ms at a limit of 20,000, and grows
   with the limit (up to 65,536 here), before the zygote could take its first request. Without
   /proc it asks each of them. */
void earshot_close_inherited_pipes(int keep) {
#if defined(__linux__)
    DIR *open_fds = opendir("/proc/self/fd");
    if (open_fds != NULL) {
        int listing = dirfd(open_fds);
        struct dirent *entry;
        while ((entry = readdir(open_fds)) != NULL) {
            char *end = NULL;
            long fd = strtol(entry->d_name, &end, 10);
            if (end == entry->d_name || *end != '\0' || fd > INT32_MAX || fd == listing) continue;
            earshot_close_pipe_or_socket((int)fd, keep);
        }
        closedir(open_fds);
        return;
    }
#endif
    long most = sysconf(_SC_OPEN_MAX);
    if (most < 0 || most > 65536) most = 65536;
    for (int other = 3; other < (int)most; other++) earshot_close_pipe_or_socket(other, keep);
}

/* Starts a zygote; the parent's end of its socket, or -1 (then synthesize in-process). Call
   right after espeak_Initialize, before anything is spoken (every zygote of the process starts
   from that same state). */
int earshot_zygote_start(void) {
    int fds[2];
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds) != 0) return -1;
    pid_t pid = fork();
    if (pid < 0) {
        close(fds[0]);
        close(fds[1]);
        return -1;
    }
    if (pid == 0) {
        close(fds[0]);
        /* Not the parent's standard input and output: a reader waiting for the end of the
           parent's output must not wait for the zygote too. It ends when the parent's end of the
           socket closes (when the parent exits). */
        int null = open("/dev/null", O_RDWR);
        if (null >= 0) {
            dup2(null, 0);
            dup2(null, 1);
            if (null > 2) close(null);
        }
        /* Nor any other pipe or socket the parent had open when it started the zygote (a test
           runner reading another child's output until it ends, or another zygote's socket): the
           zygote lives as long as the parent, and would keep that reader waiting. eSpeak NG's
           own files stay open. */
        earshot_close_inherited_pipes(fds[1]);
        signal(SIGPIPE, SIG_IGN);
        earshot_zygote_loop(fds[1]);
        _exit(0);
    }
    close(fds[1]);
    return fds[0];
}

/* Sends one request to a zygote; 0, or -3 when the zygote cannot be reached. */
int32_t earshot_zygote_request(
    int fd, const char *voice, int32_t voice_is_language_tag, int32_t words_per_minute, int32_t pitch, int32_t spells_out,
    const char *text, int32_t text_length) {
    earshot_request_header h;
    size_t voice_length = strlen(voice);
    if (voice_length > 4096 || text_length < 0) return -3;
    h.voice_length = (int32_t)voice_length;
    h.voice_is_language_tag = voice_is_language_tag;
    h.words_per_minute = words_per_minute;
    h.pitch = pitch;
    h.spells_out = spells_out;
    h.text_length = text_length;
    if (earshot_send_all(fd, &h, sizeof h) != 0 || earshot_send_all(fd, voice, voice_length) != 0 ||
        earshot_send_all(fd, text, (size_t)text_length) != 0)
        return -3;
    return 0;
}

/* Receives a reply's header: its status (0, an espeak_ERROR, -1, -2; -3 when the zygote cannot be
   reached) and, for 0, how many samples follow (read them with earshot_zygote_samples). */
int32_t earshot_zygote_reply(int fd, int64_t *count) {
    *count = 0;
    earshot_reply_header reply;
    if (earshot_receive_all(fd, &reply, sizeof reply) != 0) return -3;
    if (reply.status != 0) return reply.status;
    if (reply.count < 0 || reply.count > (int64_t)1 << 40) return -3;
    *count = reply.count;
    return 0;
}

/* Receives the reply's `count` samples into `samples`; 0, or -3. */
int32_t earshot_zygote_samples(int fd, int16_t *samples, int64_t count) {
    if (count <= 0) return 0;
    return earshot_receive_all(fd, samples, (size_t)count * sizeof(int16_t)) == 0 ? 0 : -3;
}

