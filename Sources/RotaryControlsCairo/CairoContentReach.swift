import CCairo
import CRotaryPixels
import Glibc

/// Where an upright image (a turned layer's rendering, an upright copy of an icon) shows
/// anything: the box of its pixels that are not transparent and the disc around a given point
/// (the point it turns about) that holds them all. A bilinear resampling of the image turned
/// can only give pixels that are not transparent within both, turned, so the resampled image
/// (and its blit) need not be larger: a round icon turned by 45° needs a square about its
/// diameter wide, not the turned square's √2 times its side. The pixels inside are the same.
struct CairoContentReach: Equatable {
    /// The pixels that are not transparent, in the image's pixels (right and bottom exclusive).
    let left, top, right, bottom: Double
    /// The point the distances are measured from, in the image's pixels.
    let centerX, centerY: Double
    /// The largest distance from the centre to a corner of a pixel that is not transparent.
    let radius: Double

    /// The reach of `image` (an ARGB32 image surface, flushed) about the point (`x`, `y`) of
    /// its pixels; `nil` when it shows nothing, cannot be read or the point is not finite.
    init?(of image: OpaquePointer, aroundX x: Double, y: Double) {
        guard cairo_image_surface_get_format(image) == CAIRO_FORMAT_ARGB32,
              let pixels = cairo_image_surface_get_data(image) else { return nil }
        var box = [Int32](repeating: 0, count: 4)
        let radius = rotary_pixels_reach(pixels, cairo_image_surface_get_width(image), cairo_image_surface_get_height(image),
                                         cairo_image_surface_get_stride(image), x, y, &box)
        guard radius >= 0 else { return nil }
        (left, top, right, bottom) = (Double(box[0]), Double(box[1]), Double(box[2]), Double(box[3]))
        (centerX, centerY) = (x, y)
        self.radius = radius
    }

    /// `area` (whole device pixels: left, top, right, bottom) narrowed to the pixels that a
    /// bilinear resampling can make not transparent when the image's pixel point q lands on
    /// the device point `screen(q)` (an affine map; `turnsOnly`: a turn and a move, no scale,
    /// so that the disc is narrowed by too). A sample reads pixels less than a pixel from it,
    /// so the box is widened by a pixel and the disc by two.
    func narrow(
        _ area: (left: Double, top: Double, right: Double, bottom: Double), screen: (Double, Double) -> (x: Double, y: Double),
        turnsOnly: Bool = true
    ) -> (left: Double, top: Double, right: Double, bottom: Double) {
        let box = Self.box(screen(left - 1, top - 1), screen(right + 1, top - 1), screen(left - 1, bottom + 1),
                           screen(right + 1, bottom + 1))
        let middle = screen(centerX, centerY)
        // Scaled, the disc is not a disc on the screen: only the box narrows.
        let reach = turnsOnly ? radius + 2 : Double.infinity
        var narrowed = area
        narrowed.left = Swift.max(narrowed.left, box.left, (middle.x - reach).rounded(.down))
        narrowed.top = Swift.max(narrowed.top, box.top, (middle.y - reach).rounded(.down))
        narrowed.right = Swift.min(narrowed.right, box.right, (middle.x + reach).rounded(.up))
        narrowed.bottom = Swift.min(narrowed.bottom, box.bottom, (middle.y + reach).rounded(.up))
        guard narrowed.left.isFinite, narrowed.top.isFinite, narrowed.right.isFinite, narrowed.bottom.isFinite,
              narrowed.right > narrowed.left, narrowed.bottom > narrowed.top else { return area }
        return narrowed
    }

    /// The whole pixels holding four points: left, top, right, bottom (no array: this runs for
    /// every spoke of a ring in every frame).
    static func box(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double), _ c: (x: Double, y: Double),
                    _ d: (x: Double, y: Double)) -> (left: Double, top: Double, right: Double, bottom: Double) {
        (left: Swift.min(Swift.min(a.x, b.x), Swift.min(c.x, d.x)).rounded(.down),
         top: Swift.min(Swift.min(a.y, b.y), Swift.min(c.y, d.y)).rounded(.down),
         right: Swift.max(Swift.max(a.x, b.x), Swift.max(c.x, d.x)).rounded(.up),
         bottom: Swift.max(Swift.max(a.y, b.y), Swift.max(c.y, d.y)).rounded(.up))
    }
}
