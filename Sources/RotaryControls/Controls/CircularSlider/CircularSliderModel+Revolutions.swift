/// Positions along the arc, turns and the range constraints.
///
/// A *position* is a distance along the arc in radians, from the arc's start in the arc's
/// direction: `0` is the minimum, ``ValueScale/totalSweep`` the maximum (several turns in
/// multi-turn mode). Values and rotations are mapped by ``ValueScale`` alone; a position is its
/// signed rotation read in the arc's direction.
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

    /// The signed rotation (clockwise positive, as ``RotationTracker`` measures) of `position`.
    func rotation(atPosition position: Double) -> Rotation {
        Rotation(radians: position * scale.arc.direction.sign)
    }

    /// The position of a signed rotation from the arc's start.
    func position(of rotation: Rotation) -> Double {
        rotation.radians * scale.arc.direction.sign
    }

    /// The position of `value` (``ValueScale/rotation(for:)``).
    func position(of value: Double) -> Double {
        position(of: taperedRotation(for: value))
    }

    /// The value at `position`, clamped into the range (``ValueScale/value(for:)``).
    func value(atPosition position: Double) -> Double {
        taperedValue(for: rotation(atPosition: position))
    }

    /// The bearing at `position`.
    func bearing(atPosition position: Double) -> Bearing {
        scale.arc.start.turned(by: rotation(atPosition: position))
    }

    /// Completed turns at `position` in multi-turn mode (0 otherwise).
    func completedTurns(at position: Double) -> Int {
        guard case .turns = effectiveRevolutions, position.isFinite else { return 0 }
        let turns = Swift.max(0, position / (2 * .pi)).rounded(.down)
        return Int(Swift.min(turns, Double(effectiveRevolutions.turnCount)))
    }

    /// Recounts ``revolutions`` from the first handle (endless mode keeps its own count).
    mutating func updateRevolutions() {
        if !isEndless { revolutions = completedTurns(at: position(of: storedValue)) }
    }

    // MARK: - Minimum distance

    /// ``minimumDistance`` in value units at the current layout: the points of arc length
    /// divided by the track's radius, as a change of value along the scale
    /// (``ValueScale/valueChange(for:)``). The whole range when the track has no length (zero
    /// bounds, an empty arc) or the distance is longer than the track.
    public var minimumValueDistance: Double { minimumValueDistance(radius: layout.radius) }

    /// ``minimumValueDistance`` for a track of `radius`.
    func minimumValueDistance(radius: Double) -> Double {
        let points = storedMinimumDistance
        guard points > 0 else { return 0 }
        let along = points / radius
        guard along.isFinite, along < totalPosition else { return scale.span }
        // A distance that underflows to no angle at all is none (not ∞ × 0 on a range wider
        // than a `Double`).
        guard along > 0 else { return 0 }
        return Swift.min(scale.valueChange(for: rotation(atPosition: along)), scale.span)
    }

    // MARK: - Constraints

    /// `value` for the first handle moved by the user: into the range, and no closer to the
    /// second handle than `distance` (nor closer than it already is).
    func clampedFirst(_ value: Double, distance: Double) -> Double {
        let clamped = held(value)
        guard let second = storedSecondValue else { return clamped }
        return Swift.min(clamped, Swift.max(storedValue, second - distance))
    }

    /// `value` for the second handle moved by the user: into the range, and no closer to the
    /// first handle than `distance` (nor closer than it already is).
    func clampedSecond(_ value: Double, distance: Double) -> Double {
        let clamped = held(value)
        guard let second = storedSecondValue else { return clamped }
        return Swift.max(clamped, Swift.min(second, storedValue + distance))
    }

    /// Puts `value` on `handle` as code does: clamped into the range; the other handle gives
    /// way only to keep the order (the first never above the second). Recounts revolutions.
    mutating func place(_ value: Double, on handle: CircularSliderHandle) {
        let value = held(value)
        if handle == .first {
            storedValue = value
            if let second = storedSecondValue, second < value { storedSecondValue = value }
        } else if storedSecondValue != nil {
            storedSecondValue = value
            if storedValue > value { storedValue = value }
        }
        updateRevolutions()
    }

    /// Re-applies the range after a setting changed: both values clamped, in order; a running
    /// drag goes on under the new range and minimum distance.
    mutating func reclampValues() {
        storedValue = held(storedValue)
        if let second = storedSecondValue { storedSecondValue = Swift.max(held(second), storedValue) }
        refitDrag()
    }

    /// A running drag takes the range's ends, the minimum distance and its handle's place anew.
    mutating func refitDrag() {
        guard var drag else { return }
        drag.refit(to: self)
        self.drag = drag
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
