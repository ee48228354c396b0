/* What zygote.c and speaker.c share: the request's form, the child's sample buffer, the pipe
   helpers, one utterance spoken, and a voice zygote's speaker. Not part of the module's header. */
#ifndef EARSHOT_CESPEAKNG_ZYGOTE_H
#define EARSHOT_CESPEAKNG_ZYGOTE_H

#include "CEspeakNG.h"

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

/* A request: int32 sizes and flags, then the voice name and the UTF-8 text (NUL-terminated). */
typedef struct {
    int32_t voice_length;
    int32_t voice_is_language_tag;
    int32_t words_per_minute;
    int32_t pitch;
    int32_t spells_out;
    int32_t text_length;
} earshot_request_header;

/* The samples of the child's one utterance, collected by the callback. */
typedef struct {
    int16_t *data;
    size_t count;
    size_t capacity;
    int failed;
} earshot_child_samples;

/* The one buffer of this process (a function's static). */
EARSHOT_ESPEAK_HIDDEN earshot_child_samples *earshot_child_buffer(void);

/* Reads or writes exactly `count` bytes of a pipe; 0, or -1 at its end or on an error. */
EARSHOT_ESPEAK_HIDDEN int earshot_read_all(int fd, void *buffer, size_t count);
EARSHOT_ESPEAK_HIDDEN int earshot_write_all(int fd, const void *buffer, size_t count);

/* In the child: speak one request (its voice already selected, `selected` says whether that
   worked) and send the reply; a speaker says when the reply starts on `signals` (-1: none). */
EARSHOT_ESPEAK_HIDDEN void earshot_zygote_speak(int fd, int selected, const earshot_request_header *h, const char *text, int signals);

/* In a child or a speaker: reads its next request from `requests` into one block from
   `allocate` (its voice, then its text, each terminated; `*bytes` long) and returns the text.
   The process exits when there is none (0) or when the request is malformed or asks for another
   voice than the one its zygote selected (1): it never speaks in another. */
EARSHOT_ESPEAK_HIDDEN char *earshot_take_request(
    int requests, const char *voice, int32_t is_language_tag, earshot_request_header *h, void *(*allocate)(size_t),
    char **block, size_t *bytes);

/* Closes, in a process a voice's zygote forked, the pipes of its other processes (-1: none): a
   process holding another's request pipe would keep it from ever reading its end. */
EARSHOT_ESPEAK_HIDDEN void earshot_close_siblings(int first, int second);

/* A voice zygote's speaker (pid 0: none), the pipe its requests go to and the one it signals on. */
typedef struct {
    pid_t pid;
    int requests;
    int signals;
} earshot_speaker;

/* Whether voices' zygotes use speakers (not with EARSHOT_SPEECH_FORK_EACH=1). */
EARSHOT_ESPEAK_HIDDEN int earshot_speakers_wanted(void);

/* In a voice's zygote: forks its speaker; 0, or -1 when it cannot (or not on Linux). */
EARSHOT_ESPEAK_HIDDEN int earshot_start_speaker(
    int fd, int selected, const char *voice, int32_t is_language_tag, earshot_speaker *speaker, int sibling);

/* Ends a speaker (pid 0: none) and waits for it. */
EARSHOT_ESPEAK_HIDDEN void earshot_end_speaker(earshot_speaker *speaker);

/* Closes every pipe and socket open in this process from descriptor 3 on, but `keep`. */
EARSHOT_ESPEAK_HIDDEN void earshot_close_inherited_pipes(int keep);

#endif
