#include "rotary_arcs.h"
#include "ring_rows.h"

#include <math.h>
#include <stddef.h>
#include <string.h>

/// How much of each pixel lies within `half` of the point `(px, py)` away (the offsets from the
/// pixel centres to it), the disc's rim taken as straight across the pixel.
static inline rotary_lanes disc_area(rotary_lanes px, rotary_lanes py, rotary_lanes half) {
    const rotary_lanes one = lanes_all(1);
    const rotary_lanes distance = lanes_sqrt(px * px + py * py);
    const rotary_masks known = distance > lanes_all(0);
    const rotary_lanes inverse = one / lanes_select(known, distance, one);
    const rotary_lanes_edge edge = lanes_edge(lanes_select(known, px * inverse, one), py * inverse);
    return lanes_area_below(half - distance, edge);
}

void rotary_arcs_paint_ends(uint32_t *pixels, int32_t stride, int32_t first_row, int32_t last_row, int32_t from,
                            int32_t to, const rotary_arcs_band *band, float red, float green, float blue,
                            float alpha) {
    if (!pixels || !band || from >= to || first_row >= last_row || from < 0 || first_row < 0 || to > stride) return;
    const double numbers[] = {band->center_x,       band->center_y,       band->radius,          band->line_width,
                              band->start_normal_x, band->start_normal_y, band->finish_normal_x, band->finish_normal_y,
                              band->start_x,        band->start_y,        band->finish_x,        band->finish_y};
    for (size_t k = 0; k < sizeof numbers / sizeof numbers[0]; k++)
        if (!is_usable(numbers[k])) return;
    if (band->radius <= 0 || band->line_width <= 0) return;
    const float color[4] = {red, green, blue, alpha};
    const rotary_lanes one = lanes_all(1), zero = lanes_all(0), steps = {0, 1, 2, 3};
    const rotary_lanes radius = lanes_all((float)band->radius), half = lanes_all((float)(band->line_width / 2));
    const rotary_lanes_edge start_edge =
        lanes_edge(lanes_all((float)band->start_normal_x), lanes_all((float)band->start_normal_y));
    const rotary_lanes_edge finish_edge =
        lanes_edge(lanes_all((float)band->finish_normal_x), lanes_all((float)band->finish_normal_y));
    const double outer = band->radius + band->line_width / 2 + 0.75, hole = band->radius - band->line_width / 2 - 0.75;
    for (int32_t row = first_row; row < last_row; row++) {
        uint32_t *out = pixels + (size_t)row * (size_t)stride;
        const double dy = row + 0.5 - band->center_y;
        const rotary_lanes fy = lanes_all((float)dy), fy2 = fy * fy;
        const rotary_lanes start_dy = lanes_all((float)(row + 0.5 - band->start_y));
        const rotary_lanes finish_dy = lanes_all((float)(row + 0.5 - band->finish_y));
        // Only the columns within a pixel of the ring's band (the caps' discs lie within it too).
        int32_t bounds[4];
        for (int k = 0; k < 2; k++) {
            const double x = reach(k == 0 ? outer : hole, dy);
            bounds[k == 0 ? 0 : 1] = column_at(band->center_x - x, from, to);
            bounds[k == 0 ? 3 : 2] = column_at(band->center_x + x, from, to);
        }
        if (bounds[2] < bounds[1]) bounds[1] = bounds[2] = bounds[1];
        memset(out + from, 0, (size_t)(bounds[0] - from) * 4);
        memset(out + bounds[1], 0, (size_t)(bounds[2] - bounds[1]) * 4);
        memset(out + bounds[3], 0, (size_t)(to - bounds[3]) * 4);
        for (int span = 0; span < 2; span++)
        for (int32_t column = bounds[2 * span]; column < bounds[2 * span + 1]; column += 4) {
            const rotary_lanes dx = lanes_all((float)(column + 0.5 - band->center_x)) + steps;
            // The ring: the area between its rims.
            const rotary_lanes rho = lanes_sqrt(dx * dx + fy2);
            const rotary_masks known = rho > zero;
            const rotary_lanes inverse = one / lanes_select(known, rho, one);
            const rotary_lanes_edge edge = lanes_edge(lanes_select(known, dx * inverse, one), fy * inverse);
            const rotary_lanes distance = rho - radius;
            const rotary_lanes ring = lanes_max(
                lanes_area_below(half - distance, edge) - lanes_area_below(-half - distance, edge), zero);
            // The sector: the area on the arc's side of each cut line.
            const rotary_lanes inside_start = lanes_area_below(
                dx * lanes_all((float)band->start_normal_x) + fy * lanes_all((float)band->start_normal_y), start_edge);
            const rotary_lanes inside_finish = lanes_area_below(
                dx * lanes_all((float)band->finish_normal_x) + fy * lanes_all((float)band->finish_normal_y),
                finish_edge);
            const rotary_lanes sector = band->is_wide ? lanes_min(inside_start + inside_finish, one)
                                                      : lanes_max(inside_start + inside_finish - one, zero);
            rotary_lanes coverage = ring * sector;
            if (band->has_round_caps) {
                const rotary_lanes column_x = lanes_all((float)column + 0.5f) + steps;
                coverage = lanes_max(coverage, disc_area(column_x - lanes_all((float)band->start_x), start_dy, half));
                coverage = lanes_max(coverage, disc_area(column_x - lanes_all((float)band->finish_x), finish_dy, half));
            }
            const int32_t end = bounds[2 * span + 1], count = end - column < 4 ? end - column : 4;
            for (int32_t lane = 0; lane < count; lane++) {
                const float c = coverage[lane] > 0 ? coverage[lane] : 0;
                out[column + lane] = covered(color, c < 1 ? c : 1);
            }
        }
    }
}
