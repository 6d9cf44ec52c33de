#ifndef ROTARY_CCAIRO_SHIM_H
#define ROTARY_CCAIRO_SHIM_H
#include <cairo.h>
#endif
