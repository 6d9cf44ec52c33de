/// A running animation of the displayed value (internal), on the shared overflow-safe
/// ``ValueAnimation``.
struct RotaryKnobAnimation: Hashable, Sendable {
    var motion: ValueAnimation
    /// Whether the end reports `valueChanged(_, fromUser: false)`: the value was set in code
    /// and not reported yet (a double-tap reset reports at once, as the user's).
    let reportsWhenFinished: Bool

    /// A running animation, or `nil` when it would be finished at once (no duration, no
    /// distance).
    init?(from: Double, to: Double, startTime: Double, duration: Double, curve: TimingCurve, reportsWhenFinished: Bool)
    {
        guard from != to, from.isFinite, to.isFinite else { return nil }
        motion = ValueAnimation(from: from, to: to, startTime: startTime, duration: duration, curve: curve)
        guard !motion.isFinished else { return nil }
        self.reportsWhenFinished = reportsWhenFinished
    }

    /// The value shown now.
    var value: Double { motion.value }
}

/// Setting the value in code, animated the long way round (MHRotaryKnob's
/// `setValue:animated:`), and the frame clock that drives it.
extension RotaryKnobModel {
    // MARK: - Setting values in code

    /// Sets ``value`` in code, optionally animating the knob to it, and reports it once as not
    /// the user's: `valueChanged(_, fromUser: false)`, at once, or when the animation ends (in
    /// ``advance(to:report:)``). Nothing is reported when the value does not change.
    ///
    /// ``value`` takes the new value at once (clamped, or wrapped in endless mode, on the
    /// step grid). With `animated`, ``displayedValue`` then moves there from where it is
    /// shown now over `duration` seconds (default 0.75, with `curve`, default ease-in-out)
    /// starting at `time`, as the host calls ``advance(to:report:)``. Because the *value*
    /// moves, the knob travels the long way round: from the minimum to the maximum it passes
    /// through every value in between, the middle included — never the short way across the
    /// gap. Without animation, with ``isReduceMotionEnabled``, with a zero, negative or NaN
    /// duration, or during a touch, the display follows at once. A NaN or infinite value
    /// changes nothing — except that with ``isReduceMotionEnabled`` an animation still running
    /// from before Reduce Motion was turned on jumps to its end, as ``advance(to:report:)``
    /// does. A running animation is replaced (the new one starts from the value shown); if it
    /// still owed its report, that report is made first.
    public mutating func setValue(
        _ value: Double,
        animated: Bool,
        duration: Double = ValueAnimation.defaultDuration,
        curve: TimingCurve = .easeInOut,
        at time: Double,
        report: (Event) -> Void
    ) {
        if isReduceMotionEnabled { finishAnimation(report: report) }
        guard value.isFinite else { return }
        let shown = displayedValue
        finishAnimation(report: report)
        let previous = storedValue
        let target = normalized(value)
        storedValue = target
        syncTouchWithValue()
        if animated, !isReduceMotionEnabled, touch == nil,
            let running = RotaryKnobAnimation(
                from: shown, to: target, startTime: time, duration: duration,
                curve: curve, reportsWhenFinished: target != previous)
        {
            animation = running
        } else if target != previous {
            report(.valueChanged(target, fromUser: false))
        }
    }

    /// Ends a running animation at once (the knob shows ``value``), making the report it owed.
    mutating func finishAnimation(report: (Event) -> Void) {
        guard let running = animation else { return }
        animation = nil
        if running.reportsWhenFinished { report(.valueChanged(storedValue, fromUser: false)) }
    }

    // MARK: - Frames

    /// Where the knob is drawn: ``value``, or during an animation the value the animation
    /// has reached. This is the hook for custom drawing (MHRotaryKnob's
    /// `valueDidChange(from:to:animated:)`): redraw whenever it changes. Always within the
    /// range (a timing curve that overshoots is clamped at the ends).
    public var displayedValue: Double {
        guard let shown = animation?.value, !shown.isNaN else { return storedValue }
        return scale.clamped(shown)
    }

    /// Whether the host should keep its frame clock running: the value is animating
    /// (``isAnimating``), or the level overlay's peak is holding or falling
    /// (``RotaryLevelOverlay/isPeakMoving``).
    public var needsFrames: Bool { animation != nil || levelOverlay?.isPeakMoving == true }

    /// Whether the value is animating: ``displayedValue`` moves toward ``value`` frame by frame.
    public var isAnimating: Bool { animation != nil }

    /// Moves a running animation and the level overlay's moving peak to `time` (the host's frame
    /// clock); redraw afterwards from
    /// ``displayedValue``. When an animation started by
    /// ``setValue(_:animated:duration:curve:at:report:)`` ends, reports
    /// `valueChanged(_, fromUser: false)` once; a double-tap reset's animation reports nothing
    /// more (its value was reported on release). NaN times are ignored; times before the start
    /// show the start value.
    public mutating func advance(to time: Double, report: (Event) -> Void) {
        if levelOverlay?.isPeakMoving == true { levelOverlay?.advance(to: time) }
        // Reduce Motion turned on while an animation ran: it jumps to its end.
        if isReduceMotionEnabled { finishAnimation(report: report) }
        guard var running = animation, !time.isNaN else { return }
        running.motion.advance(to: time)
        guard running.motion.isFinished else {
            animation = running
            return
        }
        animation = running
        finishAnimation(report: report)
    }

    /// The bearing the knob's pointer shows for `value`: along the ``arc`` (bounded), or
    /// from 12 o'clock, a full turn per range, in the arc's direction (endless).
    public func pointerBearing(for value: Double) -> Bearing {
        taperedScale.bearing(for: value)
    }
}
