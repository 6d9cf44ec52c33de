import CCairo
import CRotaryPixels
import Glibc
import RotaryControls

extension CairoImageStore {
    // MARK: - Turning an upright copy

    /// The kept upright, unclipped copy of `name` at a pixel size (quarter pixels), whatever its
    /// phase, and its key; `nil` when there is none (marked as just used when there is).
    func uprightCopy(_ name: String, quarterWidth: Int32, quarterHeight: Int32) -> (surface: OpaquePointer, key: ScaledKey)? {
        guard let key = uprightCopies[UprightKey(name: name, quarterWidth: quarterWidth, quarterHeight: quarterHeight)],
              let surface = cachedCopy(key) else { return nil }
        return (surface, key)
    }

    /// A new image (owned by the caller) of the upright copy `copy` (made for `key`) turned
    /// clockwise by `turn` about its content's centre, that centre landing on the device point
    /// `middle`: resampled with a bilinear filter (`rotary_pixels_resample_bilinear`), as a GPU
    /// compositor turns a layer (only the part where the copy shows anything, its ``CairoContentReach``). Returns the image and the whole pixel of its corner; `nil`
    /// when a number is not finite or the image would be too large.
    static func turned(
        _ copy: OpaquePointer, key: ScaledKey, by turn: Rotation, middle: Point
    ) -> (image: OpaquePointer, left: Double, top: Double)? {
        guard turn.radians.isFinite, middle.x.isFinite, middle.y.isFinite,
              Swift.abs(middle.x) < 1e7, Swift.abs(middle.y) < 1e7,
              let source = cairo_image_surface_get_data(copy) else { return nil }
        let width = Double(cairo_image_surface_get_width(copy)), height = Double(cairo_image_surface_get_height(copy))
        // The content's centre in the copy's pixels.
        let centre = (x: width / 2 + Double(key.phaseX) / 4, y: height / 2 + Double(key.phaseY) / 4)
        let (cosine, sine) = (cos(turn.radians), sin(turn.radians))
        // Copy pixel q lands on middle + turn·(q − centre).
        func screen(_ qx: Double, _ qy: Double) -> (x: Double, y: Double) {
            let (px, py) = (qx - centre.x, qy - centre.y)
            return (middle.x + cosine * px - sine * py, middle.y + sine * px + cosine * py)
        }
        let corners = [screen(0, 0), screen(width, 0), screen(0, height), screen(width, height)]
        var area = (left: corners.map(\.x).min()!.rounded(.down), top: corners.map(\.y).min()!.rounded(.down),
                    right: corners.map(\.x).max()!.rounded(.up), bottom: corners.map(\.y).max()!.rounded(.up))
        // Only where the copy shows anything (the same pixels, fewer resampled and blitted).
        cairo_surface_flush(copy)
        if let reach = CairoContentReach(of: copy, aroundX: centre.x, y: centre.y) { area = reach.narrow(area, screen: screen) }
        let (left, top, right, bottom) = area
        guard right > left, bottom > top, right - left <= maximumScaledSide, bottom - top <= maximumScaledSide else { return nil }
        let (outWidth, outHeight) = (Int(right - left), Int(bottom - top))
        let stride = cairo_image_surface_get_stride(copy)
        // Inverse: q = centre + turnᵀ·(s − middle), for the screen point s = (left + X, top + Y).
        let (dx, dy) = (left - middle.x, top - middle.y)
        // The resampler writes every pixel: the image's memory need not be cleared first.
        guard let image = CairoPixelImage.makeWritten(width: outWidth, height: outHeight, write: { pixels, pixelStride in
            rotary_pixels_resample_bilinear(
                source, Int32(width), Int32(height), stride,
                UnsafeMutableRawPointer(pixels).assumingMemoryBound(to: UInt8.self), Int32(outWidth), Int32(outHeight),
                Int32(pixelStride * 4), cosine, -sine, sine, cosine,
                cosine * dx + sine * dy + centre.x, -sine * dx + cosine * dy + centre.y)
        }) else { return nil }
        return (image, left, top)
    }
}
