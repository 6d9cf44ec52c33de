/// An animation of a control's *value*, driven by the host's frame clock.
///
/// Because the value itself moves (not an angle), a knob animated from its minimum to its
/// maximum travels the long way round through every value in between, never the short way.
///
/// ```swift
/// var animation = ValueAnimation(from: 0, to: 1, startTime: now, duration: 0.75)
/// let value = animation.advance(to: now + 0.375)   // about 0.5 with the default curve
/// ```
public struct ValueAnimation: Hashable, Sendable {
    /// The value at the start.
    public let fromValue: Double
    /// The value at the end.
    public let toValue: Double
    /// When the animation starts, seconds.
    public let startTime: Double
    /// How long it runs, seconds (0 means it is finished at once).
    public let duration: Double
    /// How progress maps to time.
    public let curve: TimingCurve

    /// The value after the last ``advance(to:)``.
    public private(set) var value: Double
    /// Whether the animation has reached its end (the value is exactly ``toValue``).
    public private(set) var isFinished: Bool

    /// The default duration, 0.75 s (MSCircularSlider's).
    public static let defaultDuration = 0.75

    /// Creates an animation.
    ///
    /// A NaN or infinite `from` starts at `to`; a NaN or infinite `to` ends at `from` (nothing
    /// moves); a non-finite start time is taken as 0; a negative or NaN duration is 0.
    public init(
        from: Double,
        to: Double,
        startTime: Double,
        duration: Double = ValueAnimation.defaultDuration,
        curve: TimingCurve = .easeInOut
    ) {
        let end = to.isFinite ? to : (from.isFinite ? from : 0)
        fromValue = from.isFinite ? from : end
        toValue = end
        self.startTime = startTime.isFinite ? startTime : 0
        self.duration = duration.isFinite && duration > 0 ? duration : 0
        self.curve = curve
        value = fromValue
        isFinished = self.duration == 0 || fromValue == toValue
        if isFinished { value = toValue }
    }

    /// The value at `time`: ``fromValue`` before the start, ``toValue`` from the end on.
    public func value(at time: Double) -> Double {
        guard duration > 0, !time.isNaN else { return time.isNaN ? value : toValue }
        let elapsed = (time - startTime) / duration
        if elapsed >= 1 { return toValue }
        return ValueAnimation.blend(from: fromValue, to: toValue, progress: curve.progress(at: elapsed))
    }

    /// `from + (to − from) × progress`, without overflow: when the distance overflows a
    /// `Double` (−1e308 to 1e308) it moves by two halves of `to / 2 − from / 2` (the half-span
    /// approach of ``ValueScale/halfSpan``), so the value stays finite between finite ends.
    static func blend(from: Double, to: Double, progress: Double) -> Double {
        let distance = to - from
        if distance.isFinite { return from + distance * progress }
        let half = (to / 2 - from / 2) * progress
        return from + half + half
    }

    /// Moves the animation to `time` and returns the value there. NaN times are ignored.
    @discardableResult
    public mutating func advance(to time: Double) -> Double {
        guard !time.isNaN else { return value }
        value = value(at: time)
        isFinished = duration == 0 || time >= startTime + duration
        return value
    }
}
