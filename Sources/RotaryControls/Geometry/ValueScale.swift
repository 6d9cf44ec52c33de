/// Maps values in `minimumValue...maximumValue` to rotations along an ``Arc``.
///
/// The rules, shared by every control (UISlider's where it has one):
/// - `minimumValue == maximumValue` is legal: every value maps to the arc's start and every
///   rotation maps to that one value. Nothing divides by zero.
/// - Setting `minimumValue` above `maximumValue` raises `maximumValue` to match; setting
///   `maximumValue` below `minimumValue` lowers `minimumValue` to match.
/// - NaN and infinite inputs are ignored: the previous setting stays.
/// - Values are clamped into the range.
/// - `step`, when set, is a positive finite spacing of allowed values counted from
///   `minimumValue`; `maximumValue` itself is always allowed, even when the range is not a
///   whole number of steps.
/// - `turns` spreads the range over several trips along the arc (a 24-hour clock over two
///   turns of a full circle has `turns == 2`).
public struct ValueScale: Hashable, Sendable {
    private var storedMinimum: Double
    private var storedMaximum: Double
    private var storedStep: Double?
    private var storedTurns: Double

    /// The arc the values are laid along.
    public var arc: Arc

    /// Creates a scale. Invalid arguments are repaired by the same rules as the setters:
    /// non-finite bounds fall back to 0 and 1, an inverted range is raised to the minimum,
    /// an invalid step is dropped and invalid turns become 1.
    public init(
        minimumValue: Double = 0,
        maximumValue: Double = 1,
        arc: Arc = .fullCircle(),
        step: Double? = nil,
        turns: Double = 1
    ) {
        storedMinimum = minimumValue.isFinite ? minimumValue : 0
        storedMaximum = maximumValue.isFinite ? maximumValue : 1
        if storedMaximum < storedMinimum { storedMaximum = storedMinimum }
        storedStep = ValueScale.isValidStep(step) ? step : nil
        storedTurns = ValueScale.isValidTurns(turns) ? turns : 1
        self.arc = arc
    }

    // MARK: - Settings

    /// The value at the start of the arc. Raising it above `maximumValue` raises the maximum
    /// too; NaN and infinities are ignored.
    public var minimumValue: Double {
        get { storedMinimum }
        set {
            guard newValue.isFinite else { return }
            storedMinimum = newValue
            if storedMaximum < newValue { storedMaximum = newValue }
        }
    }

    /// The value at the end of the arc (after all `turns`). Lowering it below `minimumValue`
    /// lowers the minimum too; NaN and infinities are ignored.
    public var maximumValue: Double {
        get { storedMaximum }
        set {
            guard newValue.isFinite else { return }
            storedMaximum = newValue
            if storedMinimum > newValue { storedMinimum = newValue }
        }
    }

    /// The spacing of allowed values, or `nil` for a continuous scale. Zero, negative, NaN and
    /// infinite steps are ignored (the previous step stays).
    public var step: Double? {
        get { storedStep }
        set {
            guard newValue == nil || ValueScale.isValidStep(newValue) else { return }
            storedStep = newValue
        }
    }

    /// How many trips along the arc the whole range takes (default 1). Zero, negative, NaN and
    /// infinite values are ignored.
    public var turns: Double {
        get { storedTurns }
        set { if ValueScale.isValidTurns(newValue) { storedTurns = newValue } }
    }

    // MARK: - Values

    /// `maximumValue − minimumValue`, never negative; +∞ when the width overflows a `Double`
    /// (a range from −1e308 to 1e308) — see ``halfSpan``.
    public var span: Double { storedMaximum - storedMinimum }

    /// Half the range's width, `maximumValue / 2 − minimumValue / 2`: never negative and
    /// always finite, even when ``span`` overflows.
    public var halfSpan: Double { storedMaximum / 2 - storedMinimum / 2 }

    /// The total rotation from minimum to maximum (arc sweep × turns), never negative.
    public var totalSweep: Rotation { arc.sweep * storedTurns }

    /// `value` clamped into the range; NaN gives `minimumValue`.
    public func clamped(_ value: Double) -> Double {
        guard !value.isNaN else { return storedMinimum }
        return value.clamped(to: storedMinimum...storedMaximum)
    }

    /// The value to store when `proposed` is assigned over `current`: NaN and infinities are
    /// ignored (giving `current`, clamped), anything else is clamped.
    public func accepted(_ proposed: Double, replacing current: Double) -> Double {
        proposed.isFinite ? clamped(proposed) : clamped(current)
    }

    /// `value` moved to the nearest allowed step (or `maximumValue`), clamped; without a step
    /// it is only clamped.
    public func stepped(_ value: Double) -> Double {
        let value = clamped(value)
        guard let step = storedStep, span > 0 else { return value }
        let index = ((value - storedMinimum) / step).rounded()
        let onGrid = Swift.min(storedMinimum + index * step, storedMaximum)
        return Swift.abs(storedMaximum - value) < Swift.abs(onGrid - value) ? storedMaximum : onGrid
    }

    /// Where `value` lies in the range, from 0 (minimum) to 1 (maximum); 0 when the range is
    /// empty. Exact halves are used when the width overflows, so it is never NaN.
    public func fraction(for value: Double) -> Double {
        let span = self.span
        guard span > 0 else { return 0 }
        guard span.isFinite else {
            let half = halfSpan
            return ((clamped(value) / 2 - storedMinimum / 2) / half).clamped(to: 0...1)
        }
        return (clamped(value) - storedMinimum) / span
    }

    /// The value at `fraction` of the range, clamped; NaN gives `minimumValue`. Never NaN,
    /// even when the range's width overflows.
    public func value(forFraction fraction: Double) -> Double {
        guard !fraction.isNaN else { return storedMinimum }
        let fraction = fraction.clamped(to: 0...1)
        let span = self.span
        guard span.isFinite else {
            // Rounding at 1e308 is coarser than a small maximum: the ends are exact.
            if fraction == 1 { return storedMaximum }
            let part = fraction * halfSpan
            return clamped(storedMinimum + part + part)
        }
        return clamped(storedMinimum + fraction * span)
    }

    /// The rotation from the arc's start to `value`, signed by the arc's direction
    /// (counter-clockwise arcs give negative rotations).
    public func rotation(for value: Double) -> Rotation {
        arc.signedSweep * (fraction(for: value) * storedTurns)
    }

    /// The bearing at which `value` sits.
    public func bearing(for value: Double) -> Bearing {
        arc.start.turned(by: rotation(for: value))
    }

    /// The value reached after turning `rotation` from the arc's start, clamped into the
    /// range. The rotation is signed like ``rotation(for:)``.
    public func value(for rotation: Rotation) -> Double {
        let total = totalSweep.radians
        guard total > 0 else { return storedMinimum }
        return value(forFraction: rotation.radians * arc.direction.sign / total)
    }

    /// The change of value that a change of `rotation` is worth along this scale (not clamped):
    /// `span × rotation / totalSweep`, signed by the arc's direction. Zero when the arc has no
    /// length or the range is empty. Computed with ``halfSpan``, so a range wider than the
    /// largest `Double` still gives finite changes (a rotation of many sweeps may give ±∞).
    public func valueChange(for rotation: Rotation) -> Double {
        let total = totalSweep.radians
        guard total > 0, rotation.radians.isFinite else { return 0 }
        return halfSpan * (2 * rotation.radians * arc.direction.sign / total)
    }

    /// The rotation that a change of value is worth along this scale, the inverse of
    /// ``valueChange(for:)``: `totalSweep × change / span`, signed like ``rotation(for:)``.
    /// Zero when the range is empty or the change is not finite; finite even when the range's
    /// width overflows.
    public func rotationChange(for valueChange: Double) -> Rotation {
        let half = halfSpan
        guard half > 0, valueChange.isFinite else { return .zero }
        let turned = totalSweep * (arc.direction.sign * (valueChange / 2 / half))
        return turned.radians.isFinite ? turned : .zero
    }

    private static func isValidStep(_ step: Double?) -> Bool {
        guard let step else { return false }
        return step.isFinite && step > 0
    }

    private static func isValidTurns(_ turns: Double) -> Bool {
        turns.isFinite && turns > 0
    }
}
