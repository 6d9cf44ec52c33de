/// The stable, rounded text form of a drawing, one element a line, for snapshot tests.
///
/// Numbers are rounded to two decimals (trailing zeros dropped, `-0` written `0`), angles are
/// in degrees, colours are `#rrggbb` with alpha when it is not 1, groups indent their contents.
extension Drawing: CustomStringConvertible {
    /// The text form: a `drawing W×H` header and one line per element.
    public var description: String {
        var lines = ["drawing \(Drawing.format(size.width))x\(Drawing.format(size.height))"]
        Drawing.describe(elements, indent: "  ", into: &lines)
        return lines.joined(separator: "\n")
    }

    private static func describe(_ elements: [Element], indent: String, into lines: inout [String]) {
        for element in elements {
            switch element {
            case let .arc(center, radius, arc, stroke):
                lines.append(indent + "arc c=\(point(center)) r=\(format(radius)) \(describe(arc)) \(describe(stroke))")
            case let .circle(center, radius, fill, stroke):
                lines.append(
                    indent + "circle c=\(point(center)) r=\(format(radius))\(describe(fill: fill, stroke: stroke))")
            case let .ellipse(rect, fill, stroke):
                lines.append(indent + "ellipse \(describe(rect))\(describe(fill: fill, stroke: stroke))")
            case let .path(path, fill, stroke):
                lines.append(indent + "path \(describe(path))\(describe(fill: fill, stroke: stroke))")
            case let .text(string, center, style):
                lines.append(
                    indent
                        + "text \"\(string)\" c=\(point(center)) size=\(format(style.fontSize)) \(style.weight.rawValue) \(describe(style.paint))"
                )
            case let .image(image, rect, rotation, tint):
                let template = image.isTemplate ? " template" : ""
                let tintText = tint.map { " tint=\(describe($0))" } ?? ""
                lines.append(
                    indent
                        + "image \"\(image.name)\"\(template) \(describe(rect)) rot=\(format(rotation.degrees))°\(tintText)"
                )
            case let .group(group):
                var header = indent + (group.layer.map { "layer \($0)" } ?? "group")
                if !group.transform.isIdentity { header += " transform=\(describe(group.transform))" }
                if group.opacity != 1 { header += " opacity=\(format(group.opacity))" }
                if let clip = group.clipCircle {
                    header += " clip=circle(\(point(clip.center)) r=\(format(clip.radius)))"
                }
                lines.append(header)
                describe(group.elements, indent: indent + "  ", into: &lines)
            }
        }
    }

    // MARK: - Pieces

    static func format(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        let hundredths = (value * 100).rounded()
        if hundredths == 0 { return "0" }
        let negative = hundredths < 0
        let magnitude = Swift.abs(hundredths)
        guard magnitude < 1e15 else { return negative ? "-huge" : "huge" }
        let whole = Int(magnitude) / 100
        let fraction = Int(magnitude) % 100
        var text = String(whole)
        if fraction != 0 {
            let digits = fraction < 10 ? "0\(fraction)" : "\(fraction)"
            text += "." + (digits.hasSuffix("0") ? String(digits.dropLast()) : digits)
        }
        return negative ? "-" + text : text
    }

    private static func point(_ p: Point) -> String { "(\(format(p.x)),\(format(p.y)))" }

    private static func describe(_ rect: Rect) -> String {
        "rect=(\(format(rect.minX)),\(format(rect.minY)),\(format(rect.width)),\(format(rect.height)))"
    }

    private static func describe(_ arc: Arc) -> String {
        let direction = arc.direction == .clockwise ? "cw" : "ccw"
        return "start=\(format(arc.start.degrees))° sweep=\(format(arc.sweep.degrees))° \(direction)"
    }

    private static func describe(_ stroke: Stroke) -> String {
        "stroke=\(describe(stroke.paint)) w=\(format(stroke.width)) cap=\(stroke.cap.rawValue)"
    }

    private static func describe(fill: Paint?, stroke: Stroke?) -> String {
        (fill.map { " fill=\(describe($0))" } ?? "") + (stroke.map { " \(describe($0))" } ?? "")
    }

    static func describe(_ paint: Paint) -> String {
        switch paint {
        case let .color(color): return describe(color)
        case let .semantic(role): return "@" + role.rawValue
        case let .gradient(gradient):
            return "gradient[" + gradient.colors.map(describe).joined(separator: ",") + "]"
        case let .radialGradient(gradient):
            return "radial(\(point(gradient.center)) r=\(format(gradient.radius)))["
                + gradient.stops.map { "\(describe($0.color))@\(format($0.location))" }.joined(separator: ",") + "]"
        }
    }

    private static func describe(_ color: DrawingColor) -> String {
        color.alpha == 1 ? color.hexRGB : "\(color.hexRGB)/\(format(color.alpha))"
    }

    private static func describe(_ transform: Transform) -> String {
        "["
            + [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
            .map(format).joined(separator: ",") + "]"
    }

    private static func describe(_ path: DrawingPath) -> String {
        path.commands.map { command in
            switch command {
            case let .move(to): return "M\(point(to))"
            case let .line(to): return "L\(point(to))"
            case let .quadCurve(to, control): return "Q\(point(control))\(point(to))"
            case let .curve(to, c1, c2): return "C\(point(c1))\(point(c2))\(point(to))"
            case .close: return "Z"
            }
        }.joined(separator: " ")
    }
}
