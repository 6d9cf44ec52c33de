/// An angular (conic) gradient along an arc: the colour changes with the angle, from the
/// arc's start to its end, so every point of the arc gets its own colour.
///
/// (Named `ArcGradient` so that it never clashes with SwiftUI's `AngularGradient`.)
public struct ArcGradient: Hashable, Sendable {
    /// The colours, evenly spaced from the start of the arc (first) to its end (last).
    /// Empty draws nothing; one colour is a flat colour.
    public var colors: [DrawingColor]

    /// Creates a gradient through `colors`, evenly spaced.
    public init(colors: [DrawingColor]) {
        self.colors = colors
    }

    /// The colour at `fraction` (0 at the arc's start, 1 at its end, clamped; NaN gives 0).
    /// An empty gradient answers `clear`.
    public func color(at fraction: Double) -> DrawingColor {
        guard let first = colors.first else { return .clear }
        guard colors.count > 1 else { return first }
        let f = fraction.clamped(to: 0...1, ifNaN: 0)
        if f == 1, let last = colors.last { return last }
        let position = f * Double(colors.count - 1)
        let index = Swift.min(Int(position), colors.count - 2)
        return colors[index].mixed(with: colors[index + 1], fraction: position - Double(index))
    }
}
