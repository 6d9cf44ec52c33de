/// The numbers behind an adjustable part's spoken value: its bounds and where it is between them
/// (GTK's `VALUE_MIN`, `VALUE_MAX` and `VALUE_NOW`; a spinner's item indexes).
public struct AccessibilityRange: Hashable, Sendable {
    /// The smallest value.
    public var minimum: Double
    /// The largest value.
    public var maximum: Double
    /// The current value.
    public var current: Double

    /// Creates a range; non-finite numbers become 0, so that no platform is ever handed NaN.
    public init(minimum: Double, maximum: Double, current: Double) {
        self.minimum = minimum.isFinite ? minimum : 0
        self.maximum = maximum.isFinite ? maximum : 0
        self.current = current.isFinite ? current : 0
    }
}
