// The disc and segment painters compiled a second time for processors with AVX2, chosen at run
// time by `rotary_discs_paint_all` (when `vector` is 1): the same C and the same SSE2
// intrinsics, encoded with VEX (three-operand instructions, SSE4.1 rounding): the same
// operations in the same order, so the same bytes (no fused multiply-adds: AVX2 alone does not
// enable them, and disc_pixels.h turns contraction off). A modest constant-factor gain on the
// knob's body (its measurement: Benchmarks/NOTES.md). Empty where the compiler is not clang
// targeting x86-64.

// The condition of disc_avx2.h, here before any header: the names below must be renamed in
// every declaration this file sees.
#if defined(__x86_64__) && defined(__clang__) && defined(__SSE2__) && !defined(ROTARY_PIXELS_PORTABLE)
#define ROTARY_DISCS_AVX2_BUILD 1
#define rotary_discs_paint rotary_discs_paint_avx2
#define rotary_discs_paint_over_segments rotary_discs_paint_over_segments_avx2
#define rotary_discs_paint_over rotary_discs_paint_over_avx2
#define rotary_discs_paint_all rotary_discs_paint_all_avx2
#define rotary_disc_paint_rim rotary_disc_paint_rim_avx2
#define rotary_disc_paint_flat rotary_disc_paint_flat_avx2
#define rotary_disc_paint_radial rotary_disc_paint_radial_avx2
#define rotary_disc_paint_known rotary_disc_paint_known_avx2
#define rotary_segment_is_paintable rotary_segment_is_paintable_avx2
#define rotary_segment_plan rotary_segment_plan_avx2
#define rotary_segment_paint_row rotary_segment_paint_row_avx2
#define rotary_segments_symmetric rotary_segments_symmetric_avx2
#pragma clang attribute push(__attribute__((target("avx2"))), apply_to = function)
#include "disc_paint.c"
#include "disc_rim.c"
#include "disc_runs.c"
#include "segment_rows.c"
#pragma clang attribute pop
#else
// ISO C wants a translation unit to declare something.
typedef int rotary_discs_no_avx2;
#endif
