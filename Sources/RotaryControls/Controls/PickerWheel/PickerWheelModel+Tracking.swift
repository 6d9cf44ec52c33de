/// Pointer handling: dragging the rows, taps on rows, catching a moving wheel.
extension PickerWheelModel {
    // MARK: - Events

    /// Feeds one pointer event and reports what happened through `report` (never stored).
    ///
    /// - A vertical drag moves the rows 1:1 with the finger (dragging up moves toward higher
    ///   indexes; the ends clamp): `editingBegan` once the touch leaves the ``tapSlop``, then
    ///   `rowPassed` and a selection tick per row crossing the centre.
    /// - The release flings the wheel (an ``AimedMotion``) so it rests exactly on the enabled
    ///   row nearest its natural resting point (``predictedRow``), the same at any frame rate;
    ///   a fling past an end rests on the last enabled row there. A slow release settles on
    ///   the nearest enabled row. On rest: `valueChanged` if the row differs from the
    ///   selection, then `editingEnded`.
    /// - A tap on a row above or below the centre band animates to that row when it is
    ///   enabled (`editingBegan` at the release); taps on the band or disabled rows do nothing.
    /// - A touch on a moving wheel stops it; a tap then settles on the nearest enabled row.
    /// - `cancelled` puts the wheel at once on the nearest enabled row and ends editing.
    ///
    /// Events without a touch, a second `began`, a `began` outside the bounds or with a
    /// non-finite location, and new touches while ``isEnabled`` is `false` or the bounds are
    /// invalid are ignored; non-finite moves are skipped. With Reduce Motion on, releases and
    /// taps go straight to their row. Handling an event allocates nothing.
    public mutating func handle(_ event: PointerEvent, report: (Event) -> Void) {
        switch event.phase {
        case .began:
            guard touch == nil, isEnabled, hasValidGeometry, event.location.isFinite,
                storedBounds.contains(event.location)
            else { return }
            begin(event, report: report)
        case .moved:
            guard var touch else { return }
            track(&touch, event, report: report)
            self.touch = touch
        case .ended:
            guard var touch else { return }
            track(&touch, event, report: report)
            self.touch = nil
            finish(touch, at: event.timestamp, report: report)
        case .cancelled:
            guard touch != nil else { return }
            touch = nil
            motion = nil
            guard isEditing else { return }
            if let target = walk.nearest(to: storedOffset, wrapping: false) {
                rest(onRow: target, report: report)
            } else {
                endEditing(report: report)
            }
        }
    }

    // MARK: - Geometry

    /// Whether the bounds allow touches and drawing: finite origin, size and far corner, and
    /// a positive size.
    var hasValidGeometry: Bool {
        storedBounds.origin.isFinite && storedBounds.width.isFinite && storedBounds.height.isFinite
            && storedBounds.width > 0 && storedBounds.height > 0
            && storedBounds.maxX.isFinite && storedBounds.maxY.isFinite && storedBounds.center.isFinite
    }

    // MARK: - Touch down

    private mutating func begin(_ event: PointerEvent, report: (Event) -> Void) {
        // Catch a moving wheel where it is now.
        if motion != nil { advance(to: event.timestamp, report: report) }
        let caught = motion != nil || isEditing
        motion = nil
        touch = PickerWheelTouch(
            start: event.location, startOffset: storedOffset, caughtMotion: caught, hasMoved: false,
            lastY: event.location.y,
            velocity: VelocityEstimator(
                smoothingTime: PickerWheelModel.velocitySmoothingTime,
                staleAfter: PickerWheelModel.velocityStaleAfter, time: event.timestamp))
    }

    // MARK: - Dragging

    /// Follows the finger: marks a drag once it leaves the slop, moves the rows, reports rows passed.
    private mutating func track(_ touch: inout PickerWheelTouch, _ event: PointerEvent, report: (Event) -> Void) {
        let location = event.location
        guard location.isFinite else { return }
        touch.velocity.add(change: location.y - touch.lastY, at: event.timestamp)
        touch.lastY = location.y
        if !touch.hasMoved, location.distance(to: touch.start) > PickerWheelModel.tapSlop {
            touch.hasMoved = true
            beginEditing(report: report)
        }
        guard touch.hasMoved, !storedItems.isEmpty else { return }
        let moved = (touch.start.y - location.y) / style.rowHeight
        let position = touch.startOffset + moved
        guard position.isFinite else { return }
        storedOffset = position.clamped(to: 0...Double(storedItems.count - 1))
        reportPassing(report: report)
    }

    // MARK: - Touch up

    private mutating func finish(_ touch: PickerWheelTouch, at time: Double, report: (Event) -> Void) {
        if touch.hasMoved {
            let rowsPerSecond = -touch.velocity.velocity(at: time) / style.rowHeight
            fling(velocity: rowsPerSecond, at: time, report: report)
        } else if touch.caughtMotion {
            settle(at: time, report: report)
        } else {
            tap(at: touch.start, time: time, report: report)
        }
    }

    /// Animates to the enabled row under `location`, unless it is the centred row.
    private mutating func tap(at location: Point, time: Double, report: (Event) -> Void) {
        let position = storedOffset + (location.y - storedBounds.center.y) / style.rowHeight
        guard position.isFinite else { return }
        let row = AimedMotion.slot(at: position)
        guard row != AimedMotion.slot(at: storedOffset), isSelectable(row) else { return }
        beginEditing(report: report)
        start(AimedMotion.settle(from: storedOffset, at: time, to: row), report: report)
    }
}
