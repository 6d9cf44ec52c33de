/// How the ends of a stroked line or arc are drawn.
public enum LineCap: String, Hashable, Sendable, CaseIterable {
    /// Square ends exactly at the end points.
    case butt
    /// Half-circle ends (MSCircularSlider's track).
    case round
    /// Square ends extended by half the line width.
    case square
}

/// The outline of a shape: paint, width and cap.
public struct Stroke: Hashable, Sendable {
    /// What the line is painted with.
    public var paint: Paint
    /// The line width in points; negative and NaN widths draw nothing (treated as 0).
    public var width: Double
    /// How open ends are drawn.
    public var cap: LineCap

    /// Creates a stroke.
    public init(_ paint: Paint, width: Double, cap: LineCap = .butt) {
        self.paint = paint
        self.width = width.isNaN ? 0 : Swift.max(0, width)
        self.cap = cap
    }
}
