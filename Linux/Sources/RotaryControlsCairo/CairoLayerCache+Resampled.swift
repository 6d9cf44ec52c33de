import CCairo
import CRotaryPixels
import Glibc
import RotaryControls

/// Turned layers composed as a GPU compositor composes them: the upright rendering resampled
/// through the turn with a bilinear filter.
extension CairoLayerCache {
    /// Draws `entry` (an upright rendering at `scale`) turned and moved by `map` (user space of
    /// the layer's content to device pixels: a turn times `scale`, then a move): resamples it
    /// into a new image just large enough, bilinear (`rotary_pixels_resample_bilinear`, about
    /// 4 ns a pixel here against 15–25 for pixman's general transformed path), and blits that
    /// on whole pixels with `opacity`, kept a frame in `frameImages` (a recording surface would
    /// copy it if it were released at once). `true`: drawn.
    func drawResampled(
        _ entry: Entry, map: Transform, scale: Double, opacity: Double, grid: CairoPixelGrid,
        keeping frameImages: CairoFrameImages, in context: OpaquePointer
    ) -> Bool {
        let width = Double(cairo_image_surface_get_width(entry.surface))
        let height = Double(cairo_image_surface_get_height(entry.surface))
        // Sprite pixel q shows content point (q + corner) / scale, which the screen shows at
        // map((q + corner) / scale) = turn·(q + corner) + move.
        let (cosine, sine) = (map.a / scale, map.b / scale)
        func screen(_ qx: Double, _ qy: Double) -> (x: Double, y: Double) {
            let (px, py) = (qx + entry.corner.x, qy + entry.corner.y)
            return (cosine * px - sine * py + map.tx, sine * px + cosine * py + map.ty)
        }
        let corners = [screen(0, 0), screen(width, 0), screen(0, height), screen(width, height)]
        let left = corners.map(\.x).min()!.rounded(.down), right = corners.map(\.x).max()!.rounded(.up)
        let top = corners.map(\.y).min()!.rounded(.down), bottom = corners.map(\.y).max()!.rounded(.up)
        guard left.isFinite, top.isFinite, right.isFinite, bottom.isFinite, right > left, bottom > top,
              right - left <= Self.maximumSide, bottom - top <= Self.maximumSide else { return false }
        let (outWidth, outHeight) = (Int32(right - left), Int32(bottom - top))
        guard let output = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, outWidth, outHeight) else { return false }
        defer { cairo_surface_destroy(output) }
        guard cairo_surface_status(output) == CAIRO_STATUS_SUCCESS, let pixels = cairo_image_surface_get_data(output),
              let source = cairo_image_surface_get_data(entry.surface) else { return false }
        // Inverse: q = turnᵀ·(s − move) − corner, for the screen point s = (left + X, top + Y).
        let (dx, dy) = (left - map.tx, top - map.ty)
        rotary_pixels_resample_bilinear(
            source, Int32(width), Int32(height), cairo_image_surface_get_stride(entry.surface),
            pixels, outWidth, outHeight, cairo_image_surface_get_stride(output),
            cosine, -sine, sine, cosine,
            cosine * dx + sine * dy - entry.corner.x, -sine * dx + cosine * dy - entry.corner.y)
        cairo_surface_mark_dirty(output)
        frameImages.keep(output)
        cairo_save(context)
        grid.usePixelSpace(context)
        cairo_set_source_surface(context, output, left, top)
        Self.paintSource(opacity: opacity, in: context)
        cairo_restore(context)
        return true
    }
}
