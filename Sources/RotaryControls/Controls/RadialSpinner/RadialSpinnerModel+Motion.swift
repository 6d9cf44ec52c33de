/// The ring moving by itself: flings, steps and settles, all aimed at an enabled item and
/// advanced with a closed form, so they end identically at any frame rate.
extension RadialSpinnerModel {
    // MARK: - Frames

    /// Moves a running fling, step or settle to `time` (from the host's frame clock) and
    /// reports what happened: `valueChanged` when the top item changes to an enabled item, a
    /// tick and a click per item passed, and `editingEnded` once the ring rests exactly on its
    /// item. Does nothing while a finger holds the ring or when nothing moves.
    ///
    /// The position is a function of time, so advancing at 30, 60, 120 or 240 Hz passes the
    /// same items and rests on the same one. An editing session left without a motion (the
    /// selection set in code mid-fling) rests on the nearest enabled item and ends here. Times
    /// earlier than a previous call move the ring back; NaN leaves it where it started; +∞
    /// rests it.
    public mutating func advance(to time: Double, report: (Event) -> Void) {
        if picker != nil {
            advancePicker(to: time, report: report)
            return
        }
        guard touch == nil else { return }
        guard var motion else {
            // A session left open (the selection was set in code mid-fling): rest and end it.
            guard isEditing else { return }
            if let target = nearestEnabledSlot(to: ringPosition) {
                rest(onSlot: target, passing: true, chosen: false, report: report)
            } else {
                restWithoutItem(report: report)
            }
            return
        }
        motion.inertia.advance(to: time)
        if motion.inertia.isResting {
            rest(onSlot: motion.targetSlot, passing: true, chosen: true, report: report)
            return
        }
        self.motion = motion
        ringPosition = motion.inertia.position
        reportPassing(report: report)
    }

    // MARK: - Starting motions

    /// Releases the ring with `velocity` (radians per second, clockwise positive): aims the
    /// coast at the enabled item nearest its natural resting point.
    mutating func fling(velocity: Double, at time: Double, report: (Event) -> Void) {
        let limit = RadialSpinnerModel.maximumFlingSpeed
        let speed = velocity.isFinite ? Swift.min(Swift.max(velocity, -limit), limit) : 0
        let coast = Inertia(position: ringPosition, velocity: -speed / spokeSpacing.radians, time: time,
                            timeConstant: storedFlingTimeConstant, restTolerance: RadialSpinnerModel.restTolerance)
        guard let target = nearestEnabledSlot(to: coast.restingPosition) else {
            restWithoutItem(report: report)
            return
        }
        start(coast.aimed(at: Double(target)), target: target, report: report)
    }

    /// Moves the ring one enabled item back (−1) or on (+1), wrapping round.
    mutating func step(_ direction: Int, at time: Double, report: (Event) -> Void) {
        guard let target = steppedSlot(from: lastSlot, direction: direction) else { return }
        beginEditing(report: report)
        start(settling(to: target, at: time), target: target, report: report)
    }

    /// Brings a stopped ring onto the nearest enabled item.
    mutating func settle(at time: Double, report: (Event) -> Void) {
        guard let target = nearestEnabledSlot(to: ringPosition) else {
            restWithoutItem(report: report)
            return
        }
        start(settling(to: target, at: time), target: target, report: report)
    }

    private func settling(to target: Int, at time: Double) -> Inertia {
        Inertia(position: ringPosition, velocity: 0, time: time, timeConstant: RadialSpinnerModel.settleTimeConstant,
                restTolerance: RadialSpinnerModel.restTolerance).aimed(at: Double(target))
    }

    /// Runs `inertia` towards `target`, or jumps there at once (Reduce Motion, or nothing to do).
    private mutating func start(_ inertia: Inertia, target: Int, report: (Event) -> Void) {
        if isReduceMotionEnabled {
            rest(onSlot: target, passing: false, chosen: true, report: report)
        } else if inertia.isResting {
            rest(onSlot: target, passing: true, chosen: true, report: report)
        } else {
            motion = RadialSpinnerMotion(inertia: inertia, targetSlot: target)
        }
    }

    // MARK: - Resting

    /// Puts the ring exactly on `target` and ends editing. `passing` reports every item
    /// passed on the way; otherwise (Reduce Motion) the selection changes directly, with a
    /// single tick and click. `chosen` reports `valueSelected` first (the user's session came
    /// to rest; not after a cancel).
    mutating func rest(onSlot target: Int, passing: Bool, chosen: Bool, report: (Event) -> Void) {
        motion = nil
        ringPosition = Double(target)
        if passing {
            reportPassing(report: report)
        } else {
            lastSlot = target
            let index = wrapped(target)
            if isSelectable(index), index != storedSelectedIndex {
                storedSelectedIndex = index
                report(.valueChanged(index, fromUser: true))
                stepFeedback(report: report)
            }
        }
        if isSelectable(wrapped(target)), wrapped(target) == storedSelectedIndex {
            ringPosition = Double(wrapped(target))
            lastSlot = wrapped(target)
        } else {
            restRing() // the items changed under the motion: back on the selection
        }
        if chosen, isEditing, let index = storedSelectedIndex { report(.valueSelected(index)) }
        endEditing(report: report)
    }

    /// Ends whatever moves at once (a cancelled touch, the spinner disabled): a motion lands on
    /// its target, a turned ring on the nearest enabled item; editing ends without
    /// `valueSelected`.
    mutating func restAtOnce(report: (Event) -> Void) {
        let target = motion?.targetSlot
        motion = nil
        guard isEditing else { return }
        if let slot = target ?? nearestEnabledSlot(to: ringPosition) {
            rest(onSlot: slot, passing: true, chosen: false, report: report)
        } else {
            restWithoutItem(report: report)
        }
    }

    /// No item is enabled: the ring goes back to its start and editing ends.
    mutating func restWithoutItem(report: (Event) -> Void) {
        motion = nil
        restRing()
        endEditing(report: report)
    }

    // MARK: - Reporting

    /// Reports the items passed since the last report: `valueChanged` when the top item is an
    /// enabled item other than the selection, then a tick and a click per item passed (at most
    /// 1 000 per call).
    mutating func reportPassing(report: (Event) -> Void) {
        let slot = RadialSpinnerModel.slot(at: ringPosition)
        guard slot != lastSlot else { return }
        let passed = Swift.min((slot - lastSlot).magnitude, 1000)
        lastSlot = slot
        let index = wrapped(slot)
        if isSelectable(index), index != storedSelectedIndex {
            storedSelectedIndex = index
            report(.valueChanged(index, fromUser: true))
        }
        for _ in 0..<passed { stepFeedback(report: report) }
    }

    /// Starts an editing session unless one is running.
    mutating func beginEditing(report: (Event) -> Void) {
        guard !isEditing else { return }
        isEditing = true
        report(.editingBegan)
    }

    /// Ends the editing session, if one is running.
    mutating func endEditing(report: (Event) -> Void) {
        guard isEditing else { return }
        isEditing = false
        report(.editingEnded)
    }
}
