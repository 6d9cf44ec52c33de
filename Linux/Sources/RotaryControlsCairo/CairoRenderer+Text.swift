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
        // Pango places glyphs badly under a CTM that squashes one axis (the picker's rows): lay
        // the text out under the same CTM made uniform (the horizontal scale on both axes), and
        // show it under the real one (the layout is not updated to it: Cairo renders the glyphs
        // for the real CTM, at the places laid out).
        var ctm = cairo_matrix_t()
        cairo_get_matrix(context, &ctm)
        let squashed = ctm.xy == 0 && ctm.yx == 0 && ctm.xx != 0 && ctm.yy != 0 && Swift.abs(ctm.xx) != Swift.abs(ctm.yy)
        if squashed {
            var uniform = ctm
            uniform.yy = ctm.yy < 0 ? -Swift.abs(ctm.xx) : Swift.abs(ctm.xx)
            cairo_set_matrix(context, &uniform)
        }
        let pixelsPerUnit = CairoPixelGrid(context, pixelScale: pixelScale).scale.y
        let cached = textLayouts.layout(for: string, fontSize: style.fontSize, pixelsPerUnit: pixelsPerUnit,
                                        weight: style.weight, in: context)
        if squashed { cairo_set_matrix(context, &ctm) }
        guard let text = cached else { return }
        var logical = PangoRectangle()
        pango_layout_get_extents(text.layout, nil, &logical)
        let width = Double(logical.width) / Double(PANGO_SCALE) * text.scale
        let baseline = Double(pango_layout_get_baseline(text.layout)) / Double(PANGO_SCALE) * text.scale
        cairo_new_path(context)
        setPaint(style.paint, in: context)
        cairo_save(context)
        cairo_translate(context, center.x - width / 2, center.y + 0.35 * style.fontSize - baseline)
        if text.scale != 1 { cairo_scale(context, text.scale, text.scale) }
        cairo_move_to(context, 0, 0)
        pango_cairo_show_layout(context, text.layout)
        cairo_restore(context)
        cairo_new_path(context)
    }
}
