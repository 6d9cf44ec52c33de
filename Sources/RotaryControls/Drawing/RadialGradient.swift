/// A radial gradient for filled shapes: colours change with the distance from a centre, from
/// the first stop at the centre outwards; beyond the last stop its colour continues.
///
/// Used for depth: a control's body lit from above, a glossy highlight, a soft shadow. Points are
/// in the coordinates of the element it fills (a group's transform applies).
public struct RadialGradient: Hashable, Sendable {
    /// One colour at a distance from the centre.
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: DrawingColor
        /// Where it sits: 0 at the centre, 1 at ``RadialGradient/radius`` (clamped into `0...1`;
        /// NaN is 0).
        public var location: Double

        /// Creates a stop.
        public init(_ color: DrawingColor, at location: Double) {
            self.color = color
            self.location = location.clamped(to: 0...1, ifNaN: 0)
        }
    }

    /// The centre of the gradient.
    public var center: Point
    /// The distance at which the last stop is reached (negative and NaN act as 0).
    public var radius: Double
    /// The stops, in increasing location. Empty draws nothing; one stop is a flat colour.
    public var stops: [Stop]

    /// Creates a radial gradient; stops are sorted by location.
    public init(center: Point, radius: Double, stops: [Stop]) {
        self.center = center
        self.radius = radius.isNaN ? 0 : Swift.max(0, radius)
        self.stops = stops.sorted { $0.location < $1.location }
    }

    /// Whether the gradient can be drawn: a finite centre and radius (at most 10⁹) and at least
    /// one stop.
    public var isDrawable: Bool {
        center.isFinite && radius.isFinite && radius <= 1e9 && !stops.isEmpty
    }
}
