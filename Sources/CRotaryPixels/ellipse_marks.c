#include "rotary_marks.h"
#include "ellipse_lanes.h"

#include <math.h>
#include <stddef.h>

float rotary_marks_area_below(float t, float u, float v) {
    const float half = (u + v) / 2;
    if (t <= -half) return 0;
    if (t >= half) return 1;
    if (v < 1e-6f) return t + 0.5f;
    if (t < v - half) return (t + half) * (t + half) / (2 * u * v);
    if (t > half - v) return 1 - (half - t) * (half - t) / (2 * u * v);
    return 0.5f + t / u;
}

/// A channel of the outline-over-fill pixel, in 0…255 (rounded, never above 255).
static inline uint32_t channel(float stroke, float fill, float stroke_coverage, float under) {
    const float value = (stroke * stroke_coverage + fill * under) * 255 + 0.5f;
    return (uint32_t)(value < 255 ? value : 255);
}

uint32_t rotary_marks_pixel(const rotary_marks_colors *colors, float fill_coverage, float stroke_coverage) {
    const float under = fill_coverage * (1 - colors->stroke_alpha * stroke_coverage);
    return channel(colors->stroke_alpha, colors->fill_alpha, stroke_coverage, under) << 24 |
           channel(colors->stroke_red, colors->fill_red, stroke_coverage, under) << 16 |
           channel(colors->stroke_green, colors->fill_green, stroke_coverage, under) << 8 |
           channel(colors->stroke_blue, colors->fill_blue, stroke_coverage, under);
}

static int is_usable(double value) { return isfinite(value) && fabs(value) < 1e7; }

void rotary_marks_paint_ellipse(uint32_t *pixels, int32_t stride, int32_t width, int32_t height,
                                const rotary_marks_ellipse *e, const rotary_marks_colors *colors) {
    if (!pixels || !e || !colors || width <= 0 || height <= 0 || stride < width) return;
    const double values[] = {e->center_x, e->center_y, e->inverse_a, e->inverse_b, e->inverse_c, e->inverse_d,
                             e->grid_a, e->grid_b, e->grid_c, e->grid_d, e->semi_x, e->semi_y,
                             e->pixels_per_point, e->line_width};
    for (unsigned index = 0; index < sizeof values / sizeof values[0]; index++)
        if (!is_usable(values[index])) return;
    const double a = e->semi_x, b = e->semi_y, per_unit = e->pixels_per_point;
    if (a <= 0 || b <= 0 || per_unit <= 0 || e->line_width < 0) return;
    const double half_line = e->line_width / 2;
    const double reach = (a > b ? a : b) * per_unit + half_line + 1;
    const int32_t from_x = (int32_t)fmax(0, floor(e->center_x - reach));
    const int32_t to_x = (int32_t)fmin(width, ceil(e->center_x + reach));
    const int32_t from_y = (int32_t)fmax(0, floor(e->center_y - reach));
    const int32_t to_y = (int32_t)fmin(height, ceil(e->center_y + reach));
    // Each row only where it crosses the ellipse grown by half the outline and a pixel and a
    // half: `alpha·x² + beta·x + gamma ≤ 0` in the row's pixel x (from the centre).
    const double grown_x = a + (half_line + 1.5) / per_unit, grown_y = b + (half_line + 1.5) / per_unit;
    const double ga2 = 1 / (grown_x * grown_x), gb2 = 1 / (grown_y * grown_y);
    const double alpha = e->inverse_a * e->inverse_a * ga2 + e->inverse_b * e->inverse_b * gb2;
    if (!(alpha > 0)) return;
    // Single precision from here, four pixels at a time: a mark is a few pixels across.
    const rotary_lanes ia = lanes_all((float)e->inverse_a), ib = lanes_all((float)e->inverse_b);
    const rotary_lanes fa2 = lanes_all((float)(1 / (a * a))), fb2 = lanes_all((float)(1 / (b * b)));
    const rotary_lanes scale = lanes_all((float)per_unit);
    const rotary_lanes ma = lanes_all((float)e->grid_a), mb = lanes_all((float)e->grid_b);
    const rotary_lanes mc = lanes_all((float)e->grid_c), md = lanes_all((float)e->grid_d);
    const rotary_lanes half = lanes_all((float)half_line), one = lanes_all(1), steps = {0, 1, 2, 3};
    for (int32_t row = from_y; row < to_y; row++) {
        const double py = row + 0.5 - e->center_y;
        const double beta = 2 * py * (e->inverse_a * e->inverse_c * ga2 + e->inverse_b * e->inverse_d * gb2);
        const double gamma = py * py * (e->inverse_c * e->inverse_c * ga2 + e->inverse_d * e->inverse_d * gb2) - 1;
        const double discriminant = beta * beta - 4 * alpha * gamma;
        if (!(discriminant > 0)) continue;
        const double root = sqrt(discriminant);
        // Within from_x … to_x (the kernel's reach), so the conversions below cannot overflow.
        const double low = (-beta - root) / (2 * alpha) + e->center_x - 0.5;
        const double high = (-beta + root) / (2 * alpha) + e->center_x - 0.5;
        const int32_t first = low > from_x ? (low < to_x ? whole_down(low) : to_x) : from_x;
        const int32_t last = high < to_x ? (high > from_x ? (whole_up(high) < to_x ? whole_up(high) + 1 : to_x) : from_x) : to_x;
        uint32_t *out = pixels + (size_t)row * (size_t)stride;
        const rotary_lanes yc = lanes_all((float)e->inverse_c * (float)py), yd = lanes_all((float)e->inverse_d * (float)py);
        for (int32_t column = first; column < last; column += 4) {
            const rotary_lanes px = lanes_all((float)(column + 0.5 - e->center_x)) + steps;
            const rotary_lanes x = ia * px + yc, y = ib * px + yd;
            const rotary_lanes xa = x * fa2, yb = y * fb2;
            const rotary_lanes g = lanes_sqrt(x * xa + y * yb);
            const rotary_lanes gradient = lanes_sqrt(xa * xa + yb * yb);
            // At the very centre the rim's direction is unknown: deep inside, any direction.
            const rotary_masks known = gradient > lanes_all(0);
            const rotary_lanes inverse = one / lanes_select(known, gradient, one);
            // Distance to the rim in pixels (negative inside), and the rim's normal on the grid.
            const rotary_lanes distance = lanes_select(known, (g - one) * g * inverse * scale, lanes_all(-4));
            const rotary_lanes nx = lanes_select(known, xa * inverse, one), ny = yb * inverse;
            const rotary_lanes_edge edge = lanes_edge(ma * nx + mc * ny, mb * nx + md * ny);
            const rotary_lanes fill = lanes_area_below(-distance, edge);
            const rotary_lanes stroke = lanes_area_below(half - distance, edge) - lanes_area_below(-half - distance, edge);
            const int32_t count = last - column < 4 ? last - column : 4;
            for (int32_t lane = 0; lane < count; lane++) {
                if (fill[lane] > 0 || stroke[lane] > 0) out[column + lane] = rotary_marks_pixel(colors, fill[lane], stroke[lane]);
            }
        }
    }
}

void rotary_marks_place(const uint32_t *patch, int32_t patch_stride, int32_t patch_width, int32_t patch_height,
                        uint32_t *pixels, int32_t stride, int32_t width, int32_t height, int32_t xx, int32_t xy,
                        int32_t yx, int32_t yy, int32_t x0, int32_t y0) {
    if (!patch || !pixels || patch_width <= 0 || patch_height <= 0 || patch_stride < patch_width || width <= 0 ||
        height <= 0 || stride < width)
        return;
    // A signed permutation: one non-zero entry, ±1, in each row and column.
    const int32_t entries[4] = {xx, xy, yx, yy};
    for (int index = 0; index < 4; index++)
        if (entries[index] < -1 || entries[index] > 1) return;
    if (!((xx != 0 && yy != 0 && xy == 0 && yx == 0) || (xx == 0 && yy == 0 && xy != 0 && yx != 0))) return;
    for (int32_t j = 0; j < patch_height; j++) {
        const uint32_t *in = patch + (size_t)j * (size_t)patch_stride;
        int64_t x = (int64_t)x0 + (int64_t)xy * j, y = (int64_t)y0 + (int64_t)yy * j;
        for (int32_t i = 0; i < patch_width; i++, x += xx, y += yx) {
            if (in[i] == 0 || x < 0 || y < 0 || x >= width || y >= height) continue;
            pixels[(size_t)y * (size_t)stride + (size_t)x] = in[i];
        }
    }
}

int64_t rotary_marks_count_add(int64_t *count, int64_t delta) {
    return count ? __atomic_add_fetch(count, delta, __ATOMIC_ACQ_REL) : 0;
}
