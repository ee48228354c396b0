/* CEspeakNG: the part of eSpeak NG's classic C API (speak_lib.h, 1.51+) that EarshotSpeech
   uses, loaded when it is first needed, for EarshotSpeech only; and the processes that give
   every utterance a fresh engine (zygote.c, speaker.c).

   eSpeak NG's library is opened with dlopen, not linked (library.c): a binary that never voices
   runs where eSpeak NG is not installed (`earshot listen` needs nothing; `--wav` says what to
   install), and building needs no eSpeak NG headers. The types and constants below are the
   ones speak_lib.h declares, with the same names, values and layout (EspeakABITests compiles
   both and compares them where the header is installed); each function below has the API's
   name and signature and calls the library's function of that name. Not loaded, they fail as
   the library does when it cannot start: espeak_Initialize returns 0, the others an error or
   NULL, and earshot_espeak_load_error() says why.

   Every function here is hidden: the program's own `espeak_Synth` must never stand in for the
   library's when the library calls its own API. */
#ifndef EARSHOT_CESPEAKNG_H
#define EARSHOT_CESPEAKNG_H

#include <stddef.h>
#include <stdint.h>
#include <wchar.h>

#define EARSHOT_ESPEAK_HIDDEN __attribute__((visibility("hidden")))

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

/* The API, by its own names (library.c). */
EARSHOT_ESPEAK_HIDDEN int espeak_Initialize(espeak_AUDIO_OUTPUT output, int buflength, const char *path, int options);
EARSHOT_ESPEAK_HIDDEN void espeak_SetSynthCallback(t_espeak_callback *callback);
EARSHOT_ESPEAK_HIDDEN espeak_ERROR espeak_SetParameter(espeak_PARAMETER parameter, int value, int relative);
EARSHOT_ESPEAK_HIDDEN espeak_ERROR espeak_Synth(
    const void *text, size_t size, unsigned int position, espeak_POSITION_TYPE position_type, unsigned int end_position,
    unsigned int flags, unsigned int *unique_identifier, void *user_data);
EARSHOT_ESPEAK_HIDDEN espeak_ERROR espeak_Char(wchar_t character);
EARSHOT_ESPEAK_HIDDEN espeak_ERROR espeak_SetVoiceByName(const char *name);
EARSHOT_ESPEAK_HIDDEN espeak_ERROR espeak_SetVoiceByProperties(espeak_VOICE *spec);
EARSHOT_ESPEAK_HIDDEN espeak_VOICE *espeak_GetCurrentVoice(void);
EARSHOT_ESPEAK_HIDDEN const espeak_VOICE **espeak_ListVoices(espeak_VOICE *spec);
EARSHOT_ESPEAK_HIDDEN const char *espeak_Info(const char **path_data);
EARSHOT_ESPEAK_HIDDEN const char *espeak_TextToPhonemes(const void **textptr, int textmode, int phonememode);

/* Why eSpeak NG's library cannot be used (dlopen's or dlsym's reason), or NULL when it can. */
EARSHOT_ESPEAK_HIDDEN const char *earshot_espeak_load_error(void);

/* Fresh-state synthesis (zygote.c explains it): a zygote started right after espeak_Initialize
   speaks each request in an engine that has said nothing before. */

/* Starts a zygote; the parent's end of its socket, or -1 (then synthesize in-process). Call
   right after espeak_Initialize, before anything is spoken (every zygote of the process starts
   from that same state). */
EARSHOT_ESPEAK_HIDDEN int earshot_zygote_start(void);

/* Sends one request to a zygote; 0, or -3 when the zygote cannot be reached. */
EARSHOT_ESPEAK_HIDDEN int32_t earshot_zygote_request(
    int fd, const char *voice, int32_t voice_is_language_tag, int32_t words_per_minute, int32_t pitch, int32_t spells_out,
    const char *text, int32_t text_length);

/* Receives a reply's header: its status (0, an espeak_ERROR, -1 voice not found, -2 the child
   failed; -3 when the zygote cannot be reached) and, for 0, how many samples follow (read them
   with earshot_zygote_samples). */
EARSHOT_ESPEAK_HIDDEN int32_t earshot_zygote_reply(int fd, int64_t *count);

/* Receives the reply's `count` samples into `samples`; 0, or -3. */
EARSHOT_ESPEAK_HIDDEN int32_t earshot_zygote_samples(int fd, int16_t *samples, int64_t count);

#endif
