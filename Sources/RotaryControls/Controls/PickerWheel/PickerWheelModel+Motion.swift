/// The wheel moving by itself: flings, settles and tap animations, each an ``AimedMotion`` at an
/// enabled row, so they end identically at any frame rate and click into place without a creep.
extension PickerWheelModel {
    // MARK: - Frames

    /// Moves a running fling, settle or tap animation to `time` (from the host's frame clock)
    /// and reports what happened: `rowPassed` and a selection tick per row crossing the
    /// centre, then on rest `valueChanged` (when the row differs from the selection) and
    /// `editingEnded`. Does nothing while a finger holds the wheel or when nothing moves.
    ///
    /// The position is a function of time, so advancing at 30, 60, 120 or 240 Hz passes the
    /// same rows and rests on the same one at the same moment. A flung wheel coasts, and once
    /// within a tenth of a row of its row clicks into place in 0.2 s; a release while holding
    /// still, a caught wheel or a tap settles in 0.25 s. A session left without a motion (items
    /// or selection set in code mid-fling) rests on the nearest enabled row and ends here. NaN
    /// leaves the wheel where the motion started; +∞ rests it. With Reduce Motion turned on
    /// meanwhile (``isReduceMotionEnabled``) a motion lands on its row at this call, as one
    /// started with it on: one `rowPassed` and tick for the new row, then the rest.
    public mutating func advance(to time: Double, report: (Event) -> Void) {
        guard touch == nil else { return }
        guard var motion else {
            guard isEditing else { return }
            if let target = walk.nearest(to: storedOffset, wrapping: false) {
                rest(onRow: target, report: report)
            } else {
                endEditing(report: report)
            }
            return
        }
        if isReduceMotionEnabled {
            // Reduce Motion turned on while the wheel moved: it lands at once, as a motion
            // started with it on does.
            jump(toRow: motion.target, report: report)
            return
        }
        motion.advance(to: time)
        if motion.isFinished {
            rest(onRow: motion.target, report: report)
            return
        }
        self.motion = motion
        let position = motion.position
        if position.isFinite {
            storedOffset = position.clamped(to: 0...Double(Swift.max(storedItems.count - 1, 0)))
        }
        reportPassing(report: report)
    }

    // MARK: - Starting motions

    /// Releases the wheel at `velocity` rows per second: aims the coast at the enabled row
    /// nearest its natural resting point (clamped to the ends).
    mutating func fling(velocity: Double, at time: Double, report: (Event) -> Void) {
        let limit = PickerWheelModel.maximumFlingSpeed
        let speed = velocity.isFinite ? velocity.clamped(to: -limit...limit) : 0
        let walk = self.walk
        guard
            let motion = AimedMotion.fling(
                from: storedOffset, velocity: speed, at: time,
                timeConstant: PickerWheelModel.flingTimeConstant,
                nearestAllowed: { walk.nearest(to: $0, wrapping: false) })
        else {
            endEditing(report: report)
            return
        }
        start(motion, report: report)
    }

    /// Brings a stopped wheel onto the nearest enabled row.
    mutating func settle(at time: Double, report: (Event) -> Void) {
        guard let target = walk.nearest(to: storedOffset, wrapping: false) else {
            endEditing(report: report)
            return
        }
        start(AimedMotion.settle(from: storedOffset, at: time, to: target), report: report)
    }

    /// Runs `motion`, or jumps to its row at once (Reduce Motion, or nothing to do).
    mutating func start(_ motion: AimedMotion, report: (Event) -> Void) {
        if isReduceMotionEnabled {
            jump(toRow: motion.target, report: report)
        } else if motion.isFinished {
            rest(onRow: motion.target, report: report)
        } else {
            self.motion = motion
        }
    }

    // MARK: - Resting

    /// Puts the wheel exactly on `target`, reports the rows passed, the new selection and the
    /// end of the session.
    mutating func rest(onRow target: Int, report: (Event) -> Void) {
        motion = nil
        storedOffset = Double(target)
        reportPassing(report: report)
        if isSelectable(target), target != storedSelectedIndex {
            storedSelectedIndex = target
            report(.valueChanged(target, fromUser: true))
        }
        endEditing(report: report)
    }

    /// Reduce Motion: puts the wheel on `target` at once, reporting it as the one row passed
    /// (when it is not already centred), then rests there.
    mutating func jump(toRow target: Int, report: (Event) -> Void) {
        motion = nil
        if target != lastRow {
            lastRow = target
            report(.rowPassed(target))
            report(.feedback(.selectionTick))
        }
        rest(onRow: target, report: report)
    }

    // MARK: - Reporting

    /// The most rows reported as passed in one call; a longer jump reports the last ones.
    static let maximumRowsReported = 200

    /// Reports each row that crossed the centre since the last report, in order, each with a
    /// selection tick (at most ``maximumRowsReported`` per call: the ones nearest the end).
    mutating func reportPassing(report: (Event) -> Void) {
        let row = AimedMotion.slot(at: storedOffset)
        guard row != lastRow else { return }
        let step = row > lastRow ? 1 : -1
        var current = lastRow
        let distance = (row - lastRow).magnitude
        if distance > UInt(PickerWheelModel.maximumRowsReported) {
            current = row - step * PickerWheelModel.maximumRowsReported
        }
        while current != row {
            current += step
            report(.rowPassed(current))
            report(.feedback(.selectionTick))
        }
        lastRow = row
    }
}
