import RotaryControls

/// Stroked arcs, flat and with angular gradients.
extension SVGRenderer {
    // MARK: - Arcs

    /// Writes a stroked arc. Skipped when the centre or radius is not drawable, the radius is
    /// not positive or the stroke has no width; an empty gradient draws nothing.
    func writeArc(center: Point, radius: Double, arc: Arc, stroke: Stroke, into writer: inout SVGWriter) {
        guard SVGNumber.isDrawable(center), SVGNumber.isDrawable(radius), radius > 0,
            SVGNumber.isDrawable(stroke.width), stroke.width > 0
        else { return }
        if case let .gradient(gradient) = stroke.paint {
            guard !gradient.colors.isEmpty else { return }
            if gradient.colors.count > 1 {
                writeGradientArc(
                    center: center, radius: radius, arc: arc, stroke: stroke, gradient: gradient, into: &writer)
                return
            }
        }
        let color = writer.palette.resolve(stroke.paint)
        if SVGRenderer.isZeroLength(arc, radius: radius) {
            writeCap(
                stroke.cap, at: .start, of: arc, center: center, radius: radius, color: color,
                width: stroke.width, into: &writer)
            return
        }
        writer.line(
            "<path d=\"\(SVGRenderer.arcData(center: center, radius: radius, arc: arc))\" fill=\"none\" "
                + SVGWriter.color(color, attribute: "stroke")
                + " stroke-width=\"\(SVGNumber.format(stroke.width))\" stroke-linecap=\"\(stroke.cap.rawValue)\"/>")
    }

    /// Path data for a whole arc: one `A` command up to 180°, two halves beyond, and for a full
    /// circle two half arcs closed with `Z`.
    static func arcData(center: Point, radius: Double, arc: Arc) -> String {
        let start = Point(center: center, radius: radius, bearing: arc.start)
        var data = "M " + SVGNumber.format(start)
        if arc.isFullCircle {
            let half = Point(center: center, radius: radius, bearing: arc.bearing(atFraction: 0.5))
            data += arcCommand(radius: radius, direction: arc.direction, to: half)
            data += arcCommand(radius: radius, direction: arc.direction, to: start) + " Z"
        } else if arc.sweep.radians > .pi {
            let middle = Point(center: center, radius: radius, bearing: arc.bearing(atFraction: 0.5))
            let end = Point(center: center, radius: radius, bearing: arc.end)
            data += arcCommand(radius: radius, direction: arc.direction, to: middle)
            data += arcCommand(radius: radius, direction: arc.direction, to: end)
        } else {
            let end = Point(center: center, radius: radius, bearing: arc.end)
            data += arcCommand(radius: radius, direction: arc.direction, to: end)
        }
        return data
    }

    /// ` A r r 0 0 s x y` — a small (≤ 180°) arc; `s` is 1 for clockwise on screen (SVG's
    /// positive-angle direction in a y-down space), 0 for counter-clockwise.
    static func arcCommand(radius: Double, direction: RotationDirection, to point: Point) -> String {
        let r = SVGNumber.format(radius)
        let sweepFlag = direction == .clockwise ? "1" : "0"
        return " A \(r) \(r) 0 0 \(sweepFlag) \(SVGNumber.format(point))"
    }

    /// Whether the arc is too short to survive rounding to hundredths of a point.
    static func isZeroLength(_ arc: Arc, radius: Double) -> Bool {
        arc.sweep.radians * radius < 0.01
    }

    // MARK: - Gradients

    /// Writes an angular gradient as the core's wedges
    /// (``RotaryControls/ArcGradient/wedges(along:center:radius:width:maximumAngle:)``, one per
    /// segment of at most ``maximumGradientSegmentAngle``, and one in each end colour beyond the
    /// ends), filled without antialiasing (`shape-rendering="crispEdges"`) through a mask of the
    /// stroked arc with its caps, which antialiases the band's edges: every pixel is painted
    /// once, so translucent colours show no stripes between segments and no darker caps. An arc
    /// too short to survive rounding is its start cap in the start colour.
    private func writeGradientArc(
        center: Point, radius: Double, arc: Arc, stroke: Stroke, gradient: ArcGradient, into writer: inout SVGWriter
    ) {
        if SVGRenderer.isZeroLength(arc, radius: radius) {
            writeCap(
                stroke.cap, at: .start, of: arc, center: center, radius: radius, color: gradient.color(at: 0),
                width: stroke.width, into: &writer)
            return
        }
        let wedges = gradient.wedges(
            along: arc, center: center, radius: radius, width: stroke.width,
            maximumAngle: SVGRenderer.maximumGradientSegmentAngle)
        guard !wedges.isEmpty else { return }
        let id = writer.uniqueID("arc")
        writer.line(
            "<mask id=\"\(id)\"><path d=\"\(SVGRenderer.arcData(center: center, radius: radius, arc: arc))\" "
                + "fill=\"none\" stroke=\"#fff\" stroke-width=\"\(SVGNumber.format(stroke.width))\" "
                + "stroke-linecap=\"\(stroke.cap.rawValue)\"/></mask>")
        writer.open("<g mask=\"url(#\(id))\" shape-rendering=\"crispEdges\">")
        for wedge in wedges {
            guard let data = SVGRenderer.pathData(wedge.outline) else { continue }
            writer.line("<path d=\"\(data)\" \(SVGWriter.color(wedge.color, attribute: "fill"))/>")
        }
        writer.close("</g>")
    }

    // MARK: - Caps

    /// Writes the cap at one end of an arc as a filled shape: a circle of diameter `width` for
    /// `.round`, the core's square outline (``RotaryControls/Arc/capOutline(_:at:center:radius:width:)``)
    /// for `.square`; nothing for `.butt` or a full circle (it has no ends).
    func writeCap(
        _ cap: LineCap, at end: Arc.End, of arc: Arc, center: Point, radius: Double, color: DrawingColor, width: Double,
        into writer: inout SVGWriter
    ) {
        guard let outline = arc.capOutline(cap, at: end, center: center, radius: radius, width: width) else { return }
        let fill = SVGWriter.color(color, attribute: "fill")
        if cap == .round {
            let point = Point(center: center, radius: radius, bearing: end == .start ? arc.start : arc.end)
            writer.line(
                "<circle cx=\"\(SVGNumber.format(point.x))\" cy=\"\(SVGNumber.format(point.y))\" "
                    + "r=\"\(SVGNumber.format(width / 2))\" \(fill)/>")
        } else if let data = SVGRenderer.pathData(outline) {
            writer.line("<path d=\"\(data)\" \(fill)/>")
        }
    }
}
