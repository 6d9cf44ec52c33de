/// Pointer handling: touch-down, drag, release, cancel.
extension RotaryKnobModel {
    // MARK: - Events

    /// Feeds one pointer event and reports what happened through `report` (never stored).
    ///
    /// - `began` (finite location, no touch yet) starts a touch: `editingBegan`, highlighted.
    ///   The value does not move (tracking is relative). A running animation jumps to its end
    ///   (an animation set in code first makes its `valueChanged(_, fromUser: false)` report).
    /// - `moved` changes the value by the finger's movement:
    ///   - `.rotating`: the change of bearing around the centre, `range × Δθ / sweep ×
    ///     scalingFactor` (`range × Δθ / 360°` in endless mode). Samples within
    ///     ``deadZoneRadius`` of the centre are ignored (the finger re-grips when it leaves),
    ///     and a sample turning more than ``jumpGuard`` is ignored unless it continues the
    ///     finger's recent motion (``RotationTracker/jumpGuard``).
    ///   - `.horizontal` / `.vertical`: `range × Δ / dragDistance × scalingFactor`, where Δ is
    ///     the movement right (horizontal) or up (vertical) since the last sample.
    ///
    ///   Fine adjust (``RotaryKnobInteraction/fineAdjustmentFactor(distanceFromCenter:knobRadius:)``)
    ///   multiplies the change in every style, by the finger's distance from the centre; a
    ///   sample with Shift held (``PointerModifiers/isFineAdjustment``) moves a tenth as far
    ///   (pressing or releasing Shift mid-drag never jumps: tracking is relative). With a
    ///   taper (``RotaryKnobModel/trackConfiguration``) the change moves the pointer evenly
    ///   along the tapered track. The
    ///   finger's value is clamped after each sample, so dragging past an end and back moves
    ///   the value back at once (the finger slips); in endless mode it wraps instead, and one
    ///   sample moves at most one full range. The value shows the nearest ``step``.
    ///   Reports `valueChanged` when the value changed (if ``isContinuous``), then one
    ///   `.feedback(.selectionTick)` per detent crossed, then `.feedback(.limitReached)` when
    ///   the value has just arrived at an end (once: not again while the finger pushes past it;
    ///   never in endless mode).
    /// - `ended` takes its location as a last sample, then: a double-tap (`tapCount == 2`)
    ///   or a reset click (⌘ or Ctrl held at touch-down, ``PointerModifiers/isResetClick``)
    ///   that did not move, with ``resetsToDefault``, sets the value to ``defaultValue``
    ///   and animates the display there (jumps with ``isReduceMotionEnabled``); the value is
    ///   reported (`fromUser: true`) if it differs from the last one reported; then
    ///   `editingEnded`.
    /// - `cancelled` reports an unreported value, then `editingEnded`.
    ///
    /// A disabled knob ignores everything; `moved`, `ended` and `cancelled` without a touch
    /// and a second `began` are ignored; non-finite locations are ignored. Allocates nothing.
    public mutating func handle(_ event: PointerEvent, report: (Event) -> Void) {
        guard storedEnabled else { return }
        switch event.phase {
        case .began:
            guard touch == nil, event.location.isFinite else { return }
            begin(event, report: report)
        case .moved:
            guard touch != nil else { return }
            move(event, report: report)
        case .ended:
            guard touch != nil else { return }
            var last = event
            last.phase = .moved
            move(last, report: report)
            finishTouch(resetting: true, at: event.timestamp, report: report)
        case .cancelled:
            finishTouch(resetting: false, at: nil, report: report)
        }
    }

    // MARK: - Touch-down

    private mutating func begin(_ event: PointerEvent, report: (Event) -> Void) {
        finishAnimation(report: report)
        var tracker = RotationTracker(
            anchor: layout.center, deadZoneRadius: interaction.minimumDistanceFromCenter,
            jumpGuard: RotaryKnobModel.jumpGuard)
        tracker.handle(event)
        touch = RotaryKnobTouch(
            tracker: tracker, lastLocation: event.location, dragValue: storedValue,
            reportedValue: storedValue, detentPosition: detentPosition(of: storedValue),
            tapCount: event.tapCount, isResetClick: event.modifiers.isResetClick)
        report(.editingBegan)
    }

    // MARK: - Drag

    private mutating func move(_ event: PointerEvent, report: (Event) -> Void) {
        guard var touch, event.location.isFinite else { return }
        let layout = self.layout
        let change =
            fingerChange(event, touch: &touch, center: layout.center) * interaction.scalingFactor
            * interaction.fineAdjustmentFactor(
                distanceFromCenter: event.location.distance(to: layout.center),
                knobRadius: layout.radius)
            * (event.modifiers.isFineAdjustment ? PointerModifiers.fineAdjustmentFactor : 1)
        guard change != 0, !change.isNaN else {
            self.touch = touch
            return
        }
        let before = touch.dragValue
        let beforeValue = storedValue
        let beforePosition = touch.detentPosition
        if isEndless {
            let half = scale.halfSpan
            let limited = change.clamped(to: -2 * half...2 * half)
            touch.dragValue = wrap(touch.dragValue + limited)
            let rotation = rotationScale
            touch.detentPosition += rotation.rotationChange(for: limited).radians * rotation.arc.direction.sign
        } else {
            // An infinite change (an absurd scaling factor) lands on an end.
            touch.dragValue = dragged(touch.dragValue, by: change)
            touch.detentPosition = detentPosition(of: touch.dragValue)
        }
        if touch.dragValue != before { touch.hasMoved = true }
        storedValue = normalized(touch.dragValue)
        if isContinuous, storedValue != touch.reportedValue {
            touch.reportedValue = storedValue
            report(.valueChanged(storedValue, fromUser: true))
        }
        self.touch = touch
        reportDetents(from: beforePosition, to: touch.detentPosition, report: report)
        reportLimitArrival(from: beforeValue, report: report)
    }

    /// The finger's change of value for one sample, before scaling (not clamped).
    ///
    /// Both the rotation tracker and the last location follow every sample whatever the
    /// kind of gesture, so changing ``interaction`` during a touch continues without a jump.
    /// The tracker's anchor follows the bounds' centre.
    private func fingerChange(_ event: PointerEvent, touch: inout RotaryKnobTouch, center: Point) -> Double {
        let before = touch.tracker.rotation
        touch.tracker.anchor = center
        touch.tracker.handle(event)
        let last = touch.lastLocation
        touch.lastLocation = event.location
        switch interaction.kind {
        case .rotating:
            // A turn of the arc's sweep (a full turn in endless mode) is worth the whole range.
            return rotationScale.valueChange(for: touch.tracker.rotation - before)
        case .horizontal, .vertical:
            guard let last else { return 0 }
            let moved =
                interaction.kind == .horizontal
                ? event.location.x - last.x : last.y - event.location.y
            return scale.halfSpan * (2 * moved / interaction.dragDistance)
        }
    }

    // MARK: - Detents

    /// The knob's rotation at `value` along its arc (a full turn in endless mode), in
    /// radians, for counting detents.
    func detentPosition(of value: Double) -> Double {
        let rotation = taperedScale
        return rotation.rotation(for: value).radians * rotation.scale.arc.direction.sign
    }

    private func reportDetents(from start: Double, to end: Double, report: (Event) -> Void) {
        guard let detents = storedDetents else { return }
        let spacing = 2 * Double.pi / Double(detents)
        let crossed = Swift.abs((end / spacing).rounded(.down) - (start / spacing).rounded(.down))
        guard crossed.isFinite, crossed >= 1 else { return }
        for _ in 0..<Int(Swift.min(crossed, Double(detents))) { report(.feedback(.selectionTick)) }
    }

    // MARK: - Release

    /// Ends the touch, if any: the double-tap reset (when `resetting` and a time is given),
    /// the unreported value, then `editingEnded`.
    mutating func finishTouch(resetting: Bool, at time: Double?, report: (Event) -> Void) {
        guard let touch else { return }
        self.touch = nil
        if resetting, let time, resetsToDefault, touch.tapCount == 2 || touch.isResetClick, !touch.hasMoved {
            resetToDefault(at: time)
        }
        if storedValue != touch.reportedValue {
            report(.valueChanged(storedValue, fromUser: true))
        }
        report(.editingEnded)
    }

    /// Sets the value to ``defaultValue``, animating the display there from the value shown
    /// (at once with ``isReduceMotionEnabled``). Reports nothing: the caller reports the change
    /// as the user's.
    mutating func resetToDefault(at time: Double) {
        let target = normalized(defaultValue)
        let shown = displayedValue
        animation = nil
        storedValue = target
        syncTouchWithValue()
        guard !isReduceMotionEnabled else { return }
        animation = RotaryKnobAnimation(
            from: shown, to: target, startTime: time, duration: ValueAnimation.defaultDuration,
            curve: .easeInOut, reportsWhenFinished: false)
    }

    /// Makes a touch in progress continue from the current value (after a programmatic change).
    mutating func syncTouchWithValue() {
        guard var touch else { return }
        touch.dragValue = storedValue
        touch.reportedValue = storedValue
        touch.detentPosition = detentPosition(of: storedValue)
        self.touch = touch
    }
}
