/// Moving the dragged handle (or the whole range) to where the finger is.
extension CircularSliderModel {
    /// Applies the drag's tracker to the dragged handle or range and reports what changed:
    /// values (when continuous), revolutions, a limit bump, a detent tick.
    mutating func applyFinger(report: (Event) -> Void) {
        guard let drag else { return }
        let finger = position(of: drag.finger)
        let held = position(of: drag.tracker.rotation)
        // Past an end: where the finger is lies outside the tracker's hold limits.
        let pastAnEnd = drag.tracker.limits.map { $0.clamp(drag.finger) != drag.finger } ?? false
        var limited = false
        var revolutionsNow = revolutions
        var tick = false
        switch drag.target {
        case .undecided:
            return
        case .range:
            limited = moveRange(to: held) || pastAnEnd
            revolutionsNow = completedTurns(at: position(of: storedValue))
        case .handle(.second) where storedSecondValue == nil:
            // The second handle was removed in code during its drag: the touch moves
            // nothing more, and still ends with `editingEnded(.second)`.
            return
        case let .handle(handle):
            let total = totalPosition
            var target = held
            if isEndless, handle == .first, total > 0 {
                let turns = (finger / total).rounded(.down)
                target = finger - turns * total
                revolutionsNow = Int(Swift.max(Swift.min(turns, Double(Int32.max)), Double(Int32.min)))
            } else {
                limited = pastAnEnd
            }
            var value = scale.stepped(self.value(atPosition: target))
            if let detent = detentValue(near: target) {
                value = detent.value
                tick = self.drag?.detent != detent.index
                self.drag?.detent = detent.index
            } else {
                self.drag?.detent = nil
            }
            let distance = drag.valueDistance
            if handle == .first {
                let clamped = clampedFirst(value, distance: distance)
                limited = limited || (clamped != value && !isEndless)
                storedValue = clamped
            } else {
                let clamped = clampedSecond(value, distance: distance)
                limited = limited || clamped != value
                storedSecondValue = clamped
            }
            if !isEndless { revolutionsNow = completedTurns(at: position(of: storedValue)) }
        }
        if isContinuous { reportChanges(report: report) }
        if revolutionsNow != revolutions {
            revolutions = revolutionsNow
            report(.revolutionsChanged(revolutionsNow))
        }
        if tick { report(.feedback(.selectionTick)) }
        if limited, self.drag?.isAtLimit == false { report(.feedback(.limitReached)) }
        self.drag?.isAtLimit = limited
    }

    /// Moves both handles so that the first sits at `position` (clamped so that the second
    /// stays in range), keeping their distance. Returns whether an end stopped the range.
    private mutating func moveRange(to position: Double) -> Bool {
        guard let second = storedSecondValue else { return false }
        let width = second - storedValue
        let proposed = scale.stepped(value(atPosition: position))
        // The floor is applied last: with huge bounds `maximumValue - width` can round
        // below `minimumValue` (1e300 − (1e300 − 95) is 0), and the first handle must
        // still never leave the range.
        let first = Swift.max(Swift.min(proposed, scale.maximumValue - width), scale.minimumValue)
        storedValue = first
        storedSecondValue = Swift.min(first + width, scale.maximumValue)
        return first != proposed
    }
}
