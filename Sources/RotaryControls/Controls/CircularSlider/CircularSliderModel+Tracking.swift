/// Pointer handling: grab, drag, release.
extension CircularSliderModel {
    /// Touches closer than this to the centre are ignored (their bearing is meaningless).
    static let deadZoneRadius = 4.0
    /// Changes of the finger's rotation this small are rounding, not movement.
    static let noiseRadians = 1e-9

    // MARK: - Events

    /// Feeds one pointer event and reports what happened through `report` (never stored).
    ///
    /// - `began` grabs the handle under the touch (a square touch area of at least 44 × 44
    ///   points; the nearer handle of two; a tie is decided by the first movement: the handle
    ///   that can move that way). Under ``CircularSliderTouchPolicy/handleOrTrack`` a touch on
    ///   the track moves the nearest handle there; with ``allowsRangeDrag`` a touch on the
    ///   filled arc between two handles grabs the range. Anything else is ignored and reports
    ///   nothing. A thumbless slider (``isThumbless``) takes a touch anywhere on the track
    ///   and moves its value there, whatever the touch policy. A running animation stops
    ///   where it is. A grabbed handle takes the keyboard focus (``focusedPart``).
    /// - `moved` turns the handle by the finger's change of bearing (never across the gap;
    ///   past an end the handle waits until the finger comes back). Values change on
    ///   ``step``s; the user never brings the handles closer than ``minimumDistance``. With
    ///   Shift held (``PointerModifiers/isFineAdjustment``) a sample turns the handle a tenth
    ///   of the finger's turn; the handle then stays behind the finger by the difference.
    /// - `ended` takes the location as a last sample, snaps (labels and/or markers, nearest
    ///   wins), reports the final value, then `editingEnded`.
    /// - `cancelled` reports any unreported value and `editingEnded`, without snapping.
    ///
    /// A disabled slider ignores every event. Events that do not belong to a touch (a second
    /// `began`, `moved` without a touch) and non-finite locations are ignored. Handling an
    /// event allocates nothing.
    public mutating func handle(_ event: PointerEvent, report: (Event) -> Void) {
        switch event.phase {
        case .began:
            guard drag == nil, storedEnabled else { return }
            begin(event, report: report)
        case .moved:
            guard drag != nil else { return }
            move(event, report: report)
        case .ended:
            guard drag != nil else { return }
            move(PointerEvent(phase: .moved, location: event.location, timestamp: event.timestamp), report: report)
            drag?.tracker.handle(event)
            finish(snapping: true, report: report)
        case .cancelled:
            guard drag != nil else { return }
            finish(snapping: false, report: report)
        }
    }

    // MARK: - Grab

    private mutating func begin(_ event: PointerEvent, report: (Event) -> Void) {
        let location = event.location
        guard location.isFinite else { return }
        let layout = self.layout
        let bearing = touchBearing(location, center: layout.center)
        guard let target = grabTarget(at: location, bearing: bearing, layout: layout) else { return }
        stopAnimation(report: report)
        var jumpTo: Double?
        if case let .handle(handle) = target, isThumbless || !hitsHandle(handle, at: location, layout: layout),
            let bearing
        {
            jumpTo = trackPosition(for: bearing, near: position(of: value(of: handle) ?? storedValue))
        }
        drag = CircularSliderDrag(target: target, began: event, center: layout.center, model: self)
        activeHandle = drag?.handle
        isDraggingRange = target == .range
        if let handle = drag?.handle { storedFocusedPart = handle == .second ? 1 : 0 }
        if drag?.hasBegun == true { report(.editingBegan(drag?.handle)) }
        if let jumpTo {
            let turnsOffset = isEndless ? Double(revolutions) * totalPosition : 0
            let rotation = rotation(atPosition: jumpTo + turnsOffset)
            drag?.tracker.rotation = rotation
            applyFinger(report: report)
        }
    }

    /// What a touch at `location` grabs, or `nil`.
    private func grabTarget(at location: Point, bearing: Bearing?, layout: CircularSliderLayout) -> CircularSliderDrag
        .Target?
    {
        if isThumbless {
            return thumblessTrackContains(location, bearing: bearing, layout: layout) ? .handle(.first) : nil
        }
        let firstCenter = handleCenter(.first, in: layout)
        let hitsFirst = layout.touchArea(around: firstCenter, contains: location)
        if isRange {
            let secondCenter = handleCenter(.second, in: layout)
            let hitsSecond = layout.touchArea(around: secondCenter, contains: location)
            if hitsFirst && hitsSecond {
                let first = location.distance(to: firstCenter)
                let second = location.distance(to: secondCenter)
                if Swift.abs(first - second) < 1e-9 { return .undecided }
                return first < second ? .handle(.first) : .handle(.second)
            }
            if hitsSecond { return .handle(.second) }
        }
        if hitsFirst { return .handle(.first) }
        guard let bearing, layout.ringContains(location), arc.contains(bearing) else { return nil }
        if let second = storedSecondValue, allowsRangeDrag {
            let low = position(of: storedValue), high = position(of: second)
            let along = trackPosition(for: bearing, near: (low + high) / 2)
            if along > low, along < high { return .range }
        }
        guard touchPolicy == .handleOrTrack else { return nil }
        guard let second = storedSecondValue else { return .handle(.first) }
        let along = trackPosition(for: bearing, near: position(of: storedValue))
        let toFirst = Swift.abs(along - position(of: storedValue))
        let toSecond = Swift.abs(along - position(of: second))
        return toSecond < toFirst ? .handle(.second) : .handle(.first)
    }

    private func hitsHandle(_ handle: CircularSliderHandle, at location: Point, layout: CircularSliderLayout) -> Bool {
        layout.touchArea(around: handleCenter(handle, in: layout), contains: location)
    }

    /// The position on the track at `bearing`, on the turn nearest `reference`.
    func trackPosition(for bearing: Bearing, near reference: Double) -> Double {
        let sweep = arc.sweep.radians
        let along = arc.nearestFraction(to: bearing) * sweep
        guard case .turns = effectiveRevolutions else { return along }
        let turn = 2 * Double.pi
        let k = ((reference - along) / turn).rounded()
        return (along + k * turn).clamped(to: 0...totalPosition)
    }

    private func touchBearing(_ location: Point, center: Point) -> Bearing? {
        guard location.distance(to: center) > CircularSliderModel.deadZoneRadius else { return nil }
        return Bearing(from: center, to: location)
    }

    // MARK: - Drag

    private mutating func move(_ event: PointerEvent, report: (Event) -> Void) {
        guard var drag else { return }
        let before = drag.tracker.fingerRotation
        drag.tracker.handle(event)
        var turned = drag.tracker.fingerRotation - before
        if event.modifiers.isFineAdjustment, turned.radians.isFinite, turned.radians != 0 {
            // Shift: the handle takes a tenth of the finger's turn and lags behind it from then on.
            let kept = turned * PointerModifiers.fineAdjustmentFactor
            drag.tracker.rotation = drag.finger - (turned - kept)
            turned = kept
        }
        let change = position(of: turned)
        self.drag = drag
        // A re-grip (the finger back out of the dead zone) keeps the rotation up to rounding.
        guard Swift.abs(change) > CircularSliderModel.noiseRadians else { return }
        let screen: RotationDirection = change * arc.direction.sign > 0 ? .clockwise : .counterClockwise
        if slidingDirection != screen {
            slidingDirection = screen
            report(.directionChanged(screen))
        }
        if drag.target == .undecided { decide(growing: change > 0, report: report) }
        applyFinger(report: report)
    }

    /// Settles a tie on the first movement: growing values take the second handle unless it is
    /// at the maximum, shrinking ones the first unless it is at the minimum — so handles
    /// stacked at the seam of a full circle (minimum and maximum) come apart either way. The
    /// movement so far carries over to the chosen handle.
    private mutating func decide(growing: Bool, report: (Event) -> Void) {
        guard var drag else { return }
        let turned = drag.tracker.fingerRotation
        let handle: CircularSliderHandle
        if let second = storedSecondValue {
            if growing {
                handle = second < scale.maximumValue ? .second : .first
            } else {
                handle = storedValue > scale.minimumValue ? .first : .second
            }
        } else {
            // (The second handle was removed in code since the touch began.)
            handle = .first
        }
        drag.target = .handle(handle)
        drag.hasBegun = true
        drag.restart(from: self)
        drag.tracker.rotation = drag.tracker.rotation + turned
        self.drag = drag
        activeHandle = handle
        storedFocusedPart = handle == .second ? 1 : 0
        report(.editingBegan(handle))
    }

    // MARK: - Release

    /// Ends the touch: snaps when asked, reports what is unreported, then `editingEnded`.
    mutating func finish(snapping: Bool, report: (Event) -> Void) {
        guard let drag else { return }
        let turnsBefore = revolutions
        if snapping, drag.hasBegun { snapDraggedHandle() }
        if drag.hasBegun {
            reportChanges(report: report)
            if revolutions != turnsBefore { report(.revolutionsChanged(revolutions)) }
            report(.editingEnded(drag.handle))
        }
        self.drag = nil
        activeHandle = nil
        isDraggingRange = false
    }

    /// Reports the values that changed since they were last reported.
    mutating func reportChanges(report: (Event) -> Void) {
        guard var drag else { return }
        if storedValue != drag.reportedFirst {
            drag.reportedFirst = storedValue
            report(.valueChanged(storedValue, handle: .first, fromUser: true))
        }
        if let second = storedSecondValue, second != drag.reportedSecond {
            drag.reportedSecond = second
            report(.valueChanged(second, handle: .second, fromUser: true))
        }
        self.drag = drag
    }
}
