/* CLouis: the few liblouis calls EarshotBraille makes, behind a library opened when it is
   first needed (dlopen), for EarshotBraille only.

   Nothing links liblouis and building needs none of its files: a binary that never shows
   braille runs where it is not installed, and `earshot listen --braille` says what to install.
   `EARSHOT_LIBLOUIS` names the library file to open instead of the system's (a file that is not
   there runs as if liblouis were not installed: the tests of that path set it).

   liblouis is not thread-safe (its table cache is global): every call below holds one lock. */
#ifndef EARSHOT_CLOUIS_H
#define EARSHOT_CLOUIS_H

#include <stdint.h>

/* Why liblouis cannot be used (dlopen's or dlsym's reason), or NULL when it can. Opens the
   library on its first call. */
const char *earshot_louis_load_error(void);

/* liblouis's version ("3.24.0"), or NULL when it cannot be used. */
const char *earshot_louis_version(void);

/* 1 when liblouis finds and compiles the table list `tables` ("en-ueb-g2.ctb"), else 0. */
int earshot_louis_check_table(const char *tables);

/* Translates `input` (`input_length` Unicode scalars) with `tables` into Unicode braille
   cells (U+2800 and up, a space as U+2800), at most `capacity` of them into `output`.
   Returns how many cells were written, `capacity` when they may not all have fit (the output
   filled, or liblouis stopped before the end of the input: try again with more room), or -1
   when liblouis cannot be used or fails. */
int earshot_louis_translate(const char *tables, const uint32_t *input, int input_length, uint32_t *output, int capacity);

/* As earshot_louis_translate, and for each cell written, the index in `input` of the character
   it translates into `input_positions` (room for `capacity` of them): what splits a line's
   print text as its cells are split into the display's pan windows. */
int earshot_louis_translate_positions(
    const char *tables, const uint32_t *input, int input_length, uint32_t *output, int *input_positions, int capacity);

#endif
