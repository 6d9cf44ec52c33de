// Runs of fully covered pixels: one colour, a gradient, a gradient over a known colour (see
// disc_paint.c).

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "disc_pixels.h"

#ifdef ROTARY_DISCS_AVX2_BUILD
#include <immintrin.h>

/// `count` (a multiple of 8) table indices for the x offsets `base + (offset + k)` (k = 0 …
/// `count` − 1) from a gradient's centre, eight at a time: the same numbers as four at a time
/// (each offset a whole number, exact in single precision).
static void indices8(float base, float offset, float gdy2, float per, float size, int32_t count, int32_t *index) {
    const __m256 steps = _mm256_set_ps(7, 6, 5, 4, 3, 2, 1, 0), vgdy2 = _mm256_set1_ps(gdy2);
    const __m256 vper = _mm256_set1_ps(per), vsize = _mm256_set1_ps(size), vbase = _mm256_set1_ps(base);
    for (int32_t k = 0; k < count; k += 8) {
        const __m256 dx = _mm256_add_ps(vbase, _mm256_add_ps(_mm256_set1_ps(offset + (float)k), steps));
        const __m256 d = _mm256_mul_ps(_mm256_sqrt_ps(_mm256_add_ps(_mm256_mul_ps(dx, dx), vgdy2)), vper);
        _mm256_storeu_si256((__m256i *)(index + k), _mm256_cvttps_epi32(_mm256_min_ps(d, vsize)));
    }
}
#endif

#if ROTARY_DISCS_SSE2
/// Stores the first `count` (1…4) lanes of `result` at `at`, the others keeping `destination`.
static inline void store_lanes(__m128i *at, __m128i result, __m128i destination, int32_t count) {
    const __m128i keep = _mm_cmplt_epi32(_mm_set1_epi32(count), _mm_set_epi32(4, 3, 2, 1));
    _mm_storeu_si128(at, _mm_or_si128(_mm_and_si128(keep, destination), _mm_andnot_si128(keep, result)));
}
#endif

/// Fully covered pixels of one colour.
void rotary_disc_paint_flat(const row_job *job, int32_t lo, int32_t hi) {
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
void rotary_disc_paint_radial(const row_job *job, int32_t lo, int32_t hi) {
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
            int32_t filled = 0;
#ifdef ROTARY_DISCS_AVX2_BUILD
            filled = count & ~7;
            indices8(base, (float)(column - lo), job->gdy2, (float)disc->per_pixel, (float)disc->table_size, filled, index);
#endif
            for (; filled < count; filled += 4) {
                const __m128 dx = _mm_add_ps(_mm_set1_ps(base), _mm_add_ps(_mm_set1_ps((float)(column + filled - lo)), steps));
                const __m128 d = _mm_mul_ps(_mm_sqrt_ps(_mm_add_ps(_mm_mul_ps(dx, dx), gdy2)), per);
                _mm_storeu_si128((__m128i *)(index + filled), _mm_cvttps_epi32(_mm_min_ps(d, size)));
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

/// Indices into the composed table for the offsets `j + parity / 2` (j = `first` … `last`)
/// from the gradient's centre in x, into `index` (indexed by j − `first`).
static void symmetric_indices(const row_job *job, int32_t parity, int32_t first, int32_t last, int32_t *index) {
    const rotary_disc *disc = job->disc;
    const float half = parity ? 0.5f : 0;
    int32_t j = first;
#if ROTARY_DISCS_SSE2
    if (job->vector) {
#ifdef ROTARY_DISCS_AVX2_BUILD
        const int32_t eights = (last + 1 - first) & ~7;
        indices8(half, (float)first, job->gdy2, (float)disc->per_pixel, (float)disc->table_size, eights, index);
        j += eights;
#endif
        const __m128 steps = _mm_set_ps(3, 2, 1, 0), gdy2 = _mm_set1_ps(job->gdy2);
        const __m128 per = _mm_set1_ps((float)disc->per_pixel), size = _mm_set1_ps((float)disc->table_size);
        for (; j + 4 <= last + 1; j += 4) {
            const __m128 dx = _mm_add_ps(_mm_add_ps(_mm_set1_ps((float)j), steps), _mm_set1_ps(half));
            const __m128 d = _mm_mul_ps(_mm_sqrt_ps(_mm_add_ps(_mm_mul_ps(dx, dx), gdy2)), per);
            _mm_storeu_si128((__m128i *)(index + (j - first)), _mm_cvttps_epi32(_mm_min_ps(d, size)));
        }
    }
#endif
    for (; j <= last; j++) index[j - first] = lookup_index(disc, ((float)j + half), job->gdy2);
}

/// Pixels known to hold the colour a gradient's composed table was made over: looked up, unread.
/// Where the gradient's centre lies on a whole or half pixel in x, a row's colours mirror about
/// it: each offset's table index is computed once for both sides (the colours are then read
/// straight into the row).
void rotary_disc_paint_known(const row_job *job, int32_t lo, int32_t hi) {
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
        int32_t stack[1024];
        int32_t *index = last - first + 1 <= 1024 ? stack : malloc((size_t)(last - first + 1) * 4);
        if (index) {
            symmetric_indices(job, parity, first, last, index);
            // Left of the centre the offsets fall by one a column, right of it they rise.
            const int32_t split = centre <= 0 ? 0 : centre / 2;
            const int32_t end = split < lo ? lo : split > hi ? hi : split;
            if (end > lo) {
                const int32_t *from = index + ((centre - 1 - 2 * lo - parity) / 2 - first);
                for (int32_t k = 0; k < end - lo; k++) row[lo + k] = composed[from[-k]];
            }
            if (end < hi) {
                const int32_t j = (2 * end + 1 - centre - parity) / 2 - first;
                for (int32_t k = 0; k < hi - end; k++) row[end + k] = composed[index[j + k]];
            }
            if (index != stack) free(index);
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
