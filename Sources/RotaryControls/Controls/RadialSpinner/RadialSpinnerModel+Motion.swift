/// The ring moving by itself: flings, steps, settles and spins, each an ``AimedMotion`` at an
/// enabled item, advanced in closed form, so they end identically at any frame rate.
extension RadialSpinnerModel {
    // MARK: - Frames

    /// Moves a running fling, step or settle to `time` (from the host's frame clock) and
    /// reports what happened: `valueChanged` when the top item changes to an enabled item, a
    /// tick and a click per item passed, and `editingEnded` once the ring rests exactly on its
    /// item. Does nothing while a finger holds the ring or when nothing moves.
    ///
    /// The position is a function of time, so advancing at 30, 60, 120 or 240 Hz passes the
    /// same items and rests on the same one at the same moment. A fling coasts, and once within
    /// a tenth of an item of its item clicks into place in 0.2 s; a release while holding still,
    /// a step or a caught ring settles in 0.25 s — no creep. A spin in code ticks per item
    /// passed and lands with `valueChanged(…, fromUser: false)` and `spinEnded`. An editing
    /// session left without a motion (the
    /// selection set in code mid-fling) rests on the nearest enabled item and ends here. Times
    /// earlier than a previous call move the ring back; NaN leaves it where it started; +∞
    /// rests it. With Reduce Motion turned on meanwhile (``isReduceMotionEnabled``) a motion
    /// lands on its item at this call, as one started with it on: the selection changes
    /// directly, with one tick and click.
    public mutating func advance(to time: Double, report: (Event) -> Void) {
        advancePresentation(to: time)
        switch phase.ring {
        case nil:
            advancePicker(to: time, report: report)
        case .resting?, .touched?:
            return
        case .sessionLeftOpen?:
            // A session left open (the selection was set in code mid-fling): rest and end it.
            if let target = walk.nearest(to: ringPosition, wrapping: true) {
                rest(onSlot: target, passing: true, chosen: false, report: report)
            } else {
                restWithoutItem(report: report)
            }
        case let .moving(motion)?:
            advance(motion, to: time, report: report)
        }
    }

    /// Moves the ring's `motion` to `time`.
    private mutating func advance(_ motion: RadialSpinnerMotion, to time: Double, report: (Event) -> Void) {
        var motion = motion
        if isReduceMotionEnabled {
            // Reduce Motion turned on while the ring moved: it lands at once, as a motion
            // started with it on does.
            if motion.isSpin {
                landSpinAtOnce(report: report)
            } else {
                rest(onSlot: motion.targetSlot, passing: false, chosen: true, report: report)
            }
            return
        }
        motion.aimed.advance(to: time)
        if motion.isSpin {
            guard !motion.aimed.isFinished else {
                landSpin(report: report)
                return
            }
            setRing(.moving(motion))
            ringPosition = motion.aimed.position
            reportPassing(selecting: false, report: report)
            return
        }
        if motion.aimed.isFinished {
            rest(onSlot: motion.targetSlot, passing: true, chosen: true, report: report)
            return
        }
        setRing(.moving(motion))
        ringPosition = motion.aimed.position
        reportPassing(report: report)
    }

    // MARK: - Starting motions

    /// Releases the ring with `velocity` (radians per second, clockwise positive): coasts towards
    /// the enabled item nearest its natural resting point and clicks into place (a release
    /// while holding still settles at once, in 0.25 s).
    mutating func fling(velocity: Double, at time: Double, report: (Event) -> Void) {
        let limit = RadialSpinnerModel.maximumFlingSpeed
        let speed = velocity.isFinite ? velocity.clamped(to: -limit...limit) : 0
        let walk = self.walk
        guard
            let aimed = AimedMotion.fling(
                from: ringPosition, velocity: -speed / sliceAngle(atPosition: ringPosition), at: time,
                timeConstant: storedFlingTimeConstant,
                nearestAllowed: { walk.nearest(to: $0, wrapping: true) })
        else {
            restWithoutItem(report: report)
            return
        }
        start(aimed, report: report)
    }

    /// Moves the ring one enabled item back (−1) or on (+1), wrapping round.
    mutating func step(_ direction: Int, at time: Double, report: (Event) -> Void) {
        guard let target = walk.stepped(from: lastSlot, by: 1, forward: direction >= 0, wrapping: true) else { return }
        beginEditing(report: report)
        start(AimedMotion.settle(from: ringPosition, at: time, to: target), report: report)
    }

    /// Brings a stopped ring onto the nearest enabled item.
    mutating func settle(at time: Double, report: (Event) -> Void) {
        guard let target = walk.nearest(to: ringPosition, wrapping: true) else {
            restWithoutItem(report: report)
            return
        }
        start(AimedMotion.settle(from: ringPosition, at: time, to: target), report: report)
    }

    /// Runs `aimed`, or jumps to its slot at once (Reduce Motion, or nothing to do).
    mutating func start(_ aimed: AimedMotion, report: (Event) -> Void) {
        if isReduceMotionEnabled {
            rest(onSlot: aimed.target, passing: false, chosen: true, report: report)
        } else if aimed.isFinished {
            rest(onSlot: aimed.target, passing: true, chosen: true, report: report)
        } else {
            setRing(.moving(RadialSpinnerMotion(aimed: aimed))) // the user's: an editing session
        }
    }

    // MARK: - Resting

    /// Puts the ring exactly on `target` and ends editing. `passing` reports every item
    /// passed on the way; otherwise (Reduce Motion) the selection changes directly, with a
    /// single tick and click. `chosen` reports `valueSelected` first (the user's session came
    /// to rest; not after a cancel).
    mutating func rest(onSlot target: Int, passing: Bool, chosen: Bool, report: (Event) -> Void) {
        stopMotion()
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
        stopMotion()
        guard isEditing else { return }
        if let slot = target ?? walk.nearest(to: ringPosition, wrapping: true) {
            rest(onSlot: slot, passing: true, chosen: false, report: report)
        } else {
            restWithoutItem(report: report)
        }
    }

    /// No item is enabled: the ring goes back to its start and editing ends.
    mutating func restWithoutItem(report: (Event) -> Void) {
        stopMotion()
        restRing()
        endEditing(report: report)
    }

    // MARK: - Reporting

    /// Reports the items passed since the last report: `valueChanged` when the top item is an
    /// enabled item other than the selection (unless `selecting` is `false`: a spin in code
    /// reports its item once, when it lands), then a tick and a click per item passed (at most
    /// 1 000 per call).
    mutating func reportPassing(selecting: Bool = true, report: (Event) -> Void) {
        let slot = AimedMotion.slot(at: ringPosition)
        guard slot != lastSlot else { return }
        let passed = Swift.min((slot - lastSlot).magnitude, 1000)
        lastSlot = slot
        let index = wrapped(slot)
        if selecting, isSelectable(index), index != storedSelectedIndex {
            storedSelectedIndex = index
            report(.valueChanged(index, fromUser: true))
        }
        for _ in 0..<passed { stepFeedback(report: report) }
    }
}
