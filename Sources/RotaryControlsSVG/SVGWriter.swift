import RotaryControls

/// Collects the lines of one SVG document: indentation, unique ids, attribute text.
struct SVGWriter {
    /// The lines written so far.
    private(set) var lines: [String] = []
    /// The current nesting depth (two spaces each).
    private var depth = 1
    /// Prefix of every generated id.
    let idPrefix: String
    private var nextID = 1

    /// The colours semantic roles are painted with.
    let palette: SemanticPalette

    init(idPrefix: String, palette: SemanticPalette = .light) {
        self.idPrefix = idPrefix
        self.palette = palette
    }

    // MARK: - Lines

    /// Appends one line at the current depth.
    mutating func line(_ text: String) {
        lines.append(String(repeating: "  ", count: depth) + text)
    }

    /// Appends an opening line and indents what follows.
    mutating func open(_ text: String) {
        line(text)
        depth += 1
    }

    /// Outdents and appends a closing line.
    mutating func close(_ text: String) {
        depth -= 1
        line(text)
    }

    /// A fresh id, unique within the document: `<prefix>-<kind>-<n>`.
    mutating func uniqueID(_ kind: String) -> String {
        defer { nextID += 1 }
        return "\(idPrefix)-\(kind)-\(nextID)"
    }

    // MARK: - Attributes

    /// `fill="…"` (plus `fill-opacity` when translucent), or `fill="none"`. A radial gradient
    /// is written first as a `<radialGradient>` definition and referred to by its id; one that
    /// cannot be drawn fills nothing.
    mutating func fill(_ paint: Paint?) -> String {
        guard let paint else { return "fill=\"none\"" }
        if case let .radialGradient(gradient) = paint {
            guard gradient.isDrawable, SVGNumber.isDrawable(gradient.center), SVGNumber.isDrawable(gradient.radius)
            else { return "fill=\"none\"" }
            let id = uniqueID("radial")
            let stops = gradient.stops.map { stop in
                var text = "<stop offset=\"\(SVGNumber.format(stop.location))\" stop-color=\"\(stop.color.hexRGB)\""
                if stop.color.alpha < 1 { text += " stop-opacity=\"\(SVGNumber.format(stop.color.alpha))\"" }
                return text + "/>"
            }.joined()
            line(
                "<defs><radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" "
                    + "cx=\"\(SVGNumber.format(gradient.center.x))\" cy=\"\(SVGNumber.format(gradient.center.y))\" "
                    + "r=\"\(SVGNumber.format(gradient.radius))\">\(stops)</radialGradient></defs>")
            return "fill=\"url(#\(id))\""
        }
        return SVGWriter.color(palette.resolve(paint), attribute: "fill")
    }

    /// `stroke="…" stroke-width="…"` (plus `stroke-opacity`), or nothing for no stroke or
    /// a zero width.
    func stroke(_ stroke: Stroke?) -> String {
        guard let stroke, stroke.width > 0, SVGNumber.isDrawable(stroke.width) else { return "" }
        return " " + SVGWriter.color(palette.resolve(stroke.paint), attribute: "stroke")
            + " stroke-width=\"\(SVGNumber.format(stroke.width))\""
    }

    /// `name="#rrggbb"` plus `name-opacity="a"` when the colour is not opaque.
    static func color(_ color: DrawingColor, attribute name: String) -> String {
        var text = "\(name)=\"\(color.hexRGB)\""
        if color.alpha < 1 { text += " \(name)-opacity=\"\(SVGNumber.format(color.alpha))\"" }
        return text
    }

    // MARK: - Escaping

    /// `text` made safe for XML character data and attribute values: `& < > " '` become
    /// entities, line breaks and tabs become spaces, other control characters are dropped
    /// (XML 1.0 cannot hold them).
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n", "\r", "\t": result += " "
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
