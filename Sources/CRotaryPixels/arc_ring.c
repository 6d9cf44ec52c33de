#include "rotary_marks.h"
#include "ring_rows.h"

#include <math.h>
#include <stddef.h>
#include <string.h>

/// Which rims a run of pixels lies near: both (a ring under two margins wide), or only the
/// outer or the inner one (the other rim then covers them wholly or not at all: one area each).
typedef enum { both_rims, outer_rim, inner_rim } rims;

/// Writes the ring's pixels in the columns `from` ..< `to` of a row `dy` below the centre, four
/// at a time: the colour times its coverage.
static void compute(uint32_t *out, int32_t from, int32_t to, const rotary_marks_ring *ring, float dy,
                    const float color[4], rims near) {
    const rotary_lanes one = lanes_all(1), steps = {0, 1, 2, 3}, radius = lanes_all((float)ring->radius);
    const rotary_lanes half = lanes_all((float)(ring->line_width / 2)), fy = lanes_all(dy), fy2 = fy * fy;
    for (int32_t column = from; column < to; column += 4) {
        const rotary_lanes dx = lanes_all((float)(column + 0.5 - ring->center_x)) + steps;
        const rotary_lanes rho = lanes_sqrt(dx * dx + fy2);
        // At the very centre (only for a ring whose hole is under a pixel) any direction will do.
        const rotary_masks known = rho > lanes_all(0);
        const rotary_lanes inverse = one / lanes_select(known, rho, one);
        const rotary_lanes_edge edge = lanes_edge(lanes_select(known, dx * inverse, one), fy * inverse);
        const rotary_lanes distance = rho - radius;
        const rotary_lanes coverage = near == outer_rim   ? lanes_area_below(half - distance, edge)
                                      : near == inner_rim ? one - lanes_area_below(-half - distance, edge)
                                                          : lanes_area_below(half - distance, edge) -
                                                                lanes_area_below(-half - distance, edge);
        const int32_t count = to - column < 4 ? to - column : 4;
        for (int32_t lane = 0; lane < count; lane++) {
            const float c = coverage[lane] > 0 ? coverage[lane] : 0;
            out[column + lane] = covered(color, c < 1 ? c : 1);
        }
    }
}

void rotary_marks_paint_ring(uint32_t *pixels, int32_t stride, int32_t first_row, int32_t last_row, int32_t from,
                             int32_t to, const rotary_marks_ring *ring, float red, float green, float blue,
                             float alpha) {
    if (!pixels || !ring || from >= to || first_row >= last_row || from < 0 || first_row < 0 || to > stride) return;
    if (!is_usable(ring->center_x) || !is_usable(ring->center_y) || !is_usable(ring->radius) ||
        !is_usable(ring->line_width) || ring->radius <= 0 || ring->line_width <= 0)
        return;
    // A pixel reaches at most half a diagonal (~0.71) beyond its centre: centres farther than
    // `margin` from both rims are wholly inside or outside the ring.
    const float color[4] = {red, green, blue, alpha};
    const uint32_t solid = covered(color, 1);
    const double margin = 0.75, half = ring->line_width / 2;
    double radii[4] = {ring->radius + half + margin, ring->radius + half - margin, ring->radius - half + margin,
                       ring->radius - half - margin};
    // A ring under two margins wide has no inside wholly covered: its two rims' bands meet.
    const rims outer = radii[1] < radii[2] ? both_rims : outer_rim, inner = outer == both_rims ? both_rims : inner_rim;
    if (radii[1] < radii[2]) radii[1] = radii[2] = ring->radius;
    for (int32_t row = first_row; row < last_row; row++) {
        uint32_t *out = pixels + (size_t)row * (size_t)stride;
        const double dy = row + 0.5 - ring->center_y;
        // Column bounds, left to right: outside | rim | inside | rim | hole | rim | inside | rim | outside.
        int32_t bounds[8];
        for (int k = 0; k < 4; k++) {
            const double x = reach(radii[k], dy);
            bounds[k] = column_at(ring->center_x - x, from, to);
            bounds[7 - k] = column_at(ring->center_x + x, from, to);
        }
        memset(out + from, 0, (size_t)(bounds[0] - from) * 4);
        compute(out, bounds[0], bounds[1], ring, (float)dy, color, outer);
        for (int32_t column = bounds[1]; column < bounds[2]; column++) out[column] = solid;
        compute(out, bounds[2], bounds[3], ring, (float)dy, color, inner);
        memset(out + bounds[3], 0, (size_t)(bounds[4] - bounds[3]) * 4);
        compute(out, bounds[4], bounds[5], ring, (float)dy, color, inner);
        for (int32_t column = bounds[5]; column < bounds[6]; column++) out[column] = solid;
        compute(out, bounds[6], bounds[7], ring, (float)dy, color, outer);
        memset(out + bounds[7], 0, (size_t)(to - bounds[7]) * 4);
    }
}
