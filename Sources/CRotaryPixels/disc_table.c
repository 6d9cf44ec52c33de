#include "rotary_discs.h"

#include <math.h>

#include "disc_pixels.h"

/// A channel in 0…1 as a byte, rounded (clamped).
static uint32_t byte(double value) {
    const double scaled = fmax(0, value) * 255 + 0.5;
    return scaled >= 255 ? 255 : (uint32_t)scaled;
}

static double unit(double value) {
    return isfinite(value) ? fmin(fmax(value, 0), 1) : 0;
}

void rotary_discs_radial_table(const double *locations, const double *colours, int32_t count, uint32_t *table,
                               int32_t table_size) {
    if (table_size <= 0) return;
    if (count <= 0) {
        for (int32_t index = 0; index <= table_size; index++) table[index] = 0;
        return;
    }
    int32_t next = 0;
    for (int32_t index = 0; index <= table_size; index++) {
        const double t = index < table_size ? (index + 0.5) / table_size : 1;
        const double *colour;
        double mixed[4];
        while (next < count && locations[next] < t) next++;
        if (next == 0) {
            colour = colours;
        } else if (next == count) {
            colour = colours + 4 * (count - 1);
        } else {
            const double *from = colours + 4 * (next - 1), *to = colours + 4 * next;
            const double span = locations[next] - locations[next - 1];
            const double f = span > 0 ? (t - locations[next - 1]) / span : 1;
            for (int channel = 0; channel < 4; channel++) mixed[channel] = from[channel] + (to[channel] - from[channel]) * f;
            colour = mixed;
        }
        const double alpha = unit(colour[3]);
        table[index] = byte(alpha) << 24 | byte(unit(colour[0]) * alpha) << 16 | byte(unit(colour[1]) * alpha) << 8
            | byte(unit(colour[2]) * alpha);
    }
}

void rotary_discs_compose_table(const uint32_t *table, int32_t count, uint32_t under, uint32_t *result) {
    for (int32_t index = 0; index < count; index++) result[index] = rotary_disc_over(table[index], under);
}
