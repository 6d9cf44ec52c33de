import CCairo
import CRotaryPixels
import Glibc
import RotaryControls

/// Layers that move composed as a GPU compositor composes them: a rendering resampled through
/// the layer's turn or squash with a bilinear filter.
extension CairoLayerCache {
    /// Draws `entry` with its pixel q on the device point `toScreen(q)` (an invertible affine
    /// map; `turnsOnly`: a turn and a move, no scale): resamples it into a new image just large
    /// enough, bilinear (`rotary_pixels_resample_bilinear`, about 4 ns a pixel here against
    /// 15–25 for pixman's general transformed path, and pixman's scaled path through a GTK
    /// recording costs about as much), and blits that on whole pixels with `opacity` (only the
    /// part where the rendering shows anything, its ``CairoContentReach``), kept a frame in
    /// `frameImages` (a recording surface would copy it if it were released at once). `true`:
    /// drawn.
    func drawResampled(
        _ entry: Entry, toScreen: Transform, turnsOnly: Bool, opacity: Double, grid: CairoPixelGrid,
        keeping frameImages: CairoFrameImages, in context: OpaquePointer
    ) -> Bool {
        guard let resampling = resampling(of: entry, toScreen: toScreen, turnsOnly: turnsOnly),
              let output = resampling.makeImage() else { return false }
        defer { cairo_surface_destroy(output) }
        CairoPixelImage.blit(output, left: resampling.left, top: resampling.top, grid: grid, opacity: opacity,
                             keeping: frameImages, in: context)
        return true
    }

    /// `entry` (an upright rendering at `scale`) turned and moved by `map` (user space of the
    /// layer's content to device pixels: a turn times `scale`, then a move), as a resampling.
    func resampling(of entry: Entry, map: Transform, scale: Double) -> CairoResampling? {
        // Sprite pixel q shows content point (q + corner) / scale, which the screen shows at
        // map((q + corner) / scale).
        let toScreen = Transform(a: map.a / scale, b: map.b / scale, c: map.c / scale, d: map.d / scale,
                                 tx: (map.a * entry.corner.x + map.c * entry.corner.y) / scale + map.tx,
                                 ty: (map.b * entry.corner.x + map.d * entry.corner.y) / scale + map.ty)
        return resampling(of: entry, toScreen: toScreen, turnsOnly: true)
    }

    /// `entry` with its pixel q on the device point `toScreen(q)`, as a resampling over the
    /// whole device pixels it covers where the rendering shows anything; `nil` when there are none
    /// or the map cannot be inverted.
    func resampling(of entry: Entry, toScreen: Transform, turnsOnly: Bool) -> CairoResampling? {
        let width = Double(cairo_image_surface_get_width(entry.surface))
        let height = Double(cairo_image_surface_get_height(entry.surface))
        func screen(_ qx: Double, _ qy: Double) -> (x: Double, y: Double) {
            (toScreen.a * qx + toScreen.c * qy + toScreen.tx, toScreen.b * qx + toScreen.d * qy + toScreen.ty)
        }
        var area = CairoContentReach.box(screen(0, 0), screen(width, 0), screen(0, height), screen(width, height))
        // Only where the rendering shows anything (the same pixels, fewer resampled and blitted).
        if let reach = entry.reach { area = reach.narrow(area, screen: screen, turnsOnly: turnsOnly) }
        return CairoResampling(entry.surface, toScreen: toScreen, area: area, maximumSide: Self.maximumSide)
    }
}
