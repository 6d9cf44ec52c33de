extension Comparable {
    /// The value limited to `range`: its lower bound below it, its upper bound above it, the
    /// value itself inside. Floating-point NaN stays NaN (it compares with nothing); where NaN
    /// can arrive, use ``FloatingPoint/clamped(to:ifNaN:)`` and say what it gives.
    func clamped(to range: ClosedRange<Self>) -> Self {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}

extension FloatingPoint {
    /// The value limited to `range`, with NaN giving `replacement` (which is not clamped).
    func clamped(to range: ClosedRange<Self>, ifNaN replacement: Self) -> Self {
        isNaN ? replacement : clamped(to: range)
    }
}
