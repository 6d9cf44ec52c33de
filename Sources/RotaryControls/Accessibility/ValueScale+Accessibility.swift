/// Increment and decrement by assistive technologies, keyboard arrows and scroll wheels.
extension ValueScale {
    /// The amount one increment moves: the `step` when there is one, else a tenth of the range
    /// (0 when the range is empty).
    public var adjustmentStep: Double { step ?? span / 10 }

    /// `value` moved by `count` adjustment steps (negative counts go down), landing on the
    /// step grid when there is a step, and clamped into the range. NaN values start from the
    /// minimum.
    public func adjusted(_ value: Double, bySteps count: Int) -> Double {
        let start = clamped(value)
        let moved = clamped(start + Double(count) * adjustmentStep)
        return step == nil ? moved : stepped(moved)
    }
}
