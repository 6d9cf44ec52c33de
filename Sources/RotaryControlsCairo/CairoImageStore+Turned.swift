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
    /// `middle`: ``turnedResampling(_:key:by:middle:)`` written into a new image. Returns the image
    /// and the whole pixel of its corner; `nil` when a number is not finite or the image would be
    /// too large.
    static func turned(
        _ copy: OpaquePointer, key: ScaledKey, by turn: Rotation, middle: Point
    ) -> (image: OpaquePointer, left: Double, top: Double)? {
        guard let resampling = turnedResampling(copy, key: key, by: turn, middle: middle),
              let image = resampling.makeImage() else { return nil }
        return (image, resampling.left, resampling.top)
    }

    /// The upright copy `copy` (made for `key`) turned clockwise by `turn` about its content's
    /// centre, that centre landing on the device point `middle`, as a bilinear resampling
    /// (`rotary_pixels_resample_bilinear`, as a GPU compositor turns a layer) over the whole
    /// device pixels where the copy shows anything (its ``CairoContentReach``); `nil` when a number
    /// is not finite or the box would be too large.
    static func turnedResampling(_ copy: OpaquePointer, key: ScaledKey, by turn: Rotation, middle: Point) -> CairoResampling? {
        guard turn.radians.isFinite, middle.x.isFinite, middle.y.isFinite,
              Swift.abs(middle.x) < 1e7, Swift.abs(middle.y) < 1e7 else { return nil }
        let width = Double(cairo_image_surface_get_width(copy)), height = Double(cairo_image_surface_get_height(copy))
        // The content's centre in the copy's pixels.
        let centre = (x: width / 2 + Double(key.phaseX) / 4, y: height / 2 + Double(key.phaseY) / 4)
        let (cosine, sine) = (cos(turn.radians), sin(turn.radians))
        // Copy pixel q lands on middle + turn·(q − centre).
        let toScreen = Transform(a: cosine, b: sine, c: -sine, d: cosine, tx: middle.x - cosine * centre.x + sine * centre.y,
                                 ty: middle.y - sine * centre.x - cosine * centre.y)
        func screen(_ qx: Double, _ qy: Double) -> (x: Double, y: Double) {
            (toScreen.a * qx + toScreen.c * qy + toScreen.tx, toScreen.b * qx + toScreen.d * qy + toScreen.ty)
        }
        var area = CairoContentReach.box(screen(0, 0), screen(width, 0), screen(0, height), screen(width, height))
        // Only where the copy shows anything (the same pixels, fewer resampled and blitted).
        cairo_surface_flush(copy)
        if let reach = CairoContentReach.kept(of: copy, aroundX: centre.x, y: centre.y) { area = reach.narrow(area, screen: screen) }
        return CairoResampling(copy, toScreen: toScreen, area: area, maximumSide: maximumScaledSide)
    }
}
