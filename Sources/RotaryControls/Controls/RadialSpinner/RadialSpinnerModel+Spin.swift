/// The prize-wheel spin in code (SwiftFortuneWheel's and TTFortuneWheel's headline feature): the
/// ring turns whole turns and lands exactly on an item chosen in advance.
extension RadialSpinnerModel {
    /// Whether a spin started in code is running (the spinner takes no input meanwhile).
    public var isSpinning: Bool { motion?.isSpin ?? false }

    /// Spins the ring `turns` whole turns and lands exactly on the enabled item at `index` (the
    /// server picked the prize), in `duration` seconds from `time`, decelerating like a prize
    /// wheel (fastest at the start, at rest at the end).
    ///
    /// Positive turns go clockwise, negative counter-clockwise (at most 1 000); the ring first
    /// makes the whole turns, then goes on in the same direction to the item (`turns: 0` goes
    /// straight there). A whole turn passes ``visibleSpokeCount`` items. Each item passed ticks
    /// (a selection tick and a click, as ``isHapticsOn`` / ``isSoundOn`` allow); the selection is
    /// a change in code, reported once as it lands — `valueChanged(index, fromUser: false)` when
    /// it changed — then `spinEnded(index)`. No editing events: it is not the user's. The motion
    /// is a function of time: the same ticks and the same landing at any frame rate. With Reduce
    /// Motion (or a zero, negative or NaN duration) it lands at once, with one tick when the item
    /// changed. Landing on an open spinner makes the item the one Escape goes back to (the
    /// app's choice, not the user's to undo).
    ///
    /// While it spins the spinner takes no input. A user's fling still running ends first (it
    /// lands at once, `editingEnded`); a spin already running is replaced from where it is.
    /// Setting ``selectedIndex`` in code, or opening the spinner into its picker, meanwhile stops
    /// it without `spinEnded`;
    /// ``setEnabled(_:report:)`` and ``setSelectedIndex(_:report:)`` land it first (with
    /// `spinEnded`). Items replaced meanwhile: it lands on its slot if that item is still
    /// enabled, else the selection stays.
    ///
    /// Answers `false` (and does nothing) when `index` is not an enabled item, while disabled,
    /// while the picker shows, a finger is down or a close request waits, and for a non-finite
    /// `time`.
    @discardableResult
    public mutating func spin(
        to index: Int, turns: Int = 3, duration: Double = RadialSpinnerModel.defaultSpinDuration,
        at time: Double, report: (Event) -> Void
    ) -> Bool {
        guard time.isFinite, storedIsEnabled, !isCloseRequestPending, picker == nil, touch == nil,
            isSelectable(index)
        else { return false }
        if isSpinning {
            advance(to: time, report: report)
        } else {
            restAtOnce(report: report)
        }
        let count = storedItems.count
        let whole = turns.clamped(to: -1000...1000)
        let clockwise = whole >= 0 // clockwise turning lowers the ring position
        let travel = Double(Int(whole.magnitude) * visibleSpokeCount)
        let passed = ringPosition + (clockwise ? -travel : travel)
        let laps = (passed - Double(index)) / Double(count)
        let target = index + count * Int(clockwise ? laps.rounded(.down) : laps.rounded(.up))
        let aimed = AimedMotion.spin(from: ringPosition, to: target, at: time, duration: duration)
        setRing(.moving(RadialSpinnerMotion(aimed: aimed, isSpin: true)))
        if isReduceMotionEnabled || aimed.isFinished { landSpinAtOnce(report: report) }
        return true
    }

    /// Lands a running spin on its item at once, without the items in between: one tick and
    /// click when the item is new, then as ``landSpin(report:)``.
    mutating func landSpinAtOnce(report: (Event) -> Void) {
        guard let motion, motion.isSpin else { return }
        let target = motion.targetSlot
        ringPosition = Double(target)
        let changed = wrapped(target) != storedSelectedIndex
        lastSlot = target
        if changed { stepFeedback(report: report) }
        landSpin(report: report)
    }

    /// Lands a running spin at once on its item: the ticks still to come, `valueChanged(…,
    /// fromUser: false)` when the item is new, then `spinEnded`.
    mutating func landSpin(report: (Event) -> Void) {
        guard let motion, motion.isSpin else { return }
        stopMotion()
        ringPosition = Double(motion.targetSlot)
        reportPassing(selecting: false, report: report)
        let index = wrapped(motion.targetSlot)
        if isSelectable(index), index != storedSelectedIndex {
            storedSelectedIndex = index
            report(.valueChanged(index, fromUser: false))
        }
        restRing()
        let landed = storedSelectedIndex
        updateOpen { $0.indexToRestore = landed }
        if let selected = storedSelectedIndex { report(.spinEnded(selected)) }
    }
}
