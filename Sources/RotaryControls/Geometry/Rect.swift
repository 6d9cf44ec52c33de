/// An axis-aligned rectangle in screen coordinates.
public struct Rect: Hashable, Sendable {
    /// The top-left corner.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// Creates a rectangle from its top-left corner and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its top-left corner coordinates and its size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// Creates a square centred on `center` whose half-side is `radius`.
    public init(center: Point, radius: Double) {
        self.init(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
    }

    /// A rectangle at the origin with zero size.
    public static let zero = Rect(origin: .zero, size: .zero)

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }

    /// The centre point.
    public var center: Point {
        Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2)
    }

    /// Half the shorter side: the radius of the largest circle that fits, never negative.
    ///
    /// A rectangle with a NaN or negative dimension has an inscribed radius of 0.
    public var inscribedRadius: Double {
        let shorter = Swift.min(size.width, size.height)
        return shorter.isNaN || shorter <= 0 ? 0 : shorter / 2
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom.
    ///
    /// The size never becomes negative: an inset larger than the rectangle leaves a zero size
    /// at the centre.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        let width = Swift.max(0, size.width - 2 * dx)
        let height = Swift.max(0, size.height - 2 * dy)
        let c = center
        return Rect(x: c.x - width / 2, y: c.y - height / 2, width: width, height: height)
    }

    /// Whether `point` lies inside the rectangle (edges included).
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }
}

extension Rect {
    /// Whether the rect can be drawn: a finite origin and finite, non-negative sides.
    public var isDrawable: Bool {
        origin.isFinite && width.isFinite && height.isFinite && width >= 0 && height >= 0
    }
}
