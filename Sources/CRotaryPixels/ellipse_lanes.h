#ifndef ROTARY_ELLIPSE_LANES_H
#define ROTARY_ELLIPSE_LANES_H

// Four pixels at a time for the mark and ring painters (ellipse_marks.c, arc_ring.c): Clang's
// vector types, which the compiler maps onto SSE2 where it targets it and onto plain floats
// elsewhere. Every operation is an IEEE single-precision one lane by lane (no fused
// multiply-add), so the SSE2 build and the portable one (ROTARY_PIXELS_PORTABLE) compute the
// same numbers.

#include <math.h>
#include <stdint.h>

#pragma STDC FP_CONTRACT OFF

#if defined(__SSE2__) && !defined(ROTARY_PIXELS_PORTABLE)
#include <emmintrin.h>
#endif

/// `⌈x⌉` and `⌊x⌋` for `|x|` under 2³⁰, inline (without SSE4.1 the library's `ceil` and `floor`
/// are calls, and a kernel takes a few of them a row).
static inline int32_t whole_up(double x) {
    const int32_t whole = (int32_t)x;
    return whole < x ? whole + 1 : whole;
}

static inline int32_t whole_down(double x) {
    const int32_t whole = (int32_t)x;
    return whole > x ? whole - 1 : whole;
}

/// Four floats, one a pixel.
typedef float rotary_lanes __attribute__((vector_size(16)));
/// Four lane masks (all bits set where a comparison holds).
typedef int32_t rotary_masks __attribute__((vector_size(16)));

static inline rotary_lanes lanes_all(float value) { return (rotary_lanes){value, value, value, value}; }

/// `yes` where `mask` is set, `no` elsewhere.
static inline rotary_lanes lanes_select(rotary_masks mask, rotary_lanes yes, rotary_lanes no) {
    return (rotary_lanes)(((rotary_masks)yes & mask) | ((rotary_masks)no & ~mask));
}

static inline rotary_lanes lanes_max(rotary_lanes a, rotary_lanes b) { return lanes_select(a > b, a, b); }

static inline rotary_lanes lanes_min(rotary_lanes a, rotary_lanes b) { return lanes_select(a < b, a, b); }

static inline rotary_lanes lanes_abs(rotary_lanes a) {
    return (rotary_lanes)((rotary_masks)a & (rotary_masks){0x7fffffff, 0x7fffffff, 0x7fffffff, 0x7fffffff});
}

/// The square root of each lane (correctly rounded either way).
static inline rotary_lanes lanes_sqrt(rotary_lanes a) {
#if defined(__SSE2__) && !defined(ROTARY_PIXELS_PORTABLE)
    return (rotary_lanes)_mm_sqrt_ps((__m128)a);
#else
    return (rotary_lanes){sqrtf(a[0]), sqrtf(a[1]), sqrtf(a[2]), sqrtf(a[3])};
#endif
}

/// `max(x, 0)²`.
static inline rotary_lanes lanes_ramp(rotary_lanes x) {
    const rotary_lanes positive = lanes_max(x, lanes_all(0));
    return positive * positive;
}

/// The smallest normal component used: below it an edge counts as straight along an axis
/// (the area then differs from the exact one by less than 1/4000).
#define ROTARY_LANES_SMALLEST_SLOPE 1e-3f

/// An edge across a pixel: the absolute components `u ≥ v` of its unit normal on the grid,
/// with what the area needs of them.
typedef struct rotary_lanes_edge {
    rotary_lanes u, v, half, scale;
} rotary_lanes_edge;

/// The edge whose unit normal has the components `n0`, `n1` (either sign, either order).
static inline rotary_lanes_edge lanes_edge(rotary_lanes n0, rotary_lanes n1) {
    const rotary_lanes a = lanes_abs(n0), b = lanes_abs(n1);
    rotary_lanes_edge edge;
    edge.u = lanes_max(a, b);
    edge.v = lanes_max(lanes_min(a, b), lanes_all(ROTARY_LANES_SMALLEST_SLOPE));
    edge.half = (edge.u + edge.v) * lanes_all(0.5f);
    edge.scale = lanes_all(1) / (lanes_all(2) * edge.u * edge.v);
    return edge;
}

/// How much of each pixel (a unit square centred on its centre) lies on the side `n · p ≤ t` of
/// the straight edge: the distribution of `n · p` over the square is the sum of two uniform
/// ones, `u` and `v` wide, whose cumulative distribution is a sum of four squared ramps over
/// `2·u·v`. In 0…1.
static inline rotary_lanes lanes_area_below(rotary_lanes t, rotary_lanes_edge edge) {
    // Beyond ±2 a pixel is wholly on one side (half ≤ ~0.71); clamped, the ramps stay small.
    t = lanes_min(lanes_max(t, lanes_all(-2)), lanes_all(2));
    const rotary_lanes s = t + edge.half;
    const rotary_lanes area = (lanes_ramp(s) - lanes_ramp(s - edge.u) - lanes_ramp(s - edge.v) +
                               lanes_ramp(t - edge.half)) * edge.scale;
    return lanes_min(lanes_max(area, lanes_all(0)), lanes_all(1));
}

#endif
