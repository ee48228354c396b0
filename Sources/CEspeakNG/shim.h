/* CEspeakNG: the part of eSpeak NG's classic C API (speak_lib.h, 1.51+) that EarshotSpeech
   uses, loaded when it is first needed, for EarshotSpeech only.

   eSpeak NG's library is opened with dlopen, not linked: a binary that never voices runs
   where eSpeak NG is not installed (`earshot listen` needs nothing; `--wav` says what to
   install), and building needs no eSpeak NG headers. The types and constants below are the
   ones speak_lib.h declares, with the same names, values and layout (EspeakABITests compiles
   both and compares them where the header is installed); each function below has the API's
   name and signature and calls the library's function of that name. Not loaded, they fail as
   the library does when it cannot start: espeak_Initialize returns 0, the others an error or
   NULL, and earshot_espeak_load_error() says why. */
#ifndef EARSHOT_CESPEAKNG_SHIM_H
#define EARSHOT_CESPEAKNG_SHIM_H

#include <dirent.h>
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <stdio.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>
#include <wchar.h>
#include <poll.h>
#if defined(__linux__)
#include <malloc.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#endif

/* The types and constants, as speak_lib.h declares them. */
typedef enum {
    AUDIO_OUTPUT_PLAYBACK,
    AUDIO_OUTPUT_RETRIEVAL,
    AUDIO_OUTPUT_SYNCHRONOUS,
    AUDIO_OUTPUT_SYNCH_PLAYBACK
} espeak_AUDIO_OUTPUT;

typedef enum { EE_OK = 0, EE_INTERNAL_ERROR = -1, EE_BUFFER_FULL = 1, EE_NOT_FOUND = 2 } espeak_ERROR;

typedef enum {
    espeakSILENCE = 0,
    espeakRATE = 1,
    espeakVOLUME = 2,
    espeakPITCH = 3,
    espeakRANGE = 4,
    espeakPUNCTUATION = 5,
    espeakCAPITALS = 6
} espeak_PARAMETER;

typedef enum { espeakPUNCT_NONE = 0, espeakPUNCT_ALL = 1, espeakPUNCT_SOME = 2 } espeak_PUNCT_TYPE;

typedef enum { POS_CHARACTER = 1, POS_WORD, POS_SENTENCE } espeak_POSITION_TYPE;

#define espeakCHARS_UTF8 1
#define espeakINITIALIZE_DONT_EXIT 0x8000

typedef struct {
    const char *name;
    const char *languages; /* (priority byte, NUL-terminated language) pairs, ended by a 0 byte */
    const char *identifier;
    unsigned char gender;
    unsigned char age;
    unsigned char variant;
    unsigned char xx1;
    int score;
    void *spare;
} espeak_VOICE;

/* Passed to the synthesis callback; Earshot reads none of it. `type` is speak_lib.h's
   espeak_EVENT_TYPE, an enum. */
typedef struct {
    int type;
    unsigned int unique_identifier;
    int text_position;
    int length;
    int audio_position;
    int sample;
    void *user_data;
    union {
        int number;
        const char *name;
        char string[8];
    } id;
} espeak_EVENT;

typedef int(t_espeak_callback)(short *, int, espeak_EVENT *);

/* The library's functions, found by name once it is opened. */
typedef struct {
    int tried;
    void *handle;
    char error[512];
    int (*Initialize)(espeak_AUDIO_OUTPUT, int, const char *, int);
    void (*SetSynthCallback)(t_espeak_callback *);
    espeak_ERROR (*SetParameter)(espeak_PARAMETER, int, int);
    espeak_ERROR (*Synth)(const void *, size_t, unsigned int, espeak_POSITION_TYPE, unsigned int, unsigned int, unsigned int *, void *);
    espeak_ERROR (*Char)(wchar_t);
    espeak_ERROR (*SetVoiceByName)(const char *);
    espeak_ERROR (*SetVoiceByProperties)(espeak_VOICE *);
    espeak_VOICE *(*GetCurrentVoice)(void);
    const espeak_VOICE **(*ListVoices)(espeak_VOICE *);
    const char *(*Info)(const char **);
    const char *(*TextToPhonemes)(const void **, int, int);
} earshot_espeak_api;

/* The library's names, tried in order. */
#if defined(__APPLE__)
#define EARSHOT_ESPEAK_LIBRARIES \
    {"libespeak-ng.1.dylib", "/opt/homebrew/lib/libespeak-ng.1.dylib", "/usr/local/lib/libespeak-ng.1.dylib", "libespeak-ng.dylib"}
#else
#define EARSHOT_ESPEAK_LIBRARIES {"libespeak-ng.so.1", "libespeak-ng.so"}
#endif

/* The one table of this program (only SpeechEngine.swift includes this header; its calls into
   eSpeak NG are serialised by the engine's lock). Opened on first use. */
static earshot_espeak_api *earshot_espeak_table(void) {
    static earshot_espeak_api api;
    if (api.tried) return &api;
    api.tried = 1;
    const char *names[] = EARSHOT_ESPEAK_LIBRARIES;
    /* dlerror's text lives in a buffer the next dlopen reuses: copy the first reason at once. */
    char first[sizeof api.error] = {0};
    const char *reason = NULL;
    for (size_t i = 0; i < sizeof names / sizeof names[0] && api.handle == NULL; i++) {
        api.handle = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
        if (api.handle == NULL && reason == NULL) {
            const char *text = dlerror();
            if (text != NULL) {
                snprintf(first, sizeof first, "%s", text);
                reason = first;
            }
        }
    }
    if (api.handle == NULL) {
        if (reason != NULL && strncmp(reason, names[0], strlen(names[0])) == 0) {
            snprintf(api.error, sizeof api.error, "%s", reason);
        } else {
            snprintf(api.error, sizeof api.error, "%s: %s", names[0], reason ? reason : "not found");
        }
        return &api;
    }
    int missing = 0;
#define EARSHOT_FIND(field, symbol)                                           \
    do {                                                                      \
        *(void **)(&api.field) = dlsym(api.handle, symbol);                   \
        if (api.field == NULL && !missing) {                                  \
            missing = 1;                                                      \
            snprintf(api.error, sizeof api.error, "its library has no %s", symbol); \
        }                                                                     \
    } while (0)
    EARSHOT_FIND(Initialize, "espeak_Initialize");
    EARSHOT_FIND(SetSynthCallback, "espeak_SetSynthCallback");
    EARSHOT_FIND(SetParameter, "espeak_SetParameter");
    EARSHOT_FIND(Synth, "espeak_Synth");
    EARSHOT_FIND(Char, "espeak_Char");
    EARSHOT_FIND(SetVoiceByName, "espeak_SetVoiceByName");
    EARSHOT_FIND(SetVoiceByProperties, "espeak_SetVoiceByProperties");
    EARSHOT_FIND(GetCurrentVoice, "espeak_GetCurrentVoice");
    EARSHOT_FIND(ListVoices, "espeak_ListVoices");
    EARSHOT_FIND(Info, "espeak_Info");
    EARSHOT_FIND(TextToPhonemes, "espeak_TextToPhonemes");
#undef EARSHOT_FIND
    if (missing) {
        dlclose(api.handle);
        api.handle = NULL;
    }
    return &api;
}

/* The loaded library's functions, or NULL when it cannot be used. */
static earshot_espeak_api *earshot_espeak(void) {
    earshot_espeak_api *api = earshot_espeak_table();
    return api->handle ? api : NULL;
}

/* Why eSpeak NG's library cannot be used (dlopen's or dlsym's reason), or NULL when it can. */
static const char *earshot_espeak_load_error(void) {
    earshot_espeak_api *api = earshot_espeak_table();
    return api->handle ? NULL : api->error;
}

/* The API, by its own names. */
static int espeak_Initialize(espeak_AUDIO_OUTPUT output, int buflength, const char *path, int options) {
    earshot_espeak_api *api = earshot_espeak();
    return api ? api->Initialize(output, buflength, path, options) : 0;
}

static void espeak_SetSynthCallback(t_espeak_callback *callback) {
    earshot_espeak_api *api = earshot_espeak();
    if (api) api->SetSynthCallback(callback);
}

static espeak_ERROR espeak_SetParameter(espeak_PARAMETER parameter, int value, int relative) {
    earshot_espeak_api *api = earshot_espeak();
    return api ? api->SetParameter(parameter, value, relative) : EE_INTERNAL_ERROR;
}

static espeak_ERROR espeak_Synth(
    const void *text, size_t size, unsigned int position, espeak_POSITION_TYPE position_type, unsigned int end_position,
    unsigned int flags, unsigned int *unique_identifier, void *user_data) {
    earshot_espeak_api *api = earshot_espeak();
    return api ? api->Synth(text, size, position, position_type, end_position, flags, unique_identifier, user_data) : EE_INTERNAL_ERROR;
}

static espeak_ERROR espeak_Char(wchar_t character) {
    earshot_espeak_api *api = earshot_espeak();
    return api ? api->Char(character) : EE_INTERNAL_ERROR;
}

static espeak_ERROR espeak_SetVoiceByName(const char *name) {
    earshot_espeak_api *api = earshot_espeak();
    return api ? api->SetVoiceByName(name) : EE_NOT_FOUND;
}

static espeak_ERROR espeak_SetVoiceByProperties(espeak_VOICE *spec) {
    earshot_espeak_api *api = earshot_espeak();
    return api ? api->SetVoiceByProperties(spec) : EE_NOT_FOUND;
}

static espeak_VOICE *espeak_GetCurrentVoice(void) {
    earshot_espeak_api *api = earshot_espeak();
    return api ? api->GetCurrentVoice() : NULL;
}

static const espeak_VOICE **espeak_ListVoices(espeak_VOICE *spec) {
    earshot_espeak_api *api = earshot_espeak();
    return api ? api->ListVoices(spec) : NULL;
}

static const char *espeak_Info(const char **path_data) {
    earshot_espeak_api *api = earshot_espeak();
    return api ? api->Info(path_data) : NULL;
}

static const char *espeak_TextToPhonemes(const void **textptr, int textmode, int phonememode) {
    earshot_espeak_api *api = earshot_espeak();
    return api ? api->TextToPhonemes(textptr, textmode, phonememode) : NULL;
}

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

/* A request: int32 sizes and flags, then the voice name and the UTF-8 text (NUL-terminated). */
typedef struct {
    int32_t voice_length;
    int32_t voice_is_language_tag;
    int32_t words_per_minute;
    int32_t pitch;
    int32_t spells_out;
    int32_t text_length;
} earshot_request_header;

/* A reply: status (0, an espeak_ERROR, or -1 voice not found, -2 the child failed), count. */
typedef struct {
    int32_t status;
    int32_t reserved;
    int64_t count;
} earshot_reply_header;

/* The samples of the child's one utterance, collected by the callback (a function's static:
   Swift's importer emits this header's functions but not its variables). */
typedef struct {
    int16_t *data;
    size_t count;
    size_t capacity;
    int failed;
} earshot_child_samples;

static earshot_child_samples *earshot_child_buffer(void) {
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

static int earshot_read_all(int fd, void *buffer, size_t count) {
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

static int earshot_write_all(int fd, const void *buffer, size_t count) {
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
static void earshot_zygote_speak(int fd, int selected, const earshot_request_header *h, const char *text, int signals) {
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
static char *earshot_take_request(
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
   says whether that worked): waits for one request on `requests` and speaks it. Nothing to read
   (it was ended, or the zygote is gone): it exits having spoken nothing. */
static void earshot_child_run(int fd, int requests, int selected, const char *voice, int32_t is_language_tag) {
    earshot_request_header h;
    char *block;
    size_t bytes;
    char *text = earshot_take_request(requests, voice, is_language_tag, &h, malloc, &block, &bytes);
    earshot_zygote_speak(fd, selected, &h, text, -1);
    _exit(0);
}

/* A child forked ahead of need (pid 0: none), and the pipe its request goes to. */
typedef struct {
    pid_t pid;
    int requests;
} earshot_ready_child;

/* Closes, in a process a voice's zygote forked, the pipes of its other processes (-1: none): a
   process holding another's request pipe would keep it from ever reading its end. */
static void earshot_close_siblings(int first, int second) {
    if (first >= 0) close(first);
    if (second >= 0) close(second);
}

/* In a voice's zygote: forks the child for the next request; 0, or -1 when it cannot. */
static int earshot_fork_child(
    int fd, int selected, const char *voice, int32_t is_language_tag, earshot_ready_child *child, int sibling_a, int sibling_b) {
    int p[2];
    if (pipe(p) != 0) return -1;
    pid_t pid = fork();
    if (pid < 0) {
        close(p[0]);
        close(p[1]);
        return -1;
    }
    if (pid == 0) {
        close(p[1]);
        earshot_close_siblings(sibling_a, sibling_b);
        earshot_child_run(fd, p[0], selected, voice, is_language_tag);
        _exit(0);
    }
    close(p[0]);
    child->pid = pid;
    child->requests = p[1];
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
static int earshot_speakers_wanted(void) {
    const char *v = getenv("EARSHOT_SPEECH_FORK_EACH");
    return v == NULL || strcmp(v, "1") != 0;
}

/* A voice zygote's speaker (pid 0: none), the pipe its requests go to and the one it signals on. */
typedef struct {
    pid_t pid;
    int requests;
    int signals;
} earshot_speaker;

/* In a voice's zygote: forks its speaker; 0, or -1 when it cannot (or not on Linux). */
static int earshot_start_speaker(
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

static void earshot_end_speaker(earshot_speaker *speaker) {
    if (speaker->pid <= 0) return;
    close(speaker->requests);
    close(speaker->signals);
    waitpid(speaker->pid, NULL, 0);
    speaker->pid = 0;
}

/* The pipes a voice zygote's other processes must not hold (earshot_close_siblings). */
#define SPEAKER_PIPES (speaker.pid > 0 ? speaker.requests : -1), (speaker.pid > 0 ? speaker.signals : -1)
#define READY_PIPE (ready.pid > 0 ? ready.requests : -1)

/* A voice's zygote: forked from the zygote, it selects one voice and never speaks; each of its
   requests goes to its speaker or to a child of it forked ahead of need. After each it writes one
   byte to `done`: 1 when the reply was sent, 0 when its process died first, 2 when a speaker died
   with its reply begun. */
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
    earshot_ready_child ready = {0, -1};
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
            }
        }
        earshot_free_request(&r);
        char byte = (char)spoken;
        if (earshot_write_all(done, &byte, 1) != 0) break;
    }
    if (ready.pid > 0) {
        close(ready.requests);
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
            if (earshot_write_request(v->requests, &r) != 0 || earshot_read_all(v->done, &spoken, 1) != 0) {
                /* The voice zygote died: the next request in its voice starts another. */
                spoken = 0;
                earshot_end_voice_zygote(v);
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
static void earshot_close_inherited_pipes(int keep) {
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
static int earshot_zygote_start(void) {
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
static int32_t earshot_zygote_request(
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
static int32_t earshot_zygote_reply(int fd, int64_t *count) {
    *count = 0;
    earshot_reply_header reply;
    if (earshot_receive_all(fd, &reply, sizeof reply) != 0) return -3;
    if (reply.status != 0) return reply.status;
    if (reply.count < 0 || reply.count > (int64_t)1 << 40) return -3;
    *count = reply.count;
    return 0;
}

/* Receives the reply's `count` samples into `samples`; 0, or -3. */
static int32_t earshot_zygote_samples(int fd, int16_t *samples, int64_t count) {
    if (count <= 0) return 0;
    return earshot_receive_all(fd, samples, (size_t)count * sizeof(int16_t)) == 0 ? 0 : -3;
}

#endif
