/// Positions along the arc, turns and the range constraints.
///
/// A *position* is a distance along the arc in radians, from the arc's start in the arc's
/// direction: `0` is the minimum, ``ValueScale/totalSweep`` the maximum (several turns in
/// multi-turn mode).
extension CircularSliderModel {
    // MARK: - Modes

    /// The revolutions mode that applies: multi-turn and endless need a full circle, and a
    /// range slider is never endless (its handles could not keep their order).
    public var effectiveRevolutions: CircularSliderRevolutions {
        guard isFullCircle else { return .bounded }
        if isRange, maximumRevolutions == .endless { return .bounded }
        return maximumRevolutions
    }

    /// Whether the value wraps around (endless on a full circle).
    var isEndless: Bool { effectiveRevolutions == .endless }

    // MARK: - Positions

    /// The total length of the range along the arc, in radians (0 for an empty arc).
    var totalPosition: Double { scale.totalSweep.radians }

    /// The position of `value`.
    func position(of value: Double) -> Double {
        scale.fraction(for: value) * totalPosition
    }

    /// The value at `position` (clamped into the range).
    func value(atPosition position: Double) -> Double {
        let total = totalPosition
        guard total > 0 else { return scale.minimumValue }
        return scale.value(forFraction: position / total)
    }

    /// The bearing at `position`.
    func bearing(atPosition position: Double) -> Bearing {
        scale.arc.start.turned(by: Rotation(radians: position * scale.arc.direction.sign))
    }

    /// Completed turns at `position` in multi-turn mode (0 otherwise).
    func completedTurns(at position: Double) -> Int {
        guard case .turns = effectiveRevolutions, position.isFinite else { return 0 }
        let turns = Swift.max(0, position / (2 * .pi)).rounded(.down)
        return Int(Swift.min(turns, Double(effectiveRevolutions.turnCount)))
    }

    // MARK: - Constraints

    /// `value` clamped for the first handle: into the range, and `minimumDistance` below the
    /// second handle.
    func clampedFirst(_ value: Double) -> Double {
        let clamped = scale.clamped(value)
        guard let second = storedSecondValue else { return clamped }
        return Swift.max(scale.minimumValue, Swift.min(clamped, second - effectiveDistance))
    }

    /// `value` clamped for the second handle: into the range, and `minimumDistance` above the
    /// first handle.
    func clampedSecond(_ value: Double) -> Double {
        Swift.min(scale.maximumValue, Swift.max(scale.clamped(value), storedValue + effectiveDistance))
    }

    /// Rebuilds the scale's arc and turns from the arc settings.
    mutating func updateScale() {
        let angle = storedMaximumAngle
        var arc = Arc.gapDown(maximumAngle: angle, direction: direction)
        if !arc.isFullCircle, let rotation = storedRotationAngle {
            arc.start = Bearing(degrees: rotation)
        }
        scale.arc = arc
        scale.turns = Double(effectiveRevolutions.turnCount)
        reclampValues()
    }

    /// Re-applies every value constraint after a setting changed. The second handle keeps
    /// its value when it can; the first is pushed down to keep the distance, and the second
    /// is pushed up only when the first is at the minimum.
    mutating func reclampValues() {
        if let second = storedSecondValue {
            let distance = effectiveDistance
            let upper = scale.clamped(Swift.max(second, scale.minimumValue + distance))
            storedSecondValue = upper
            storedValue = Swift.max(scale.minimumValue, Swift.min(scale.clamped(storedValue), upper - distance))
        } else {
            storedValue = scale.clamped(storedValue)
        }
    }

    /// After a value was set in code: a running drag continues from the new value, and a
    /// running animation is interrupted.
    mutating func syncDragAfterProgrammaticChange() {
        animation?.isInterrupted = true
        guard var drag else { return }
        drag.restart(from: self)
        self.drag = drag
    }
}
