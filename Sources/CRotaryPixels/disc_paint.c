#include "rotary_discs.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "disc_avx2.h"
#include "disc_pixels.h"
#include "segment_rows.h"

#ifdef ROTARY_DISCS_AVX2_BUILD
#include <immintrin.h>
#endif

// Each disc is painted row by row, all discs in one row before the next row (the row stays in
// the cache): per row a disc crosses at most five column spans — rim, fully covered, rim (or the
// hole of a ring), fully covered, rim. Only rim pixels get their coverage computed; fully covered
// ones are written as runs (SSE2: four at a time). Rims: disc_rim.c; runs: disc_runs.c; colour
// tables: disc_table.c.

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
        rotary_disc_paint_known(job, lo, hi);
    } else if (job->disc->kind == ROTARY_DISC_RADIAL) {
        rotary_disc_paint_radial(job, lo, hi);
    } else {
        rotary_disc_paint_flat(job, lo, hi);
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
    if (rim_count > 0) rotary_disc_paint_rim(&job, rims, rim_count);
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

/// Whether every disc painted is mirror-symmetric about the image's middle (x = `width` / 2):
/// centre, gradient centre and the centres of hidden and known pixels on it. Then a pixel and
/// its mirror image get the same numbers (|dx| is the same float, the rest alike), so a row's
/// right half is its left half mirrored.
static int32_t symmetric(const rotary_disc *discs, const uint8_t *usable, int32_t count, int32_t width) {
    const double middle = width * 0.5;
    for (int32_t index = 0; index < count; index++) {
        const rotary_disc *disc = &discs[index];
        if (!usable[index]) continue;
        if (disc->cx != middle) return 0;
        if (disc->kind == ROTARY_DISC_RADIAL && disc->gx != middle) return 0;
        if (disc->hidden_radius > 1 && disc->hx != middle) return 0;
        if (disc->known_radius > 1 && disc->kx != middle) return 0;
    }
    return 1;
}

/// Columns from (`width` + 1) / 2 on take their mirror images' pixels (column c takes
/// `width` − 1 − c).
static void mirror_row(uint32_t *row, int32_t width, int32_t vector) {
    (void)vector;
    int32_t column = (width + 1) / 2;
#ifdef ROTARY_DISCS_AVX2_BUILD
    if (vector) {
        const __m256i reverse = _mm256_set_epi32(0, 1, 2, 3, 4, 5, 6, 7);
        for (; column + 8 <= width; column += 8) {
            const __m256i left = _mm256_loadu_si256((const __m256i *)(row + width - 8 - column));
            _mm256_storeu_si256((__m256i *)(row + column), _mm256_permutevar8x32_epi32(left, reverse));
        }
    }
#endif
#if ROTARY_DISCS_SSE2
    if (vector) {
        for (; column + 4 <= width; column += 4) {
            const __m128i left = _mm_loadu_si128((const __m128i *)(row + width - 4 - column));
            _mm_storeu_si128((__m128i *)(row + column), _mm_shuffle_epi32(left, 0x1B));
        }
    }
#endif
    for (; column < width; column++) row[column] = row[width - 1 - column];
}

void rotary_discs_paint(uint32_t *pixels, int32_t width, int32_t height, int32_t stride, const rotary_disc *discs,
                        int32_t count, int32_t vector) {
    rotary_discs_paint_all(pixels, width, height, stride, NULL, 0, discs, count, vector, 0);
}

void rotary_discs_paint_over(uint32_t *pixels, int32_t width, int32_t height, int32_t stride, const rotary_disc *discs,
                             int32_t count, int32_t vector) {
    rotary_discs_paint_all(pixels, width, height, stride, NULL, 0, discs, count, vector, 1);
}

void rotary_discs_paint_over_segments(uint32_t *pixels, int32_t width, int32_t height, int32_t stride,
                                      const rotary_segment *segments, int32_t segment_count, const rotary_disc *discs,
                                      int32_t count, int32_t vector) {
    rotary_discs_paint_all(pixels, width, height, stride, segments, segment_count, discs, count, vector, 0);
}

void rotary_discs_paint_all(uint32_t *pixels, int32_t width, int32_t height, int32_t stride,
                            const rotary_segment *segments, int32_t segment_count, const rotary_disc *discs,
                            int32_t count, int32_t vector, int32_t over) {
    if (width <= 0 || height <= 0 || stride < width) return;
#if ROTARY_DISCS_HAS_AVX2 && !defined(ROTARY_DISCS_AVX2_BUILD)
    // The same code built for AVX2 where the processor has it (`vector` 2: SSE2 alone).
    __builtin_cpu_init();
    if (vector == 1 && __builtin_cpu_supports("avx2")) {
        rotary_discs_paint_all_avx2(pixels, width, height, stride, segments, segment_count, discs, count, vector, over);
        return;
    }
#endif
    // The segments' plans (those that cannot be painted left out), on the stack for a few.
    segment_plan few_plans[32];
    uint8_t few_paintable[32];
    if (segment_count < 0) segment_count = 0;
    segment_plan *plans = segment_count <= 32 ? few_plans : malloc((size_t)segment_count * sizeof(segment_plan));
    uint8_t *paintable_segments = segment_count <= 32 ? few_paintable : malloc((size_t)segment_count);
    if (plans == NULL || paintable_segments == NULL) {
        if (plans != few_plans) free(plans);
        if (paintable_segments != few_paintable) free(paintable_segments);
        plans = NULL;
        paintable_segments = NULL;
        segment_count = 0;
    }
    int32_t planned = 0;
    for (int32_t index = 0; index < segment_count; index++) {
        paintable_segments[index] = (uint8_t)rotary_segment_is_paintable(&segments[index]);
        if (paintable_segments[index]) plans[planned++] = rotary_segment_plan(&segments[index]);
    }
    // The largest opaque disc: what it covers wholly is written (by it, or by what hides it).
    const rotary_disc *cover = NULL;
    uint8_t few[64];
    uint8_t *usable = count <= 64 ? few : malloc((size_t)count);
    if (usable == NULL) {
        for (int32_t y = 0; y < height && !over; y++) memset(pixels + (size_t)y * (size_t)stride, 0, (size_t)width * 4);
        if (plans != few_plans) free(plans);
        if (paintable_segments != few_paintable) free(paintable_segments);
        return;
    }
    int32_t *rims = malloc((size_t)width * sizeof(int32_t));
    if (rims == NULL) {
        if (usable != few) free(usable);
        if (plans != few_plans) free(plans);
        if (paintable_segments != few_paintable) free(paintable_segments);
        for (int32_t y = 0; y < height && !over; y++) memset(pixels + (size_t)y * (size_t)stride, 0, (size_t)width * 4);
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
    // Only the left half (and the middle column) is painted where the right half mirrors it.
    const int32_t mirrored = !over && width >= 8 && symmetric(discs, usable, count, width)
        && (planned == 0 || rotary_segments_symmetric(segments, paintable_segments, segment_count, width));
    const int32_t painted = mirrored ? (width + 1) / 2 : width;
    for (int32_t y = 0; y < height; y++) {
        uint32_t *row = pixels + (size_t)y * (size_t)stride;
        int32_t first = 0, end = 0;
        const double reach = cover ? cover->outer - 1 : 0, dy = y + 0.5 - (cover ? cover->cy : 0);
        if (cover && isfinite(reach) && fabs(dy) < reach) columns(cover->cx, sqrt(reach * reach - dy * dy), painted, &first, &end);
        if (!over) {
            memset(row, 0, (size_t)first * 4);
            memset(row + end, 0, (size_t)(painted - end) * 4);
        }
        // Segments first (what the largest opaque disc covers wholly is written over: left out).
        for (int32_t index = 0; index < planned; index++) {
            if (y < plans[index].top - 1 || y >= plans[index].bottom) continue;
            rotary_segment_paint_row(&plans[index], row, y + 0.5, 0, first < end ? first : painted);
            if (first < end) rotary_segment_paint_row(&plans[index], row, y + 0.5, end, painted);
        }
        for (int32_t index = 0; index < count; index++) {
            if (usable[index]) paint_row(row, painted, y + 0.5, &discs[index], vector, rims, trusted);
        }
        if (mirrored) mirror_row(row, width, vector);
    }
    if (usable != few) free(usable);
    if (plans != few_plans) free(plans);
    if (paintable_segments != few_paintable) free(paintable_segments);
    free(rims);
}
