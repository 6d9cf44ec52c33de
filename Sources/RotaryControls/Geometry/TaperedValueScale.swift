/// A ``ValueScale`` read through a ``ValueTaper``: values along the arc by the taper, while
/// steps, snapping, keys and accessibility stay in value terms.
///
/// - Positions and rotations go through the taper: with ``ValueTaper/logarithmic`` over
///   20…20 000, the middle of the arc is 632 Hz.
/// - ``stepped(_:)`` and the step keys use the scale's `step` as a *value* spacing (100 Hz
///   steps are 100 Hz everywhere on the arc); without a step, a key moves a fixed share of the
///   *track* (1 %), so each press moves the handle the same distance whatever the taper.
/// - Accessibility publishes values (the range's ends and the value), never positions.
///
/// A linear taper gives exactly the scale's own answers.
public struct TaperedValueScale: Hashable, Sendable {
    /// The range, step, arc and turns.
    public var scale: ValueScale
    /// How values spread along the arc (default linear).
    public var taper: ValueTaper

    /// Creates a tapered scale.
    public init(scale: ValueScale, taper: ValueTaper = .linear) {
        self.scale = scale
        self.taper = taper
    }

    /// Where `value` is along the whole track (all turns), 0…1; NaN gives 0.
    public func position(for value: Double) -> Double {
        if taper.isLinear(minimum: scale.minimumValue, maximum: scale.maximumValue) {
            return scale.fraction(for: value)
        }
        return taper.position(for: value, minimum: scale.minimumValue, maximum: scale.maximumValue)
    }

    /// The value at `position` along the track (0…1, clamped; NaN gives the minimum), not
    /// stepped.
    public func value(atPosition position: Double) -> Double {
        if taper.isLinear(minimum: scale.minimumValue, maximum: scale.maximumValue) {
            return scale.value(forFraction: position)
        }
        return taper.value(atPosition: position, minimum: scale.minimumValue, maximum: scale.maximumValue)
    }

    /// The rotation from the arc's start to `value`, signed by the arc's direction.
    public func rotation(for value: Double) -> Rotation {
        scale.arc.signedSweep * (position(for: value) * scale.turns)
    }

    /// The bearing at which `value` sits.
    public func bearing(for value: Double) -> Bearing {
        scale.arc.start.turned(by: rotation(for: value))
    }

    /// The value reached after turning `rotation` from the arc's start, clamped and stepped
    /// (in value terms). An arc without length gives the minimum.
    public func value(for rotation: Rotation) -> Double {
        let total = scale.totalSweep.radians
        guard total > 0, rotation.radians.isFinite else { return scale.minimumValue }
        return stepped(value(atPosition: rotation.radians * scale.arc.direction.sign / total))
    }

    /// The value reached from `value` after turning a further `rotation` (a knob's relative
    /// drag): the position moves by the rotation's share of the sweep. Clamped, not stepped.
    public func value(from value: Double, turnedBy rotation: Rotation) -> Double {
        let total = scale.totalSweep.radians
        guard total > 0, rotation.radians.isFinite else { return scale.clamped(value) }
        return self.value(atPosition: position(for: value) + rotation.radians * scale.arc.direction.sign / total)
    }

    /// `value` on the step grid, in value terms (see ``ValueScale/stepped(_:)``).
    public func stepped(_ value: Double) -> Double {
        scale.stepped(value)
    }

    /// The share of the track one key step moves when there is no value step, 1 %.
    public static let keyPositionStep = 0.01

    /// `value` moved by `count` key steps: `count` value steps when the scale has a step
    /// (landing on the grid), else `count` × 1 % of the track. Clamped; counts are limited to
    /// ±1 000 000; NaN starts from the minimum.
    public func adjusted(_ value: Double, bySteps count: Int) -> Double {
        let count = Swift.min(Swift.max(count, -1_000_000), 1_000_000)
        if let step = scale.step {
            return scale.stepped(scale.clamped(scale.clamped(value) + Double(count) * step))
        }
        return self.value(atPosition: position(for: value) + Double(count) * Self.keyPositionStep)
    }

    /// `value` moved by `count` pages of 10 % of the track (at least one value step). Clamped.
    public func adjusted(_ value: Double, byPages count: Int) -> Double {
        let count = Swift.min(Swift.max(count, -1_000_000), 1_000_000)
        let moved = self.value(atPosition: position(for: value) + Double(count) / 10)
        guard let step = scale.step, count != 0 else { return moved }
        let stepped = scale.stepped(moved)
        let start = scale.clamped(value)
        // At least one step, in the key's direction.
        if count > 0, stepped <= start { return scale.stepped(scale.clamped(start + step)) }
        if count < 0, stepped >= start { return scale.stepped(scale.clamped(start - step)) }
        return stepped
    }
}
