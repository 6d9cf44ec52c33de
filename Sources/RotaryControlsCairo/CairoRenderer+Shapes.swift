import CCairo
import CPangoCairo
import RotaryControls

extension CairoRenderer {
    // MARK: - Circles and ellipses

    func drawCircle(center: Point, radius: Double, fill: Paint?, stroke: Stroke?, in context: OpaquePointer) {
        guard Self.isDrawable(center), Self.isDrawable(radius), radius >= 0 else { return }
        let circle = Drawing.Element.circle(center: center, radius: radius, fill: fill, stroke: stroke)
        if drawCircleRun([circle], from: 0, in: context) == 1 { return }
        drawCircleWithCairo(center: center, radius: radius, fill: fill, stroke: stroke, in: context)
    }

    /// Draws a circle as a Cairo path (filled, then stroked).
    func drawCircleWithCairo(center: Point, radius: Double, fill: Paint?, stroke: Stroke?, in context: OpaquePointer) {
        guard Self.isDrawable(center), Self.isDrawable(radius), radius >= 0 else { return }
        cairo_new_path(context)
        cairo_arc(context, center.x, center.y, radius, 0, 2 * .pi)
        cairo_close_path(context)
        fillAndStroke(fill: fill, stroke: stroke, in: context)
    }

    func drawEllipse(in rect: Rect, fill: Paint?, stroke: Stroke?, in context: OpaquePointer) {
        guard Self.isDrawable(rect), rect.width > 0, rect.height > 0 else { return }
        cairo_new_path(context)
        cairo_save(context)
        cairo_translate(context, rect.center.x, rect.center.y)
        cairo_scale(context, rect.width / 2, rect.height / 2)
        cairo_arc(context, 0, 0, 1, 0, 2 * .pi)
        cairo_close_path(context)
        // Restore before painting so that the stroke width is not scaled with the ellipse.
        cairo_restore(context)
        fillAndStroke(fill: fill, stroke: stroke, in: context)
    }

    // MARK: - Paths

    func drawPath(_ path: DrawingPath, fill: Paint?, stroke: Stroke?, in context: OpaquePointer) {
        guard !path.isEmpty, path.commands.allSatisfy(Self.isDrawable) else { return }
        cairo_new_path(context)
        addPath(path, in: context)
        fillAndStroke(fill: fill, stroke: stroke, in: context)
    }

    /// Adds `path`'s commands to the current path (quadratic curves as their cubic equivalents).
    func addPath(_ path: DrawingPath, in context: OpaquePointer) {
        var current = Point.zero
        for command in path.commands {
            switch command {
            case let .move(to):
                cairo_move_to(context, to.x, to.y)
                current = to
            case let .line(to):
                cairo_line_to(context, to.x, to.y)
                current = to
            case let .quadCurve(to, control):
                // A quadratic Bézier is the cubic whose controls sit 2/3 of the way to its control.
                let c1 = Point(x: current.x + 2 / 3 * (control.x - current.x), y: current.y + 2 / 3 * (control.y - current.y))
                let c2 = Point(x: to.x + 2 / 3 * (control.x - to.x), y: to.y + 2 / 3 * (control.y - to.y))
                cairo_curve_to(context, c1.x, c1.y, c2.x, c2.y, to.x, to.y)
                current = to
            case let .curve(to, control1, control2):
                cairo_curve_to(context, control1.x, control1.y, control2.x, control2.y, to.x, to.y)
                current = to
            case .close:
                cairo_close_path(context)
            }
        }
    }

    static func isDrawable(_ command: DrawingPath.Command) -> Bool {
        switch command {
        case let .move(to), let .line(to): return isDrawable(to)
        case let .quadCurve(to, control): return isDrawable(to) && isDrawable(control)
        case let .curve(to, c1, c2): return isDrawable(to) && isDrawable(c1) && isDrawable(c2)
        case .close: return true
        }
    }

    // MARK: - Text

    /// Draws `string` centred on `center` with Pango in DejaVu Sans at the style's size and weight:
    /// horizontally by its logical width, vertically with the SVG renderer's 0.35 em baseline offset
    /// (so Cairo and SVG renderings of a drawing agree).
    func drawText(_ string: String, center: Point, style: TextStyle, in context: OpaquePointer) {
        guard !string.isEmpty, Self.isDrawable(center), Self.isDrawable(style.fontSize), style.fontSize > 0 else { return }
        guard let layout = pango_cairo_create_layout(context) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let font = pango_font_description_new()
        defer { pango_font_description_free(font) }
        pango_font_description_set_family(font, "DejaVu Sans")
        pango_font_description_set_weight(font, PangoWeight(rawValue: PangoWeight.RawValue(style.weight.numericValue)))
        pango_font_description_set_absolute_size(font, style.fontSize * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, font)
        pango_layout_set_text(layout, string, -1)
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
