#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls

/// The end-stop haptic of a knob or slider: a user's change that brings the value onto an end
/// of its enabled range plays `.limitReached` once — not again while it stays there, again
/// after it has left. The core reports values, not ends reached, so the host keeps this one bit.
struct LimitFeedback {
    /// Whether the last value seen was at an end.
    private var wasAtLimit = false

    /// Sees `value` against `bounds` (`nil`: the control has no ends, as an endless knob) and
    /// answers whether this change reached an end; only a user's change (`fromUser`) does,
    /// though every change is remembered. NaN is at no end.
    mutating func reached(_ value: Double, bounds: ClosedRange<Double>?, fromUser: Bool) -> Bool {
        let atLimit = bounds.map { value <= $0.lowerBound || value >= $0.upperBound } ?? false
        defer { wasAtLimit = atLimit }
        return fromUser && atLimit && !wasAtLimit
    }
}
#endif
