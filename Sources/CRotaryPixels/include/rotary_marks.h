#ifndef ROTARY_MARKS_H
#define ROTARY_MARKS_H

#include <stdint.h>

/// Two colours, premultiplied, each channel in 0…1: a fill and an outline painted over it.
typedef struct rotary_marks_colors {
    float fill_red, fill_green, fill_blue, fill_alpha;
    float stroke_red, stroke_green, stroke_blue, stroke_alpha;
} rotary_marks_colors;

/// One filled and outlined ellipse, placed on an image's pixels.
///
/// The ellipse's own frame is centred on it, in points, its axes along x and y (semi-axes
/// `semi_x`, `semi_y`). A pixel offset `(px, py)` from the centre (in pixels) lands in the
/// frame at `(inverse_a·px + inverse_c·py, inverse_b·px + inverse_d·py)`; a direction `(x, y)`
/// of the frame points along `(grid_a·x + grid_c·y, grid_b·x + grid_d·y)` on the pixels, per
/// point (the map times `1 / pixels_per_point`, a rotation for a similarity).
typedef struct rotary_marks_ellipse {
    /// The centre, in the image's pixels (pixel centres at whole numbers plus ½).
    double center_x, center_y;
    double inverse_a, inverse_b, inverse_c, inverse_d;
    double grid_a, grid_b, grid_c, grid_d;
    double semi_x, semi_y;
    /// Pixels per point and the outline's width in pixels (0: no outline).
    double pixels_per_point, line_width;
} rotary_marks_ellipse;

/// Writes the pixels of `pixels` (premultiplied ARGB32, `width` × `height`, `stride` pixels a
/// row) that the ellipse covers, fill and outline together, as Cairo's fill then stroke would
/// colour them over transparency; leaves the others as they are. Each pixel's coverage comes
/// from its distance to the rim, `(g − 1)·g / |∇g|` with `g² = (x/a)² + (y/b)²`, taken as a
/// straight edge across the pixel (`rotary_marks_area_below`). Does nothing for bad numbers.
void rotary_marks_paint_ellipse(uint32_t *pixels, int32_t stride, int32_t width, int32_t height,
                                const rotary_marks_ellipse *ellipse, const rotary_marks_colors *colors);

/// Copies the pixels of `patch` (`patch_width` × `patch_height`, `patch_stride` pixels a row)
/// that are not transparent into `pixels` (`width` × `height`, `stride` pixels a row) through a
/// symmetry of the pixel grid: patch pixel (i, j) lands on pixel
/// `(x0 + xx·i + xy·j, y0 + yx·i + yy·j)`, where `xx`, `xy`, `yx`, `yy` are −1, 0 or 1 and make a
/// quarter turn, a mirror or none. Pixels landing outside are skipped; nothing is done for a
/// map that is not such a symmetry.
void rotary_marks_place(const uint32_t *patch, int32_t patch_stride, int32_t patch_width, int32_t patch_height,
                        uint32_t *pixels, int32_t stride, int32_t width, int32_t height, int32_t xx, int32_t xy,
                        int32_t yx, int32_t yy, int32_t x0, int32_t y0);

/// How much of a pixel (a unit square centred on the origin) lies on the side `n · p ≤ t` of a
/// straight edge whose unit normal has the absolute components `u ≥ v`.
float rotary_marks_area_below(float t, float u, float v);

/// The pixel of an outline over a fill: `fill` covering `fill_coverage` of the pixel, the
/// outline covering `stroke_coverage` of it on top, premultiplied ARGB32.
uint32_t rotary_marks_pixel(const rotary_marks_colors *colors, float fill_coverage, float stroke_coverage);

/// A ring (an annulus, a full circle stroked without caps), in an image's pixels: its centre,
/// the radius of its middle line and its width, in pixels.
typedef struct rotary_marks_ring {
    double center_x, center_y, radius, line_width;
} rotary_marks_ring;

/// Writes every pixel of the rows `first_row` ..< `last_row` between columns `from` ..< `to` of
/// `pixels` (premultiplied ARGB32, `stride` pixels a row): the flat colour `red`…`alpha`
/// (premultiplied, 0…1) times how much of the pixel the ring covers, transparent where it does
/// not cover it. The coverage is the area between the ring's two rims taken as straight edges
/// across the pixel. Does nothing for bad numbers.
void rotary_marks_paint_ring(uint32_t *pixels, int32_t stride, int32_t first_row, int32_t last_row, int32_t from,
                             int32_t to, const rotary_marks_ring *ring, float red, float green, float blue,
                             float alpha);

/// Adds `delta` to `*count` atomically and returns the new count: a block of pixels shared by
/// several images is freed when its count reaches 0, on whichever thread the last one goes.
int64_t rotary_marks_count_add(int64_t *count, int64_t delta);

#endif
