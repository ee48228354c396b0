/* CEspeakNG: the eSpeak NG C API (1.51+), for EarshotSpeech only.
   speak_lib.h is the classic API (espeak_Initialize, espeak_Synth, ...);
   espeak_ng.h adds the espeak_ng_* calls with real status codes. */
#ifndef EARSHOT_CESPEAKNG_SHIM_H
#define EARSHOT_CESPEAKNG_SHIM_H
#include <espeak-ng/speak_lib.h>
#include <espeak-ng/espeak_ng.h>

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

   So every utterance is synthesized in a fresh copy of an engine that has said nothing: right
   after espeak_Initialize, the process forks a "zygote" that never synthesizes; for each request
   the zygote forks a child, which selects the voice, speaks into memory, sends the samples back
   and exits. Only C runs in these processes (no Swift runtime after fork). Requests and replies
   go over a socket pair (send with MSG_NOSIGNAL: a dead zygote is an error, not a SIGPIPE). */

/* In the child, the callback appends the samples to its standard output, which is a
   temporary file there (Swift's importer emits this header's functions but not its variables,
   so the samples cannot go to a global buffer). A write that fails closes it: the child then
   reports a failure instead of short audio. */
static int earshot_zygote_callback(short *wav, int count, espeak_EVENT *events) {
    (void)events;
    if (wav == NULL || count <= 0) return 0;
    const char *p = (const char *)wav;
    size_t left = (size_t)count * sizeof(short);
    while (left > 0) {
        ssize_t n = write(1, p, left);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            close(1);
            return 1;
        }
        p += n;
        left -= (size_t)n;
    }
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

/* In the child: speak one request with a fresh engine and send the reply. */
static void earshot_zygote_speak(int fd, const earshot_request_header *h, const char *voice, const char *text) {
    earshot_reply_header reply = {0, 0, 0};
    int ok = espeak_SetVoiceByName(voice) == EE_OK;
    if (!ok && h->voice_is_language_tag) {
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
        ok = espeak_SetVoiceByProperties(&spec) == EE_OK;
    }
    if (!ok) {
        reply.status = -1;
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
    struct stat status;
    int16_t *samples = NULL;
    if (reply.status == 0) {
        if (fstat(1, &status) != 0 || status.st_size % 2 != 0 || lseek(1, 0, SEEK_SET) != 0) {
            reply.status = -2;
        } else if (status.st_size > 0) {
            reply.count = (int64_t)status.st_size / 2;
            samples = (int16_t *)malloc((size_t)status.st_size);
            if (samples == NULL || earshot_read_all(1, samples, (size_t)status.st_size) != 0) {
                reply.status = -2;
                reply.count = 0;
            }
        }
    }
    if (earshot_send_all(fd, &reply, sizeof reply) != 0) return;
    if (reply.count > 0) earshot_send_all(fd, samples, (size_t)reply.count * sizeof(int16_t));
}

/* The zygote's loop: one child per request, until the parent closes its end. */
static void earshot_zygote_loop(int fd) {
    for (;;) {
        earshot_request_header h;
        if (earshot_receive_all(fd, &h, sizeof h) != 0) _exit(0);
        if (h.voice_length < 0 || h.voice_length > 4096 || h.text_length < 0) _exit(1);
        char *voice = (char *)malloc((size_t)h.voice_length + 1);
        char *text = (char *)malloc((size_t)h.text_length + 4);
        if (voice == NULL || text == NULL) _exit(1);
        if (earshot_receive_all(fd, voice, (size_t)h.voice_length) != 0) _exit(0);
        if (earshot_receive_all(fd, text, (size_t)h.text_length) != 0) _exit(0);
        voice[h.voice_length] = 0;
        memset(text + h.text_length, 0, 4);
        pid_t child = fork();
        if (child == 0) {
            FILE *samples = tmpfile();
            if (samples == NULL || dup2(fileno(samples), 1) != 1) _exit(1);
            earshot_zygote_speak(fd, &h, voice, text);
            _exit(0);
        }
        int status = 0;
        int spoken = child > 0 && waitpid(child, &status, 0) == child && WIFEXITED(status) && WEXITSTATUS(status) == 0;
        if (!spoken) {
            /* The child died before replying (it sends only once it has every sample). */
            earshot_reply_header reply = {-2, 0, 0};
            if (earshot_send_all(fd, &reply, sizeof reply) != 0) _exit(0);
        }
        free(voice);
        free(text);
    }
}

/* Starts the zygote; the parent's end of the socket, or -1 (then synthesize in-process). Call
   right after espeak_Initialize, before anything is spoken. */
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
           runner reading another child's output until it ends, say): the zygote lives as long as
           the parent, and would keep that reader waiting. eSpeak NG's own files stay open. */
        long most = sysconf(_SC_OPEN_MAX);
        if (most < 0 || most > 65536) most = 65536;
        for (int other = 3; other < (int)most; other++) {
            struct stat info;
            if (other == fds[1] || fstat(other, &info) != 0) continue;
            if (S_ISFIFO(info.st_mode) || S_ISSOCK(info.st_mode)) close(other);
        }
        signal(SIGPIPE, SIG_IGN);
        earshot_zygote_loop(fds[1]);
        _exit(0);
    }
    close(fds[1]);
    return fds[0];
}

/* Sends one request and receives its samples (malloc'd, to be freed with free()).
   Returns the reply's status, or -3 when the zygote cannot be reached. */
static int32_t earshot_zygote_synthesize(
    int fd, const char *voice, int32_t voice_is_language_tag, int32_t words_per_minute, int32_t pitch, int32_t spells_out,
    const char *text, int32_t text_length, int16_t **samples, int64_t *count) {
    *samples = NULL;
    *count = 0;
    earshot_request_header h;
    h.voice_length = (int32_t)strlen(voice);
    h.voice_is_language_tag = voice_is_language_tag;
    h.words_per_minute = words_per_minute;
    h.pitch = pitch;
    h.spells_out = spells_out;
    h.text_length = text_length;
    if (earshot_send_all(fd, &h, sizeof h) != 0 || earshot_send_all(fd, voice, (size_t)h.voice_length) != 0 ||
        earshot_send_all(fd, text, (size_t)text_length) != 0)
        return -3;
    earshot_reply_header reply;
    if (earshot_receive_all(fd, &reply, sizeof reply) != 0) return -3;
    if (reply.status != 0 || reply.count <= 0) return reply.status;
    int16_t *buffer = (int16_t *)malloc((size_t)reply.count * sizeof(int16_t));
    if (buffer == NULL) return -3;
    if (earshot_receive_all(fd, buffer, (size_t)reply.count * sizeof(int16_t)) != 0) {
        free(buffer);
        return -3;
    }
    *samples = buffer;
    *count = reply.count;
    return 0;
}

#endif
