/// Turns scroll-wheel and trackpad scrolling into whole adjustment steps, keeping the
/// remainder so slow, fine scrolling still adds up.
///
/// ```swift
/// var scroll = ScrollAccumulator(pointsPerStep: 20)
/// scroll.steps(forDelta: 12)  // 0 (12 kept)
/// scroll.steps(forDelta: 12)  // 1 (4 kept)
/// ```
public struct ScrollAccumulator: Hashable, Sendable {
    /// How far one must scroll for one step, in points. Non-positive or non-finite values act
    /// as the default, 20.
    public var pointsPerStep: Double
    /// The scrolled distance not yet turned into a step, in `(−pointsPerStep, pointsPerStep)`.
    public private(set) var remainder: Double = 0

    /// Creates an accumulator.
    public init(pointsPerStep: Double = 20) {
        self.pointsPerStep = pointsPerStep
    }

    /// Adds a scroll distance (positive increments — the host decides which way is positive)
    /// and answers the whole steps it completes; the rest is kept. Non-finite deltas are ignored
    /// (0 steps). The answer is capped at ±1000 steps per call.
    public mutating func steps(forDelta delta: Double) -> Int {
        guard delta.isFinite else { return 0 }
        let size = pointsPerStep.isFinite && pointsPerStep > 0 ? pointsPerStep : 20
        let total = remainder + delta
        let whole = (total / size).rounded(.towardZero)
        let capped = whole.clamped(to: -1000...1000)
        remainder = whole == capped ? total - whole * size : 0
        return Int(capped)
    }

    /// Forgets the remainder (call when a scroll gesture ends).
    public mutating func reset() {
        remainder = 0
    }
}
