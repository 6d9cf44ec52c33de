/// How much a control's look is scaled: its strokes and sizes by ``metrics`` (a platform's control
/// size), its text by ``text`` (the metrics factor times the reader's text size, Dynamic Type).
///
/// Factors that are NaN, infinite, zero or negative act as 1, and every factor is kept within
/// `0.25...4`, so no setting makes a control vanish or swallow its neighbours. Touch areas are never
/// scaled: a small control still takes a 44-point touch.
public struct StyleScale: Hashable, Sendable {
    /// The factor for strokes and sizes (default 1).
    public var metrics: Double
    /// The factor for text (default 1).
    public var text: Double

    /// Creates a scale; invalid factors act as 1.
    public init(metrics: Double = 1, text: Double = 1) {
        self.metrics = StyleScale.usable(metrics)
        self.text = StyleScale.usable(text)
    }

    /// No scaling.
    public static let identity = StyleScale()

    /// Whether this scale changes nothing.
    public var isIdentity: Bool { metrics == 1 && text == 1 }

    /// `factor` within `0.25...4`; NaN, infinities, zero and negatives give 1.
    static func usable(_ factor: Double) -> Double {
        guard factor.isFinite, factor > 0 else { return 1 }
        return factor.clamped(to: 0.25...4)
    }
}
