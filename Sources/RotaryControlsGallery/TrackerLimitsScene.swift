import RotaryControls

/// The rotation tracker's limits, `.slip` against `.hold`, replayed and charted.
extension GalleryScene {
    /// The bearings (degrees) of the limits replay: from 12 o'clock 1.5 turns clockwise in 10°
    /// steps, then back 2 turns counter-clockwise, ending at 6 o'clock (−180°).
    static let limitsReplayDegrees: [Double] =
        stride(from: 0.0, through: 540, by: 10).map { $0 } + stride(from: 530.0, through: -180, by: -10).map { $0 }

    /// The rotation (degrees) a tracker reports after each sample of the limits replay, with
    /// `limits` (nil for none), for a finger 100 points from the anchor.
    static func limitsReplay(limits: RotationLimits?) -> [Double] {
        let anchor = Point(x: 0, y: 0)
        var tracker = RotationTracker(anchor: anchor, limits: limits)
        return limitsReplayDegrees.enumerated().map { index, degrees in
            let point = Point(center: anchor, radius: 100, bearing: Bearing(degrees: degrees))
            let time = Double(index) / 60
            let phase: PointerEvent.Phase =
                index == 0
                ? .began
                : (index == limitsReplayDegrees.count - 1 ? .ended : .moved)
            tracker.handle(PointerEvent(phase: phase, location: point, timestamp: time))
            return tracker.rotation.degrees
        }
    }

    static var trackerLimits: GalleryScene {
        let limits = { (behavior: RotationLimits.Behavior) in
            RotationLimits(minimum: .zero, maximum: Rotation(degrees: 180), behavior: behavior)
        }
        let series: [(String, [Double], DrawingColor, Double)] = [
            ("finger (no limits)", limitsReplay(limits: nil), .lightGray, 6),
            (".hold", limitsReplay(limits: limits(.hold)), DrawingColor(red8: 255, green8: 149, blue8: 0), 4),
            (".slip", limitsReplay(limits: limits(.slip)), .systemBlue, 2),
        ]
        var drawing = Drawing(size: Size(width: 600, height: 340))
        let chart = Rect(x: 60, y: 20, width: 520, height: 280)
        let count = Double(limitsReplayDegrees.count - 1)
        func point(_ index: Int, _ degrees: Double) -> Point {
            Point(
                x: chart.minX + chart.width * Double(index) / count,
                y: chart.maxY - chart.height * (degrees + 200) / 760)
        }
        // Grid: a line every half turn, the limits in red.
        for degrees in stride(from: -180.0, through: 540, by: 180) {
            let isLimit = degrees == 0 || degrees == 180
            drawing.append(
                .path(
                    .polyline([point(0, degrees), point(Int(count), degrees)]), fill: nil,
                    stroke: Stroke(
                        .color(isLimit ? DrawingColor(red: 1, green: 0, blue: 0, alpha: 0.5) : .lightGray),
                        width: isLimit ? 1.5 : 0.5)))
            drawing.append(
                label("\(fixed(degrees, places: 0))°", at: point(0, degrees).offsetBy(dx: -26, dy: 0), size: 11))
        }
        for (index, (name, values, color, width)) in series.enumerated() {
            let points = values.enumerated().map { point($0.offset, $0.element) }
            drawing.append(
                .path(.polyline(points), fill: nil, stroke: Stroke(.color(color), width: width, cap: .round)))
            let legend = Point(x: 430, y: 60 + 20 * Double(index))
            drawing.append(
                .path(
                    .polyline([legend, legend.offsetBy(dx: 24, dy: 0)]), fill: nil,
                    stroke: Stroke(.color(color), width: width, cap: .round)))
            // Text is centred: put its middle half an estimated width (0.55 em a character) after the swatch.
            drawing.append(label(name, at: legend.offsetBy(dx: 32 + 3.3 * Double(name.count), dy: 0), size: 12))
        }
        let turnBack = limitsReplayDegrees.firstIndex(of: 540) ?? 0
        drawing.append(
            label(
                "finger turns back", at: point(turnBack, 540).offsetBy(dx: 0, dy: -10), size: 11,
                paint: .color(.gray)))
        drawing.append(
            label("samples (10° apart) →", at: Point(x: chart.center.x, y: 325), size: 11, paint: .color(.gray)))
        return GalleryScene(
            id: "tracker-limits", section: foundationSection, title: "Rotation limits: slip and hold",
            caption: "A finger turns 1.5 turns clockwise, then 2 turns back, through trackers limited to 0…180° (red). "
                + "With .slip the rotation stops at 180° and comes down as soon as the finger turns back; with .hold it "
                + "stays at 180° until the finger has unwound past the limit. The grey line is the unlimited rotation.",
            drawing: drawing)
    }
}
