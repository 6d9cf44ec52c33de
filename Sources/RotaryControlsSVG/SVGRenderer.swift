import RotaryControls

/// Renders a ``RotaryControls/Drawing`` to a standalone SVG document.
///
/// The renderer only translates; it never decides geometry. Every element becomes one or a
/// few SVG elements, in order, one per line, so the output is easy to read and to snapshot:
///
/// - **arcs** become `<path>` elements with SVG arc commands (`A`), clockwise bearings in a
///   y-down space, the stroke's cap as `stroke-linecap`. Arcs longer than 180° are split in
///   two halves; a full circle is two half arcs closed with `Z` (it has no ends, so no caps).
///   A zero-length arc draws only its caps (a dot for `round`, a square for `square`).
/// - **angular gradients** on arcs are approximated by wedges from the arc's centre (one per
///   step of at most ``maximumGradientSegmentAngle``, each in its interpolated colour from
///   ``RotaryControls/ArcGradient/color(at:)``, and one in each end colour beyond the ends),
///   filled without antialiasing through a `<mask>` of the stroked arc with its real caps:
///   every pixel is painted once, so translucent gradients show no seams.
/// - **circles**, **ellipses** and **paths** (`M L Q C Z`) map directly; a path that does not
///   begin with a move starts at its first command's end point.
/// - **text** is centred on its anchor: `text-anchor="middle"` horizontally and a baseline
///   shift of `dy="0.35em"` vertically (which puts the middle of capital letters on the anchor;
///   `dominant-baseline="central"` is not used because librsvg ignores it), with
///   `font-family="sans-serif"` and a numeric `font-weight`; the string is XML-escaped.
/// - **images** are placeholders (a dashed rounded rectangle with the image's name), turned
///   by their rotation; when ``imageResolver`` maps the name to a file, an `<image href>` is
///   drawn instead (a template image is drawn through an alpha mask in its tint).
/// - **groups** become `<g transform="matrix(…)" opacity="…">`, with a `<clipPath>` of a
///   unique id (``idPrefix`` + a counter) for a clip circle; a layer that is neither moved,
///   faded nor clipped is written as its elements.
///
/// Semantic colours use ``palette`` (default the light palette); a radial gradient fill becomes
/// a `<radialGradient>` in user space (`gradientUnits="userSpaceOnUse"`) with a unique id, and an
/// angular gradient used on anything but an arc takes its first colour. Translucent colours are written with
/// `fill-opacity` / `stroke-opacity`. Numbers are rounded to two decimals, never `-0`, never
/// with an exponent.
///
/// Bad geometry never reaches the output: an element with a NaN, infinite or absurdly large
/// (beyond ±10⁹) coordinate, a negative radius or size, a zero font size or a zero stroke
/// width (for arcs) is skipped, and so is a group whose transform or clip is not finite or
/// whose clip radius is negative. A drawing size that is negative or not finite is written as 0.
///
/// ```swift
/// let svg = SVGRenderer().render(drawing)   // "<svg xmlns=… width=… height=… viewBox=…>…</svg>"
/// ```
public struct SVGRenderer: Sendable {
    /// Maps an image name to a file path or URL for `<image href>`, or `nil` to draw a placeholder.
    public typealias ImageResolver = @Sendable (String) -> String?

    /// The longest arc segment used to approximate an angular gradient: the core's
    /// ``RotaryControls/ArcGradient/defaultSegmentAngle``, 2°.
    public static let maximumGradientSegmentAngle = ArcGradient.defaultSegmentAngle

    /// Prefix of the ids the renderer generates (clip paths, masks), default `"rc"`.
    ///
    /// Give each document a different prefix when several SVGs are inlined into one HTML page,
    /// so their ids cannot collide. It is written as is (use letters, digits and dashes).
    public var idPrefix: String
    /// A colour painted over the whole canvas before the drawing, or `nil` (the default) for
    /// a transparent background.
    public var background: DrawingColor?
    /// Resolves image names to files; `nil` (the default) draws every image as a placeholder.
    public var imageResolver: ImageResolver?
    /// The colours semantic roles are painted with (default ``RotaryControls/SemanticPalette/light``;
    /// ``RotaryControls/SemanticPalette/dark`` for a dark page).
    public var palette: SemanticPalette = .light

    /// Creates a renderer.
    ///
    /// - Parameters:
    ///   - idPrefix: prefix of generated ids (default `"rc"`).
    ///   - background: an optional background colour (default none: transparent).
    ///   - imageResolver: maps image names to file paths (default none: placeholders).
    public init(idPrefix: String = "rc", background: DrawingColor? = nil, imageResolver: ImageResolver? = nil) {
        self.idPrefix = idPrefix
        self.background = background
        self.imageResolver = imageResolver
    }

    // MARK: - Rendering

    /// The drawing as a standalone SVG document (one element a line, ending with a newline).
    public func render(_ drawing: Drawing) -> String {
        let width = SVGRenderer.dimension(drawing.size.width)
        let height = SVGRenderer.dimension(drawing.size.height)
        var writer = SVGWriter(idPrefix: idPrefix, palette: palette)
        if let background {
            writer.line(
                "<rect x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\" "
                    + SVGWriter.color(background, attribute: "fill") + "/>")
        }
        write(drawing.elements, into: &writer)
        let header =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
            + "viewBox=\"0 0 \(width) \(height)\">"
        return ([header] + writer.lines + ["</svg>"]).joined(separator: "\n") + "\n"
    }

    func write(_ elements: [Drawing.Element], into writer: inout SVGWriter) {
        for element in elements {
            write(element, into: &writer)
        }
    }

    private func write(_ element: Drawing.Element, into writer: inout SVGWriter) {
        switch element {
        case let .arc(center, radius, arc, stroke):
            writeArc(center: center, radius: radius, arc: arc, stroke: stroke, into: &writer)
        case let .circle(center, radius, fill, stroke):
            writeCircle(center: center, radius: radius, fill: fill, stroke: stroke, into: &writer)
        case let .ellipse(rect, fill, stroke):
            writeEllipse(in: rect, fill: fill, stroke: stroke, into: &writer)
        case let .path(path, fill, stroke):
            writePath(path, fill: fill, stroke: stroke, into: &writer)
        case let .text(string, center, style):
            writeText(string, center: center, style: style, into: &writer)
        case let .image(image, rect, rotation, tint):
            writeImage(image, in: rect, rotation: rotation, tint: tint, into: &writer)
        case let .group(group):
            writeGroup(group, into: &writer)
        }
    }

    // MARK: - Groups

    private func writeGroup(_ group: Drawing.Group, into writer: inout SVGWriter) {
        let t = group.transform
        guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(SVGNumber.isDrawable) else { return }
        if let clip = group.clipCircle {
            guard SVGNumber.isDrawable(clip.center), SVGNumber.isDrawable(clip.radius), clip.radius >= 0 else { return }
        }
        // A layer that is neither moved, faded nor clipped is its content, as it was before layers.
        if group.layer != nil, t.isIdentity, group.opacity >= 1, group.clipCircle == nil {
            write(group.elements, into: &writer)
            return
        }
        var attributes = ""
        if !t.isIdentity {
            let entries = ([t.a, t.b, t.c, t.d].map(SVGNumber.formatFactor) + [t.tx, t.ty].map(SVGNumber.format))
                .joined(separator: " ")
            attributes += " transform=\"matrix(\(entries))\""
        }
        if group.opacity < 1 { attributes += " opacity=\"\(SVGNumber.format(group.opacity))\"" }
        writer.open("<g\(attributes)>")
        if let clip = group.clipCircle {
            let id = writer.uniqueID("clip")
            writer.line(
                "<clipPath id=\"\(id)\"><circle cx=\"\(SVGNumber.format(clip.center.x))\" "
                    + "cy=\"\(SVGNumber.format(clip.center.y))\" r=\"\(SVGNumber.format(clip.radius))\"/></clipPath>")
            writer.open("<g clip-path=\"url(#\(id))\">")
            write(group.elements, into: &writer)
            writer.close("</g>")
        } else {
            write(group.elements, into: &writer)
        }
        writer.close("</g>")
    }

    // MARK: - Helpers

    private static func dimension(_ value: Double) -> String {
        SVGNumber.isDrawable(value) && value > 0 ? SVGNumber.format(value) : "0"
    }
}

// MARK: - Escaping

extension SVGRenderer {
    /// `text` made safe for XML or HTML character data and attribute values: `& < > " '`
    /// become entities, line breaks and tabs become spaces, other control characters are
    /// dropped (XML 1.0 cannot hold them).
    public static func escapeMarkup(_ text: String) -> String {
        SVGWriter.escape(text)
    }
}
