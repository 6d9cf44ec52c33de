/// How a finger turns a rotary knob: the kind of gesture, the speed, and the fine-adjust rule.
///
/// Fine adjust (off by default): the farther the finger is from the knob's centre beyond the
/// knob's own radius, the finer the change. The change is multiplied by
/// `1 / (1 + beyond / fineAdjustmentDistance)`, where `beyond` is the distance outside the knob
/// (0 inside it): at `fineAdjustmentDistance` points outside, changes are half as fast; at
/// three times that, a quarter.
public struct RotaryKnobInteraction: Hashable, Sendable {
    /// The kind of gesture that changes the value.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Turn around the centre (relative: touch-down never jumps).
        case rotating
        /// Drag left (down) or right (up).
        case horizontal
        /// Drag down (down) or up (up).
        case vertical
    }

    /// The kind of gesture that changes the value (default `.rotating`). (The knob's look is
    /// ``RotaryKnobModel/style``.)
    public var kind: Kind
    /// Multiplies every change (default 1). Zero, negative, NaN and infinite values are ignored.
    public var scalingFactor: Double {
        didSet { if !(scalingFactor.isFinite && scalingFactor > 0) { scalingFactor = oldValue } }
    }
    /// For the drag styles: the points of travel that move the value across the whole range
    /// (default 200). Zero, negative, NaN and infinite values are ignored.
    public var dragDistance: Double {
        didSet { if !(dragDistance.isFinite && dragDistance > 0) { dragDistance = oldValue } }
    }
    /// The fine-adjust distance, or `nil` (the default) for no fine adjust. Zero, negative,
    /// NaN and infinite values are treated as `nil`.
    public var fineAdjustmentDistance: Double?
    /// For the rotating kind: touches closer than this to the knob's centre, in points, are
    /// ignored (the finger grips again when it leaves), because the angle jumps there
    /// (default ``RotaryKnobModel/deadZoneRadius``, 4; MHRotaryKnob's
    /// `minRequiredDistanceFromKnobCenter`). Negative, NaN and infinite values are ignored.
    public var minimumDistanceFromCenter: Double = RotaryKnobModel.deadZoneRadius {
        didSet {
            if !(minimumDistanceFromCenter.isFinite && minimumDistanceFromCenter >= 0) {
                minimumDistanceFromCenter = oldValue
            }
        }
    }

    /// Creates interaction settings; invalid numbers fall back to the defaults.
    public init(
        kind: Kind = .rotating, scalingFactor: Double = 1, dragDistance: Double = 200,
        fineAdjustmentDistance: Double? = nil
    ) {
        self.kind = kind
        self.scalingFactor = scalingFactor.isFinite && scalingFactor > 0 ? scalingFactor : 1
        self.dragDistance = dragDistance.isFinite && dragDistance > 0 ? dragDistance : 200
        self.fineAdjustmentDistance = fineAdjustmentDistance
    }

    // MARK: - Fine adjust

    /// The factor, in `(0, 1]`, that a change is multiplied by when the finger is
    /// `distanceFromCenter` from a knob of radius `knobRadius`: 1 without fine adjust, inside the
    /// knob, or for non-finite inputs.
    public func fineAdjustmentFactor(distanceFromCenter: Double, knobRadius: Double) -> Double {
        guard let distance = fineAdjustmentDistance, distance.isFinite, distance > 0,
            distanceFromCenter.isFinite, knobRadius.isFinite
        else { return 1 }
        let beyond = Swift.max(0, distanceFromCenter - Swift.max(0, knobRadius))
        return 1 / (1 + beyond / distance)
    }
}
