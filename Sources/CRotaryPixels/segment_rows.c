// Short straight strokes (a knob's ticks) painted row by row into a disc image, before its
// discs (see rotary_segments.h and disc_paint.c).

#include "segment_rows.h"

#include <math.h>

#include "disc_pixels.h"

int32_t rotary_segment_is_paintable(const rotary_segment *segment) {
    const double h = segment->half_width;
    if (!isfinite(segment->x0) || !isfinite(segment->y0) || !isfinite(segment->x1) || !isfinite(segment->y1)) return 0;
    if (!isfinite(h) || !(h > 0) || h > 32) return 0;
    if (segment->cap != ROTARY_SEGMENT_BUTT && segment->cap != ROTARY_SEGMENT_ROUND && segment->cap != ROTARY_SEGMENT_SQUARE) {
        return 0;
    }
    if (fabs(segment->x0) > 1e6 || fabs(segment->y0) > 1e6 || fabs(segment->x1) > 1e6 || fabs(segment->y1) > 1e6) return 0;
    const double side = ROTARY_SEGMENT_MAXIMUM_SIDE - 2 * h - 4;
    return fabs(segment->x1 - segment->x0) <= side && fabs(segment->y1 - segment->y0) <= side;
}

/// The straight-edge constants for an edge whose unit normal has the components `nx`, `ny`.
static void edge_constants(double nx, double ny, float *a, float *b, float *v, float *inverse_twice) {
    const double ax = fabs(nx), ay = fabs(ny);
    const double large = ax >= ay ? ax : ay, small = ax >= ay ? ay : ax;
    *a = (float)((large + small) * 0.5);
    *b = (float)((large - small) * 0.5);
    *v = (float)small;
    *inverse_twice = small > 0 ? (float)(1 / (2 * large * small)) : 0;
}

segment_plan rotary_segment_plan(const rotary_segment *segment) {
    segment_plan plan = {0};
    plan.colour = segment->colour;
    plan.half = (float)segment->half_width;
    plan.round = segment->cap == ROTARY_SEGMENT_ROUND;
    double dx = segment->x1 - segment->x0, dy = segment->y1 - segment->y0;
    double length = sqrt(dx * dx + dy * dy);
    double ux = 1, uy = 0;
    if (length > 1e-9) {
        ux = dx / length;
        uy = dy / length;
    } else {
        length = 0;
    }
    double x0 = segment->x0, y0 = segment->y0;
    if (segment->cap == ROTARY_SEGMENT_SQUARE) {
        x0 -= ux * segment->half_width;
        y0 -= uy * segment->half_width;
        length += 2 * segment->half_width;
    }
    plan.x0 = x0;
    plan.y0 = y0;
    plan.ux = (float)ux;
    plan.uy = (float)uy;
    plan.length = (float)length;
    plan.ex = segment->x1;
    plan.ey = segment->y1;
    plan.sx = segment->x0;
    plan.sy = segment->y0;
    edge_constants(-uy, ux, &plan.a, &plan.b, &plan.v, &plan.inverse_twice);
    // The box: both ends widened by the half width (√2 of it for square corners) and a pixel.
    const double reach = segment->half_width * (segment->cap == ROTARY_SEGMENT_SQUARE ? 1.4143 : 1) + 1;
    const double low_x = fmin(segment->x0, segment->x1) - reach, high_x = fmax(segment->x0, segment->x1) + reach;
    const double low_y = fmin(segment->y0, segment->y1) - reach, high_y = fmax(segment->y0, segment->y1) + reach;
    plan.left = (int32_t)floor(low_x);
    plan.right = (int32_t)ceil(high_x);
    plan.top = (int32_t)floor(low_y);
    plan.bottom = (int32_t)ceil(high_y);
    return plan;
}

/// How much of the pixel at offset (`px`, `py`) from a round cap's centre the cap's disc covers.
static float cap_coverage(float px, float py, float half) {
    const float r = sqrtf(px * px + py * py);
    if (r <= 1e-6f) return half >= 0.75f ? 1 : half * half * 3.14159265f;
    float a, b, v, inverse_twice;
    edge_constants(px / r, py / r, &a, &b, &v, &inverse_twice);
    return rotary_disc_area(half - r, a, b, v, inverse_twice);
}

/// Narrows [`low`, `high`] (offsets from the band's start in x) to where `slope · x + offset`
/// lies within [`from`, `to`]; `0` when nowhere.
static int32_t narrow(double slope, double offset, double from, double to, double *low, double *high) {
    if (fabs(slope) < 1e-9) return offset >= from && offset <= to;
    double a = (from - offset) / slope, b = (to - offset) / slope;
    if (a > b) {
        const double t = a;
        a = b;
        b = t;
    }
    if (a > *low) *low = a;
    if (b < *high) *high = b;
    return *low <= *high;
}

void rotary_segment_paint_row(const segment_plan *plan, uint32_t *row, double y, int32_t lo, int32_t hi) {
    const int32_t top = plan->top, bottom = plan->bottom;
    if (!(y >= top && y < bottom)) return;
    if (lo < plan->left) lo = plan->left;
    if (hi > plan->right) hi = plan->right;
    const float py = (float)(y - plan->y0), half = plan->half, length = plan->length;
    // Only the columns whose pixels can touch the band (a pixel reaches ½√2 from its centre)
    // and, unless its caps are round, lie along the segment.
    const double margin = 0.7072, ux = plan->ux, uy = plan->uy;
    double low = lo + 0.5 - plan->x0 - 1, high = hi - 0.5 - plan->x0 + 1;
    const double cap = plan->round ? half : 0;
    if (!narrow(-uy, ux * py, -half - margin, half + margin, &low, &high)) return;
    if (!narrow(ux, uy * py, -margin - cap, length + margin + cap, &low, &high)) return;
    const double first = ceil(plan->x0 + low - 0.5 - 1e-9), last = floor(plan->x0 + high - 0.5 + 1e-9);
    if (first > lo) lo = first > hi ? hi : (int32_t)first;
    if (last + 1 < hi) hi = last + 1 < lo ? lo : (int32_t)(last + 1);
    for (int32_t column = lo; column < hi; column++) {
        const float px = (float)(column + 0.5 - plan->x0);
        const float across = px * -plan->uy + py * plan->ux, along = px * plan->ux + py * plan->uy;
        float width = rotary_disc_area(half - across, plan->a, plan->b, plan->v, plan->inverse_twice)
            - rotary_disc_area(-half - across, plan->a, plan->b, plan->v, plan->inverse_twice);
        // Along the line the edges' normal is the line's direction: the same constants.
        float extent = rotary_disc_area(length - along, plan->a, plan->b, plan->v, plan->inverse_twice)
            - rotary_disc_area(-along, plan->a, plan->b, plan->v, plan->inverse_twice);
        float coverage = (width > 0 ? width : 0) * (extent > 0 ? extent : 0);
        if (plan->round) {
            const float start = cap_coverage((float)(column + 0.5 - plan->sx), (float)(y - plan->sy), half);
            const float end = cap_coverage((float)(column + 0.5 - plan->ex), (float)(y - plan->ey), half);
            coverage = coverage > start ? coverage : start;
            coverage = coverage > end ? coverage : end;
        }
        coverage = coverage < 1 ? coverage : 1;
        const uint32_t weight = (uint32_t)(coverage * 255 + 0.5f);
        if (weight == 0) continue;
        row[column] = rotary_disc_over(rotary_disc_scale(plan->colour, weight), row[column]);
    }
}

/// Whether the paintable segments, as a set, are mirror-symmetric about the image's middle:
/// each one's mirror image (ends mirrored, in either order) among them, the same width, cap
/// and colour, its ends within a millionth of a pixel.
int32_t rotary_segments_symmetric(const rotary_segment *segments, const uint8_t *usable, int32_t count, int32_t width) {
    const double tolerance = 1e-6;
    for (int32_t index = 0; index < count; index++) {
        if (!usable[index]) continue;
        const rotary_segment *s = &segments[index];
        int32_t found = 0;
        for (int32_t other = 0; other < count && !found; other++) {
            const rotary_segment *m = &segments[other];
            if (!usable[other] || m->cap != s->cap || m->colour != s->colour || m->half_width != s->half_width) continue;
            const int32_t same = fabs(width - m->x0 - s->x0) < tolerance && fabs(m->y0 - s->y0) < tolerance
                && fabs(width - m->x1 - s->x1) < tolerance && fabs(m->y1 - s->y1) < tolerance;
            const int32_t swapped = fabs(width - m->x1 - s->x0) < tolerance && fabs(m->y1 - s->y0) < tolerance
                && fabs(width - m->x0 - s->x1) < tolerance && fabs(m->y0 - s->y1) < tolerance;
            found = same || swapped;
        }
        if (!found) return 0;
    }
    return 1;
}
