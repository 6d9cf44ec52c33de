/// One of the (at most two) handles of a ``CircularSliderModel``.
public enum CircularSliderHandle: String, Hashable, Sendable, CaseIterable {
    /// The handle of ``CircularSliderModel/value`` (the only one of a single-handle slider,
    /// the lower one of a range).
    case first
    /// The handle of ``CircularSliderModel/secondValue`` (the upper one of a range).
    case second
}

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

/// Where a touch may start a drag.
public enum CircularSliderTouchPolicy: String, Hashable, Sendable, CaseIterable {
    /// Only a touch on a handle (its touch area, at least 44 × 44 points) starts a drag; a
    /// touch elsewhere is ignored, so the slider works inside scroll views (the default).
    case handleOnly
    /// A touch on the track also moves the nearest handle there at once, then drags it.
    case handleOrTrack
}

/// A token that identifies one `setValue(…animated: true…)` call; it comes back in
/// ``CircularSliderModel/Event/animationFinished(_:completed:)`` (the core's replacement for
/// a completion closure).
public struct CircularSliderAnimationToken: Hashable, Sendable {
    /// A number unique within one model.
    public let rawValue: Int

    /// Creates a token.
    public init(rawValue: Int) { self.rawValue = rawValue }
}
