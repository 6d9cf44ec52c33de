/// Pointer handling: taps on the centre, the ring and outside it; turning the ring.
extension RadialSpinnerModel {
    /// Touches closer than this to the centre do not turn the ring (their bearing is
    /// meaningless there).
    static let deadZoneRadius = 10.0

    // MARK: - Events

    /// Feeds one pointer event and reports what happened through `report` (never stored).
    ///
    /// - **Closed**: only touches on the centre's touch area count. A tap (a touch that moved
    ///   less than ``tapSlop`` points) opens the spinner (`opened`, then a light impact and a
    ///   click); with a single item, or a single enabled item among disabled ones, it reports
    ///   `singleValueSelected` instead and stays closed, a button (a single disabled item is a
    ///   disabled button: nothing happens); an empty spinner ignores it.
    /// - **Open**: a drag anywhere turns the ring with the finger (`editingBegan` once the
    ///   touch passes the slop, `valueChanged` as the top item changes, a tick and a click per
    ///   item passed). The release flings it with inertia, aimed so that it rests exactly on
    ///   the enabled item nearest its natural resting point (``predictedRestingIndex``), then
    ///   `valueSelected` and `editingEnded`. A tap on the left half of the ring steps to the
    ///   previous enabled item, on the right half (or the exact middle) to the next, wrapping
    ///   round. A tap on the centre or outside the ring closes the spinner (`closed`), or with
    ///   ``asksBeforeClosing`` reports `closeRequested` and waits for the host's answer.
    /// - A touch on a ring that is still moving stops it; a tap then settles on the nearest
    ///   enabled item (no step, no close).
    /// - `cancelled` puts the ring at once on the nearest enabled item and ends editing (no
    ///   `valueSelected`: a cancelled touch chose nothing).
    ///
    /// Events without a touch (`moved`, `ended`, `cancelled`), a second `began`, a `began`
    /// with a non-finite location, and new touches while ``isEnabled`` is `false`, while a
    /// close request waits (``isCloseRequestPending``) or while a spin runs (``isSpinning``)
    /// are ignored.
    /// With Reduce Motion on, releases, steps and settles go straight to their item. Handling
    /// an event allocates nothing.
    public mutating func handle(_ event: PointerEvent, report: (Event) -> Void) {
        if phase.picker != nil {
            handleInPicker(event, report: report)
            return
        }
        switch event.phase {
        case .began:
            guard touch == nil, acceptsInput, event.location.isFinite else { return }
            begin(event, report: report)
        case .moved:
            guard var touch else { return }
            touch.tracker.handle(event)
            noteMovement(of: &touch, to: event.location, report: report)
            setTouch(touch)
            if touch.turnsRing, touch.hasMoved { turn(with: touch, report: report) }
        case .ended:
            guard var touch else { return }
            touch.tracker.handle(event)
            noteMovement(of: &touch, to: event.location, report: report)
            releaseTouch()
            finish(touch, at: event.timestamp, report: report)
        case .cancelled:
            guard touch != nil else { return }
            releaseTouch()
            restAtOnce(report: report)
        }
    }

    /// Whether new input is taken: enabled, no close request waiting, no spin running.
    var acceptsInput: Bool { storedIsEnabled && !isCloseRequestPending && !isSpinning }

    // MARK: - Touch down

    private mutating func begin(_ event: PointerEvent, report: (Event) -> Void) {
        let layout = self.layout
        let location = event.location
        let zone: RadialSpinnerTouch.Zone
        if layout.centerContains(location) {
            zone = .center
        } else if isOpen {
            zone = layout.ringContains(location) ? .ring : .outside
        } else {
            return // closed: the rest of the bounds is not ours
        }
        // Catch a moving ring where it is now.
        if needsFrames { advance(to: event.timestamp, report: report) }
        let caught = motion != nil || isEditing
        var tracker = RotationTracker(anchor: layout.center, deadZoneRadius: RadialSpinnerModel.deadZoneRadius)
        tracker.handle(event)
        // The touch replaces a motion it caught; a caught session goes on with the finger.
        setTouch(
            RadialSpinnerTouch(
                start: location, zone: zone, turnsRing: isOpen,
                startPosition: ringPosition, caughtSpin: caught, tracker: tracker))
    }

    /// Marks the touch as a drag once it leaves the tap slop (editing begins on an open ring).
    private mutating func noteMovement(of touch: inout RadialSpinnerTouch, to location: Point, report: (Event) -> Void)
    {
        guard !touch.hasMoved, location.isFinite,
            location.distance(to: touch.start) > RadialSpinnerModel.tapSlop
        else { return }
        touch.hasMoved = true
        if touch.turnsRing { beginEditing(report: report) }
    }

    // MARK: - Turning

    /// Puts the ring where the finger has turned it and reports the items passed.
    private mutating func turn(with touch: RadialSpinnerTouch, report: (Event) -> Void) {
        let turned = touch.tracker.rotation.radians
        let position =
            hasUnequalSlices
            ? ringPosition(atAngle: ringAngle(atPosition: touch.startPosition) - turned)
            : touch.startPosition - turned / spokeSpacing.radians
        guard position.isFinite else { return }
        ringPosition = position
        reportPassing(report: report)
    }

    // MARK: - Touch up

    private mutating func finish(_ touch: RadialSpinnerTouch, at time: Double, report: (Event) -> Void) {
        if touch.turnsRing, touch.hasMoved {
            turn(with: touch, report: report)
            flingOrSpin(velocity: touch.tracker.velocity, touchStart: touch.startPosition, at: time, report: report)
        } else if touch.caughtSpin {
            settle(at: time, report: report)
        } else if !touch.hasMoved {
            tap(touch, at: time, report: report)
        }
    }

    private mutating func tap(_ touch: RadialSpinnerTouch, at time: Double, report: (Event) -> Void) {
        switch touch.zone {
        case .center:
            if isOpen {
                requestClose(at: time, report: report)
            } else {
                tapClosedCenter(at: time, report: report)
            }
        case .outside:
            if isOpen { requestClose(at: time, report: report) }
        case .ring:
            guard isOpen else { return }
            step(touch.start.x < layout.center.x ? -1 : 1, at: time, report: report)
        }
    }

    private mutating func tapClosedCenter(at time: Double, report: (Event) -> Void) {
        guard !storedItems.isEmpty else { return }
        if storedItems.count == 1 || hasSingleEnabledItem {
            guard let index = storedSelectedIndex else { return } // a disabled button
            report(.singleValueSelected(index))
            openCloseFeedback(report: report)
        } else {
            becomeOpen(opening: openingAnimation(at: time))
            report(.opened)
            openCloseFeedback(report: report)
        }
    }

    /// Whether exactly one item is enabled: the spinner is then a button (it never opens).
    var hasSingleEnabledItem: Bool {
        var enabled = 0
        for item in storedItems where item.isEnabled {
            enabled += 1
            if enabled > 1 { return false }
        }
        return enabled == 1
    }

    // MARK: - Feedback

    /// A light impact and a click (open, close, single-item button), as enabled.
    func openCloseFeedback(report: (Event) -> Void) {
        if isHapticsOn { report(.feedback(.lightImpact)) }
        if isSoundOn { report(.feedback(.click)) }
    }

    /// A selection tick and a click (one item passed), as enabled.
    func stepFeedback(report: (Event) -> Void) {
        if isHapticsOn { report(.feedback(.selectionTick)) }
        if isSoundOn { report(.feedback(.click)) }
    }
}
