/// Pointer handling: grab, drag, release.
extension CircularSliderModel {
    /// Touches closer than this to the centre are ignored (their bearing is meaningless).
    static let deadZoneRadius = 4.0

    // MARK: - Events

    /// Feeds one pointer event and reports what happened through `report` (never stored).
    ///
    /// - `began` grabs the handle under the touch (a square touch area of at least 44 × 44
    ///   points; the nearer handle of two, ties decided by the first movement). Under
    ///   ``CircularSliderTouchPolicy/handleOrTrack`` a touch on the track moves the nearest
    ///   handle there; with ``allowsRangeDrag`` a touch on the filled arc between two handles
    ///   grabs the range. Anything else is ignored and reports nothing. A running animation
    ///   stops where it is.
    /// - `moved` turns the handle by the finger's change of bearing (never across the gap;
    ///   past an end the handle waits). Values change on ``step``s; handles keep
    ///   ``minimumDistance`` apart.
    /// - `ended` takes the location as a last sample, snaps (labels and/or markers, nearest
    ///   wins), reports the final value, then `editingEnded`.
    /// - `cancelled` reports any unreported value and `editingEnded`, without snapping.
    ///
    /// Events that do not belong to a touch (a second `began`, `moved` without a touch) and
    /// non-finite locations are ignored. Handling an event allocates nothing.
    public mutating func handle(_ event: PointerEvent, report: (Event) -> Void) {
        switch event.phase {
        case .began:
            guard drag == nil else { return }
            begin(at: event.location, report: report)
        case .moved:
            guard drag != nil else { return }
            move(to: event.location, report: report)
        case .ended:
            guard drag != nil else { return }
            move(to: event.location, report: report)
            finish(snapping: true, report: report)
        case .cancelled:
            guard drag != nil else { return }
            finish(snapping: false, report: report)
        }
    }

    // MARK: - Grab

    private mutating func begin(at location: Point, report: (Event) -> Void) {
        guard location.isFinite else { return }
        let layout = self.layout
        let bearing = touchBearing(location, center: layout.center)
        guard let target = grabTarget(at: location, bearing: bearing, layout: layout) else { return }
        stopAnimation(report: report)
        var jumpTo: Double?
        if case let .handle(handle) = target, !hitsHandle(handle, at: location, layout: layout), let bearing {
            jumpTo = trackPosition(for: bearing, near: position(of: value(of: handle) ?? storedValue))
        }
        drag = CircularSliderDrag(target: target, lastBearing: bearing, model: self)
        activeHandle = drag?.handle
        isDraggingRange = target == .range
        if drag?.hasBegun == true { report(.editingBegan(drag?.handle)) }
        if let jumpTo {
            let turnsOffset = isEndless ? Double(revolutions) * totalPosition : 0
            drag?.finger = jumpTo + turnsOffset
            applyFinger(report: report)
        }
    }

    /// What a touch at `location` grabs, or `nil`.
    private func grabTarget(at location: Point, bearing: Bearing?, layout: CircularSliderLayout) -> CircularSliderDrag.Target? {
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
        return Swift.min(Swift.max(along + k * turn, 0), totalPosition)
    }

    private func touchBearing(_ location: Point, center: Point) -> Bearing? {
        guard location.distance(to: center) > CircularSliderModel.deadZoneRadius else { return nil }
        return Bearing(from: center, to: location)
    }

    /// The slider's centre (the layout's, without computing the rest of the layout).
    private var trackCenter: Point { bounds.center.isFinite ? bounds.center : .zero }

    // MARK: - Drag

    private mutating func move(to location: Point, report: (Event) -> Void) {
        guard var drag, location.isFinite, let bearing = touchBearing(location, center: trackCenter) else { return }
        guard let last = drag.lastBearing else {
            drag.lastBearing = bearing
            self.drag = drag
            return
        }
        let change = last.rotation(to: bearing).radians
        drag.lastBearing = bearing
        guard change != 0 else { self.drag = drag; return }
        let screen: RotationDirection = change > 0 ? .clockwise : .counterClockwise
        let along = change * arc.direction.sign
        drag.finger += along
        self.drag = drag
        if slidingDirection != screen {
            slidingDirection = screen
            report(.directionChanged(screen))
        }
        if drag.target == .undecided {
            // (The second handle may have been removed in code since the touch began.)
            let handle: CircularSliderHandle = along > 0 && isRange ? .second : .first
            self.drag?.target = .handle(handle)
            self.drag?.hasBegun = true
            activeHandle = handle
            report(.editingBegan(handle))
        }
        applyFinger(report: report)
    }

    // MARK: - Release

    private mutating func finish(snapping: Bool, report: (Event) -> Void) {
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
