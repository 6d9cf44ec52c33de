#include "rotary_pixels.h"

#include <math.h>
#include <string.h>

#if defined(__SSE2__) && !defined(ROTARY_PIXELS_PORTABLE)
#include <emmintrin.h>
#else
/// The four channels of a pixel spread over 16-bit lanes (blue, red, green, alpha), so that a
/// channel times a weight of at most 128, plus another such product, never carries.
static inline uint64_t spread(uint32_t pixel) {
    return (uint64_t)(pixel & 0x00FF00FFu) | ((uint64_t)(pixel & 0xFF00FF00u) << 24);
}

/// `first·(128 − weight) + second·weight`, divided by 128 (rounded down), channel by channel.
static inline uint64_t mix(uint64_t first, uint64_t second, uint64_t weight) {
    return ((first * (128 - weight) + second * weight) >> 7) & 0x00FF00FF00FF00FFull;
}
#endif

/// One bilinear sample: `texel` is the upper left of the four pixels, `fu`, `fv` the weights of
/// the right and the lower ones in 1/128. The SSE2 path and the portable one compute the same
/// numbers (a vertical mix, then a horizontal one, each rounded down).
static inline uint32_t sample(const uint8_t *texel, int32_t stride, int32_t fu, int32_t fv) {
#if defined(__SSE2__) && !defined(ROTARY_PIXELS_PORTABLE)
    const __m128i zero = _mm_setzero_si128();
    const __m128i top = _mm_unpacklo_epi8(_mm_loadl_epi64((const __m128i *)texel), zero);
    const __m128i bottom = _mm_unpacklo_epi8(_mm_loadl_epi64((const __m128i *)(texel + stride)), zero);
    __m128i column = _mm_add_epi16(_mm_mullo_epi16(top, _mm_set1_epi16((short)(128 - fv))),
                                   _mm_mullo_epi16(bottom, _mm_set1_epi16((short)fv)));
    column = _mm_srli_epi16(column, 7);
    const short left = (short)(128 - fu), right = (short)fu;
    __m128i row = _mm_mullo_epi16(column, _mm_set_epi16(right, right, right, right, left, left, left, left));
    row = _mm_srli_epi16(_mm_add_epi16(row, _mm_srli_si128(row, 8)), 7);
    return (uint32_t)_mm_cvtsi128_si32(_mm_packus_epi16(row, row));
#else
    const uint32_t *upper = (const uint32_t *)texel, *lower = (const uint32_t *)(texel + stride);
    const uint64_t left = mix(spread(upper[0]), spread(lower[0]), (uint64_t)fv);
    const uint64_t right = mix(spread(upper[1]), spread(lower[1]), (uint64_t)fv);
    const uint64_t both = mix(left, right, (uint64_t)fu);
    return (uint32_t)(both | (both >> 24));
#endif
}

#include "cpu_avx2.h"

#if ROTARY_PIXELS_AVX2
/// The pixels `first` … of a row, four at a time with AVX2, up to the last whole four before
/// `end`; returns where it stopped (the rest is done one at a time) and steps the fixed-point
/// positions on as far. Each pixel gets the same numbers as `sample` (the same vertical then
/// horizontal mixes, each rounded down, in 16-bit lanes: two pixels per 256-bit operation),
/// and a pixel whose four source pixels are not all inside the source is transparent, as in
/// the loop one pixel at a time.
__attribute__((target("avx2"))) static int32_t resample_span_avx2(const uint8_t *source, int32_t stride, uint32_t last_u,
                                                                 uint32_t last_v, uint32_t *row, int32_t first, int32_t end,
                                                                 int32_t *fixed_u, int32_t *fixed_v, int32_t step_u,
                                                                 int32_t step_v) {
    int32_t u = *fixed_u, v = *fixed_v, x = first;
    const __m256i full = _mm256_set1_epi16(128), order = _mm256_setr_epi32(0, 4, 2, 6, 0, 0, 0, 0);
    const __m256i pairs = _mm256_setr_epi32(0, 0, 0, 0, 1, 1, 1, 1), halves = _mm256_setr_epi32(0, 0, 1, 1, 2, 2, 3, 3);
    const __m128i steps_u = _mm_setr_epi32(0, step_u, 2 * step_u, 3 * step_u);
    const __m128i steps_v = _mm_setr_epi32(0, step_v, 2 * step_v, 3 * step_v);
    const __m128i limit_u = _mm_set1_epi32((int32_t)last_u), limit_v = _mm_set1_epi32((int32_t)last_v);
    const __m128i seven = _mm_set1_epi32(0x7F), rows = _mm_set1_epi32(stride), minus = _mm_set1_epi32(-1);
    for (; x + 4 <= end; x += 4, u += 4 * step_u, v += 4 * step_v) {
        // The four positions, as the loop one pixel at a time steps them (no overflow: small images).
        const __m128i pu = _mm_add_epi32(_mm_set1_epi32(u), steps_u), pv = _mm_add_epi32(_mm_set1_epi32(v), steps_v);
        const __m128i column = _mm_srai_epi32(pu, 16), line = _mm_srai_epi32(pv, 16);
        // Inside: u ≥ 0, v ≥ 0, column < last_u, line < last_v (then column and line are ≥ 0 too).
        const __m128i outside = _mm_or_si128(_mm_or_si128(_mm_cmpgt_epi32(_mm_setzero_si128(), pu), _mm_cmpgt_epi32(_mm_setzero_si128(), pv)),
                                             _mm_or_si128(_mm_cmpgt_epi32(column, _mm_add_epi32(limit_u, minus)),
                                                          _mm_cmpgt_epi32(line, _mm_add_epi32(limit_v, minus))));
        if (_mm_movemask_epi8(outside) == 0xFFFF) continue;
        // Outside lanes read the first texel and are cleared at the end.
        const __m128i offset = _mm_andnot_si128(outside, _mm_add_epi32(_mm_mullo_epi32(line, rows), _mm_slli_epi32(column, 2)));
        const uint8_t *a = source + _mm_cvtsi128_si32(offset), *b = source + _mm_extract_epi32(offset, 1);
        const uint8_t *c = source + _mm_extract_epi32(offset, 2), *d = source + _mm_extract_epi32(offset, 3);
        const __m128i upper0 = _mm_unpacklo_epi64(_mm_loadl_epi64((const __m128i *)a), _mm_loadl_epi64((const __m128i *)b));
        const __m128i upper1 = _mm_unpacklo_epi64(_mm_loadl_epi64((const __m128i *)c), _mm_loadl_epi64((const __m128i *)d));
        const __m128i lower0 = _mm_unpacklo_epi64(_mm_loadl_epi64((const __m128i *)(a + stride)),
                                                  _mm_loadl_epi64((const __m128i *)(b + stride)));
        const __m128i lower1 = _mm_unpacklo_epi64(_mm_loadl_epi64((const __m128i *)(c + stride)),
                                                  _mm_loadl_epi64((const __m128i *)(d + stride)));
        const __m128i any = _mm_or_si128(_mm_or_si128(upper0, upper1), _mm_or_si128(lower0, lower1));
        // Sixteen transparent source pixels mix to transparent: the row is cleared already.
        if (_mm_testz_si128(any, any)) continue;
        // Weights in 1/128: across (right) and down (lower), as 16-bit lanes per pixel.
        const __m128i across = _mm_and_si128(_mm_srai_epi32(pu, 9), seven), down = _mm_and_si128(_mm_srai_epi32(pv, 9), seven);
        const __m128i down16 = _mm_packs_epi32(down, down), across16 = _mm_packs_epi32(across, across);
        const __m128i left16 = _mm_sub_epi16(_mm_set1_epi16(128), across16);
        // [down a ×8 | down b ×8] and [down c ×8 | down d ×8].
        const __m256i downs = _mm256_castsi128_si256(_mm_unpacklo_epi16(down16, down16));
        const __m256i down01 = _mm256_permutevar8x32_epi32(downs, pairs);
        const __m256i down23 = _mm256_permutevar8x32_epi32(downs, _mm256_add_epi32(pairs, _mm256_set1_epi32(2)));
        // [left a ×4, across a ×4 | left b ×4, across b ×4], and the same for c, d.
        const __m128i lefts = _mm_unpacklo_epi16(left16, left16), rights = _mm_unpacklo_epi16(across16, across16);
        const __m256i sides01 = _mm256_permutevar8x32_epi32(_mm256_castsi128_si256(_mm_unpacklo_epi32(lefts, rights)), halves);
        const __m256i sides23 = _mm256_permutevar8x32_epi32(_mm256_castsi128_si256(_mm_unpackhi_epi32(lefts, rights)), halves);
        __m256i column0 = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_cvtepu8_epi16(upper0), _mm256_sub_epi16(full, down01)),
                                           _mm256_mullo_epi16(_mm256_cvtepu8_epi16(lower0), down01));
        __m256i column1 = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_cvtepu8_epi16(upper1), _mm256_sub_epi16(full, down23)),
                                           _mm256_mullo_epi16(_mm256_cvtepu8_epi16(lower1), down23));
        const __m256i sum0 = _mm256_mullo_epi16(_mm256_srli_epi16(column0, 7), sides01);
        const __m256i sum1 = _mm256_mullo_epi16(_mm256_srli_epi16(column1, 7), sides23);
        const __m256i mixed0 = _mm256_srli_epi16(_mm256_add_epi16(sum0, _mm256_srli_si256(sum0, 8)), 7);
        const __m256i mixed1 = _mm256_srli_epi16(_mm256_add_epi16(sum1, _mm256_srli_si256(sum1, 8)), 7);
        // Per 128-bit half: pixel a (b) in its first four bytes, pixel c (d) in its third four.
        const __m256i packed = _mm256_permutevar8x32_epi32(_mm256_packus_epi16(mixed0, mixed1), order);
        _mm_storeu_si128((__m128i *)(row + x), _mm_andnot_si128(outside, _mm256_castsi256_si128(packed)));
    }
    *fixed_u = u;
    *fixed_v = v;
    return x;
}
#endif

/// Narrows `[low, high)` to the x for which `start + step·x` lies in `[0, limit)`.
static void narrow(double start, double step, double limit, double *low, double *high) {
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

void rotary_pixels_resample_bilinear(const uint8_t *source, int32_t source_width, int32_t source_height,
                                     int32_t source_stride, uint8_t *destination, int32_t destination_width,
                                     int32_t destination_height, int32_t destination_stride, double xx, double yx,
                                     double xy, double yy, double x0, double y0) {
    rotary_pixels_resample_bilinear_wide(source, source_width, source_height, source_stride, destination, destination_width,
                                         destination_height, destination_stride, xx, yx, xy, yy, x0, y0, 1);
}

void rotary_pixels_resample_bilinear_wide(const uint8_t *source, int32_t source_width, int32_t source_height,
                                          int32_t source_stride, uint8_t *destination, int32_t destination_width,
                                          int32_t destination_height, int32_t destination_stride, double xx, double yx,
                                          double xy, double yy, double x0, double y0, int32_t wide) {
#if !ROTARY_PIXELS_AVX2
    (void)wide;
#endif
    if (source_width <= 0 || source_height <= 0 || destination_width <= 0 || destination_height <= 0) return;
    if (!isfinite(xx) || !isfinite(yx) || !isfinite(xy) || !isfinite(yy) || !isfinite(x0) || !isfinite(y0)) {
        for (int32_t y = 0; y < destination_height; y++)
            memset(destination + (size_t)y * (size_t)destination_stride, 0, (size_t)destination_width * 4);
        return;
    }
    // Sample positions in 16.16 fixed point, measured from the first pixel's centre.
    const int32_t step_u = (int32_t)lrint(xx * 65536.0), step_v = (int32_t)lrint(yx * 65536.0);
    const uint32_t last_u = (uint32_t)(source_width - 1), last_v = (uint32_t)(source_height - 1);
    for (int32_t y = 0; y < destination_height; y++) {
        uint32_t *row = (uint32_t *)(destination + (size_t)y * (size_t)destination_stride);
        memset(row, 0, (size_t)destination_width * 4);
        const double u = xx * 0.5 + xy * (y + 0.5) + x0 - 0.5;
        const double v = yx * 0.5 + yy * (y + 0.5) + y0 - 0.5;
        double low = 0, high = destination_width;
        narrow(u, xx, source_width - 1, &low, &high);
        narrow(v, yx, source_height - 1, &low, &high);
        if (!(low < high)) continue;
        int32_t first = (int32_t)ceil(low), end = (int32_t)ceil(high);
        if (first < 0) first = 0;
        if (end > destination_width) end = destination_width;
        int32_t fixed_u = (int32_t)lrint((u + xx * first) * 65536.0);
        int32_t fixed_v = (int32_t)lrint((v + yx * first) * 65536.0);
        int32_t x = first;
#if ROTARY_PIXELS_AVX2
        if (wide && rotary_pixels_avx2()) x = resample_span_avx2(source, source_stride, last_u, last_v, row, first, end, &fixed_u, &fixed_v,
                                                     step_u, step_v);
#endif
        for (; x < end; x++, fixed_u += step_u, fixed_v += step_v) {
            // The span is computed in floating point; rounding may put its ends a hair outside.
            const uint32_t column = (uint32_t)(fixed_u >> 16), line = (uint32_t)(fixed_v >> 16);
            if (fixed_u < 0 || fixed_v < 0 || column >= last_u || line >= last_v) continue;
            const uint8_t *texel = source + (size_t)line * (size_t)source_stride + (size_t)column * 4;
            uint64_t upper, lower;
            memcpy(&upper, texel, sizeof upper);
            memcpy(&lower, texel + source_stride, sizeof lower);
            // Four transparent pixels mix to transparent: the row is cleared already.
            if ((upper | lower) == 0) continue;
            row[x] = sample(texel, source_stride, (fixed_u >> 9) & 0x7F, (fixed_v >> 9) & 0x7F);
        }
    }
}

int32_t rotary_pixels_is_optimized(void) {
#if defined(__OPTIMIZE__)
    return 1;
#else
    return 0;
#endif
}
