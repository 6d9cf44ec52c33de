import CCairo
import RotaryControls
import RotaryControlsSVG

extension CairoRenderer {
    // MARK: - Arcs

    /// Cairo measures angles from +x towards +y (clockwise on a y-down screen); bearings
    /// start at 12 o'clock, a quarter turn earlier.
    static func cairoAngle(_ bearing: Bearing) -> Double { bearing.radians - .pi / 2 }

    func drawArc(center: Point, radius: Double, arc: Arc, stroke: Stroke, in context: OpaquePointer) {
        guard Self.isDrawable(center), Self.isDrawable(radius), radius > 0,
              Self.isDrawable(stroke.width), stroke.width > 0 else { return }
        if case let .gradient(gradient) = stroke.paint {
            guard !gradient.colors.isEmpty else { return }
            if gradient.colors.count > 1 {
                drawGradientArc(center: center, radius: radius, arc: arc, stroke: stroke, gradient: gradient, in: context)
                return
            }
        }
        let color = theme.resolve(stroke.paint)
        if Self.isZeroLength(arc, radius: radius) {
            drawCap(stroke.cap, center: center, radius: radius, bearing: arc.start, color: color, width: stroke.width, in: context)
            return
        }
        cairo_new_path(context)
        addArc(center: center, radius: radius, arc: arc, from: 0, to: 1, in: context)
        setColor(color, in: context)
        cairo_set_line_width(context, stroke.width)
        cairo_set_line_cap(context, arc.isFullCircle ? CAIRO_LINE_CAP_BUTT : Self.cairoCap(stroke.cap))
        if arc.isFullCircle { cairo_close_path(context) }
        cairo_stroke(context)
    }

    /// Adds the part of `arc` between two fractions of its sweep to the current path.
    func addArc(center: Point, radius: Double, arc: Arc, from: Double, to: Double, in context: OpaquePointer) {
        let start = Self.cairoAngle(arc.start)
        let sweep = arc.sweep.radians
        if arc.direction == .clockwise {
            cairo_arc(context, center.x, center.y, radius, start + sweep * from, start + sweep * to)
        } else {
            cairo_arc_negative(context, center.x, center.y, radius, start - sweep * from, start - sweep * to)
        }
    }

    static func isZeroLength(_ arc: Arc, radius: Double) -> Bool {
        arc.sweep.radians * radius < 0.01
    }

    // MARK: - Gradients

    /// As the SVG renderer does: short segments (at most `SVGRenderer.maximumGradientSegmentAngle`)
    /// each in the gradient's colour at its middle, overlapping by half a point to hide seams.
    private func drawGradientArc(
        center: Point, radius: Double, arc: Arc, stroke: Stroke, gradient: ArcGradient, in context: OpaquePointer
    ) {
        if !arc.isFullCircle {
            drawCap(stroke.cap, center: center, radius: radius, bearing: arc.start, color: gradient.color(at: 0),
                    width: stroke.width, in: context)
            drawCap(stroke.cap, center: center, radius: radius, bearing: arc.end, color: gradient.color(at: 1),
                    width: stroke.width, in: context)
        }
        guard !Self.isZeroLength(arc, radius: radius) else { return }
        let ratio = arc.sweep.radians / SVGRenderer.maximumGradientSegmentAngle.radians
        let count = Swift.max(1, Int((ratio - 1e-9).rounded(.up)))
        let overlap = Swift.min(0.5 / (radius * arc.sweep.radians), 0.5 / Double(count))
        cairo_set_line_width(context, stroke.width)
        cairo_set_line_cap(context, CAIRO_LINE_CAP_BUTT)
        for index in 0..<count {
            let from = Double(index) / Double(count)
            let isLast = index == count - 1
            let to = isLast && !arc.isFullCircle ? 1 : Double(index + 1) / Double(count) + overlap
            cairo_new_path(context)
            addArc(center: center, radius: radius, arc: arc, from: from, to: to, in: context)
            setColor(gradient.color(at: (Double(index) + 0.5) / Double(count)), in: context)
            cairo_stroke(context)
        }
    }

    // MARK: - Caps

    /// Draws a lone cap (the end of a gradient arc, or a zero-length arc) at `bearing` on the circle.
    func drawCap(
        _ cap: LineCap, center: Point, radius: Double, bearing: Bearing, color: DrawingColor, width: Double,
        in context: OpaquePointer
    ) {
        let point = Point(center: center, radius: radius, bearing: bearing)
        let h = width / 2
        cairo_new_path(context)
        switch cap {
        case .butt:
            return
        case .round:
            cairo_arc(context, point.x, point.y, h, 0, 2 * .pi)
        case .square:
            let radial = Point(center: .zero, radius: 1, bearing: bearing)
            let tangent = Point(x: -radial.y, y: radial.x)
            for (index, (r, t)) in [(1.0, 1.0), (1.0, -1.0), (-1.0, -1.0), (-1.0, 1.0)].enumerated() {
                let x = point.x + h * (r * radial.x + t * tangent.x)
                let y = point.y + h * (r * radial.y + t * tangent.y)
                if index == 0 { cairo_move_to(context, x, y) } else { cairo_line_to(context, x, y) }
            }
            cairo_close_path(context)
        }
        setColor(color, in: context)
        cairo_fill(context)
    }
}
