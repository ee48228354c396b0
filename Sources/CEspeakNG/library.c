/* eSpeak NG's library, opened with dlopen when it is first needed, and its API by its own names
   (declared in CEspeakNG.h). */
#include "CEspeakNG.h"

#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

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

/* The one table of this program (its calls into eSpeak NG are serialised by SpeechEngine's
   lock). Opened on first use. */
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
const char *earshot_espeak_load_error(void) {
    earshot_espeak_api *api = earshot_espeak_table();
    return api->handle ? NULL : api->error;
}

/* The API, by its own names. */
int espeak_Initialize(espeak_AUDIO_OUTPUT output, int buflength, const char *path, int options) {
    earshot_espeak_api *api = earshot_espeak();
    return api ? api->Initialize(output, buflength, path, options) : 0;
}

void espeak_SetSynthCallback(t_espeak_callback *callback) {
    earshot_espeak_api *api = earshot_espeak();
    if (api) api->SetSynthCallback(callback);
}

espeak_ERROR espeak_SetParameter(espeak_PARAMETER parameter, int value, int relative) {
    earshot_espeak_api *api = earshot_espeak();
    return api ? api->SetParameter(parameter, value, relative) : EE_INTERNAL_ERROR;
}

espeak_ERROR espeak_Synth(
    const void *text, size_t size, unsigned int position, espeak_POSITION_TYPE position_type, unsigned int end_position,
    unsigned int flags, unsigned int *unique_identifier, void *user_data) {
    earshot_espeak_api *api = earshot_espeak();
    return api ? api->Synth(text, size, position, position_type, end_position, flags, unique_identifier, user_data) : EE_INTERNAL_ERROR;
}

espeak_ERROR espeak_Char(wchar_t character) {
    earshot_espeak_api *api = earshot_espeak();
    return api ? api->Char(character) : EE_INTERNAL_ERROR;
}

espeak_ERROR espeak_SetVoiceByName(const char *name) {
    earshot_espeak_api *api = earshot_espeak();
    return api ? api->SetVoiceByName(name) : EE_NOT_FOUND;
}

espeak_ERROR espeak_SetVoiceByProperties(espeak_VOICE *spec) {
    earshot_espeak_api *api = earshot_espeak();
    return api ? api->SetVoiceByProperties(spec) : EE_NOT_FOUND;
}

espeak_VOICE *espeak_GetCurrentVoice(void) {
    earshot_espeak_api *api = earshot_espeak();
    return api ? api->GetCurrentVoice() : NULL;
}

const espeak_VOICE **espeak_ListVoices(espeak_VOICE *spec) {
    earshot_espeak_api *api = earshot_espeak();
    return api ? api->ListVoices(spec) : NULL;
}

const char *espeak_Info(const char **path_data) {
    earshot_espeak_api *api = earshot_espeak();
    return api ? api->Info(path_data) : NULL;
}

const char *espeak_TextToPhonemes(const void **textptr, int textmode, int phonememode) {
    earshot_espeak_api *api = earshot_espeak();
    return api ? api->TextToPhonemes(textptr, textmode, phonememode) : NULL;
}
