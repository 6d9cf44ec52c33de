import CCairo
import CPangoCairo
import RotaryControls

extension CairoRenderer {
    // MARK: - Text

    /// Draws `string` centred on `center` with Pango in DejaVu Sans at the style's size and
    /// weight: horizontally by its logical width, vertically with the SVG renderer's 0.35 em
    /// baseline offset (so Cairo and SVG renderings of a drawing agree).
    ///
    /// The layout comes from ``textLayouts``: shaped once per string, size, weight and CTM (a
    /// size that changes every frame is shown by scaling the string's first layout meanwhile).
    func showText(_ string: String, center: Point, style: TextStyle, in context: OpaquePointer) {
        guard !string.isEmpty, Self.isDrawable(center), Self.isDrawable(style.fontSize), style.fontSize > 0 else { return }
        let pixelsPerUnit = CairoPixelGrid(context, pixelScale: pixelScale).scale.y
        guard let text = textLayouts.layout(for: string, fontSize: style.fontSize, pixelsPerUnit: pixelsPerUnit,
                                            weight: style.weight, in: context) else { return }
        var logical = PangoRectangle()
        pango_layout_get_extents(text.layout, nil, &logical)
        let width = Double(logical.width) / Double(PANGO_SCALE) * text.scale
        let baseline = Double(pango_layout_get_baseline(text.layout)) / Double(PANGO_SCALE) * text.scale
        cairo_new_path(context)
        setPaint(style.paint, in: context)
        if text.scale == 1 {
            cairo_move_to(context, center.x - width / 2, center.y + 0.35 * style.fontSize - baseline)
            pango_cairo_show_layout(context, text.layout)
        } else {
            cairo_save(context)
            cairo_translate(context, center.x - width / 2, center.y + 0.35 * style.fontSize - baseline)
            cairo_scale(context, text.scale, text.scale)
            cairo_move_to(context, 0, 0)
            pango_cairo_show_layout(context, text.layout)
            cairo_restore(context)
        }
        cairo_new_path(context)
    }
}
