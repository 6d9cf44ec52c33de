import RotaryControls

/// Circles, ellipses, paths and text.
extension SVGRenderer {
    // MARK: - Circles and ellipses

    /// Writes a circle; skipped when the centre or radius is not drawable, the radius is
    /// negative, or it has neither fill nor a stroke of positive width.
    func writeCircle(center: Point, radius: Double, fill: Paint?, stroke: Stroke?, into writer: inout SVGWriter) {
        guard SVGNumber.isDrawable(center), SVGNumber.isDrawable(radius), radius >= 0,
            paintsSomething(fill: fill, stroke: stroke)
        else { return }
        let paint = writer.fill(fill) + writer.stroke(stroke)
        writer.line(
            "<circle cx=\"\(SVGNumber.format(center.x))\" cy=\"\(SVGNumber.format(center.y))\" "
                + "r=\"\(SVGNumber.format(radius))\" \(paint)/>")
    }

    /// Writes the ellipse inscribed in `rect`; skipped when the rect is not drawable, has a
    /// negative side, or there is neither fill nor a stroke of positive width.
    func writeEllipse(in rect: Rect, fill: Paint?, stroke: Stroke?, into writer: inout SVGWriter) {
        guard SVGRenderer.isDrawable(rect), paintsSomething(fill: fill, stroke: stroke) else { return }
        let center = rect.center
        let paint = writer.fill(fill) + writer.stroke(stroke)
        writer.line(
            "<ellipse cx=\"\(SVGNumber.format(center.x))\" cy=\"\(SVGNumber.format(center.y))\" "
                + "rx=\"\(SVGNumber.format(rect.width / 2))\" ry=\"\(SVGNumber.format(rect.height / 2))\" "
                + "\(paint)/>")
    }

    // MARK: - Paths

    /// Writes a path (non-zero fill rule); skipped when it is empty, any point is not drawable,
    /// or there is neither fill nor a stroke of positive width.
    func writePath(_ path: DrawingPath, fill: Paint?, stroke: Stroke?, into writer: inout SVGWriter) {
        guard paintsSomething(fill: fill, stroke: stroke), let data = SVGRenderer.pathData(path) else { return }
        var line = "<path d=\"\(data)\" \(writer.fill(fill))\(writer.stroke(stroke))"
        if let stroke, stroke.width > 0 {
            line += " stroke-linecap=\"\(stroke.cap.rawValue)\" stroke-linejoin=\"round\""
        }
        writer.line(line + "/>")
    }

    /// `M x y L x y Q cx cy x y C c1x c1y c2x c2y x y Z`, or `nil` when there is nothing to
    /// draw or a point is not drawable. A path that does not begin with a move starts with a
    /// move to its first command's end point (as Cairo and Core Graphics do).
    static func pathData(_ path: DrawingPath) -> String? {
        var parts: [String] = []
        var hasCurrentPoint = false
        for command in path.commands {
            switch command {
            case let .move(to):
                guard SVGNumber.isDrawable(to) else { return nil }
                parts.append("M " + SVGNumber.format(to))
                hasCurrentPoint = true
            case let .line(to):
                guard SVGNumber.isDrawable(to) else { return nil }
                parts.append((hasCurrentPoint ? "L " : "M ") + SVGNumber.format(to))
                hasCurrentPoint = true
            case let .quadCurve(to, control):
                guard SVGNumber.isDrawable(to), SVGNumber.isDrawable(control) else { return nil }
                parts.append(
                    hasCurrentPoint
                        ? "Q \(SVGNumber.format(control)) \(SVGNumber.format(to))" : "M " + SVGNumber.format(to))
                hasCurrentPoint = true
            case let .curve(to, control1, control2):
                guard SVGNumber.isDrawable(to), SVGNumber.isDrawable(control1),
                    SVGNumber.isDrawable(control2)
                else { return nil }
                parts.append(
                    hasCurrentPoint
                        ? "C \(SVGNumber.format(control1)) \(SVGNumber.format(control2)) \(SVGNumber.format(to))"
                        : "M " + SVGNumber.format(to))
                hasCurrentPoint = true
            case .close:
                if hasCurrentPoint { parts.append("Z") }
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    // MARK: - Text

    /// Writes one line of text centred on `center`; skipped when the string is empty, the
    /// centre is not drawable or the font size is zero.
    func writeText(_ string: String, center: Point, style: TextStyle, into writer: inout SVGWriter) {
        guard !string.isEmpty, SVGNumber.isDrawable(center), SVGNumber.isDrawable(style.fontSize),
            style.fontSize > 0
        else { return }
        let paint = writer.fill(style.paint)
        writer.line(
            "<text x=\"\(SVGNumber.format(center.x))\" y=\"\(SVGNumber.format(center.y))\" "
                + "dy=\"0.35em\" text-anchor=\"middle\" font-family=\"sans-serif\" "
                + "font-size=\"\(SVGNumber.format(style.fontSize))\" font-weight=\"\(style.weight.numericValue)\" "
                + "\(paint)>\(SVGWriter.escape(string))</text>")
    }

    // MARK: - Validity

    /// Whether `rect` has drawable coordinates and no negative side.
    static func isDrawable(_ rect: Rect) -> Bool {
        SVGNumber.isDrawable(rect.origin) && SVGNumber.isDrawable(rect.width) && SVGNumber.isDrawable(rect.height)
            && rect.width >= 0 && rect.height >= 0
    }

    /// Whether a shape with this fill and stroke shows anything, and its stroke width is
    /// drawable: a stroke of zero width draws no outline, and a shape with neither fill nor
    /// outline is skipped.
    func paintsSomething(fill: Paint?, stroke: Stroke?) -> Bool {
        if let stroke, !SVGNumber.isDrawable(stroke.width) { return false }
        return fill != nil || (stroke.map { $0.width > 0 } ?? false)
    }
}
