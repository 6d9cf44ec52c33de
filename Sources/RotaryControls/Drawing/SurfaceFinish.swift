/// The material of a drawn surface (MSCircularSlider's promised material choice): how a
/// control's body, handles and track are shaded on top of their flat colour.
///
/// A finish only adds translucent highlights and shades over the flat paint (white and black, and
/// for ``pearlescent`` pastel tints), so it works with every colour and in light and dark mode.
/// Renderers need nothing special beyond ``RadialGradient`` fills, group opacity and
/// ``ArcGradient`` strokes.
public enum SurfaceFinish: String, Hashable, Sendable, CaseIterable {
    /// No shading: the flat colour.
    case flat
    /// Soft shading, lit from above: a faint highlight at the top, a darker edge and rim.
    case matte
    /// Strong shading with a bright specular highlight across the top, like glass or lacquer.
    case glossy
    /// Soft shading with a pastel, iridescent sheen (pink, lavender, mint).
    case pearlescent

    // MARK: - Circles (bodies, handles)

    /// What to draw over a filled circle to give it this finish (nothing for ``flat``).
    public func circleOverlay(center: Point, radius: Double) -> [Drawing.Element] {
        guard self != .flat, radius > 0, center.isFinite, radius.isFinite else { return [] }
        let edge = self == .glossy ? 0.26 : 0.16
        let shading = RadialGradient(
            center: Point(x: center.x, y: center.y - radius * 0.45), radius: radius * 1.45,
            stops: [
                .init(DrawingColor(white: 1, alpha: self == .glossy ? 0.25 : 0.16), at: 0),
                .init(DrawingColor(white: 1, alpha: 0), at: 0.45),
                .init(DrawingColor(white: 0, alpha: edge), at: 1),
            ])
        var elements: [Drawing.Element] = [
            .circle(center: center, radius: radius, fill: .radialGradient(shading), stroke: nil)
        ]
        switch self {
        case .flat, .matte:
            break
        case .glossy:
            let top = Point(x: center.x, y: center.y - radius * 0.5)
            let shine = RadialGradient(
                center: Point(x: center.x, y: center.y - radius * 0.78), radius: radius * 0.62,
                stops: [
                    .init(DrawingColor(white: 1, alpha: 0.7), at: 0),
                    .init(DrawingColor(white: 1, alpha: 0.06), at: 1),
                ])
            let rect = Rect(
                x: top.x - radius * 0.62, y: top.y - radius * 0.38, width: radius * 1.24, height: radius * 0.76)
            elements.append(.ellipse(in: rect, fill: .radialGradient(shine), stroke: nil))
        case .pearlescent:
            let sheen = RadialGradient(
                center: Point(x: center.x - radius * 0.3, y: center.y - radius * 0.35),
                radius: radius * 1.15,
                stops: [
                    .init(DrawingColor(white: 1, alpha: 0.62), at: 0),
                    .init(DrawingColor(red8: 255, green8: 168, blue8: 220, alpha: 0.36), at: 0.3),
                    .init(DrawingColor(red8: 160, green8: 180, blue8: 255, alpha: 0.36), at: 0.6),
                    .init(DrawingColor(red8: 140, green8: 245, blue8: 215, alpha: 0.3), at: 0.86),
                    .init(DrawingColor(white: 1, alpha: 0), at: 1),
                ])
            elements.append(.circle(center: center, radius: radius, fill: .radialGradient(sheen), stroke: nil))
        }
        let rim = Swift.max(0.75, radius * 0.05)
        elements.append(
            .circle(
                center: center, radius: Swift.max(0, radius - rim / 2), fill: nil,
                stroke: Stroke(.color(DrawingColor(white: 0, alpha: 0.22)), width: rim)))
        return elements
    }

    /// A soft shadow to draw under a circle of this finish (nothing for ``flat``): a dark ring
    /// fading out just beyond the circle, a little below it.
    public func circleShadow(center: Point, radius: Double) -> [Drawing.Element] {
        guard self != .flat, radius > 0, center.isFinite, radius.isFinite else { return [] }
        let spread = Swift.max(2, radius * 0.12)
        let outer = radius + spread
        let shadow = RadialGradient(
            center: Point(x: center.x, y: center.y + spread * 0.4), radius: outer,
            stops: [
                .init(DrawingColor(white: 0, alpha: 0.3), at: (radius - spread * 0.5) / outer),
                .init(DrawingColor(white: 0, alpha: 0), at: 1),
            ])
        return [
            .circle(
                center: Point(x: center.x, y: center.y + spread * 0.4), radius: outer,
                fill: .radialGradient(shadow), stroke: nil)
        ]
    }

    // MARK: - Arcs (tracks)

    /// What to draw over a stroked arc `width` wide to give it this finish (nothing for
    /// ``flat``): a shade along its outer edge and, for the glossy and pearlescent finishes, a
    /// highlight along its inner edge, with the arc's own caps.
    public func arcOverlay(center: Point, radius: Double, arc: Arc, width: Double, cap: LineCap) -> [Drawing.Element] {
        guard self != .flat, width > 0, radius > 0, center.isFinite, radius.isFinite, width.isFinite else { return [] }
        var elements: [Drawing.Element] = [
            .arc(
                center: center, radius: radius + width * 0.3, arc: arc,
                stroke: Stroke(
                    .color(DrawingColor(white: 0, alpha: self == .glossy ? 0.2 : 0.12)), width: width * 0.4, cap: cap))
        ]
        switch self {
        case .flat, .matte:
            break
        case .glossy:
            elements.append(
                .arc(
                    center: center, radius: radius - width * 0.17, arc: arc,
                    stroke: Stroke(.color(DrawingColor(white: 1, alpha: 0.55)), width: width * 0.3, cap: cap)))
        case .pearlescent:
            // Opaque colours in a translucent group: a gradient arc is drawn as overlapping
            // segments, and translucent segments would darken every overlap into a stripe.
            let sheen = ArcGradient(colors: [
                DrawingColor(red8: 255, green8: 214, blue8: 236),
                DrawingColor(red8: 214, green8: 220, blue8: 255),
                DrawingColor(red8: 210, green8: 255, blue8: 240),
                DrawingColor(red8: 255, green8: 214, blue8: 236),
            ])
            elements.append(
                .group(
                    Drawing.Group(
                        opacity: 0.6,
                        elements: [
                            .arc(
                                center: center, radius: radius - width * 0.12, arc: arc,
                                stroke: Stroke(.gradient(sheen), width: width * 0.4, cap: cap))
                        ])))
        }
        return elements
    }
}
