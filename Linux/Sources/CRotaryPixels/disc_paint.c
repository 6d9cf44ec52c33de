#include "rotary_discs.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "disc_pixels.h"

#ifdef __clang__
#pragma clang fp contract(off)
#endif

// Each disc is painted row by row, all discs in one row before the next row (the row stays in
// the cache): per row a disc crosses at most five column spans — rim, fully covered, rim (or the
// hole of a ring), fully covered, rim. Only rim pixels get their coverage computed; fully covered
// ones are written as runs (SSE2: four at a time).

/// Within a pixel of a rim taken as straight, coverage is 0 or 1 beyond this distance (½√2).
static const double margin = 0.7072;

/// `floor(value)` for `value` within ±2³⁰ (no library call without SSE4.1).
static inline double floor_of(double value) {
    const double whole = (double)(int64_t)value;
    return whole > value ? whole - 1 : whole;
}

/// Columns of pixels whose centre x lies within `reach` of `x` ([first, end), clamped to the row).
static void columns(double x, double reach, int32_t width, int32_t *first, int32_t *end) {
    double low = x - reach - 0.5, high = x + reach - 0.5;
    low = low < -1 ? -1 : low > width ? width : low;
    high = high < -1 ? -1 : high > width ? width : high;
    low = -floor_of(-low);
    high = floor_of(high) + 1;
    if (low < 0) low = 0;
    if (high > width) high = width;
    if (!(low < high)) low = high = 0;
    *first = (int32_t)low;
    *end = (int32_t)high;
}

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
    if (inner > 0) coverage -= rotary_disc_area(inner - d, a, b, v, inverse_twice);
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
    if (inner > 0) coverage = _mm_sub_ps(coverage, area4(_mm_sub_ps(_mm_set1_ps(inner), d), a, b, straight, inverse_twice));
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

#if ROTARY_DISCS_SSE2
/// Stores the first `count` (1…4) lanes of `result` at `at`, the others keeping `destination`.
static inline void store_lanes(__m128i *at, __m128i result, __m128i destination, int32_t count) {
    const __m128i keep = _mm_cmplt_epi32(_mm_set1_epi32(count), _mm_set_epi32(4, 3, 2, 1));
    _mm_storeu_si128(at, _mm_or_si128(_mm_and_si128(keep, destination), _mm_andnot_si128(keep, result)));
}
#endif

/// Rim pixels (the row's `count` columns in `columns`, ascending): each covered by its area
/// inside the annulus. Gathered from every rim span of the row, four at a time.
static void paint_rim(const row_job *job, const int32_t *columns, int32_t count) {
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

/// Fully covered pixels of one colour.
static void paint_flat(const row_job *job, int32_t lo, int32_t hi) {
    const uint32_t colour = job->disc->colour;
    uint32_t *row = job->row;
    if (colour >> 24 == 255) {
        for (int32_t column = lo; column < hi; column++) row[column] = colour;
        return;
    }
    if (colour == 0) return;
    int32_t column = lo;
#if ROTARY_DISCS_SSE2
    if (job->vector) {
        const __m128i source = _mm_set1_epi32((int32_t)colour);
        for (; column + 4 <= hi; column += 4) {
            __m128i *at = (__m128i *)(row + column);
            const __m128i destination = _mm_loadu_si128(at);
            const int32_t clear = _mm_movemask_epi8(_mm_cmpeq_epi32(destination, _mm_setzero_si128())) == 0xFFFF;
            _mm_storeu_si128(at, clear ? source : rotary_disc_over4(source, destination));
        }
        if (column < hi && column + 4 <= job->width) {
            __m128i *at = (__m128i *)(row + column);
            const __m128i destination = _mm_loadu_si128(at);
            store_lanes(at, rotary_disc_over4(source, destination), destination, hi - column);
            column = hi;
        }
    }
#endif
    for (; column < hi; column++) row[column] = rotary_disc_over(colour, row[column]);
}

/// Fully covered pixels of a gradient.
static void paint_radial(const row_job *job, int32_t lo, int32_t hi) {
    const rotary_disc *disc = job->disc;
    uint32_t *row = job->row;
    const uint32_t *table = disc->table, *composed = disc->table_over;
    const float base = gradient_dx(disc, lo);
    int32_t column = lo;
#if ROTARY_DISCS_SSE2
    if (job->vector) {
        const __m128 steps = _mm_set_ps(3, 2, 1, 0), gdy2 = _mm_set1_ps(job->gdy2);
        const __m128 per = _mm_set1_ps((float)disc->per_pixel), size = _mm_set1_ps((float)disc->table_size);
        const __m128i under = _mm_set1_epi32((int32_t)disc->under);
        // In pieces of up to 256 pixels: the indices first (independent, so they overlap), then
        // the pixels.
        int32_t index[256];
        while (column + 4 <= hi) {
            const int32_t count = (hi - column < 256 ? hi - column : 256) & ~3;
            for (int32_t k = 0; k < count; k += 4) {
                const __m128 dx = _mm_add_ps(_mm_set1_ps(base), _mm_add_ps(_mm_set1_ps((float)(column + k - lo)), steps));
                const __m128 d = _mm_mul_ps(_mm_sqrt_ps(_mm_add_ps(_mm_mul_ps(dx, dx), gdy2)), per);
                _mm_storeu_si128((__m128i *)(index + k), _mm_cvttps_epi32(_mm_min_ps(d, size)));
            }
            for (int32_t k = 0; k < count; k += 4, column += 4) {
                const int32_t *i = index + k;
                __m128i *at = (__m128i *)(row + column);
                const __m128i destination = _mm_loadu_si128(at);
                if (composed && _mm_movemask_epi8(_mm_cmpeq_epi32(destination, under)) == 0xFFFF) {
                    _mm_storeu_si128(at, _mm_set_epi32((int32_t)composed[i[3]], (int32_t)composed[i[2]], (int32_t)composed[i[1]],
                                                       (int32_t)composed[i[0]]));
                    continue;
                }
                const __m128i source = _mm_set_epi32((int32_t)table[i[3]], (int32_t)table[i[2]], (int32_t)table[i[1]],
                                                     (int32_t)table[i[0]]);
                if (_mm_movemask_epi8(_mm_cmpeq_epi32(destination, _mm_setzero_si128())) == 0xFFFF) {
                    _mm_storeu_si128(at, source);
                } else {
                    _mm_storeu_si128(at, rotary_disc_over4(source, destination));
                }
            }
        }
        if (column < hi && column + 4 <= job->width) {
            // The last one to three pixels, as four lanes of which the rest keep their pixels.
            const __m128 dx = _mm_add_ps(_mm_set1_ps(base), _mm_add_ps(_mm_set1_ps((float)(column - lo)), steps));
            const __m128 d = _mm_mul_ps(_mm_sqrt_ps(_mm_add_ps(_mm_mul_ps(dx, dx), gdy2)), per);
            _mm_storeu_si128((__m128i *)index, _mm_cvttps_epi32(_mm_min_ps(d, size)));
            __m128i *at = (__m128i *)(row + column);
            const __m128i destination = _mm_loadu_si128(at);
            const __m128i source = _mm_set_epi32((int32_t)table[index[3]], (int32_t)table[index[2]], (int32_t)table[index[1]],
                                                 (int32_t)table[index[0]]);
            __m128i result = rotary_disc_over4(source, destination);
            if (composed) {
                const __m128i same = _mm_cmpeq_epi32(destination, under);
                const __m128i over = _mm_set_epi32((int32_t)composed[index[3]], (int32_t)composed[index[2]],
                                                   (int32_t)composed[index[1]], (int32_t)composed[index[0]]);
                result = _mm_or_si128(_mm_and_si128(same, over), _mm_andnot_si128(same, result));
            }
            store_lanes(at, result, destination, hi - column);
            column = hi;
        }
    }
#endif
    for (; column < hi; column++) {
        const int32_t index = lookup_index(disc, base + (float)(column - lo), job->gdy2);
        if (composed && row[column] == disc->under) {
            row[column] = composed[index];
        } else {
            row[column] = rotary_disc_over(table[index], row[column]);
        }
    }
}

/// `composed` colours for the offsets `j + parity / 2` (j = `first` … `last`) from the
/// gradient's centre in x, into `colours` (indexed by j − `first`).
static void symmetric_colours(const row_job *job, int32_t parity, int32_t first, int32_t last, uint32_t *colours) {
    const rotary_disc *disc = job->disc;
    const uint32_t *composed = disc->table_over;
    const float half = parity ? 0.5f : 0;
    int32_t j = first;
#if ROTARY_DISCS_SSE2
    if (job->vector) {
        const __m128 steps = _mm_set_ps(3, 2, 1, 0), gdy2 = _mm_set1_ps(job->gdy2);
        const __m128 per = _mm_set1_ps((float)disc->per_pixel), size = _mm_set1_ps((float)disc->table_size);
        // Indices of a whole run first (independent, so they overlap), then the lookups.
        int32_t *index = (int32_t *)colours;
        for (; j + 4 <= last + 1; j += 4) {
            const __m128 dx = _mm_add_ps(_mm_add_ps(_mm_set1_ps((float)j), steps), _mm_set1_ps(half));
            const __m128 d = _mm_mul_ps(_mm_sqrt_ps(_mm_add_ps(_mm_mul_ps(dx, dx), gdy2)), per);
            _mm_storeu_si128((__m128i *)(index + (j - first)), _mm_cvttps_epi32(_mm_min_ps(d, size)));
        }
        for (int32_t k = 0; k < j - first; k++) colours[k] = composed[index[k]];
    }
#endif
    for (; j <= last; j++) colours[j - first] = composed[lookup_index(disc, ((float)j + half), job->gdy2)];
}

/// Pixels known to hold the colour a gradient's composed table was made over: looked up, unread.
/// Where the gradient's centre lies on a whole or half pixel in x, a row's colours mirror about
/// it: each offset is looked up once and copied to both sides.
static void paint_known(const row_job *job, int32_t lo, int32_t hi) {
    const rotary_disc *disc = job->disc;
    uint32_t *row = job->row;
    const uint32_t *composed = disc->table_over;
    const double twice = 2 * disc->gx, whole = floor(twice + 0.5);
    if (hi - lo >= 16 && fabs(twice - whole) < 1e-9 && fabs(whole) < 1e6) {
        // Column c lies m = |2c + 1 − 2gx| half pixels from the centre: offset j + parity / 2.
        const int32_t centre = (int32_t)whole, parity = (1 - centre) & 1;
        int32_t low = 2 * lo + 1 - centre, high = 2 * (hi - 1) + 1 - centre;
        const int32_t far = abs(low) > abs(high) ? abs(low) : abs(high);
        const int32_t near = low <= 0 && high >= 0 ? parity : abs(low) < abs(high) ? abs(low) : abs(high);
        const int32_t first = (near - parity) / 2, last = (far - parity) / 2;
        uint32_t stack[1024];
        uint32_t *colours = last - first + 1 <= 1024 ? stack : malloc((size_t)(last - first + 1) * 4);
        if (colours) {
            symmetric_colours(job, parity, first, last, colours);
            // Left of the centre the offsets fall by one a column, right of it they rise.
            const int32_t split = centre <= 0 ? 0 : centre / 2;
            const int32_t end = split < lo ? lo : split > hi ? hi : split;
            if (end > lo) {
                const uint32_t *from = colours + ((centre - 1 - 2 * lo - parity) / 2 - first);
                for (int32_t k = 0; k < end - lo; k++) row[lo + k] = from[-k];
            }
            if (end < hi) {
                const int32_t j = (2 * end + 1 - centre - parity) / 2 - first;
                memcpy(row + end, colours + j, (size_t)(hi - end) * 4);
            }
            if (colours != stack) free(colours);
            return;
        }
    }
    const float base = gradient_dx(disc, lo);
    int32_t column = lo;
#if ROTARY_DISCS_SSE2
    if (job->vector) {
        const __m128 steps = _mm_set_ps(3, 2, 1, 0), gdy2 = _mm_set1_ps(job->gdy2);
        const __m128 per = _mm_set1_ps((float)disc->per_pixel), size = _mm_set1_ps((float)disc->table_size);
        for (; column < hi && column + 4 <= job->width; column += 4) {
            const __m128 dx = _mm_add_ps(_mm_set1_ps(base), _mm_add_ps(_mm_set1_ps((float)(column - lo)), steps));
            const __m128 d = _mm_mul_ps(_mm_sqrt_ps(_mm_add_ps(_mm_mul_ps(dx, dx), gdy2)), per);
            const __m128i lanes = _mm_cvttps_epi32(_mm_min_ps(d, size));
            const int32_t i0 = _mm_cvtsi128_si32(lanes), i1 = _mm_cvtsi128_si32(_mm_shuffle_epi32(lanes, 0x55));
            const int32_t i2 = _mm_cvtsi128_si32(_mm_shuffle_epi32(lanes, 0xAA)), i3 = _mm_cvtsi128_si32(_mm_shuffle_epi32(lanes, 0xFF));
            const __m128i colours = _mm_set_epi32((int32_t)composed[i3], (int32_t)composed[i2], (int32_t)composed[i1],
                                                  (int32_t)composed[i0]);
            __m128i *at = (__m128i *)(row + column);
            if (column + 4 <= hi) {
                _mm_storeu_si128(at, colours);
            } else {
                store_lanes(at, colours, _mm_loadu_si128(at), hi - column);
                column = hi;
                break;
            }
        }
    }
#endif
    for (; column < hi; column++) row[column] = composed[lookup_index(disc, base + (float)(column - lo), job->gdy2)];
}

/// Paints [lo, hi) as rim (`rim` ≠ 0) or fully covered pixels, less the `count` spans left out.
static void paint_span(const row_job *job, int32_t rim, int32_t lo, int32_t hi, const span *out, int32_t count) {
    if (lo >= hi) return;
    if (job->known.lo < job->known.hi && job->known.lo < hi && job->known.hi > lo) {
        const span known = job->known;
        row_job outside = *job;
        outside.known.lo = outside.known.hi = 0;
        paint_span(&outside, rim, lo, known.lo, out, count);
        row_job inside = outside;
        inside.inside = 1;
        paint_span(&inside, 0, known.lo > lo ? known.lo : lo, known.hi < hi ? known.hi : hi, out, count);
        paint_span(&outside, rim, known.hi, hi, out, count);
        return;
    }
    if (count > 0) {
        if (out[0].hi <= lo || out[0].lo >= hi || out[0].lo >= out[0].hi) {
            paint_span(job, rim, lo, hi, out + 1, count - 1);
        } else {
            paint_span(job, rim, lo, out[0].lo, out + 1, count - 1);
            paint_span(job, rim, out[0].hi, hi, out + 1, count - 1);
        }
        return;
    }
    if (rim) {
        // Gathered, painted after the row's other spans (they cover other pixels).
        for (int32_t column = lo; column < hi; column++) job->rims[(*job->rim_count)++] = column;
    } else if (job->disc->kind == ROTARY_DISC_RADIAL && job->inside) {
        paint_known(job, lo, hi);
    } else if (job->disc->kind == ROTARY_DISC_RADIAL) {
        paint_radial(job, lo, hi);
    } else {
        paint_flat(job, lo, hi);
    }
}

static inline int32_t clamp(int32_t value, int32_t low, int32_t high) {
    return value < low ? low : value > high ? high : value;
}

/// One disc's pixels in the row whose pixel centres lie at `y`.
static void paint_row(uint32_t *row, int32_t width, double y, const rotary_disc *disc, int32_t vector, int32_t *rims,
                      int32_t trusted) {
    const double dy = y - disc->cy, ady = fabs(dy);
    const double outer = disc->outer, inner = disc->inner;
    const double reach = outer + margin;
    if (!(ady < reach)) return;
    int32_t rim_count = 0;
    row_job job = {row, disc, (float)dy, 0, vector, width, {0, 0}, 0, rims, &rim_count};
    if (disc->kind == ROTARY_DISC_RADIAL) {
        const float gdy = (float)(y - disc->gy);
        job.gdy2 = gdy * gdy;
    }
    // Candidates, and the fully covered columns: [a, b) ⊇ [fl, le) ∪ [rs, fr).
    int32_t a, b, fl, fr, le, rs;
    columns(disc->cx, isinf(reach) ? INFINITY : sqrt(reach * reach - dy * dy), width, &a, &b);
    const double full = outer - margin;
    if (ady < full) {
        columns(disc->cx, isinf(full) ? INFINITY : sqrt(full * full - dy * dy), width, &fl, &fr);
        le = rs = fr;
        const double rim = inner + margin;
        if (inner > 0 && ady < rim) {
            const double half = sqrt(rim * rim - dy * dy);
            const double left = fmax(-2, fmin(width + 1.0, disc->cx - half - 0.5));
            const double right = fmax(-2, fmin(width + 1.0, disc->cx + half - 0.5));
            le = (int32_t)(floor_of(left) + 1);
            rs = (int32_t)-floor_of(-right);
        }
    } else {
        fl = fr = le = rs = b;
    }
    span out[2] = {{0, 0}, {0, 0}};
    const double hole = inner - margin;
    if (inner > 0 && hole > 0 && ady < hole) columns(disc->cx, sqrt(hole * hole - dy * dy), width, &out[0].lo, &out[0].hi);
    const double hidden = disc->hidden_radius - 1;
    const double hdy = y - disc->hy;
    if (trusted && disc->hidden_radius > 1 && fabs(hdy) < hidden) {
        columns(disc->hx, sqrt(hidden * hidden - hdy * hdy), width, &out[1].lo, &out[1].hi);
    }
    const double known = disc->known_radius - 1, kdy = y - disc->ky;
    if (trusted && disc->kind == ROTARY_DISC_RADIAL && disc->table_over && disc->known_radius > 1 && fabs(kdy) < known) {
        columns(disc->kx, sqrt(known * known - kdy * kdy), width, &job.known.lo, &job.known.hi);
    }
    const int32_t b1 = clamp(fl, a, b), b2 = clamp(le, b1, b), b3 = clamp(rs, b2, b), b4 = clamp(fr, b3, b);
    // Only the spans left out that are not empty.
    int32_t cuts = 0;
    for (int32_t k = 0; k < 2; k++) {
        if (out[k].lo < out[k].hi) out[cuts++] = out[k];
    }
    paint_span(&job, 1, a, b1, out, cuts);
    paint_span(&job, 0, b1, b2, out, cuts);
    paint_span(&job, 1, b2, b3, out, cuts);
    paint_span(&job, 0, b3, b4, out, cuts);
    paint_span(&job, 1, b4, b, out, cuts);
    if (rim_count > 0) paint_rim(&job, rims, rim_count);
}

/// Whether a disc's numbers can be painted (finite centre, radii not NaN, a table when radial).
static int32_t paintable(const rotary_disc *disc) {
    if (!isfinite(disc->cx) || !isfinite(disc->cy) || isnan(disc->inner) || isnan(disc->outer)) return 0;
    if (disc->outer <= 0 || disc->outer <= disc->inner || !isfinite(disc->inner)) return 0;
    if (disc->hidden_radius > 1 && (!isfinite(disc->hx) || !isfinite(disc->hy) || !isfinite(disc->hidden_radius))) return 0;
    if (disc->known_radius > 1 && (!isfinite(disc->kx) || !isfinite(disc->ky) || !isfinite(disc->known_radius))) return 0;
    if (disc->kind == ROTARY_DISC_RADIAL) {
        return disc->table != NULL && disc->table_size > 0 && isfinite(disc->gx) && isfinite(disc->gy)
            && isfinite(disc->per_pixel) && disc->per_pixel >= 0;
    }
    return disc->kind == ROTARY_DISC_FLAT;
}

void rotary_discs_paint(uint32_t *pixels, int32_t width, int32_t height, int32_t stride, const rotary_disc *discs,
                        int32_t count, int32_t vector) {
    if (width <= 0 || height <= 0 || stride < width) return;
    // The largest opaque disc: what it covers wholly is written (by it, or by what hides it).
    const rotary_disc *cover = NULL;
    uint8_t few[64];
    uint8_t *usable = count <= 0 ? NULL : count <= 64 ? few : malloc((size_t)count);
    if (usable == NULL) {
        for (int32_t y = 0; y < height; y++) memset(pixels + (size_t)y * (size_t)stride, 0, (size_t)width * 4);
        return;
    }
    int32_t *rims = malloc((size_t)width * sizeof(int32_t));
    if (rims == NULL) {
        if (usable != few) free(usable);
        for (int32_t y = 0; y < height; y++) memset(pixels + (size_t)y * (size_t)stride, 0, (size_t)width * 4);
        return;
    }
    // Pixels left to a later disc (hidden, known) are skipped only when every disc is painted.
    int32_t trusted = 1;
    for (int32_t index = 0; index < count; index++) {
        usable[index] = (uint8_t)paintable(&discs[index]);
        if (!usable[index]) trusted = 0;
    }
    for (int32_t index = 0; index < count; index++) {
        const rotary_disc *disc = &discs[index];
        if (trusted && disc->kind == ROTARY_DISC_FLAT && disc->inner <= 0 && disc->colour >> 24 == 255
            && (cover == NULL || disc->outer > cover->outer)) cover = disc;
    }
    for (int32_t y = 0; y < height; y++) {
        uint32_t *row = pixels + (size_t)y * (size_t)stride;
        int32_t first = 0, end = 0;
        const double reach = cover ? cover->outer - 1 : 0, dy = y + 0.5 - (cover ? cover->cy : 0);
        if (cover && isfinite(reach) && fabs(dy) < reach) columns(cover->cx, sqrt(reach * reach - dy * dy), width, &first, &end);
        memset(row, 0, (size_t)first * 4);
        memset(row + end, 0, (size_t)(width - end) * 4);
        for (int32_t index = 0; index < count; index++) {
            if (usable[index]) paint_row(row, width, y + 0.5, &discs[index], vector, rims, trusted);
        }
    }
    if (usable != few) free(usable);
    free(rims);
}
