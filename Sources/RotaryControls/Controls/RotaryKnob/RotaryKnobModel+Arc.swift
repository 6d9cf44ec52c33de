/// The arc, detents, and how values are kept in range (clamped or wrapped, on the step grid).
extension RotaryKnobModel {
    // MARK: - Arc

    /// The whole arc in degrees, centred on 12 o'clock (default 270: from −135° to +135°,
    /// MHRotaryKnob's), as the circular slider's `maximumAngle`. Taken by size, capped at 360
    /// (a full circle from 6 o'clock round to 6 o'clock); NaN and infinities are ignored. At 0
    /// the arc has no length: turning changes nothing (the drag kinds still work).
    public var maximumAngle: Double {
        get { storedMaximumAngle }
        set {
            guard newValue.isFinite else { return }
            storedMaximumAngle = Swift.min(Swift.abs(newValue), 360)
            scale.arc = .knob(maximumAngle: storedMaximumAngle)
        }
    }

    /// The arc the values are laid along (default ``Arc/knob``). Setting any arc is allowed;
    /// ``maximumAngle`` then reports its sweep.
    public var arc: Arc {
        get { scale.arc }
        set {
            scale.arc = newValue
            storedMaximumAngle = newValue.sweep.degrees
        }
    }

    /// The scale that turns values into the knob's rotation and back: the range along the
    /// ``arc``, or in endless mode along a full turn from 12 o'clock in the arc's direction.
    /// Every value↔angle conversion of the knob goes through it.
    var rotationScale: ValueScale {
        guard isEndless else { return scale }
        var endless = scale
        endless.arc = .fullCircle(start: .top, direction: scale.arc.direction)
        return endless
    }

    // MARK: - Detents

    /// Detents per full turn of the knob, or `nil` (the default) for none. Each detent the
    /// knob's rotation crosses reports exactly one `.feedback(.selectionTick)`, also when a
    /// single sample crosses several. In bounded mode the detents are spaced
    /// `360° / detentsPerTurn` along the arc from its start. Zero and negative counts act as
    /// `nil`; counts above ``maximumDetentsPerTurn`` act as that maximum.
    public var detentsPerTurn: Int? {
        get { storedDetents }
        set { storedDetents = newValue.flatMap { $0 > 0 ? Swift.min($0, RotaryKnobModel.maximumDetentsPerTurn) : nil } }
    }

    /// The largest ``detentsPerTurn`` (3600: a tick every tenth of a degree).
    public static let maximumDetentsPerTurn = 3600

    // MARK: - Normalising

    /// `value` as stored: wrapped (endless) or clamped, then on the step grid.
    func normalized(_ value: Double) -> Double {
        guard isEndless else {
            let stepped = scale.stepped(value)
            return trackConfiguration.isDefault ? stepped : trackConfiguration.held(stepped, in: scale)
        }
        let wrapped = wrap(value)
        let stepped = scale.stepped(wrapped)
        return stepped >= scale.maximumValue ? scale.minimumValue : stepped
    }

    /// `value` wrapped into `minimumValue..<maximumValue` (the minimum for an empty range or
    /// a non-finite value). A value within a trillionth of the range below the maximum reads as
    /// the minimum (rounding after a whole turn).
    func wrap(_ value: Double) -> Double {
        let span = scale.span
        guard span > 0, value.isFinite else { return scale.minimumValue }
        var offset = (value - scale.minimumValue).truncatingRemainder(dividingBy: span)
        if offset < 0 { offset += span }
        if offset >= span * (1 - 1e-12) || !offset.isFinite { offset = 0 }
        return scale.minimumValue + offset
    }
}
