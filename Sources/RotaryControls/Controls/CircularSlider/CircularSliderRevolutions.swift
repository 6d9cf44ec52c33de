/// How many trips around a full circle the slider's range takes (MSCircularSlider's
/// `maximumRevolutions`: −1 endless, 0 bounded, N turns).
///
/// Multi-turn and endless modes only apply to a full circle (`maximumAngle` 360); on a partial
/// arc the gap is a hard stop and every mode behaves as ``bounded``.
public enum CircularSliderRevolutions: Hashable, Sendable {
    /// The range takes one trip; the value stops at both ends (the default).
    case bounded
    /// The range is spread over `count` full turns (a 24-hour clock over two turns). Counts
    /// below 1 act as 1.
    case turns(Int)
    /// The value wraps around: past the maximum it starts again at the minimum and the
    /// revolution count goes up; turning back below the minimum counts down.
    case endless

    /// The number of turns the range covers (1 for bounded and endless; at least 1).
    public var turnCount: Int {
        if case let .turns(count) = self { return Swift.max(1, count) }
        return 1
    }
}
