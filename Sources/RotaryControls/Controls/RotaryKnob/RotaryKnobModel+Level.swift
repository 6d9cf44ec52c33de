/// The knob's level overlay (``RotaryKnobModel/levelOverlay``): a meter or modulation arc just
/// inside the track, with a peak mark, as the layer `knob.level`.
extension RotaryKnobModel {
    /// The level overlay's layer: an arc half the track's width wide, just inside the
    /// track, and a short radial peak mark. `nil` without an overlay, without room, or at level
    /// 0 with no peak to show.
    func levelLayer(center: Point, trackRadius: Double, trackWidth: Double) -> Drawing.Element? {
        guard let overlay = levelOverlay else { return nil }
        let width = Swift.max(trackWidth / 2, 1.5)
        let radius = trackRadius - trackWidth / 2 - width
        guard radius > width else { return nil }
        let path = isEndless ? Arc.fullCircle(start: .top, direction: arc.direction) : arc
        let sweep = path.sweep.radians
        guard sweep > 0 else { return nil }
        let (from, to): (Double, Double)
        switch overlay.kind {
        case .meter:
            (from, to) = (0, overlay.level)
        case .modulation:
            let here = taperedScale.position(for: displayedValue)
            (from, to) = (here, Swift.min(Swift.max(here + overlay.level, 0), 1))
        }
        var content: [Drawing.Element] = []
        let low = Swift.min(from, to), high = Swift.max(from, to)
        if high - low > 0 {
            let part = Arc(
                start: path.bearing(atFraction: low), sweep: Rotation(radians: (high - low) * sweep),
                direction: path.direction)
            content.append(
                .arc(center: center, radius: radius, arc: part, stroke: Stroke(overlay.paint, width: width, cap: .butt))
            )
        }
        if let peak = overlay.peakMark, peak != 0 {
            let fraction: Double
            switch overlay.kind {
            case .meter: fraction = peak
            case .modulation: fraction = Swift.min(Swift.max(taperedScale.position(for: displayedValue) + peak, 0), 1)
            }
            let bearing = path.bearing(atFraction: fraction)
            let mark = DrawingPath.polyline([
                Point(center: center, radius: radius - width, bearing: bearing),
                Point(center: center, radius: radius + width, bearing: bearing),
            ])
            content.append(
                .path(
                    mark, fill: nil, stroke: Stroke(overlay.peakPaint, width: Swift.max(width * 0.6, 1.5), cap: .butt)))
        }
        guard !content.isEmpty else { return nil }
        return Self.layer("knob.level", content)
    }
}
