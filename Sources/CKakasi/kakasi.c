/* KAKASI, opened with dlopen, and the kana reading of UTF-8 text (declared in CKakasi.h). */
#include "CKakasi.h"

#include <stdlib.h>
#include <string.h>

#if defined(__linux__)
#include <dlfcn.h>
#include <iconv.h>

typedef int (*earshot_kakasi_getopt_argv_t)(int, char **);

/* Converts `text` between encodings; malloc'd and NUL-terminated, or NULL. */
static char *earshot_kakasi_iconv(const char *to, const char *from, const char *text) {
    iconv_t cd = iconv_open(to, from);
    if (cd == (iconv_t)-1) return NULL;
    size_t in_left = strlen(text);
    size_t size = in_left * 4 + 16;
    char *out = (char *)calloc(size, 1);
    if (out == NULL) {
        iconv_close(cd);
        return NULL;
    }
    char *in = (char *)text;
    char *cursor = out;
    size_t out_left = size - 1;
    size_t result = iconv(cd, &in, &in_left, &cursor, &out_left);
    iconv_close(cd);
    if (result == (size_t)-1) {
        free(out);
        return NULL;
    }
    return out;
}

/* Loads KAKASI and sets it to turn kanji into hiragana (-JH), leaving kana and Latin text as
   they are. 1 when it is ready (`kakasi` filled in), 0 when the library is missing. Call once. */
int earshot_kakasi_start(earshot_kakasi *kakasi) {
    kakasi->run = NULL;
    kakasi->release = NULL;
    const char *names[] = {"libkakasi.so.2", "libkakasi.so", NULL};
    void *library = NULL;
    for (int i = 0; names[i] != NULL && library == NULL; i++) library = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return 0;
    earshot_kakasi_getopt_argv_t getopt_argv = (earshot_kakasi_getopt_argv_t)dlsym(library, "kakasi_getopt_argv");
    earshot_kakasi_do_t run = (earshot_kakasi_do_t)dlsym(library, "kakasi_do");
    earshot_kakasi_free_t release = (earshot_kakasi_free_t)dlsym(library, "kakasi_free");
    if (getopt_argv == NULL || run == NULL) return 0;
    char *arguments[] = {"kakasi", "-JH", "-ieuc", "-oeuc", NULL};
    if (getopt_argv(4, arguments) != 0) return 0;
    kakasi->run = run;
    kakasi->release = release;
    return 1;
}

/* The reading of UTF-8 `text` in UTF-8 (malloc'd, free with free()), or NULL. */
char *earshot_kakasi_reading(const earshot_kakasi *kakasi, const char *text) {
    if (kakasi->run == NULL) return NULL;
    char *euc = earshot_kakasi_iconv("EUC-JP", "UTF-8", text);
    if (euc == NULL) return NULL;
    char *converted = kakasi->run(euc);
    free(euc);
    if (converted == NULL) return NULL;
    char *utf8 = earshot_kakasi_iconv("UTF-8", "EUC-JP", converted);
    if (kakasi->release != NULL) kakasi->release(converted); else free(converted);
    return utf8;
}
#else
int earshot_kakasi_start(earshot_kakasi *kakasi) {
    kakasi->run = NULL;
    kakasi->release = NULL;
    return 0;
}

char *earshot_kakasi_reading(const earshot_kakasi *kakasi, const char *text) {
    (void)kakasi;
    (void)text;
    return NULL;
}
#endif
