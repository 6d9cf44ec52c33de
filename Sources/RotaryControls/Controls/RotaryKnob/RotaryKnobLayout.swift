/// Where a ``RotaryKnobModel`` sits inside its bounds: a pure function of the bounds,
/// computed on demand (never cached from drawing).
public struct RotaryKnobLayout: Hashable, Sendable {
    /// The centre the knob turns around: the centre of the bounds (the origin when the bounds
    /// are not finite).
    public var center: Point
    /// The knob's outer radius: half the shorter side of the bounds (0 for empty, negative or
    /// non-finite bounds).
    public var radius: Double

    /// Computes the layout for `bounds`.
    public init(bounds: Rect) {
        center = bounds.center.isFinite ? bounds.center : .zero
        let inscribed = bounds.inscribedRadius
        radius = inscribed.isFinite ? Swift.max(0, inscribed) : 0
    }

    /// The point `radius` from the centre at `bearing`.
    public func point(radius: Double, at bearing: Bearing) -> Point {
        Point(center: center, radius: radius, bearing: bearing)
    }
}

extension RotaryKnobModel {
    /// The knob's layout in ``bounds``.
    public var layout: RotaryKnobLayout { RotaryKnobLayout(bounds: bounds) }
}
