/* CLouis: liblouis opened at run time (see include/CLouis.h). The types, modes and function
   signatures below are the ones liblouis.h (3.x) declares, with the same values. */
#include "CLouis.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* liblouis.h's translation modes, as it numbers them. */
enum { EARSHOT_LOU_DOTS_IO = 4, EARSHOT_LOU_UC_BRL = 64 };
/* liblouis.h's LOU_LOG_OFF: nothing on standard error about a table it cannot find (Earshot
   says so itself, naming the fallback). */
enum { EARSHOT_LOU_LOG_OFF = 60000 };

typedef struct {
    int tried;
    void *handle;
    char error[512];
    const char *(*version)(void);
    int (*charSize)(void);
    int (*translateString)(const char *, const void *, int *, void *, int *, void *, char *, int);
    int (*translate)(const char *, const void *, int *, void *, int *, void *, char *, int *, int *, int *, int);
    int (*checkTable)(const char *);
    void (*setLogLevel)(int);
} earshot_louis_api;

static pthread_mutex_t earshot_louis_lock = PTHREAD_MUTEX_INITIALIZER;
static earshot_louis_api earshot_louis;

/* Opens the library once; call with the lock held. */
static earshot_louis_api *earshot_louis_table(void) {
    earshot_louis_api *api = &earshot_louis;
    if (api->tried) return api;
    api->tried = 1;
    const char *chosen = getenv("EARSHOT_LIBLOUIS");
#if defined(__APPLE__)
    const char *names[] = {"liblouis.20.dylib", "/opt/homebrew/lib/liblouis.20.dylib", "/usr/local/lib/liblouis.20.dylib", "liblouis.dylib"};
#else
    const char *names[] = {"liblouis.so.20", "liblouis.so"};
#endif
    size_t count = sizeof names / sizeof names[0];
    if (chosen != NULL && chosen[0] != 0) {
        names[0] = chosen;
        count = 1;
    }
    char first[sizeof api->error] = {0};
    for (size_t i = 0; i < count && api->handle == NULL; i++) {
        api->handle = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
        if (api->handle == NULL && first[0] == 0) {
            const char *text = dlerror();
            snprintf(first, sizeof first, "%s", text != NULL ? text : "not found");
        }
    }
    if (api->handle == NULL) {
        if (strncmp(first, names[0], strlen(names[0])) == 0) {
            snprintf(api->error, sizeof api->error, "%s", first);
        } else {
            snprintf(api->error, sizeof api->error, "%s: %s", names[0], first);
        }
        return api;
    }
    int missing = 0;
#define EARSHOT_FIND(field, symbol)                                                      \
    do {                                                                                 \
        *(void **)(&api->field) = dlsym(api->handle, symbol);                            \
        if (api->field == NULL && !missing) {                                            \
            missing = 1;                                                                 \
            snprintf(api->error, sizeof api->error, "its library has no %s", symbol);    \
        }                                                                                \
    } while (0)
    EARSHOT_FIND(version, "lou_version");
    EARSHOT_FIND(charSize, "lou_charSize");
    EARSHOT_FIND(translateString, "lou_translateString");
    EARSHOT_FIND(translate, "lou_translate");
    EARSHOT_FIND(checkTable, "lou_checkTable");
    EARSHOT_FIND(setLogLevel, "lou_setLogLevel");
#undef EARSHOT_FIND
    if (!missing && api->charSize() != 2 && api->charSize() != 4) {
        missing = 1;
        snprintf(api->error, sizeof api->error, "its characters are %d bytes wide (2 or 4 expected)", api->charSize());
    }
    if (missing) {
        dlclose(api->handle);
        api->handle = NULL;
        return api;
    }
    api->setLogLevel(EARSHOT_LOU_LOG_OFF);
    return api;
}

const char *earshot_louis_load_error(void) {
    pthread_mutex_lock(&earshot_louis_lock);
    earshot_louis_api *api = earshot_louis_table();
    const char *error = api->handle ? NULL : api->error;
    pthread_mutex_unlock(&earshot_louis_lock);
    return error;
}

const char *earshot_louis_version(void) {
    pthread_mutex_lock(&earshot_louis_lock);
    earshot_louis_api *api = earshot_louis_table();
    const char *version = api->handle ? api->version() : NULL;
    pthread_mutex_unlock(&earshot_louis_lock);
    return version;
}

int earshot_louis_check_table(const char *tables) {
    pthread_mutex_lock(&earshot_louis_lock);
    earshot_louis_api *api = earshot_louis_table();
    int found = api->handle ? api->checkTable(tables) != 0 : 0;
    pthread_mutex_unlock(&earshot_louis_lock);
    return found;
}

int earshot_louis_translate(const char *tables, const uint32_t *input, int input_length, uint32_t *output, int capacity) {
    return earshot_louis_translate_positions(tables, input, input_length, output, NULL, capacity);
}

int earshot_louis_translate_positions(
    const char *tables, const uint32_t *input, int input_length, uint32_t *output, int *input_positions, int capacity) {
    if (input_length < 0 || capacity <= 0) return -1;
    pthread_mutex_lock(&earshot_louis_lock);
    earshot_louis_api *api = earshot_louis_table();
    int result = -1;
    if (api->handle != NULL) {
        int width = api->charSize();
        /* liblouis's own characters: 4 bytes as given, or 2 (a character past U+FFFF becomes
           U+FFFD: a build with 2-byte characters cannot hold it). */
        void *in = (void *)input;
        void *out = output;
        if (width == 2) {
            in = malloc((size_t)(input_length > 0 ? input_length : 1) * 2);
            out = malloc((size_t)capacity * 2);
            if (in != NULL)
                for (int i = 0; i < input_length; i++) ((uint16_t *)in)[i] = input[i] > 0xFFFF ? 0xFFFD : (uint16_t)input[i];
        }
        int in_length = input_length;
        int out_length = capacity;
        int mode = EARSHOT_LOU_DOTS_IO | EARSHOT_LOU_UC_BRL;
        int translated = 0;
        if (in != NULL && out != NULL) {
            /* lou_translate fills input_positions: for each cell, the input character it comes from. */
            translated = input_positions != NULL
                ? api->translate(tables, in, &in_length, out, &out_length, NULL, NULL, NULL, input_positions, NULL, mode)
                : api->translateString(tables, in, &in_length, out, &out_length, NULL, NULL, mode);
        }
        if (translated && (out_length < 0 || out_length > capacity)) translated = 0;
        if (translated) {
            /* Text liblouis stopped short of (its output ran out of room before `capacity`
               was reached, as a contraction of several cells can) reads as a full output, so
               that the caller tries again with more room rather than show a cut line. */
            result = in_length < input_length ? capacity : out_length;
            if (width == 2)
                for (int i = 0; i < out_length; i++) output[i] = ((uint16_t *)out)[i];
        }
        if (width == 2) {
            free(in);
            free(out);
        }
    }
    pthread_mutex_unlock(&earshot_louis_lock);
    return result;
}
