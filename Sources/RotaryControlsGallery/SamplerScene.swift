import RotaryControls

/// A sampler of the drawing elements other than arcs: paths, text, images, groups, colours.
extension GalleryScene {
    static var drawingSampler: GalleryScene {
        var drawing = Drawing(size: Size(width: 520, height: 340))
        drawing.append(contentsOf: samplerPaths())
        drawing.append(contentsOf: samplerText())
        drawing.append(contentsOf: samplerImages())
        drawing.append(contentsOf: samplerGroups())
        drawing.append(contentsOf: samplerColors())
        return GalleryScene(
            id: "drawing-sampler", section: foundationSection, title: "Paths, text, images, groups",
            caption: "Top row: a filled star, quadratic and cubic curves, an ellipse. Text weights and escaping. "
                + "Images (the knob; a pointer turned 30° clockwise; a template glyph in the tint; placeholders where no file is found). A group turned 20° at half "
                + "opacity, and stripes clipped to a circle. Bottom: the semantic colours' fallbacks.",
            drawing: drawing)
    }

    // MARK: - Rows

    private static func samplerPaths() -> [Drawing.Element] {
        let center = Point(x: 60, y: 60)
        let star = (0..<10).map { index in
            Point(center: center, radius: index % 2 == 0 ? 42 : 18, bearing: Bearing(degrees: Double(index) * 36))
        }
        var quad = DrawingPath()
        quad.move(to: Point(x: 120, y: 95))
        quad.quadCurve(to: Point(x: 200, y: 95), control: Point(x: 160, y: 10))
        var cubic = DrawingPath()
        cubic.move(to: Point(x: 220, y: 95))
        cubic.curve(to: Point(x: 310, y: 25), control1: Point(x: 300, y: 110), control2: Point(x: 230, y: 10))
        return [
            .path(
                .polyline(star, closed: true), fill: .color(DrawingColor(red8: 255, green8: 204, blue8: 0)),
                stroke: Stroke(.color(.darkGray), width: 2)),
            .path(quad, fill: nil, stroke: Stroke(.semantic(.tint), width: 3, cap: .round)),
            .path(cubic, fill: nil, stroke: Stroke(.color(.red), width: 3, cap: .square)),
            .ellipse(
                in: Rect(x: 330, y: 30, width: 90, height: 55), fill: .semantic(.pressedControlBackground),
                stroke: Stroke(.color(.gray), width: 1)),
            label("ellipse", at: Point(x: 375, y: 57.5), size: 11),
        ]
    }

    private static func samplerText() -> [Drawing.Element] {
        let weights: [TextStyle.Weight] = [.light, .regular, .medium, .semibold, .bold]
        var elements = weights.enumerated().map { index, weight in
            label(weight.rawValue, at: Point(x: 470, y: 25 + 18 * Double(index)), size: 14, weight: weight)
        }
        // A crosshair under a centred text shows that text is centred on its anchor.
        let anchor = Point(x: 100, y: 140)
        elements.append(
            .path(
                .polyline([anchor.offsetBy(dx: -70, dy: 0), anchor.offsetBy(dx: 70, dy: 0)]),
                fill: nil, stroke: Stroke(.color(.red), width: 0.5)))
        elements.append(
            .path(
                .polyline([anchor.offsetBy(dx: 0, dy: -14), anchor.offsetBy(dx: 0, dy: 14)]),
                fill: nil, stroke: Stroke(.color(.red), width: 0.5)))
        elements.append(label("Centred 18", at: anchor, size: 18, weight: .bold))
        elements.append(
            label(
                "<a & b> \"quoted\" 'single'", at: Point(x: 300, y: 140), size: 13,
                paint: .semantic(.secondaryLabel)))
        return elements
    }

    private static func samplerImages() -> [Drawing.Element] {
        [
            .image("knob", in: Rect(x: 20, y: 175, width: 70, height: 70), rotation: .zero, tint: nil),
            .image(
                "pointer", in: Rect(x: 110, y: 175, width: 70, height: 70), rotation: Rotation(degrees: 30), tint: nil),
            .image(
                ImageReference(name: "glyph", isTemplate: true), in: Rect(x: 200, y: 175, width: 70, height: 70),
                rotation: .zero, tint: .semantic(.tint)),
        ]
    }

    private static func samplerGroups() -> [Drawing.Element] {
        let square = DrawingPath.polyline(
            [
                Point(x: 300, y: 180), Point(x: 360, y: 180), Point(x: 360, y: 240), Point(x: 300, y: 240),
            ], closed: true)
        let turned = Drawing.Group(
            transform: .rotation(Rotation(degrees: 20), around: Point(x: 330, y: 210)),
            opacity: 0.5,
            elements: [
                .path(square, fill: .color(.blue), stroke: nil),
                label("20°", at: Point(x: 330, y: 210), size: 14, weight: .bold, paint: .color(.white)),
            ])
        let stripes: [Drawing.Element] = (0..<8).map { index in
            let x = 390 + 12 * Double(index)
            return .path(
                .polyline(
                    [
                        Point(x: x, y: 170), Point(x: x + 6, y: 170), Point(x: x + 6, y: 250),
                        Point(x: x, y: 250),
                    ], closed: true),
                fill: .color(index % 2 == 0 ? .red : .darkGray), stroke: nil)
        }
        let clipped = Drawing.Group(
            clipCircle: Drawing.ClipCircle(center: Point(x: 435, y: 210), radius: 35),
            elements: stripes)
        return [
            .path(square, fill: nil, stroke: Stroke(.color(.lightGray), width: 1)),
            .group(turned),
            .circle(center: Point(x: 435, y: 210), radius: 35, fill: nil, stroke: Stroke(.color(.lightGray), width: 1)),
            .group(clipped),
        ]
    }

    private static func samplerColors() -> [Drawing.Element] {
        SemanticColor.allCases.enumerated().flatMap { index, role -> [Drawing.Element] in
            // Eight roles in 520 points: each name in words, one word a line, so none runs into
            // its neighbours or off the canvas.
            let center = Point(x: 32.5 + 65 * Double(index), y: 280)
            let words = Self.words(role.rawValue)
            return [.circle(center: center, radius: 14, fill: .semantic(role), stroke: Stroke(.color(.gray), width: 1))]
                + words.enumerated().map { line, word in
                    label(word, at: center.offsetBy(dx: 0, dy: 24 + 13 * Double(line)), size: 11)
                }
        }
    }

    /// `camelCase` as its lowercase words ("pressedControlBackground" → pressed, control, background).
    private static func words(_ name: String) -> [String] {
        var words: [String] = []
        for character in name {
            if character.isUppercase || words.isEmpty { words.append("") }
            words[words.count - 1].append(Character(character.lowercased()))
        }
        return words
    }
}
