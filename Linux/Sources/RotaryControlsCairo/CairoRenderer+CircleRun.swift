import CCairo
import RotaryControls

extension CairoRenderer {
    // MARK: - Circles painted pixel by pixel

    /// Draws the circles that follow one another from `elements[index]` as one image painted
    /// pixel by pixel (``CairoDiscImage``: composed in order, so the same as drawing them one by
    /// one); answers how many elements it drew, 0 when `elements[index]` is not such a circle or
    /// the pixel grid is unknown or not a similarity (the caller draws it as before).
    func drawCircleRun(_ elements: [Drawing.Element], from index: Int, in context: OpaquePointer) -> Int {
        guard case .circle = elements[index], let perUnit = CairoDiscImage.pixelsPerUnit(in: context, pixelScale: pixelScale)
        else { return 0 }
        var circles: [CairoDiscImage.Circle] = []
        var end = index
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
        guard end > index else { return 0 }
        if !circles.isEmpty, !CairoDiscImage(circles: circles).draw(in: context, pixelScale: pixelScale, keeping: frameImages) {
            for case let .circle(center, radius, fill, stroke) in elements[index..<end] {
                drawCircleWithCairo(center: center, radius: radius, fill: fill, stroke: stroke, in: context)
            }
        }
        return end - index
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
