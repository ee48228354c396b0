/* CEspeakNG: the eSpeak NG C API (1.51+), for EarshotSpeech only.
   speak_lib.h is the classic API (espeak_Initialize, espeak_Synth, ...);
   espeak_ng.h adds the espeak_ng_* calls with real status codes. */
#ifndef EARSHOT_CESPEAKNG_SHIM_H
#define EARSHOT_CESPEAKNG_SHIM_H
#include <espeak-ng/speak_lib.h>
#include <espeak-ng/espeak_ng.h>
#endif
