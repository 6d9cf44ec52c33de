#include "rotary_images.h"

#include <math.h>
#include <string.h>

#if defined(__SSE2__) && !defined(ROTARY_PIXELS_PORTABLE)
#include <emmintrin.h>
#else
/// The four channels of a pixel spread over 16-bit lanes (blue, red, green, alpha), so that a
/// channel times a weight of at most 128, plus another such product, never carries.
static inline uint64_t image_spread(uint32_t pixel) {
    return (uint64_t)(pixel & 0x00FF00FFu) | ((uint64_t)(pixel & 0xFF00FF00u) << 24);
}

/// `first·(128 − weight) + second·weight`, divided by 128 (rounded down), channel by channel.
static inline uint64_t image_mix(uint64_t first, uint64_t second, uint64_t weight) {
    return ((first * (128 - weight) + second * weight) >> 7) & 0x00FF00FF00FF00FFull;
}
#endif

/// One bilinear sample of the four pixels from `texel` (two in a row, two below), `fu`, `fv`
/// the weights of the right and the lower ones in 1/128 (a vertical mix, then a horizontal one,
/// each rounded down: the numbers of `rotary_pixels_resample_bilinear`), written to `pixel`;
/// nothing is written when all four are transparent (premultiplied: all zero).
static inline void image_sample(const uint8_t *texel, int32_t stride, int32_t fu, int32_t fv, uint32_t *pixel) {
#if defined(__SSE2__) && !defined(ROTARY_PIXELS_PORTABLE)
    const __m128i zero = _mm_setzero_si128();
    const __m128i upper = _mm_loadl_epi64((const __m128i *)texel);
    const __m128i lower = _mm_loadl_epi64((const __m128i *)(texel + stride));
    if (_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_or_si128(upper, lower), zero)) == 0xFFFF) return;
    const __m128i top = _mm_unpacklo_epi8(upper, zero), bottom = _mm_unpacklo_epi8(lower, zero);
    __m128i column = _mm_add_epi16(_mm_mullo_epi16(top, _mm_set1_epi16((short)(128 - fv))),
                                   _mm_mullo_epi16(bottom, _mm_set1_epi16((short)fv)));
    column = _mm_srli_epi16(column, 7);
    const short left = (short)(128 - fu), right = (short)fu;
    __m128i row = _mm_mullo_epi16(column, _mm_set_epi16(right, right, right, right, left, left, left, left));
    row = _mm_srli_epi16(_mm_add_epi16(row, _mm_srli_si128(row, 8)), 7);
    *pixel = (uint32_t)_mm_cvtsi128_si32(_mm_packus_epi16(row, row));
#else
    uint32_t upper[2], lower[2];
    memcpy(upper, texel, sizeof upper);
    memcpy(lower, texel + stride, sizeof lower);
    if ((upper[0] | upper[1] | lower[0] | lower[1]) == 0) return;
    const uint64_t left = image_mix(image_spread(upper[0]), image_spread(lower[0]), (uint64_t)fv);
    const uint64_t right = image_mix(image_spread(upper[1]), image_spread(lower[1]), (uint64_t)fv);
    const uint64_t both = image_mix(left, right, (uint64_t)fu);
    *pixel = (uint32_t)(both | (both >> 24));
#endif
}

/// Whether the fixed-point position (`u`, `v`) has its four nearest pixels inside the source.
static inline int image_inside(int32_t u, int32_t v, uint32_t last_u, uint32_t last_v) {
    return u >= 0 && v >= 0 && (uint32_t)(u >> 16) < last_u && (uint32_t)(v >> 16) < last_v;
}

/// Narrows `[low, high)` to the x for which `start + step·x` lies in `[0, limit)`.
static void image_narrow(double start, double step, double limit, double *low, double *high) {
    if (fabs(step) < 1e-12) {
        if (start < 0 || start >= limit) *high = *low;
        return;
    }
    double first = (0 - start) / step, last = (limit - start) / step;
    if (first > last) {
        double swap = first;
        first = last;
        last = swap;
    }
    if (first > *low) *low = first;
    if (last < *high) *high = last;
}

void rotary_images_turn_bilinear(const uint8_t *source, int32_t source_width, int32_t source_height,
                                 int32_t source_stride, uint8_t *destination, int32_t destination_width,
                                 int32_t destination_height, int32_t destination_stride, double xx, double yx,
                                 double xy, double yy, double x0, double y0) {
    if (source_width <= 0 || source_height <= 0 || destination_width <= 0 || destination_height <= 0) return;
    if (!isfinite(xx) || !isfinite(yx) || !isfinite(xy) || !isfinite(yy) || !isfinite(x0) || !isfinite(y0)) return;
    // Steps of more than 4 096 source pixels a pixel are not a turn: nothing to show.
    if (fabs(xx) > 4096 || fabs(yx) > 4096 || fabs(xy) > 4096 || fabs(yy) > 4096) return;
    // Sample positions in 16.16 fixed point, measured from the first pixel's centre.
    const int32_t step_u = (int32_t)lrint(xx * 65536.0), step_v = (int32_t)lrint(yx * 65536.0);
    const uint32_t last_u = (uint32_t)(source_width - 1), last_v = (uint32_t)(source_height - 1);
    for (int32_t y = 0; y < destination_height; y++) {
        uint32_t *row = (uint32_t *)(destination + (size_t)y * (size_t)destination_stride);
        const double u = xx * 0.5 + xy * (y + 0.5) + x0 - 0.5;
        const double v = yx * 0.5 + yy * (y + 0.5) + y0 - 0.5;
        double low = 0, high = destination_width;
        image_narrow(u, xx, source_width - 1, &low, &high);
        image_narrow(v, yx, source_height - 1, &low, &high);
        if (!(low < high)) continue;
        int32_t first = (int32_t)ceil(low), end = (int32_t)ceil(high);
        if (first < 0) first = 0;
        if (end > destination_width) end = destination_width;
        int32_t fixed_u = (int32_t)lrint((u + xx * first) * 65536.0);
        int32_t fixed_v = (int32_t)lrint((v + yx * first) * 65536.0);
        // The span is computed in floating point; rounding may put its ends a hair outside:
        // trim them. Positions are linear in x, so a span inside at both ends is inside throughout.
        while (first < end && !image_inside(fixed_u, fixed_v, last_u, last_v)) {
            first++;
            fixed_u += step_u;
            fixed_v += step_v;
        }
        while (end > first && !image_inside(fixed_u + step_u * (end - 1 - first), fixed_v + step_v * (end - 1 - first),
                                            last_u, last_v)) {
            end--;
        }
        for (int32_t x = first; x < end; x++, fixed_u += step_u, fixed_v += step_v) {
            const uint8_t *texel = source + (size_t)(fixed_v >> 16) * (size_t)source_stride + (size_t)(fixed_u >> 16) * 4;
            image_sample(texel, source_stride, (fixed_u >> 9) & 0x7F, (fixed_v >> 9) & 0x7F, row + x);
        }
    }
}
