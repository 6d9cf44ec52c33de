import RotaryControls

/// Stroked arcs, flat and with angular gradients.
extension SVGRenderer {
    // MARK: - Arcs

    /// Writes a stroked arc. Skipped when the centre or radius is not drawable, the radius is
    /// not positive or the stroke has no width; an empty gradient draws nothing.
    func writeArc(center: Point, radius: Double, arc: Arc, stroke: Stroke, into writer: inout SVGWriter) {
        guard SVGNumber.isDrawable(center), SVGNumber.isDrawable(radius), radius > 0,
              SVGNumber.isDrawable(stroke.width), stroke.width > 0 else { return }
        if case let .gradient(gradient) = stroke.paint {
            guard !gradient.colors.isEmpty else { return }
            if gradient.colors.count > 1 {
                writeGradientArc(center: center, radius: radius, arc: arc, stroke: stroke, gradient: gradient, into: &writer)
                return
            }
        }
        let color = stroke.paint.flatColor
        if SVGRenderer.isZeroLength(arc, radius: radius) {
            let ends = ArcEnds(center: center, radius: radius, arc: arc)
            writeCap(stroke.cap, at: ends.start, bearing: arc.start, color: color, width: stroke.width, into: &writer)
            return
        }
        writer.line("<path d=\"\(SVGRenderer.arcData(center: center, radius: radius, arc: arc))\" fill=\"none\" "
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

    /// The number of segments an angular gradient over `arc` is cut into: the sweep divided
    /// by ``maximumGradientSegmentAngle``, rounded up, at least 1.
    static func gradientSegmentCount(for arc: Arc) -> Int {
        let ratio = arc.sweep.radians / maximumGradientSegmentAngle.radians
        return Swift.max(1, Int((ratio - 1e-9).rounded(.up)))
    }

    private func writeGradientArc(
        center: Point, radius: Double, arc: Arc, stroke: Stroke, gradient: ArcGradient, into writer: inout SVGWriter
    ) {
        let ends = ArcEnds(center: center, radius: radius, arc: arc)
        writer.open("<g fill=\"none\" stroke-width=\"\(SVGNumber.format(stroke.width))\" stroke-linecap=\"butt\">")
        // Caps first: the segments then cover their inner halves.
        if !arc.isFullCircle {
            writeCap(stroke.cap, at: ends.start, bearing: arc.start, color: gradient.color(at: 0),
                     width: stroke.width, into: &writer)
            writeCap(stroke.cap, at: ends.end, bearing: arc.end, color: gradient.color(at: 1),
                     width: stroke.width, into: &writer)
        }
        if !SVGRenderer.isZeroLength(arc, radius: radius) {
            let count = SVGRenderer.gradientSegmentCount(for: arc)
            // Half a point of overlap (at most half a segment) hides anti-aliasing seams.
            let overlap = Swift.min(0.5 / (radius * arc.sweep.radians), 0.5 / Double(count))
            for index in 0..<count {
                let from = Double(index) / Double(count)
                let isLast = index == count - 1
                let to = isLast && !arc.isFullCircle ? 1 : Double(index + 1) / Double(count) + overlap
                let start = Point(center: center, radius: radius, bearing: arc.bearing(atFraction: from))
                let end = Point(center: center, radius: radius, bearing: arc.bearing(atFraction: to))
                let color = gradient.color(at: (Double(index) + 0.5) / Double(count))
                writer.line("<path d=\"M \(SVGNumber.format(start))"
                    + SVGRenderer.arcCommand(radius: radius, direction: arc.direction, to: end) + "\" "
                    + SVGWriter.color(color, attribute: "stroke") + "/>")
            }
        }
        writer.close("</g>")
    }

    // MARK: - Caps

    /// Writes the cap of an arc end as a filled shape: a circle of diameter `width` for
    /// `.round`, a square of side `width` turned along the arc for `.square`, nothing for `.butt`.
    func writeCap(
        _ cap: LineCap, at point: Point, bearing: Bearing, color: DrawingColor, width: Double, into writer: inout SVGWriter
    ) {
        let fill = SVGWriter.color(color, attribute: "fill")
        switch cap {
        case .butt:
            return
        case .round:
            writer.line("<circle cx=\"\(SVGNumber.format(point.x))\" cy=\"\(SVGNumber.format(point.y))\" "
                + "r=\"\(SVGNumber.format(width / 2))\" \(fill)/>")
        case .square:
            let h = width / 2
            // Outward (radial) and along-the-arc (tangent) unit vectors in a y-down space.
            let radial = Point(center: .zero, radius: 1, bearing: bearing)
            let tangent = Point(x: -radial.y, y: radial.x)
            let corners = [(1.0, 1.0), (1.0, -1.0), (-1.0, -1.0), (-1.0, 1.0)].map { r, t in
                Point(x: point.x + h * (r * radial.x + t * tangent.x), y: point.y + h * (r * radial.y + t * tangent.y))
            }
            let data = "M " + corners.map(SVGNumber.format).joined(separator: " L ") + " Z"
            writer.line("<path d=\"\(data)\" \(fill)/>")
        }
    }
}

/// The two end points of an arc.
struct ArcEnds {
    /// The point at the arc's start.
    let start: Point
    /// The point at the arc's end.
    let end: Point

    init(center: Point, radius: Double, arc: Arc) {
        start = Point(center: center, radius: radius, bearing: arc.start)
        end = Point(center: center, radius: radius, bearing: arc.end)
    }
}
