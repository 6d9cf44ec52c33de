// Rim pixels: each covered by its area inside the annulus, the rim taken as straight across
// the pixel (see disc_paint.c).

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "disc_pixels.h"

/// A rim pixel's coverage as a weight in 0…255: its area inside the annulus (`dx`, `dy` from the
/// centre), the rims taken as straight across it. The vector path computes the same numbers.
static inline uint32_t rim_weight(float dx, float ady, float dy2, float inner, float outer) {
    const float d = sqrtf(dx * dx + dy2);
    float u = 1, v = 0, inverse_twice = 0;
    if (d > 0) {
        // One division for 1 / d and 1 / (2uv) = d² / (2Mm), M and m the larger and smaller of
        // |dx| and |dy| (m taken as M where it is 0: v is then 0, and the quotient unused).
        const float adx = fabsf(dx);
        const float large = adx >= ady ? adx : ady, small = adx >= ady ? ady : adx;
        const float other = small > 0 ? small : large;
        const float r = 1 / (d * large * other);
        const float inverse = r * large * other;
        u = large * inverse;
        v = small * inverse;
        inverse_twice = r * (d * d * d) * 0.5f;
    }
    const float a = (u + v) * 0.5f, b = (u - v) * 0.5f;
    float coverage = rotary_disc_area(outer - d, a, b, v, inverse_twice);
    if (inner > 0 && d < inner + 0.75f) coverage -= rotary_disc_area(inner - d, a, b, v, inverse_twice);
    coverage = coverage > 0 ? coverage : 0;
    coverage = coverage < 1 ? coverage : 1;
    return (uint32_t)(coverage * 255 + 0.5f);
}

#if ROTARY_DISCS_SSE2
/// `a` where `mask` is set, `b` elsewhere.
static inline __m128 pick(__m128 mask, __m128 a, __m128 b) {
    return _mm_or_ps(_mm_and_ps(mask, a), _mm_andnot_ps(mask, b));
}

/// `max(x, 0)²`, four lanes.
static inline __m128 ramp2(__m128 x) {
    const __m128 positive = _mm_max_ps(x, _mm_setzero_ps());
    return _mm_mul_ps(positive, positive);
}

/// `rotary_disc_area` for four pixels (both forms computed, then chosen).
static inline __m128 area4(__m128 t, __m128 a, __m128 b, __m128 straight, __m128 inverse_twice) {
    const __m128 trapezoid = _mm_mul_ps(_mm_add_ps(_mm_sub_ps(_mm_sub_ps(ramp2(_mm_add_ps(t, a)), ramp2(_mm_add_ps(t, b))),
                                                              ramp2(_mm_sub_ps(t, b))),
                                                   ramp2(_mm_sub_ps(t, a))),
                                        inverse_twice);
    const __m128 area = pick(straight, _mm_add_ps(t, _mm_set1_ps(0.5f)), trapezoid);
    return _mm_min_ps(_mm_max_ps(area, _mm_setzero_ps()), _mm_set1_ps(1));
}

/// `rim_weight` for four pixels, as 32-bit lanes.
static inline __m128i rim_weight4(__m128 dx, __m128 ady, __m128 dy2, float inner, float outer) {
    const __m128 d = _mm_sqrt_ps(_mm_add_ps(_mm_mul_ps(dx, dx), dy2));
    const __m128 one = _mm_set1_ps(1), zero = _mm_setzero_ps(), half = _mm_set1_ps(0.5f);
    const __m128 adx = _mm_andnot_ps(_mm_set1_ps(-0.0f), dx);
    const __m128 wide = _mm_cmpge_ps(adx, ady), centre = _mm_cmpgt_ps(d, zero);
    const __m128 large = pick(wide, adx, ady), small = pick(wide, ady, adx);
    const __m128 other = pick(_mm_cmpgt_ps(small, zero), small, large);
    const __m128 r = _mm_div_ps(one, _mm_mul_ps(_mm_mul_ps(d, large), other));
    const __m128 inverse = _mm_mul_ps(_mm_mul_ps(r, large), other);
    const __m128 u = pick(centre, _mm_mul_ps(large, inverse), one);
    const __m128 v = _mm_and_ps(centre, _mm_mul_ps(small, inverse));
    const __m128 inverse_twice = _mm_and_ps(centre, _mm_mul_ps(_mm_mul_ps(r, _mm_mul_ps(_mm_mul_ps(d, d), d)), half));
    const __m128 a = _mm_mul_ps(_mm_add_ps(u, v), half), b = _mm_mul_ps(_mm_sub_ps(u, v), half);
    const __m128 straight = _mm_cmplt_ps(v, _mm_set1_ps(1e-3f));
    __m128 coverage = area4(_mm_sub_ps(_mm_set1_ps(outer), d), a, b, straight, inverse_twice);
    // A pixel whose centre lies farther than ½√2 outside the inner rim has none of the hole
    // (its area there is exactly 0): an outline's outer rim skips that half of the work.
    if (inner > 0 && _mm_movemask_ps(_mm_cmplt_ps(d, _mm_set1_ps(inner + 0.75f))) != 0) {
        coverage = _mm_sub_ps(coverage, area4(_mm_sub_ps(_mm_set1_ps(inner), d), a, b, straight, inverse_twice));
    }
    coverage = _mm_min_ps(_mm_max_ps(coverage, zero), one);
    return _mm_cvttps_epi32(_mm_add_ps(_mm_mul_ps(coverage, _mm_set1_ps(255)), half));
}

/// Four pixels' channels times their weights (32-bit lanes, 0…255) / 255, rounded.
static inline __m128i scale4(__m128i pixels, __m128i weights) {
    const __m128i zero = _mm_setzero_si128(), round = _mm_set1_epi16(0x80), divide = _mm_set1_epi16(0x0101);
    const __m128i narrow = _mm_packs_epi32(weights, weights);
    const __m128i spread = _mm_unpacklo_epi16(narrow, narrow);
    const __m128i low = _mm_unpacklo_epi32(spread, spread), high = _mm_unpackhi_epi32(spread, spread);
    const __m128i a = _mm_mulhi_epu16(_mm_add_epi16(_mm_mullo_epi16(_mm_unpacklo_epi8(pixels, zero), low), round), divide);
    const __m128i b = _mm_mulhi_epu16(_mm_add_epi16(_mm_mullo_epi16(_mm_unpackhi_epi8(pixels, zero), high), round), divide);
    return _mm_packus_epi16(a, b);
}
#endif

/// Rim pixels (the row's `count` columns in `columns`, ascending): each covered by its area
/// inside the annulus. Gathered from every rim span of the row, four at a time.
void rotary_disc_paint_rim(const row_job *job, const int32_t *columns, int32_t count) {
    const rotary_disc *disc = job->disc;
    uint32_t *row = job->row;
    const float ady = fabsf(job->dy), dy2 = job->dy * job->dy;
    const float outer = (float)disc->outer, inner = (float)disc->inner;
    const int32_t radial = disc->kind == ROTARY_DISC_RADIAL;
    int32_t k = 0;
#if ROTARY_DISCS_SSE2
    if (job->vector) {
        const __m128 vady = _mm_set1_ps(ady), vdy2 = _mm_set1_ps(dy2);
        for (; k < count; k += 4) {
            // The last chunk repeats its last column (the same pixel, written twice alike).
            const int32_t c0 = columns[k], c1 = columns[k + 1 < count ? k + 1 : count - 1];
            const int32_t c2 = columns[k + 2 < count ? k + 2 : count - 1], c3 = columns[k + 3 < count ? k + 3 : count - 1];
            // Each lane as the portable code computes it (the same rounding).
            const __m128i lanes = _mm_set_epi32(c3, c2, c1, c0);
            const __m128d centre = _mm_set1_pd(disc->cx), halfway = _mm_set1_pd(0.5);
            const __m128 low = _mm_cvtpd_ps(_mm_sub_pd(_mm_add_pd(_mm_cvtepi32_pd(lanes), halfway), centre));
            const __m128 high = _mm_cvtpd_ps(_mm_sub_pd(_mm_add_pd(_mm_cvtepi32_pd(_mm_shuffle_epi32(lanes, 0x4E)), halfway), centre));
            const __m128 dx = _mm_movelh_ps(low, high);
            const __m128i weights = rim_weight4(dx, vady, vdy2, inner, outer);
            if (_mm_movemask_epi8(_mm_cmpeq_epi32(weights, _mm_setzero_si128())) == 0xFFFF) continue;
            __m128i colours = _mm_set1_epi32((int32_t)disc->colour);
            if (radial) {
                const __m128 gdx = _mm_set_ps(gradient_dx(disc, c3), gradient_dx(disc, c2), gradient_dx(disc, c1),
                                              gradient_dx(disc, c0));
                const __m128 reach = _mm_mul_ps(_mm_sqrt_ps(_mm_add_ps(_mm_mul_ps(gdx, gdx), _mm_set1_ps(job->gdy2))),
                                                _mm_set1_ps((float)disc->per_pixel));
                int32_t index[4];
                _mm_storeu_si128((__m128i *)index, _mm_cvttps_epi32(_mm_min_ps(reach, _mm_set1_ps((float)disc->table_size))));
                colours = _mm_set_epi32((int32_t)disc->table[index[3]], (int32_t)disc->table[index[2]],
                                        (int32_t)disc->table[index[1]], (int32_t)disc->table[index[0]]);
            }
            if (k + 3 < count && c3 == c0 + 3) {
                // Four neighbours (the columns ascend): one load and one store.
                __m128i *at = (__m128i *)(row + c0);
                _mm_storeu_si128(at, rotary_disc_over4(scale4(colours, weights), _mm_loadu_si128(at)));
                continue;
            }
            const __m128i under = _mm_set_epi32((int32_t)row[c3], (int32_t)row[c2], (int32_t)row[c1], (int32_t)row[c0]);
            const __m128i result = rotary_disc_over4(scale4(colours, weights), under);
            row[c0] = (uint32_t)_mm_cvtsi128_si32(result);
            row[c1] = (uint32_t)_mm_cvtsi128_si32(_mm_shuffle_epi32(result, 0x55));
            row[c2] = (uint32_t)_mm_cvtsi128_si32(_mm_shuffle_epi32(result, 0xAA));
            row[c3] = (uint32_t)_mm_cvtsi128_si32(_mm_shuffle_epi32(result, 0xFF));
        }
        return;
    }
#endif
    for (; k < count; k++) {
        const int32_t column = columns[k];
        const float dx = (float)((double)column + 0.5 - disc->cx);
        const uint32_t weight = rim_weight(dx, ady, dy2, inner, outer);
        if (weight == 0) continue;
        uint32_t colour = disc->colour;
        if (radial) colour = disc->table[lookup_index(disc, gradient_dx(disc, column), job->gdy2)];
        row[column] = rotary_disc_over(rotary_disc_scale(colour, weight), row[column]);
    }
}
