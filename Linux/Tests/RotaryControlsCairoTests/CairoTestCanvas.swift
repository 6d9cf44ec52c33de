import CCairo
@testable import RotaryControlsCairo

// Shared by the Cairo painter tests: a canvas to draw into and a pixel count of differences.

/// An ARGB32 surface `side` pixels square with a context scaled by `scale`: transparent, or
/// painted white when `white`. The caller destroys both.
func testCanvas(_ side: Int32, scale: Double, white: Bool = false) -> (OpaquePointer, OpaquePointer) {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, side, side)!
    let context = cairo_create(surface)!
    if white {
        cairo_set_source_rgb(context, 1, 1, 1)
        cairo_paint(context)
    }
    cairo_scale(context, scale, scale)
    return (surface, context)
}

/// The pixels of `actual` differing from `expected` by more than `tolerance` (of 255) in a
/// channel; -1 when the sizes differ.
func differingPixels(_ expected: OpaquePointer, _ actual: OpaquePointer, tolerance: Int) -> Int {
    guard case let .compared(count, _) = CairoImageComparison(channelTolerance: tolerance).compare(expected, actual) else {
        return -1
    }
    return count
}
