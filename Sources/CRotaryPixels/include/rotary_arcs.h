#ifndef ROTARY_ARCS_H
#define ROTARY_ARCS_H

#include <stdint.h>

/// An arc stroked in one flat colour with butt or round caps, in an image's pixels: the ring it
/// lies on (centre, radius of its middle line, width), the two lines through the centre that
/// cut it (each as its unit normal pointing into the arc), its two ends on the middle line, and
/// whether it sweeps more than half a turn (the arc's sector is then the union of the two
/// half-planes, else their intersection).
typedef struct rotary_arcs_band {
    double center_x, center_y, radius, line_width;
    double start_normal_x, start_normal_y, finish_normal_x, finish_normal_y;
    double start_x, start_y, finish_x, finish_y;
    int32_t is_wide, has_round_caps;
} rotary_arcs_band;

/// Writes every pixel of the rows `first_row` ..< `last_row` between columns `from` ..< `to` of
/// `pixels` (premultiplied ARGB32, `stride` pixels a row): the flat colour `red`…`alpha`
/// (premultiplied, 0…1) times how much of the pixel the stroke covers. The coverage is the
/// ring's (its rims taken as straight across the pixel) times the pixel's area within the
/// sector (the cut lines taken the same way); with round caps, the larger of that and the area
/// within each cap's disc. Meant for the pixels near the ends: elsewhere the ring's painter
/// gives the same pixels for less. Does nothing for bad numbers.
void rotary_arcs_paint_ends(uint32_t *pixels, int32_t stride, int32_t first_row, int32_t last_row, int32_t from,
                            int32_t to, const rotary_arcs_band *band, float red, float green, float blue,
                            float alpha);

#endif
