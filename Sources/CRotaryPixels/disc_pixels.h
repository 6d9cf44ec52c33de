#ifndef ROTARY_DISC_PIXELS_H
#define ROTARY_DISC_PIXELS_H

// Pixel arithmetic and row jobs shared by the disc painters (private to CRotaryPixels):
// premultiplied ARGB32, rounded as pixman rounds (`a·b/255` as `(t + (t >> 8)) >> 8`,
// `t = a·b + 128`, which equals `(t · 257) >> 16`), the SSE2 path giving the same numbers as the
// portable one.

#include <math.h>
#include <stdint.h>

// The portable and the SSE2 code must round alike: no fused multiply-adds.
#ifdef __clang__
#pragma clang fp contract(off)
#endif

#if defined(__SSE2__) && !defined(ROTARY_PIXELS_PORTABLE)
#include <emmintrin.h>
#define ROTARY_DISCS_SSE2 1
#else
#define ROTARY_DISCS_SSE2 0
#endif

/// `a · b / 255`, rounded (a, b in 0…255).
static inline uint32_t rotary_disc_mul(uint32_t a, uint32_t b) {
    const uint32_t t = a * b + 0x80;
    return (t * 257) >> 16;
}

/// Each channel of `pixel` times `weight` / 255.
static inline uint32_t rotary_disc_scale(uint32_t pixel, uint32_t weight) {
    return rotary_disc_mul(pixel >> 24, weight) << 24 | rotary_disc_mul((pixel >> 16) & 255, weight) << 16
        | rotary_disc_mul((pixel >> 8) & 255, weight) << 8 | rotary_disc_mul(pixel & 255, weight);
}

/// `source` OVER `destination`, channel by channel (saturating, as SSE2's `adds_epu8`).
static inline uint32_t rotary_disc_over(uint32_t source, uint32_t destination) {
    const uint32_t rest = 255 - (source >> 24);
    if (rest == 0) return source;
    uint32_t result = 0;
    for (uint32_t shift = 0; shift < 32; shift += 8) {
        uint32_t channel = ((source >> shift) & 255) + rotary_disc_mul((destination >> shift) & 255, rest);
        result |= (channel > 255 ? 255 : channel) << shift;
    }
    return result;
}

#if ROTARY_DISCS_SSE2
/// Two pixels' channels (16-bit lanes) times 255 − their `alpha` lanes, / 255, rounded.
static inline __m128i rotary_disc_mul_rest(__m128i channels, __m128i alpha) {
    const __m128i rest = _mm_xor_si128(alpha, _mm_set1_epi16(0x00FF));
    const __m128i t = _mm_add_epi16(_mm_mullo_epi16(channels, rest), _mm_set1_epi16(0x80));
    return _mm_mulhi_epu16(t, _mm_set1_epi16(0x0101));
}

/// Four pixels: `source` OVER `destination` (the same numbers as `rotary_disc_over`).
static inline __m128i rotary_disc_over4(__m128i source, __m128i destination) {
    const __m128i zero = _mm_setzero_si128();
    const __m128i low = _mm_unpacklo_epi8(source, zero), high = _mm_unpackhi_epi8(source, zero);
    const __m128i alpha_low = _mm_shufflehi_epi16(_mm_shufflelo_epi16(low, 0xFF), 0xFF);
    const __m128i alpha_high = _mm_shufflehi_epi16(_mm_shufflelo_epi16(high, 0xFF), 0xFF);
    const __m128i under_low = rotary_disc_mul_rest(_mm_unpacklo_epi8(destination, zero), alpha_low);
    const __m128i under_high = rotary_disc_mul_rest(_mm_unpackhi_epi8(destination, zero), alpha_high);
    return _mm_adds_epu8(source, _mm_packus_epi16(under_low, under_high));
}
#endif

/// How much of a pixel (a unit square centred on the origin) lies on the side `n · p ≤ t` of a
/// straight edge whose unit normal has the absolute components `u ≥ v`: with `a` = (u + v) / 2,
/// `b` = (u − v) / 2 and `inverse_twice` = 1 / (2uv), the trapezoid's integral
/// (q(t + a) − q(t + b) − q(t − b) + q(t − a)) / (2uv), q(x) = max(x, 0)²; for `v` under a
/// thousandth (an edge along the grid) the ramp t + ½, which differs from it by less than v / 8.
static inline float rotary_disc_area(float t, float a, float b, float v, float inverse_twice) {
    float area;
    if (v < 1e-3f) {
        area = t + 0.5f;
    } else {
        const float p = t + a, q = t + b, r = t - b, s = t - a;
        const float pp = p > 0 ? p * p : 0, qq = q > 0 ? q * q : 0, rr = r > 0 ? r * r : 0, ss = s > 0 ? s * s : 0;
        area = (((pp - qq) - rr) + ss) * inverse_twice;
    }
    area = area > 0 ? area : 0;
    return area < 1 ? area : 1;
}


#include "rotary_discs.h"

/// A span of columns [lo, hi).
typedef struct span {
    int32_t lo, hi;
} span;

/// What a row of one disc needs: the row, its y offsets and the disc.
typedef struct row_job {
    uint32_t *row;
    const rotary_disc *disc;
    float dy;           // from the disc's centre
    float gdy2;         // squared, from the gradient's centre
    int32_t vector;
    int32_t width;
    /// Columns known to hold `under` (painted unread), and whether this job paints only them.
    span known;
    int32_t inside;
    /// The row's rim columns, gathered for `paint_rim`.
    int32_t *rims;
    int32_t *rim_count;
} row_job;

/// The gradient's colour for a pixel `dx` (float) from its centre in x.
static inline int32_t lookup_index(const rotary_disc *disc, float dx, float gdy2) {
    const float d = sqrtf(dx * dx + gdy2) * (float)disc->per_pixel;
    const float size = (float)disc->table_size;
    return (int32_t)(d < size ? d : size);
}

/// The x offset of column `column` from the gradient's centre, as both paths compute it.
static inline float gradient_dx(const rotary_disc *disc, int32_t column) {
    return (float)((double)column + 0.5 - disc->gx);
}

/// Rim pixels of one disc in a row (`disc_rim.c`).
void rotary_disc_paint_rim(const row_job *job, const int32_t *columns, int32_t count);
/// Fully covered pixels of one colour, of a gradient, and of a gradient over a known colour
/// (`disc_runs.c`).
void rotary_disc_paint_flat(const row_job *job, int32_t lo, int32_t hi);
void rotary_disc_paint_radial(const row_job *job, int32_t lo, int32_t hi);
void rotary_disc_paint_known(const row_job *job, int32_t lo, int32_t hi);

#endif
