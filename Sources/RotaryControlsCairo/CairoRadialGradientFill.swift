import CCairo
import Glibc
import RotaryControls

/// Fills the current path with a radial gradient computed pixel by pixel at the device's own
/// resolution, then composed as one unscaled blit.
///
/// Pixman computes a radial gradient at ~20 ns a pixel (its general two-circle formula in
/// doubles), and a gradient drawn at a quarter of the resolution and scaled up costs as much
/// again in pixman's transformed bilinear fetch. Here (in C, `rotary_discs_paint`) each pixel's
/// colour is looked up in a table of premultiplied colours by its distance from the centre,
/// four pixels at a time with SSE2; the colours between stops are interpolated unpremultiplied
/// and then premultiplied (as pixman does). The path's edge is antialiased by Cairo's fill. A
/// disc filled with a gradient is painted by ``CairoDiscImage`` instead, rim and all.
///
/// Only where user space lands on the pixel grid as a similarity (a radial gradient looks the
/// same turned); otherwise ``fill(in:pixelScale:keeping:)`` answers `false` and draws nothing.
struct CairoRadialGradientFill {
    /// The largest image, in pixels (a side).
    static let maximumSide = 4_096.0
    /// The smallest, in pixels (a side): a smaller fill is left to pixman, whose per-pixel cost
    /// there is less than building the table.
    static let minimumSide = 96.0

    let gradient: RadialGradient

    /// Fills the current path (kept) with the gradient; `false` (nothing drawn) when the pixel
    /// grid is unknown or not a similarity, or the fill is empty, too small or too large.
    func fill(in context: OpaquePointer, pixelScale: Double?, keeping images: CairoFrameImages? = nil) -> Bool {
        let grid = CairoPixelGrid(context, pixelScale: pixelScale)
        guard grid.isKnown, grid.similarityRotation != nil, !gradient.stops.isEmpty else { return false }
        let perUnit = grid.scale.x
        let center = grid.pixel(gradient.center)
        let radius = gradient.radius * perUnit
        guard perUnit.isFinite, perUnit > 0, center.x.isFinite, center.y.isFinite, Swift.abs(center.x) < 1e7,
              Swift.abs(center.y) < 1e7, radius.isFinite, radius > 0 else { return false }
        guard let box = pixelBox(of: context, grid: grid),
              box.maxX - box.minX >= Self.minimumSide, box.maxY - box.minY >= Self.minimumSide else { return false }
        let plan = CairoDiscPlan()
        plan.addRadial(center: center, inner: 0, outer: .infinity, gradient: gradient.stops, at: center, radius: radius)
        guard let image = CairoDiscImage.paint(plan, width: Int(box.maxX - box.minX), height: Int(box.maxY - box.minY),
                                               origin: (box.minX, box.minY)) else { return false }
        defer { cairo_surface_destroy(image) }
        images?.keep(image)
        cairo_save(context)
        grid.usePixelSpace(context)
        cairo_set_source_surface(context, image, box.minX, box.minY)
        cairo_fill_preserve(context)
        cairo_restore(context)
        return true
    }

    /// The whole pixels the current path can touch, within the clip; `nil` when empty, not
    /// finite or larger than ``maximumSide``.
    private func pixelBox(of context: OpaquePointer, grid: CairoPixelGrid) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        var fill = (x1: 0.0, y1: 0.0, x2: 0.0, y2: 0.0)
        cairo_fill_extents(context, &fill.x1, &fill.y1, &fill.x2, &fill.y2)
        let area = grid.clipPixels(of: context).intersection(grid.pixels(x1: fill.x1, y1: fill.y1, x2: fill.x2, y2: fill.y2))
        guard !area.isEmpty, area.isFinite, Swift.abs(area.minX) < 1e7, Swift.abs(area.minY) < 1e7 else { return nil }
        let box = ((area.minX - 1).rounded(.down), (area.minY - 1).rounded(.down),
                   (area.maxX + 1).rounded(.up), (area.maxY + 1).rounded(.up))
        guard box.2 - box.0 <= Self.maximumSide, box.3 - box.1 <= Self.maximumSide else { return nil }
        return box
    }
}
