/// A width and a height, in points.
public struct Size: Hashable, Sendable {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A size of zero by zero.
    public static let zero = Size(width: 0, height: 0)

    /// Whether both dimensions are finite and greater than zero, i.e. something can be drawn in it.
    public var isDrawable: Bool {
        width.isFinite && height.isFinite && width > 0 && height > 0
    }
}
