#ifndef ROTARY_DISCS_H
#define ROTARY_DISCS_H

#include <stdint.h>

/// What a disc operation paints: one premultiplied colour, or a radial gradient's colours.
enum {
    /// `colour` over every pixel of the annulus.
    ROTARY_DISC_FLAT = 0,
    /// Each pixel the colour of the gradient at its distance from (`gx`, `gy`).
    ROTARY_DISC_RADIAL = 1,
};

/// One circle painted into an image: the annulus between `inner` and `outer` pixels from the
/// centre (`inner` ≤ 0: a whole disc; `outer` infinite: every pixel of the image), each pixel
/// covered by its area inside the annulus, the rims taken as straight across the pixel.
/// Coordinates are image pixels (pixel centres at whole numbers plus ½).
typedef struct rotary_disc {
    int32_t kind;
    double cx, cy;
    double inner, outer;
    /// ROTARY_DISC_FLAT: the premultiplied ARGB32 colour.
    uint32_t colour;
    /// ROTARY_DISC_RADIAL: the gradient's centre; a pixel at distance `d` from it takes
    /// `table[min(table_size, (int)(d · per_pixel))]` (`table_size + 1` premultiplied colours,
    /// see `rotary_discs_radial_table`).
    double gx, gy, per_pixel;
    const uint32_t *table;
    int32_t table_size;
    /// Optional (NULL for none): `table` composed over the opaque colour `under`, entry by
    /// entry; a fully covered pixel that holds `under` takes it directly (the same numbers).
    const uint32_t *table_over;
    uint32_t under;
    /// A later circle of the same image that covers these pixels with an opaque colour: pixels
    /// whose centres lie within `hidden_radius` − 1 of (`hx`, `hy`) are not painted here
    /// (`hidden_radius` ≤ 1: none).
    double hx, hy, hidden_radius;
    /// ROTARY_DISC_RADIAL with `table_over`: pixels whose centres lie within `known_radius` − 1
    /// of (`kx`, `ky`) are known to hold `under` (the disc that paints it hides them, as above,
    /// and nothing in between touches them), fully covered here: they take `table_over` unread
    /// (`known_radius` ≤ 1: none).
    double kx, ky, known_radius;
} rotary_disc;

/// Paints `count` discs in order into a premultiplied ARGB32 image of `width` × `height` pixels
/// (`stride` pixels a row), each composited OVER what the ones before left (8-bit, rounded as
/// pixman rounds). Every pixel of the image is written (transparent where nothing covers it);
/// pixels an opaque disc covers wholly are not cleared first.
/// `vector` 0 computes every pixel with the portable code; otherwise SSE2 is used where the
/// compiler targets it, giving the same numbers (`vector` 1: built for AVX2 where the processor
/// has it, the same numbers again; 2: SSE2 alone). Discs with a non-finite centre or radius are
/// skipped.
void rotary_discs_paint(uint32_t *pixels, int32_t width, int32_t height, int32_t stride, const rotary_disc *discs,
                        int32_t count, int32_t vector);

/// `rotary_discs_paint` composing the discs over what `pixels` hold instead of over
/// transparency (nothing cleared): each disc OVER the pixels as Cairo composes it on a target.
/// Over transparent pixels, the same numbers as `rotary_discs_paint`.
void rotary_discs_paint_over(uint32_t *pixels, int32_t width, int32_t height, int32_t stride, const rotary_disc *discs,
                             int32_t count, int32_t vector);

/// Fills `table` (`table_size + 1` entries) with a radial gradient's colours, premultiplied
/// ARGB32: entry `i` is the colour at `(i + ½) / table_size` of the radius, entry `table_size`
/// the colour at the radius and beyond. The `count` stops (`locations` ascending in 0…1,
/// `colours` unpremultiplied red, green, blue, alpha in 0…1, four per stop) are padded at both
/// ends; between two stops the colour is interpolated unpremultiplied, then premultiplied.
void rotary_discs_radial_table(const double *locations, const double *colours, int32_t count, uint32_t *table,
                               int32_t table_size);

/// `table` (`count` entries) composed OVER the opaque colour `under`, into `result`.
void rotary_discs_compose_table(const uint32_t *table, int32_t count, uint32_t under, uint32_t *result);

#endif
