import CCairo
import RotaryControls

extension CairoRenderer {
    // MARK: - Circles and ellipses

    func drawCircle(center: Point, radius: Double, fill: Paint?, stroke: Stroke?, in context: OpaquePointer) {
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
        fillAndStroke(fill: fill, stroke: stroke, in: context)
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

    /// Draws `string` centred on `center`: horizontally by its ink extents, vertically with the
    /// SVG renderer's 0.35 em baseline offset, in DejaVu Sans (cairo's toy text API).
    func drawText(_ string: String, center: Point, style: TextStyle, in context: OpaquePointer) {
        guard !string.isEmpty, Self.isDrawable(center), Self.isDrawable(style.fontSize), style.fontSize > 0 else { return }
        let weight = style.weight.numericValue >= 600 ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL
        cairo_select_font_face(context, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, weight)
        cairo_set_font_size(context, style.fontSize)
        var extents = cairo_text_extents_t()
        cairo_text_extents(context, string, &extents)
        cairo_new_path(context)
        cairo_move_to(context, center.x - extents.x_advance / 2, center.y + 0.35 * style.fontSize)
        setPaint(style.paint, in: context)
        cairo_show_text(context, string)
        cairo_new_path(context)
    }
}
