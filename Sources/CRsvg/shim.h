#ifndef ROTARY_CRSVG_SHIM_H
#define ROTARY_CRSVG_SHIM_H
#include <librsvg/rsvg.h>
#endif
