import CCairo
import CRotaryPixels
import Glibc
import RotaryControls

/// One bilinear resampling of a premultiplied ARGB32 image onto a box of device pixels (a
/// turned layer's upright rendering, an image store's upright copy turned, a squashed picker
/// row): what `rotary_pixels_resample_bilinear` is asked to do, decided before anything is
/// written, so that the pixels can go into a new image (``makeImage()``) or under another
/// rendering that covers the box (``compose(under:stride:left:top:bounds:scratch:)``).
struct CairoResampling {
    /// The image resampled (kept alive by whoever made the resampling: the layer cache or the
    /// image store, for at least the frame).
    let source: OpaquePointer
    /// The device pixels written: the box's corner and size.
    let left: Double, top: Double, width: Int, height: Int
    /// The inverse map, from the box's pixels to the source's: source = (xx·X + xy·Y + x0, yx·X + yy·Y + y0).
    let xx: Double, yx: Double, xy: Double, yy: Double, x0: Double, y0: Double

    /// The resampling of `source` whose pixel q lands on the device point `toScreen(q)`, over
    /// `area` (whole device pixels: left, top, right, bottom); `nil` when the map cannot be
    /// inverted or the box is empty, not finite or larger than `maximumSide` on a side.
    init?(_ source: OpaquePointer, toScreen: Transform, area: (left: Double, top: Double, right: Double, bottom: Double),
          maximumSide: Double) {
        let determinant = toScreen.a * toScreen.d - toScreen.b * toScreen.c
        let (left, top, right, bottom) = area
        guard determinant.isFinite, Swift.abs(determinant) > 1e-12, left.isFinite, top.isFinite, right.isFinite,
              bottom.isFinite, right > left, bottom > top, right - left <= maximumSide, bottom - top <= maximumSide,
              cairo_image_surface_get_data(source) != nil else { return nil }
        self.source = source
        (self.left, self.top, width, height) = (left, top, Int(right - left), Int(bottom - top))
        // q = inverse(s) for the screen point s = (left + X, top + Y).
        (xx, yx, xy, yy) = (toScreen.d / determinant, -toScreen.b / determinant, -toScreen.c / determinant,
                            toScreen.a / determinant)
        let (dx, dy) = (left - toScreen.tx, top - toScreen.ty)
        (x0, y0) = (xx * dx + xy * dy, yx * dx + yy * dy)
    }

    /// Writes every pixel of the box into `pixels` (`stride` pixels a row).
    func write(into pixels: UnsafeMutablePointer<UInt32>, stride: Int) {
        guard let data = cairo_image_surface_get_data(source) else { return }
        rotary_pixels_resample_bilinear(
            data, cairo_image_surface_get_width(source), cairo_image_surface_get_height(source),
            cairo_image_surface_get_stride(source),
            UnsafeMutableRawPointer(pixels).assumingMemoryBound(to: UInt8.self), Int32(width), Int32(height),
            Int32(stride * 4), xx, yx, xy, yy, x0, y0)
    }

    /// A new image of the box (owned by the caller) holding the resampled pixels; `nil` when it
    /// cannot be made.
    func makeImage() -> OpaquePointer? {
        // The resampler writes every pixel: the image's memory need not be cleared first.
        CairoPixelImage.makeWritten(width: width, height: height) { pixels, stride in write(into: pixels, stride: stride) }
    }

    /// Whether the box lies within `box` (device pixels: its corner, width and height).
    func lies(within box: (left: Double, top: Double, width: Int, height: Int)) -> Bool {
        left >= box.left && top >= box.top && left + Double(width) <= box.left + Double(box.width)
            && top + Double(height) <= box.top + Double(box.height)
    }

    /// Composes the resampled pixels under `pixels` (`stride` pixels a row; its pixel (0, 0) is
    /// the device pixel (`left`, `top`) and it covers this resampling's box), as if they had been
    /// drawn first and those pixels over them: `rotary_pixels_compose_under`, through `scratch`.
    /// `false` (nothing written) when the box is not inside `bounds` (width, height) of `pixels`.
    func compose(
        under pixels: UnsafeMutablePointer<UInt32>, stride: Int, left: Double, top: Double,
        bounds: (width: Int, height: Int), scratch: CairoScratchPixels
    ) -> Bool {
        guard lies(within: (left, top, bounds.width, bounds.height)),
              let buffer = scratch.pixels(count: width * height) else { return false }
        let (x, y) = (Int(self.left - left), Int(self.top - top))
        write(into: buffer, stride: width)
        rotary_pixels_compose_under(
            UnsafeMutableRawPointer(pixels + y * stride + x).assumingMemoryBound(to: UInt8.self), Int32(stride * 4),
            UnsafeRawPointer(buffer).assumingMemoryBound(to: UInt8.self), Int32(width * 4), Int32(width), Int32(height))
        return true
    }
}
