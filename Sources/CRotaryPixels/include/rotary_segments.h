#ifndef ROTARY_SEGMENTS_H
#define ROTARY_SEGMENTS_H

#include <stdint.h>

#include "rotary_discs.h"

/// How a segment's ends are drawn (as Cairo's line caps).
enum {
    /// Cut square at each end.
    ROTARY_SEGMENT_BUTT = 0,
    /// A half disc around each end.
    ROTARY_SEGMENT_ROUND = 1,
    /// Cut square half the width beyond each end.
    ROTARY_SEGMENT_SQUARE = 2,
};

/// The longest side of a segment's box, in pixels: longer segments are not painted (the
/// caller draws them with Cairo).
#define ROTARY_SEGMENT_MAXIMUM_SIDE 512

/// A short straight line from (`x0`, `y0`) to (`x1`, `y1`), in image pixels (pixel centres at
/// whole numbers plus ½), stroked `2 · half_width` pixels wide in one premultiplied ARGB32
/// colour, with `cap` ends. Each pixel is covered by the stroke's area within it: across the
/// line and along it, each taken as two parallel straight edges (exact along a band; the
/// product of both at a butt or square corner), a round cap as a disc whose rim is taken as
/// straight across the pixel; where a cap and the band overlap, the larger coverage.
typedef struct rotary_segment {
    double x0, y0, x1, y1;
    double half_width;
    int32_t cap;
    uint32_t colour;
} rotary_segment;

/// Whether `segment` can be painted: finite ends, a width within 0…64 pixels, its box within
/// `ROTARY_SEGMENT_MAXIMUM_SIDE` pixels a side, a known cap. Those that cannot are skipped by
/// `rotary_discs_paint_over_segments`.
int32_t rotary_segment_is_paintable(const rotary_segment *segment);

/// As `rotary_discs_paint`, with `segment_count` segments painted first (in order, each OVER
/// what the ones before left), then the discs over them: the image Cairo draws stroking the
/// segments and then the discs on a transparent surface. The portable and the vector code
/// give the same bytes (segments are painted by portable code only). Where the discs and the
/// segments are all mirror-symmetric about the image's middle column (each segment's mirror
/// image among the segments, within a millionth of a pixel), the right half is the left half
/// mirrored (two mirrored segments that overlap may then differ there by a rounding step).
void rotary_discs_paint_over_segments(uint32_t *pixels, int32_t width, int32_t height, int32_t stride,
                                      const rotary_segment *segments, int32_t segment_count, const rotary_disc *discs,
                                      int32_t count, int32_t vector);

#endif
