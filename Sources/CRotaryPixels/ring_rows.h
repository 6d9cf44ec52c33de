#ifndef ROTARY_RING_ROWS_H
#define ROTARY_RING_ROWS_H

// Row helpers shared by the ring and arc painters (arc_ring.c, arc_band.c).

#include "ellipse_lanes.h"

#include <math.h>
#include <stdint.h>

/// Whether `value` is finite and small enough for pixel arithmetic.
static inline int is_usable(double value) { return isfinite(value) && fabs(value) < 1e7; }

/// `√(ρ² − dy²)`: how far along a row `dy` from the centre a circle of radius `ρ` reaches, 0
/// when it does not reach the row (so the reach never shrinks as `ρ` grows).
static inline double reach(double rho, double dy) {
    const double squared = rho * rho - dy * dy;
    return rho > 0 && squared > 0 ? sqrt(squared) : 0;
}

/// The first column whose pixel centre lies at or right of `x`, within `from` … `to`.
static inline int32_t column_at(double x, int32_t from, int32_t to) {
    if (!(x - 0.5 > from)) return from;
    if (!(x - 0.5 < to)) return to;
    const int32_t column = whole_up(x - 0.5);
    return column > to ? to : column;
}

/// The flat colour times `coverage` (0…1), premultiplied ARGB32, each channel rounded.
static inline uint32_t covered(const float color[4], float coverage) {
    return (uint32_t)(color[3] * coverage * 255 + 0.5f) << 24 | (uint32_t)(color[0] * coverage * 255 + 0.5f) << 16 |
           (uint32_t)(color[1] * coverage * 255 + 0.5f) << 8 | (uint32_t)(color[2] * coverage * 255 + 0.5f);
}

#endif
