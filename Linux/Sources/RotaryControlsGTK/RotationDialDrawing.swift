import RotaryControls

/// The picture of `RotationTrackerWidget`: a grooved dial turned by `rotation`, with an arc from
/// 12 o'clock showing the part of the current turn and the angle and turn count in the middle.
///
/// Pure: the same rotation and bounds give the same `Drawing`. A non-finite rotation draws as 0;
/// empty or tiny bounds give a drawing with no elements.
public struct RotationDialDrawing: Hashable, Sendable {
    /// The dial's angle, positive clockwise, any number of turns.
    public var rotation: Rotation
    /// Whether a finger is on the dial (drawn with a tinted rim).
    public var isTracking: Bool

    /// Creates the picture for a rotation.
    public init(rotation: Rotation, isTracking: Bool = false) {
        self.rotation = rotation.radians.isFinite ? rotation : .zero
        self.isTracking = isTracking
    }

    /// "90°, 0 turns" style text: degrees rounded, whole turns counted towards zero.
    public static func valueText(_ rotation: Rotation) -> String {
        let degrees = rotation.radians.isFinite ? rotation.degrees : 0
        let turns = Int((degrees / 360).rounded(.towardZero))
        return "\(Int(degrees.rounded()))°, \(turns) turn\(Swift.abs(turns) == 1 ? "" : "s")"
    }

    /// The drawing within `bounds` (its size is the bounds' size).
    public func drawing(in bounds: Rect) -> Drawing {
        var drawing = Drawing(size: bounds.size)
        let radius = bounds.inscribedRadius - 8
        guard radius > 8 else { return drawing }
        let center = bounds.center
        let ring = radius - 6
        let fraction = rotation.turns - rotation.turns.rounded(.down)
        drawing.append(.circle(center: center, radius: radius, fill: .semantic(.background),
                               stroke: Stroke(isTracking ? .semantic(.tint) : .semantic(.separator), width: 2)))
        if fraction > 0 {
            drawing.append(.arc(center: center, radius: ring, arc: Arc(start: .top, sweep: Rotation(turns: fraction)),
                                stroke: Stroke(.gradient(ArcGradient(colors: [.systemBlue.withAlpha(0.2), .systemBlue])),
                                               width: 6, cap: .round)))
        }
        var grooves: [Drawing.Element] = (0..<12).map { index in
            let bearing = Bearing(degrees: Double(index) * 30)
            let inner = Point(center: center, radius: ring * (index % 3 == 0 ? 0.62 : 0.72), bearing: bearing)
            let outer = Point(center: center, radius: ring * 0.82, bearing: bearing)
            return .path(.polyline([inner, outer]), fill: nil, stroke: Stroke(.semantic(.secondaryLabel), width: 2, cap: .round))
        }
        grooves.append(.circle(center: Point(center: center, radius: ring * 0.9, bearing: .top), radius: 5,
                               fill: .semantic(.tint), stroke: nil))
        drawing.append(.group(Drawing.Group(transform: .rotation(rotation, around: center), elements: grooves)))
        let degrees = Int(rotation.degrees.rounded())
        drawing.append(.text("\(degrees)°", center: center.offsetBy(dx: 0, dy: -8),
                             style: TextStyle(fontSize: radius * 0.22, weight: .semibold, paint: .semantic(.label))))
        let turns = Int(rotation.turns.rounded(.towardZero))
        drawing.append(.text("turns \(turns)", center: center.offsetBy(dx: 0, dy: radius * 0.2),
                             style: TextStyle(fontSize: radius * 0.12, paint: .semantic(.secondaryLabel))))
        return drawing
    }
}
