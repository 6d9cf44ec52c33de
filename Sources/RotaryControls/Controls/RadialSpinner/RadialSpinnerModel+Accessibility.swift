/// Accessibility: one adjustable element, the spoken item, increment and decrement.
extension RadialSpinnerModel {
    /// The text spoken for the item at `index`: its title, then its description after a comma
    /// when it has one ("Star, Five points"). An empty title with a description speaks the
    /// description alone; an index out of range (or `nil`) speaks "".
    public func spokenValue(of index: Int?) -> String {
        guard let index, storedItems.indices.contains(index) else { return "" }
        let item = storedItems[index]
        guard let description = item.description, !description.isEmpty else { return item.title }
        return item.title.isEmpty ? description : item.title + ", " + description
    }

    /// The spinner as one element: the centre circle while closed, the whole ring while open;
    /// its value is the selected item (``spokenValue(of:)``). It is adjustable when another
    /// enabled item exists and the spinner is enabled.
    public func accessibilityElements(label: String = "Spinner") -> [AccessibilityElement] {
        let layout = self.layout
        let half = storedIsOpen ? layout.ringRadius : layout.centerTouchRadius
        let frame = Rect(x: layout.center.x - half, y: layout.center.y - half, width: 2 * half, height: 2 * half)
        let adjustable = isEnabled && storedSelectedIndex.flatMap { steppedSlot(from: $0, direction: 1) } != nil
        return [AccessibilityElement(identifier: "spinner", label: label, value: spokenValue(of: storedSelectedIndex),
                                     frame: frame, isAdjustable: adjustable)]
    }

    // MARK: - Adjusting

    /// Selects the next enabled item (a higher index). This is a user action: it reports
    /// `valueChanged(…, fromUser: true)` when the selection changed, with no editing events
    /// and no feedback (the screen reader speaks). It does not wrap: at the last enabled item
    /// nothing happens, so a VoiceOver user hears the end of the list. A moving ring stops on
    /// the new item (an open editing session ends). Ignored while ``isEnabled`` is `false`.
    public mutating func increment(report: (Event) -> Void) {
        adjust(byItems: 1, report: report)
    }

    /// Selects the previous enabled item (a lower index), without wrapping; see
    /// ``increment(report:)``.
    public mutating func decrement(report: (Event) -> Void) {
        adjust(byItems: -1, report: report)
    }

    /// Moves the selection `items` enabled items on (negative: back), stopping at the first
    /// or last enabled item — Page Up/Down move a tenth of the list this way. Reports like
    /// ``increment(report:)``; nothing happens when the selection is already at that end.
    public mutating func adjust(byItems items: Int, report: (Event) -> Void) {
        guard isEnabled, items != 0, let current = storedSelectedIndex else { return }
        let direction = items < 0 ? -1 : 1
        var remaining = items.magnitude
        var index = current
        var probe = current + direction
        while remaining > 0, storedItems.indices.contains(probe) {
            if storedItems[probe].isEnabled {
                index = probe
                remaining -= 1
            }
            probe += direction
        }
        choose(index, report: report)
    }

    /// Selects the first enabled item (Home); see ``increment(report:)``.
    public mutating func moveToFirst(report: (Event) -> Void) {
        guard isEnabled, let first = RadialSpinnerModel.enabledIndex(near: 0, in: storedItems) else { return }
        choose(first, report: report)
    }

    /// Selects the last enabled item (End); see ``increment(report:)``.
    public mutating func moveToLast(report: (Event) -> Void) {
        guard isEnabled, let last = RadialSpinnerModel.enabledIndex(near: storedItems.count - 1, in: storedItems) else { return }
        choose(last, report: report)
    }

    /// The number of items Page Up/Down move: a tenth of the list, at least one.
    public var pageItems: Int { Swift.max(1, storedItems.count / 10) }

    /// Selects `index` as a user adjustment, reporting only a real change.
    private mutating func choose(_ index: Int, report: (Event) -> Void) {
        guard index != storedSelectedIndex else { return }
        select(index)
        report(.valueChanged(index, fromUser: true))
        if touch == nil { endEditing(report: report) }
    }

    /// Makes `index` (a valid, enabled index) the selection and puts the ring on it; a running
    /// motion stops, and a finger on the ring keeps turning from there.
    mutating func select(_ index: Int) {
        storedSelectedIndex = index
        motion = nil
        picker?.select(index)
        let before = ringPosition
        restRing()
        if var touch {
            touch.startPosition += ringPosition - before
            self.touch = touch
        }
    }
}
