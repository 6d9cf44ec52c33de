import CCairo
import CPangoCairo
import RotaryControls

extension CairoRenderer {
    // MARK: - Text

    /// Draws `string` centred on `center` with Pango in DejaVu Sans at the style's size and
    /// weight: horizontally by its logical width, vertically with the SVG renderer's 0.35 em
    /// baseline offset (so Cairo and SVG renderings of a drawing agree).
    ///
    /// The layout comes from ``textLayouts``: shaped once per string, size, weight and CTM, and
    /// for text whose size changes every frame, once per quarter of a device pixel of size.
    func showText(_ string: String, center: Point, style: TextStyle, in context: OpaquePointer) {
        guard !string.isEmpty, Self.isDrawable(center), Self.isDrawable(style.fontSize), style.fontSize > 0 else { return }
        let pixelsPerUnit = CairoPixelGrid(context, pixelScale: pixelScale).scale.y
        guard let layout = textLayouts.layout(for: string, fontSize: style.fontSize, pixelsPerUnit: pixelsPerUnit,
                                              weight: style.weight, in: context) else { return }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let width = Double(logical.width) / Double(PANGO_SCALE)
        let baseline = Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE)
        cairo_new_path(context)
        cairo_move_to(context, center.x - width / 2, center.y + 0.35 * style.fontSize - baseline)
        setPaint(style.paint, in: context)
        pango_cairo_show_layout(context, layout)
        cairo_new_path(context)
    }
}
