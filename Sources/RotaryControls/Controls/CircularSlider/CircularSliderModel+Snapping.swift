/// Label and marker slots, snapping on release and magnetic detents.
///
/// Distribution rule (MSCircularSlider's): on a full circle `n` items take `n` equal slots
/// starting at the arc's start; on a partial arc they take `n − 1` slots so that the last
/// sits exactly at the arc's end. In multi-turn mode the slots repeat on every turn.
extension CircularSliderModel {
    // MARK: - Slots

    /// The fraction of the arc (0 at its start, 1 at its end) where item `index` of `count`
    /// sits. Out-of-range indexes and non-positive counts give 0; one item on a partial arc
    /// sits at the start.
    public static func slotFraction(_ index: Int, count: Int, isFullCircle: Bool) -> Double {
        guard count > 0, index >= 0, index < count else { return 0 }
        if isFullCircle { return Double(index) / Double(count) }
        return count == 1 ? 0 : Double(index) / Double(count - 1)
    }

    /// The bearing of item `index` of `count` (labels or markers) on this slider's arc.
    public func slotBearing(_ index: Int, count: Int) -> Bearing {
        arc.bearing(atFraction: CircularSliderModel.slotFraction(index, count: count, isFullCircle: isFullCircle))
    }

    /// The value of label `index` on the first turn (`nil` when out of range). Accessibility
    /// speaks a label's text when the value sits on it.
    public func labelValue(_ index: Int) -> Double? {
        guard labels.indices.contains(index) else { return nil }
        let fraction = CircularSliderModel.slotFraction(index, count: labels.count, isFullCircle: isFullCircle)
        return value(atPosition: fraction * arc.sweep.radians)
    }

    // MARK: - Snapping

    /// The slot position nearest `position` among the enabled item kinds, with a running
    /// index that identifies it, or `nil` when there is none (no labels or markers: no snap).
    func nearestSlot(to position: Double, labelsEnabled: Bool, markersEnabled: Bool) -> (position: Double, index: Int)?
    {
        var best: (position: Double, index: Int)?
        var bestDistance = Double.infinity
        let perKind = labels.count * effectiveRevolutions.turnCount + 1
        if labelsEnabled {
            consider(count: labels.count, indexBase: 0, position: position, best: &best, distance: &bestDistance)
        }
        if markersEnabled {
            consider(count: markerCount, indexBase: perKind, position: position, best: &best, distance: &bestDistance)
        }
        return best
    }

    /// Finds the nearest of the `count` evenly spaced slots of one kind (on every turn, and
    /// the maximum of a full circle) in constant time, keeping it in `best` when nearer.
    private func consider(
        count: Int, indexBase: Int, position: Double,
        best: inout (position: Double, index: Int)?, distance bestDistance: inout Double
    ) {
        guard count > 0, position.isFinite else { return }
        let sweep = arc.sweep.radians
        let intervals = isFullCircle ? count * effectiveRevolutions.turnCount : count - 1
        let spacing = isFullCircle ? sweep / Double(count) : sweep / Double(intervals)
        // A spacing that underflows to 0 (a subnormal sweep) would make 0 / 0: every slot
        // is then at the start.
        guard intervals > 0, spacing > 0 else {
            if Swift.abs(position) < bestDistance {
                bestDistance = Swift.abs(position)
                best = (0, indexBase)
            }
            return
        }
        let index = Int((position / spacing).rounded().clamped(to: 0...Double(intervals)))
        let candidate = Double(index) * spacing
        let distance = Swift.abs(candidate - position)
        if distance < bestDistance {
            bestDistance = distance
            best = (candidate, indexBase + index)
        }
    }

    /// The detent under `position` when magnetic detents are on and a label or marker lies
    /// within ``magneticDetentDegrees``.
    func detentValue(near position: Double) -> (value: Double, index: Int)? {
        guard let degrees = magneticDetentDegrees, degrees.isFinite, degrees > 0,
            let slot = nearestSlot(to: position, labelsEnabled: true, markersEnabled: true),
            Swift.abs(slot.position - position) <= degrees * .pi / 180
        else { return nil }
        return (value(atPosition: slot.position), slot.index)
    }

    /// Snaps the dragged handle (or range) to the nearest enabled label or marker, keeping the
    /// handles apart; does nothing when snapping is off or there is nothing to snap to.
    mutating func snapDraggedHandle() {
        guard let drag, snapToLabels || snapToMarkers else { return }
        let handle = drag.handle ?? .first
        guard let current = value(of: handle),
            let slot = nearestSlot(
                to: position(of: current), labelsEnabled: snapToLabels, markersEnabled: snapToMarkers)
        else { return }
        let target = value(atPosition: slot.position)
        let distance = minimumValueDistance
        switch drag.target {
        case .range:
            guard let second = storedSecondValue else { return }
            let width = second - storedValue
            guard target + width <= scale.maximumValue else { return }
            storedValue = target
            storedSecondValue = target + width
        case .handle(.first):
            guard clampedFirst(target, distance: distance) == target else { return }
            storedValue = target
        case .handle(.second):
            guard clampedSecond(target, distance: distance) == target else { return }
            storedSecondValue = target
        case .undecided:
            return
        }
        updateRevolutions()
    }
}
