/* CKakasi: KAKASI (libkakasi2, Debian's libkakasi2-dev) for EarshotSpeech only, to give eSpeak NG's
   Japanese voice, which reads kana only, the kana reading of kanji in an app's text.

   Loaded at run time (dlopen, kakasi.c), never linked: the package builds, and everything but
   the kanji readings works, on a machine without KAKASI; earshot then says so on standard error.
   KAKASI keeps its state in C globals: callers serialize every call (EarshotSpeech's lock).
   It reads and writes EUC-JP; iconv converts from and to UTF-8 (Linux only: glibc's iconv;
   elsewhere KAKASI is never loaded). */
#ifndef EARSHOT_CKAKASI_H
#define EARSHOT_CKAKASI_H

typedef char *(*earshot_kakasi_do_t)(char *);
typedef int (*earshot_kakasi_free_t)(char *);

/* A loaded KAKASI: its two calls (NULL when it is not loaded). */
typedef struct {
    earshot_kakasi_do_t run;
    earshot_kakasi_free_t release;
} earshot_kakasi;

/* Loads KAKASI and sets it to turn kanji into hiragana (-JH), leaving kana and Latin text as
   they are. 1 when it is ready (`kakasi` filled in), 0 when the library is missing. Call once. */
__attribute__((visibility("hidden"))) int earshot_kakasi_start(earshot_kakasi *kakasi);

/* The reading of UTF-8 `text` in UTF-8 (malloc'd, free with free()), or NULL. */
__attribute__((visibility("hidden"))) char *earshot_kakasi_reading(const earshot_kakasi *kakasi, const char *text);

#endif
