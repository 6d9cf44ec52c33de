#ifndef ROTARY_DISC_AVX2_H
#define ROTARY_DISC_AVX2_H

// Whether the painters have an AVX2 build (disc_avx2.c), and its entry point (private to
// CRotaryPixels).

#include <stdint.h>

#include "rotary_segments.h"

/// What `rotary_discs_paint`, `rotary_discs_paint_over` and `rotary_discs_paint_over_segments`
/// call: the segments (may be none), then the discs, over cleared pixels or, with `over`, over
/// what the pixels hold (nothing cleared, no row mirrored).
void rotary_discs_paint_all(uint32_t *pixels, int32_t width, int32_t height, int32_t stride,
                            const rotary_segment *segments, int32_t segment_count, const rotary_disc *discs,
                            int32_t count, int32_t vector, int32_t over);

#if defined(__x86_64__) && defined(__clang__) && defined(__SSE2__) && !defined(ROTARY_PIXELS_PORTABLE)
#define ROTARY_DISCS_HAS_AVX2 1
/// `rotary_discs_paint_all` compiled for AVX2 (call only where the processor has it).
void rotary_discs_paint_all_avx2(uint32_t *pixels, int32_t width, int32_t height, int32_t stride,
                                 const rotary_segment *segments, int32_t segment_count, const rotary_disc *discs,
                                 int32_t count, int32_t vector, int32_t over);
#else
#define ROTARY_DISCS_HAS_AVX2 0
#endif

#endif
