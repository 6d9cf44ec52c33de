#ifndef ROTARY_CPANGOCAIRO_SHIM_H
#define ROTARY_CPANGOCAIRO_SHIM_H
#include <pango/pangocairo.h>
#endif
