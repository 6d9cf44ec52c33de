import RotaryControls

/// A replay of a recorded finger path through a real ``RotaryControls/RotationTracker``.
extension GalleryScene {
    /// The recorded finger path of the replay: 2.25 clockwise turns around `anchor`, starting
    /// at 10 o'clock (300°), one sample every 15°, spiralling out from about 55 to 180 points
    /// from the anchor with a wobble. Sample 30 dips into the dead zone (10 points from the anchor).
    static func replayPath(anchor: Point) -> [Point] {
        (0...54).map { index in
            let bearing = Bearing(degrees: 300 + 15 * Double(index))
            // sin(0.9·index) through the core's geometry, which already has the maths.
            let wave = Point(center: .zero, radius: 1, bearing: Bearing(radians: Double(index) * 0.9)).x
            let radius = index == replayDeadZoneSample ? 10 : 55 + 2.2 * Double(index) + 6 * wave
            return Point(center: anchor, radius: radius, bearing: bearing)
        }
    }

    /// The index of the sample inside the dead zone.
    static let replayDeadZoneSample = 30

    /// Feeds `path` through a tracker (began, moved…, ended; 60 Hz timestamps) and returns it.
    static func replay(_ path: [Point], anchor: Point, deadZoneRadius: Double) -> RotationTracker {
        var tracker = RotationTracker(anchor: anchor, deadZoneRadius: deadZoneRadius)
        for (index, point) in path.enumerated() {
            let time = Double(index) / 60
            let phase: PointerEvent.Phase = index == 0 ? .began : (index == path.count - 1 ? .ended : .moved)
            tracker.handle(PointerEvent(phase: phase, location: point, timestamp: time))
        }
        return tracker
    }

    static var trackerReplay: GalleryScene {
        let anchor = Point(x: 200, y: 210)
        let deadZone = 30.0
        let path = replayPath(anchor: anchor)
        let tracker = replay(path, anchor: anchor, deadZoneRadius: deadZone)
        var drawing = Drawing(size: Size(width: 640, height: 420))
        let green = DrawingColor(red8: 52, green8: 168, blue8: 83)
        let orange = DrawingColor(red8: 255, green8: 149, blue8: 0)
        // 12 o'clock reference and the dead zone.
        drawing.append(
            radialLine(center: anchor, bearing: .top, from: 0, to: 195, stroke: Stroke(.color(.lightGray), width: 1)))
        drawing.append(label("12 o'clock", at: Point(x: anchor.x, y: 8), size: 10, paint: .color(.gray)))
        drawing.append(
            .circle(
                center: anchor, radius: deadZone, fill: .color(DrawingColor(red: 1, green: 0, blue: 0, alpha: 0.1)),
                stroke: Stroke(.color(DrawingColor(red: 1, green: 0, blue: 0, alpha: 0.6)), width: 1)))
        // The finger path and its samples.
        drawing.append(
            .path(
                .polyline(path), fill: nil,
                stroke: Stroke(.color(DrawingColor.systemBlue.withAlpha(0.6)), width: 1.5, cap: .round)))
        for (index, point) in path.enumerated() {
            let isDeadZone = index == replayDeadZoneSample
            drawing.append(
                .circle(
                    center: point, radius: isDeadZone ? 4 : 2.5,
                    fill: .color(isDeadZone ? orange : .systemBlue), stroke: nil))
        }
        // Start and current bearings as the tracker sees them.
        if let start = tracker.startBearing {
            drawing.append(
                radialLine(
                    center: anchor, bearing: start, from: deadZone, to: 190, stroke: Stroke(.color(green), width: 2)))
            drawing.append(
                label(
                    "start \(fixed(start.degrees, places: 0))°", at: Point(center: anchor, radius: 202, bearing: start),
                    size: 11, weight: .semibold, paint: .color(green)))
        }
        if let current = tracker.currentBearing {
            drawing.append(
                radialLine(
                    center: anchor, bearing: current, from: deadZone, to: 190, stroke: Stroke(.color(.red), width: 2)))
            drawing.append(
                label(
                    "end \(fixed(current.degrees, places: 0))°",
                    at: Point(center: anchor, radius: 202, bearing: current),
                    size: 11, weight: .semibold, paint: .color(.red)))
        }
        drawing.append(
            .path(
                .polyline([anchor, path[0]]), fill: nil,
                stroke: Stroke(.color(green.withAlpha(0.5)), width: 1)))
        drawing.append(.circle(center: path[0], radius: 5, fill: .color(green), stroke: nil))
        drawing.append(.circle(center: anchor, radius: 3, fill: .semantic(.label), stroke: nil))
        // What the tracker computed.
        let rotation = tracker.rotation
        let lines = [
            ("RotationTracker", TextStyle.Weight.bold),
            ("rotation \(fixed(rotation.degrees, places: 1))°", .regular),
            ("= \(fixed(rotation.turns, places: 3)) turns", .regular),
            ("turns (12 o'clock crossings) \(tracker.turns)", .regular),
            ("phase \(tracker.phase.rawValue)", .regular),
            ("\(path.count) samples, 15° apart", .regular),
            ("sample \(replayDeadZoneSample) in the dead zone", .regular),
        ]
        for (index, (text, weight)) in lines.enumerated() {
            drawing.append(label(text, at: Point(x: 515, y: 150 + 20 * Double(index)), size: 12, weight: weight))
        }
        return GalleryScene(
            id: "tracker-replay", section: foundationSection, title: "Rotation tracker replay",
            caption:
                "A recorded finger path (2.25 clockwise turns from 10 o'clock, spiralling out; big green dot: first sample) fed through a real "
                + "RotationTracker. The orange sample lies in the dead zone (red circle) and is ignored; the finger "
                + "re-grips on the next sample, so the 30° it skipped are not counted. The green ray is the start "
                + "bearing (moved by the re-grip), the red ray the last bearing; the numbers are the tracker's.",
            drawing: drawing)
    }

    /// `value` with exactly `places` decimals (`-0` written `0`), without Foundation.
    static func fixed(_ value: Double, places: Int) -> String {
        guard value.isFinite else { return "–" }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = Int((Swift.abs(value) * scale).rounded())
        let whole = scaled / Int(scale)
        var text = String(whole)
        if places > 0 {
            let fraction = String(scaled % Int(scale))
            text += "." + String(repeating: "0", count: places - fraction.count) + fraction
        }
        return value < 0 && scaled != 0 ? "-" + text : text
    }
}
