import CCairo
import RotaryControls

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
            drawCap(stroke.cap, at: .start, of: arc, center: center, radius: radius, color: color, width: stroke.width,
                    in: context)
            return
        }
        // A full circle (a slider's track) painted as a ring where the pixel grid is known.
        if arc.isFullCircle, CairoRingImage(center: center, radius: radius, width: stroke.width, color: color)
            .draw(in: context, pixelScale: pixelScale, keeping: frameImages) { return }
        // A part of one (a knob's track and value), butt or round ends, painted along its band.
        if !arc.isFullCircle, stroke.cap != .square,
           CairoArcImage(center: center, radius: radius, arc: arc, width: stroke.width, hasRoundCaps: stroke.cap == .round,
                         color: color).draw(in: context, pixelScale: pixelScale, keeping: frameImages) { return }
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

    /// Painted pixel by pixel, caps included, where user space lands on the pixel grid as a
    /// similarity (``CairoGradientBand``: one blit, a smooth gradient, every pixel painted
    /// once); elsewhere, when a colour is translucent, the core's wedges
    /// (``drawTranslucentGradientArc(center:radius:arc:stroke:gradient:in:)``, nothing painted
    /// twice), and otherwise the core's flat segments
    /// (``RotaryControls/ArcGradient/segments(along:maximumAngle:overlap:)``, at most
    /// ``RotaryControls/ArcGradient/defaultSegmentAngle`` each, overlapping by half a point to
    /// hide seams) over the caps at the two real ends, which with opaque colours shows nothing
    /// twice. An arc of no length is its start cap, in the start colour.
    private func drawGradientArc(
        center: Point, radius: Double, arc: Arc, stroke: Stroke, gradient: ArcGradient, in context: OpaquePointer
    ) {
        guard !Self.isZeroLength(arc, radius: radius) else {
            drawCap(stroke.cap, at: .start, of: arc, center: center, radius: radius, color: gradient.color(at: 0),
                    width: stroke.width, in: context)
            return
        }
        var band = CairoGradientBand(center: center, radius: radius, arc: arc, width: stroke.width, gradient: gradient)
        band.cap = stroke.cap
        if band.draw(in: context, pixelScale: pixelScale, scratch: gradientBands) { return }
        if drawTranslucentGradientArc(center: center, radius: radius, arc: arc, stroke: stroke, gradient: gradient,
                                      in: context) { return }
        drawCap(stroke.cap, at: .start, of: arc, center: center, radius: radius, color: gradient.color(at: 0),
                width: stroke.width, in: context)
        drawCap(stroke.cap, at: .finish, of: arc, center: center, radius: radius, color: gradient.color(at: 1),
                width: stroke.width, in: context)
        cairo_set_line_width(context, stroke.width)
        cairo_set_line_cap(context, CAIRO_LINE_CAP_BUTT)
        let overlap = 0.5 / (radius * arc.sweep.radians) // half a point, as a fraction of the arc
        for segment in gradient.segments(along: arc, overlap: overlap) {
            cairo_new_path(context)
            addArc(center: center, radius: radius, arc: segment.arc, from: 0, to: 1, in: context)
            setColor(segment.color, in: context)
            cairo_stroke(context)
        }
    }

    // MARK: - Caps

    /// Draws a lone cap (the end of a gradient arc, or a zero-length arc): a disc of diameter
    /// `width` for `.round`, the core's square outline (``RotaryControls/Arc/capOutline(_:at:center:radius:width:)``)
    /// for `.square`; nothing for `.butt` or a full circle.
    func drawCap(
        _ cap: LineCap, at end: Arc.End, of arc: Arc, center: Point, radius: Double, color: DrawingColor, width: Double,
        in context: OpaquePointer
    ) {
        guard let outline = arc.capOutline(cap, at: end, center: center, radius: radius, width: width) else { return }
        cairo_new_path(context)
        if cap == .round {
            let point = Point(center: center, radius: radius, bearing: end == .start ? arc.start : arc.end)
            cairo_arc(context, point.x, point.y, width / 2, 0, 2 * .pi)
        } else {
            addPath(outline, in: context)
        }
        setColor(color, in: context)
        cairo_fill(context)
    }
}
