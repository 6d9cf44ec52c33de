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
        guard let placed = placedText(string, center: center, style: style, measuring: false, in: context) else { return }
        cairo_new_path(context)
        setPaint(style.paint, in: context)
        cairo_save(context)
        cairo_translate(context, placed.origin.x, placed.origin.y)
        if placed.text.scale != 1 { cairo_scale(context, placed.text.scale, placed.text.scale) }
        cairo_move_to(context, 0, 0)
        pango_cairo_show_layout(context, placed.text.layout)
        cairo_restore(context)
        cairo_new_path(context)
    }

    /// The box the glyphs of `string` (as ``showText(_:center:style:in:)`` draws it) cover in
    /// user space, from its laid-out ink extents plus a point each side; `nil` when it draws
    /// nothing or cannot be laid out. Measuring does not count as drawing for the layout cache.
    func textBounds(_ string: String, center: Point, style: TextStyle, in context: OpaquePointer) -> DrawingBounds? {
        guard let placed = placedText(string, center: center, style: style, measuring: true, in: context) else { return nil }
        var ink = PangoRectangle()
        pango_layout_get_extents(placed.text.layout, &ink, nil)
        let unit = placed.text.scale / Double(PANGO_SCALE)
        var bounds = DrawingBounds()
        bounds.include(Point(x: placed.origin.x + Double(ink.x) * unit, y: placed.origin.y + Double(ink.y) * unit), margin: 1)
        bounds.include(Point(x: placed.origin.x + Double(ink.x + ink.width) * unit,
                             y: placed.origin.y + Double(ink.y + ink.height) * unit), margin: 1)
        return bounds.isFinite ? bounds : nil
    }

    /// The layout of `string` and the user-space point its layout origin goes to: centred on
    /// `center` horizontally by its logical width, vertically with the SVG renderer's 0.35 em
    /// baseline offset; `nil` when nothing is drawn.
    private func placedText(
        _ string: String, center: Point, style: TextStyle, measuring: Bool, in context: OpaquePointer
    ) -> (text: CairoTextLayoutCache.CachedText, origin: Point)? {
        guard !string.isEmpty, Self.isDrawable(center), Self.isDrawable(style.fontSize), style.fontSize > 0 else { return nil }
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
                                        weight: style.weight, in: context, measuring: measuring)
        if squashed { cairo_set_matrix(context, &ctm) }
        guard let text = cached else { return nil }
        var logical = PangoRectangle()
        pango_layout_get_extents(text.layout, nil, &logical)
        let width = Double(logical.width) / Double(PANGO_SCALE) * text.scale
        let baseline = Double(pango_layout_get_baseline(text.layout)) / Double(PANGO_SCALE) * text.scale
        return (text, Point(x: center.x - width / 2, y: center.y + 0.35 * style.fontSize - baseline))
    }
}

extension CairoRenderer {
    /// The most texts laid out together.
    static let textRunLimit = 64

    /// Draws the texts starting at `elements[start]` as the lines of one layout when several in
    /// a row share a style (a slider's labels); answers how many elements it drew (0: none, draw
    /// them one by one with ``showText(_:center:style:in:)``).
    ///
    /// Each line is shaped as its own paragraph and drawn on its own (`pango_cairo_show_layout_line`),
    /// centred as ``showText(_:center:style:in:)`` centres a string, so the glyphs and their
    /// places are the same; but Pango makes, itemizes and renders one layout instead of twelve
    /// (measured in C, twelve labels: 123 µs one by one, 53 µs as one layout). Strings that
    /// would not make exactly one line each (a line break inside) are drawn one by one.
    func drawTextRun(_ elements: [Drawing.Element], from start: Int, in context: OpaquePointer) -> Int {
        guard case let .text(_, _, style) = elements[start], Self.isDrawable(style.fontSize), style.fontSize > 0 else { return 0 }
        var strings: [String] = [], centers: [Point] = []
        var index = start
        while index < elements.count, strings.count < Self.textRunLimit, case let .text(string, center, next) = elements[index],
              next == style, !string.isEmpty, Self.isDrawable(center) {
            strings.append(string)
            centers.append(center)
            index += 1
        }
        guard strings.count > 1 else { return 0 }
        // A squashed CTM (the picker's rows) is laid out differently: one by one.
        var ctm = cairo_matrix_t()
        cairo_get_matrix(context, &ctm)
        guard !(ctm.xy == 0 && ctm.yx == 0 && Swift.abs(ctm.xx) != Swift.abs(ctm.yy)) else { return 0 }
        let pixelsPerUnit = CairoPixelGrid(context, pixelScale: pixelScale).scale.y
        guard let text = textLayouts.layout(for: strings.joined(separator: "\n"), fontSize: style.fontSize,
                                            pixelsPerUnit: pixelsPerUnit, weight: style.weight, in: context),
              pango_layout_get_line_count(text.layout) == Int32(strings.count) else { return 0 }
        cairo_new_path(context)
        setPaint(style.paint, in: context)
        for (line, center) in centers.enumerated() {
            guard let row = pango_layout_get_line_readonly(text.layout, Int32(line)) else { continue }
            var logical = PangoRectangle()
            pango_layout_line_get_extents(row, nil, &logical)
            let width = Double(logical.width) / Double(PANGO_SCALE) * text.scale
            cairo_save(context)
            // The line's baseline where a lone layout's first baseline lands.
            cairo_translate(context, center.x - width / 2, center.y + 0.35 * style.fontSize)
            if text.scale != 1 { cairo_scale(context, text.scale, text.scale) }
            cairo_move_to(context, 0, 0)
            pango_cairo_show_layout_line(context, row)
            cairo_restore(context)
        }
        cairo_new_path(context)
        return strings.count
    }
}
