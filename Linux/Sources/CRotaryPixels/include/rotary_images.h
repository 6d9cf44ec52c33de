#ifndef ROTARY_IMAGES_H
#define ROTARY_IMAGES_H

#include <stdint.h>

/// Turns (or moves, or scales) a premultiplied ARGB32 image through an affine map with a
/// bilinear filter into a destination that is already transparent (a new Cairo image is):
/// the same pixels as `rotary_pixels_resample_bilinear` computes, in the same sampling
/// convention, but only pixels whose four nearest source pixels are not all transparent are
/// computed and written; the rest are left as they are. Icons are mostly transparent, so a
/// turned icon costs about half as much this way.
///
/// The centre of destination pixel (x, y) shows the source point
/// `u = xx·(x + ½) + xy·(y + ½) + x0`, `v = yx·(x + ½) + yy·(y + ½) + y0`, in source pixels
/// whose centres lie at whole coordinates plus ½. Points whose four nearest source pixels are
/// not all inside the source are left transparent. The weights have 1/128 pixel precision
/// (SSE2 where the compiler targets it, the same numbers without). Does nothing when a size is
/// not positive or a coefficient is not finite or above 4 096.
void rotary_images_turn_bilinear(const uint8_t *source, int32_t source_width, int32_t source_height,
                                 int32_t source_stride, uint8_t *destination, int32_t destination_width,
                                 int32_t destination_height, int32_t destination_stride, double xx, double yx,
                                 double xy, double yy, double x0, double y0);

#endif
