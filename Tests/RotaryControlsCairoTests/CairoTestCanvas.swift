import CCairo
import RotaryControls
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

/// Two canvases alike (``testCanvas(_:scale:white:)``): one for the renderer's drawing
/// (`actual`), one for the picture it should match, usually Cairo's own drawing (`expected`).
/// Both are freed with the pair.
final class CairoCanvasPair {
    let actual: OpaquePointer, actualContext: OpaquePointer
    let expected: OpaquePointer, expectedContext: OpaquePointer

    init(_ side: Int32, scale: Double, white: Bool = false) {
        (actual, actualContext) = testCanvas(side, scale: scale, white: white)
        (expected, expectedContext) = testCanvas(side, scale: scale, white: white)
    }

    deinit {
        cairo_destroy(actualContext)
        cairo_surface_destroy(actual)
        cairo_destroy(expectedContext)
        cairo_surface_destroy(expected)
    }

    /// The pixels of `actual` differing from `expected` by more than `tolerance` (of 255).
    func differing(tolerance: Int) -> Int {
        differingPixels(expected, actual, tolerance: tolerance)
    }
}

/// Draws `drawing` as GTK 4's drawing area does: into a recording in points through `renderer`
/// told `pixelScale`, then replayed into `context`.
func drawRecorded(_ drawing: Drawing, pixelScale: Double, renderer: CairoRenderer = CairoRenderer(), in context: OpaquePointer) {
    var extents = cairo_rectangle_t(x: 0, y: 0, width: drawing.size.width, height: drawing.size.height)
    let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents)!
    let recorder = cairo_create(recording)!
    var renderer = renderer
    renderer.pixelScale = pixelScale
    renderer.draw(drawing, in: recorder)
    cairo_destroy(recorder)
    cairo_set_source_surface(context, recording, 0, 0)
    cairo_paint(context)
    cairo_surface_destroy(recording)
}
