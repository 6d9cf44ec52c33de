#ifndef ROTARY_PIXELS_H
#define ROTARY_PIXELS_H

#include <stdint.h>

/// Resamples a premultiplied ARGB32 image through an affine map with a bilinear filter, the way
/// a GPU compositor turns a layer: writes every pixel of `destination` (`destination_width` ×
/// `destination_height`, `destination_stride` bytes a row; overwritten, not blended).
///
/// The centre of destination pixel (x, y) shows the source point
/// `u = xx·(x + ½) + xy·(y + ½) + x0`, `v = yx·(x + ½) + yy·(y + ½) + y0`, in source pixels
/// whose centres lie at whole coordinates plus ½. Points whose four nearest source pixels are
/// not all inside the source are transparent, so the source's outermost row and column of
/// pixels should be transparent (a margin) for its edges to fade smoothly. The weights have
/// 1/128 pixel precision (four pixels at a time with AVX2 where the CPU has it, else SSE2 where
/// the compiler targets it; the same numbers without). Returns without writing when a size is not positive.
void rotary_pixels_resample_bilinear(const uint8_t *source, int32_t source_width, int32_t source_height,
                                     int32_t source_stride, uint8_t *destination, int32_t destination_width,
                                     int32_t destination_height, int32_t destination_stride, double xx, double yx,
                                     double xy, double yy, double x0, double y0);

/// ``rotary_pixels_resample_bilinear``, four pixels at a time with AVX2 when `wide` is not 0
/// and the CPU has it (chosen at run time; the same numbers), else one at a time.
void rotary_pixels_resample_bilinear_wide(const uint8_t *source, int32_t source_width, int32_t source_height,
                                          int32_t source_stride, uint8_t *destination, int32_t destination_width,
                                          int32_t destination_height, int32_t destination_stride, double xx, double yx,
                                          double xy, double yy, double x0, double y0, int32_t wide);

/// The reach of what a premultiplied ARGB32 image shows (`width` × `height`, `stride` bytes a
/// row): the box of its pixels that are not transparent, written to `box` as left, top, right,
/// bottom (right and bottom exclusive), and the largest distance from the point (`cx`, `cy`)
/// (pixel corners at whole coordinates) to a corner of such a pixel. Returns -1 (and a box of
/// zeros) when every pixel is transparent or an argument is not usable. Each row is scanned
/// from both ends up to its first pixel that is not transparent.
double rotary_pixels_reach(const uint8_t *pixels, int32_t width, int32_t height, int32_t stride, double cx, double cy,
                           int32_t *box);

/// Composes a premultiplied ARGB32 image under another of the same size (`width` × `height`;
/// rows `source_stride` and `destination_stride` bytes apart): each `destination` pixel becomes
/// itself plus the `source` pixel times what the destination leaves uncovered
/// (`d + s·(255 − dₐ)/255`, rounded to nearest as pixman rounds its OVER operator), which is
/// the source drawn first and the destination over it. Returns without writing when a size
/// is not positive.
void rotary_pixels_compose_under(uint8_t *destination, int32_t destination_stride, const uint8_t *source,
                                 int32_t source_stride, int32_t width, int32_t height);

/// Whether this code was compiled with optimisation: 1 or 0. Unoptimised (a debug build, -O0),
/// the resampler runs about 14 times slower than optimised, slower than drawing a small layer
/// from its vectors.
int32_t rotary_pixels_is_optimized(void);

#endif
