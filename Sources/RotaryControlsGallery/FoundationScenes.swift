import RotaryControls

/// The foundation section: what the core draws (arcs, caps, presets, gradients, the other
/// drawing elements) and a replay of the rotation tracker.
extension GalleryScene {
    /// The section title of the foundation scenes.
    static let foundationSection = "Foundation"

    /// The foundation scenes, in gallery order.
    public static var foundation: [GalleryScene] {
        [arcCaps, arcPresets, arcGradient, drawingSampler, trackerReplay, trackerLimits]
    }

    // MARK: - Arc caps

    /// Three thick arcs with butt, round and square caps; thin red ticks mark where the arc's
    /// geometry really ends, a white centre line shows the arc itself.
    static var arcCaps: GalleryScene {
        var drawing = Drawing(size: Size(width: 480, height: 210))
        let arc = Arc.gapDown(maximumAngle: 240)
        for (index, cap) in LineCap.allCases.enumerated() {
            let center = Point(x: 80 + 160 * Double(index), y: 95)
            let radius = 55.0
            drawing.append(
                .arc(
                    center: center, radius: radius, arc: arc,
                    stroke: Stroke(.color(.darkGray), width: 18, cap: cap)))
            drawing.append(
                .arc(
                    center: center, radius: radius, arc: arc,
                    stroke: Stroke(.color(.white), width: 1)))
            for end in [arc.start, arc.end] {
                drawing.append(
                    radialLine(
                        center: center, bearing: end, from: radius - 16, to: radius + 16,
                        stroke: Stroke(.color(.red), width: 1)))
            }
            drawing.append(label(".\(cap.rawValue)", at: Point(x: center.x, y: 185), size: 14, weight: .semibold))
        }
        return GalleryScene(
            id: "arc-caps", section: foundationSection, title: "Arc caps",
            caption: "A 240° arc (gap down) stroked 18 pt wide with butt, round and square caps. The red ticks mark "
                + "the arc's true ends: butt stops there, round and square reach half the width beyond.",
            drawing: drawing)
    }

    // MARK: - Arc presets

    /// The arc presets and variations, each with its start (green) and end (red) marked.
    static var arcPresets: GalleryScene {
        let presets: [(String, Arc)] = [
            ("fullCircle()", .fullCircle()),
            ("knob (±135°)", .knob),
            ("gapDown(300)", .gapDown(maximumAngle: 300)),
            ("gapDown(180)", .gapDown(maximumAngle: 180)),
            ("gapDown(90)", .gapDown(maximumAngle: 90)),
            ("gapDown(300) rotated 90°", Arc.gapDown(maximumAngle: 300).rotated(by: Rotation(degrees: 90))),
            ("gapDown(300) ccw", .gapDown(maximumAngle: 300, direction: .counterClockwise)),
            ("3 o'clock, 90° ccw", Arc(start: .right, sweep: Rotation(degrees: 90), direction: .counterClockwise)),
        ]
        var drawing = Drawing(size: Size(width: 640, height: 360))
        for (index, (name, arc)) in presets.enumerated() {
            let center = Point(x: 80 + 160 * Double(index % 4), y: 80 + 175 * Double(index / 4))
            drawing.append(contentsOf: presetCell(name: name, arc: arc, center: center))
        }
        return GalleryScene(
            id: "arc-presets", section: foundationSection, title: "Arc presets",
            caption: "Green dot: the arc's start (fraction 0); red dot: its end (fraction 1); the grey tick is "
                + "12 o'clock. Clockwise arcs run from green to red clockwise; the ccw ones the other way.",
            drawing: drawing)
    }

    private static func presetCell(name: String, arc: Arc, center: Point) -> [Drawing.Element] {
        let radius = 52.0
        var elements: [Drawing.Element] = [
            .circle(center: center, radius: radius, fill: nil, stroke: Stroke(.semantic(.separator), width: 1)),
            radialLine(
                center: center, bearing: .top, from: radius + 6, to: radius + 14,
                stroke: Stroke(.color(.gray), width: 2)),
            .arc(center: center, radius: radius, arc: arc, stroke: Stroke(.semantic(.tint), width: 6, cap: .butt)),
        ]
        // Direction: a chevron at the middle of the arc pointing the way it runs.
        let middle = arc.bearing(atFraction: 0.5)
        let tip = middle.turned(by: Rotation(degrees: 7 * arc.direction.sign))
        let back = middle.turned(by: Rotation(degrees: -3 * arc.direction.sign))
        elements.append(
            .path(
                .polyline([
                    Point(center: center, radius: radius - 9, bearing: back),
                    Point(center: center, radius: radius, bearing: tip),
                    Point(center: center, radius: radius + 9, bearing: back),
                ]), fill: nil, stroke: Stroke(.semantic(.label), width: 2, cap: .round)))
        elements.append(
            .circle(
                center: Point(center: center, radius: radius, bearing: arc.start), radius: 6,
                fill: .color(DrawingColor(red8: 52, green8: 168, blue8: 83)), stroke: nil))
        elements.append(
            .circle(
                center: Point(center: center, radius: radius, bearing: arc.end), radius: 4,
                fill: .color(.red), stroke: nil))
        elements.append(label(name, at: Point(x: center.x, y: center.y + radius + 26), size: 12, weight: .medium))
        return elements
    }

    // MARK: - Angular gradient

    /// MSGradientCircularSlider's default gradient (light grey → blue → dark grey) on a
    /// 300° arc with round caps, and on a full circle.
    static var arcGradient: GalleryScene {
        let gradient = Paint.gradient(ArcGradient(colors: [.lightGray, .blue, .darkGray]))
        var drawing = Drawing(size: Size(width: 440, height: 230))
        let left = Point(x: 110, y: 110)
        let arc = Arc.gapDown(maximumAngle: 300)
        drawing.append(.arc(center: left, radius: 75, arc: arc, stroke: Stroke(gradient, width: 16, cap: .round)))
        drawing.append(
            label("start", at: Point(center: left, radius: 75, bearing: arc.start).offsetBy(dx: -22, dy: 20), size: 11))
        drawing.append(
            label("end", at: Point(center: left, radius: 75, bearing: arc.end).offsetBy(dx: 20, dy: 20), size: 11))
        drawing.append(label("gapDown(300)", at: Point(x: left.x, y: left.y - 8), size: 12, weight: .medium))
        drawing.append(label("round caps", at: Point(x: left.x, y: left.y + 8), size: 12, weight: .medium))
        let right = Point(x: 330, y: 110)
        drawing.append(.arc(center: right, radius: 75, arc: .fullCircle(), stroke: Stroke(gradient, width: 10)))
        drawing.append(
            .arc(
                center: right, radius: 55, arc: .gapDown(maximumAngle: 300, direction: .counterClockwise),
                stroke: Stroke(gradient, width: 10, cap: .square)))
        drawing.append(label("outer: full", at: Point(x: right.x, y: right.y - 8), size: 11, weight: .medium))
        drawing.append(label("inner: ccw", at: Point(x: right.x, y: right.y + 8), size: 11, weight: .medium))
        return GalleryScene(
            id: "arc-gradient", section: foundationSection, title: "Angular gradient",
            caption: "MSGradientCircularSlider's default colours [lightGray, blue, darkGray] along the arc, from its "
                + "start (light) to its end (dark), drawn as ≤ 2° segments; caps only at the two real ends.",
            drawing: drawing)
    }

    // MARK: - Helpers

    /// A centred label.
    static func label(
        _ text: String, at point: Point, size: Double = 12, weight: TextStyle.Weight = .regular,
        paint: Paint = .semantic(.label)
    ) -> Drawing.Element {
        .text(text, center: point, style: TextStyle(fontSize: size, weight: weight, paint: paint))
    }

    /// A straight line along `bearing` from `from` to `to` points away from `center`.
    static func radialLine(center: Point, bearing: Bearing, from: Double, to: Double, stroke: Stroke) -> Drawing.Element
    {
        .path(
            .polyline([
                Point(center: center, radius: from, bearing: bearing),
                Point(center: center, radius: to, bearing: bearing),
            ]), fill: nil, stroke: stroke)
    }
}
