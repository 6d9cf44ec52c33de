import CCairo
import RotaryControls

extension CairoRenderer {
    // MARK: - Circles painted pixel by pixel

    /// Draws the circles that follow one another from `elements[index]` as one image painted
    /// pixel by pixel (``CairoDiscImage``: composed in order, so the same as drawing them one by
    /// one), with the short straight strokes just before them (a knob's ticks) painted first into
    /// the same image; answers how many elements it drew, 0 when `elements[index]` is not such a
    /// circle or stroke followed by circles, or the pixel grid is unknown or not a similarity
    /// (the caller draws it as before).
    func drawCircleRun(_ elements: [Drawing.Element], from index: Int, in context: OpaquePointer) -> Int {
        guard let perUnit = CairoDiscImage.pixelsPerUnit(in: context, pixelScale: pixelScale) else { return 0 }
        // The paths before the first circle (by their kind alone: cheap, though every element
        // of a long list of strokes looks ahead again), then a few ticks taken as segments.
        var start = index
        while start < elements.count, case .path = elements[start] { start += 1 }
        guard start - index <= Self.mostSegmentsBeforeCircles, start < elements.count, case .circle = elements[start] else {
            return 0
        }
        var segments: [CairoDiscImage.Segment] = []
        for case let .path(path, fill, stroke) in elements[index..<start] {
            guard fill == nil, let stroke, let segment = discSegment(path, stroke: stroke) else { return 0 }
            // A transparent stroke changes no pixel.
            if let segment {
                guard CairoDiscImage.fits(segment, perUnit: perUnit) else { return 0 }
                segments.append(segment)
            }
        }
        var circles: [CairoDiscImage.Circle] = []
        var end = start
        while end < elements.count, case let .circle(center, radius, fill, stroke) = elements[end] {
            guard Self.isDrawable(center), Self.isDrawable(radius), radius >= 0 else {
                end += 1
                continue
            }
            guard let circle = discCircle(center: center, radius: radius, fill: fill, stroke: stroke) else { break }
            if circle.fill != nil || circle.stroke != nil {
                guard CairoDiscImage.fits(circle, perUnit: perUnit) else { break }
                circles.append(circle)
            }
            end += 1
        }
        guard end > start else { return 0 }
        // Strokes are taken only where the circles' image covers them anyway (a knob's ticks
        // under its shadow), so that they never make the image larger.
        if !segments.isEmpty {
            var box = DrawingBounds()
            for circle in circles { box.include(circle.center, margin: circle.radius + (circle.stroke?.width ?? 0) / 2) }
            guard segments.allSatisfy({ segment in
                let reach = segment.width * 0.75 + 1 / perUnit
                return [segment.from, segment.to].allSatisfy { point in
                    point.x - reach >= box.minX && point.x + reach <= box.maxX && point.y - reach >= box.minY && point.y + reach <= box.maxY
                }
            }) else { return 0 }
        }
        var image = CairoDiscImage(circles: circles)
        image.segments = segments
        if !circles.isEmpty || !segments.isEmpty, !image.draw(in: context, pixelScale: pixelScale, keeping: frameImages) {
            for element in elements[index..<end] {
                if case let .circle(center, radius, fill, stroke) = element {
                    drawCircleWithCairo(center: center, radius: radius, fill: fill, stroke: stroke, in: context)
                } else {
                    draw(element, in: context)
                }
            }
        }
        return end - index
    }

    /// The most straight strokes taken into the image of the circles after them.
    static let mostSegmentsBeforeCircles = 64

    /// A path stroked as a straight line (one move, one line, finite, a solid colour, any cap)
    /// as ``CairoDiscImage`` paints it: `.some(nil)` when the colour is fully transparent or
    /// the line has no width, `nil` when it is not such a line.
    func discSegment(_ path: DrawingPath, stroke: Stroke) -> CairoDiscImage.Segment?? {
        guard path.commands.count == 2, case let .move(from) = path.commands[0], case let .line(to) = path.commands[1],
              Self.isDrawable(from), Self.isDrawable(to), Self.isDrawable(stroke.width), stroke.width >= 0 else { return nil }
        switch stroke.paint {
        case .color, .semantic:
            let color = theme.resolve(stroke.paint)
            guard color.alpha > 0, stroke.width > 0 else { return .some(nil) }
            return CairoDiscImage.Segment(from: from, to: to, width: stroke.width, cap: stroke.cap, color: color)
        case .gradient, .radialGradient:
            return nil
        }
    }

    /// Whether `elements` change no pixel: circles whose fill and outline are absent or fully
    /// transparent (or cannot be drawn), and groups of such; a layer of them (the spinner's
    /// spoke discs) is then not drawn, kept or blitted at all.
    func paintsNothing(_ elements: [Drawing.Element]) -> Bool {
        elements.allSatisfy { element in
            switch element {
            case let .circle(center, radius, fill, stroke):
                guard Self.isDrawable(center), Self.isDrawable(radius), radius >= 0 else { return true }
                guard let circle = discCircle(center: center, radius: radius, fill: fill, stroke: stroke) else { return false }
                return circle.fill == nil && circle.stroke == nil
            case let .group(group):
                return paintsNothing(group.elements)
            default:
                return false
            }
        }
    }

    /// A circle as ``CairoDiscImage`` paints it: its fill (a colour, resolved, or a radial
    /// gradient) and its outline, each `nil` when absent or fully transparent; `nil` when a paint
    /// cannot be painted so (a gradient outline, an arc gradient, a gradient that cannot be drawn).
    func discCircle(center: Point, radius: Double, fill: Paint?, stroke: Stroke?) -> CairoDiscImage.Circle? {
        var discFill: CairoDiscImage.Fill?
        switch fill {
        case nil:
            break
        case .color?, .semantic?:
            let color = theme.resolve(fill!)
            discFill = color.alpha > 0 ? .color(color) : nil
        case let .radialGradient(gradient)?:
            guard gradient.isDrawable, gradient.radius > 0 else { return nil }
            discFill = .radial(gradient)
        case .gradient?:
            return nil
        }
        var discStroke: (color: DrawingColor, width: Double)?
        if let stroke, stroke.width > 0, Self.isDrawable(stroke.width) {
            switch stroke.paint {
            case .color, .semantic:
                let color = theme.resolve(stroke.paint)
                discStroke = color.alpha > 0 ? (color, stroke.width) : nil
            case .gradient, .radialGradient:
                return nil
            }
        }
        return CairoDiscImage.Circle(center: center, radius: radius, fill: discFill, stroke: discStroke)
    }
}
