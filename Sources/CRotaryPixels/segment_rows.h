#ifndef ROTARY_SEGMENT_ROWS_H
#define ROTARY_SEGMENT_ROWS_H

// A segment prepared for painting row by row (private to CRotaryPixels; see segment_rows.c).

#include <stdint.h>

#include "rotary_segments.h"

/// A segment's numbers for its rows: the band's start (a square cap's moved back), unit
/// direction and length, the straight-edge constants of its direction, its round caps'
/// centres, and its box of pixels [left, right) × [top, bottom).
typedef struct segment_plan {
    double x0, y0, sx, sy, ex, ey;
    float ux, uy, length, half;
    float a, b, v, inverse_twice;
    int32_t round;
    uint32_t colour;
    int32_t left, right, top, bottom;
} segment_plan;

/// The plan of a paintable segment.
segment_plan rotary_segment_plan(const rotary_segment *segment);

/// Paints the segment's pixels of the row whose pixel centres lie at `y`, columns [lo, hi),
/// OVER what the row holds.
void rotary_segment_paint_row(const segment_plan *plan, uint32_t *row, double y, int32_t lo, int32_t hi);

/// Whether the segments whose `usable` entry is set are, as a set, mirror-symmetric about
/// x = `width` / 2 (each one's mirror image among them, within a millionth of a pixel).
int32_t rotary_segments_symmetric(const rotary_segment *segments, const uint8_t *usable, int32_t count, int32_t width);

#endif
