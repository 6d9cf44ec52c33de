import RealModule

/// A location in a control's own coordinate space.
///
/// Coordinates are screen coordinates: the origin is the top-left corner, `x` grows to the
/// right and `y` grows downward. Units are points.
public struct Point: Hashable, Sendable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate (grows downward).
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, `(0, 0)`.
    public static let zero = Point(x: 0, y: 0)

    /// Whether both coordinates are finite (neither NaN nor infinite).
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The straight-line distance to `other`.
    public func distance(to other: Point) -> Double {
        Double.hypot(other.x - x, other.y - y)
    }

    /// This point moved by `dx` and `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Point {
        Point(x: x + dx, y: y + dy)
    }

    /// The point at `radius` from `center` in the direction `bearing`.
    ///
    /// Bearing 0 is straight up (12 o'clock); bearings grow clockwise on screen.
    public init(center: Point, radius: Double, bearing: Bearing) {
        self.init(
            x: center.x + radius * Double.sin(bearing.radians),
            y: center.y - radius * Double.cos(bearing.radians)
        )
    }
}
