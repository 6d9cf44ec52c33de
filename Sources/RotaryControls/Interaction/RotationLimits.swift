/// Bounds on the rotation a ``RotationTracker`` reports, and what happens at them.
public struct RotationLimits: Hashable, Sendable {
    /// What the rotation does when the finger keeps turning past a limit.
    public enum Behavior: String, Hashable, Sendable, CaseIterable {
        /// The rotation stops at the limit; turning back moves it again at once, like a finger
        /// slipping on a real knob that has reached its stop.
        case slip
        /// The rotation stays pinned until the finger has unwound all the way back past the
        /// limit — the "tightens up" hysteresis of a dial that only turns so far.
        case hold
    }

    /// The lowest rotation reported.
    public let minimum: Rotation
    /// The highest rotation reported.
    public let maximum: Rotation
    /// What happens at the limits.
    public var behavior: Behavior

    /// Creates limits.
    ///
    /// A NaN or infinite bound means "no limit on that side" (so `minimum` +∞ is −∞, not an
    /// unreachable floor). When `maximum` is below `minimum`, the maximum is raised to the
    /// minimum (UISlider's rule), so the range is a single rotation.
    public init(minimum: Rotation, maximum: Rotation, behavior: Behavior = .slip) {
        let low = minimum.radians.isFinite ? minimum.radians : -Double.infinity
        let high = maximum.radians.isFinite ? maximum.radians : Double.infinity
        self.minimum = Rotation(radians: low)
        self.maximum = Rotation(radians: Swift.max(low, high))
        self.behavior = behavior
    }

    /// `rotation` clamped into the limits.
    public func clamp(_ rotation: Rotation) -> Rotation {
        Rotation(radians: rotation.radians.clamped(to: minimum.radians...maximum.radians))
    }
}
