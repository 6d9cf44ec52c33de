/// Accessibility and adjustments: one adjustable element, the spoken item, keys and scrolling,
/// the selection set in code.
extension RadialSpinnerModel {
    /// The text spoken for the item at `index`: its title, then its description after a comma
    /// when it has one ("Star, Five points"). An empty title with a description speaks the
    /// description alone; an index out of range (or `nil`) speaks "".
    public func spokenValue(_ index: Int?) -> String {
        guard let index, storedItems.indices.contains(index) else { return "" }
        return storedItems[index].spokenText
    }

    /// The spinner as one element labelled ``accessibilityLabel``: the centre circle while
    /// closed, the whole ring while open; its value is the selected item (``spokenValue(_:)``)
    /// and its range the item indexes (`0…count − 1`, now the selected index). It is adjustable
    /// when another enabled item exists and the spinner takes input.
    public var accessibilityElements: [AccessibilityElement] {
        let layout = self.layout
        let half = isOpen ? layout.ringRadius : layout.centerTouchRadius
        let frame = Rect(x: layout.center.x - half, y: layout.center.y - half, width: 2 * half, height: 2 * half)
        let adjustable =
            acceptsInput
            && storedSelectedIndex.flatMap { walk.stepped(from: $0, by: 1, forward: true, wrapping: true) } != nil
        let range = storedSelectedIndex.map {
            AccessibilityRange(minimum: 0, maximum: Double(Swift.max(storedItems.count - 1, 0)), current: Double($0))
        }
        return [
            AccessibilityElement(
                identifier: "spinner", label: accessibilityLabel, value: spokenValue(storedSelectedIndex),
                frame: frame, isAdjustable: adjustable, range: range)
        ]
    }

    // MARK: - Adjusting

    /// The number of items Page Up/Down move: a tenth of the list, at least one.
    public var pageItems: Int { Swift.max(1, storedItems.count / 10) }

    /// Applies a key, scroll or assistive adjustment to the selection (part 0, the only one).
    ///
    /// `.steps(n)` moves n enabled items, `.pages(n)` n × ``pageItems`` enabled items,
    /// `.toMinimum` / `.toMaximum` go to the first / last enabled item. One direction rule for
    /// the closed spinner, the open ring and the open picker: positive steps — ↑, → (← right to
    /// left), Page Up, wheel-up and the accessibility increment — go to the next item (a
    /// higher index), negative ones to the previous. On the ring the next item is the one a
    /// clockwise turn brings to the top; in the picker it is the row below, which rolls up
    /// into the selection band as a finger pushing the wheel up would bring it. The same key
    /// thus gives the same item whichever way the spinner shows. The selection never wraps: at
    /// the end nothing changes, so that a VoiceOver user hears the end of the list.
    ///
    /// A change is the user's: `valueChanged(…, fromUser: true)`, then `valueSelected`, with no
    /// feedback (the screen reader speaks); a moving ring stops on the new item (an open
    /// editing session ends). Answers `false` for another part, an empty spinner, while
    /// disabled, spinning, waiting for a close answer, or while a finger is on the picker;
    /// otherwise `true`, even at an end.
    public mutating func adjust(
        _ adjustment: ControlAdjustment, part: Int, at time: Double, report: (Event) -> Void
    ) -> Bool {
        guard part == 0, acceptsInput, let current = storedSelectedIndex else { return false }
        if picker != nil, pickerTouch != nil { return false }
        let target: Int
        switch adjustment {
        case let .steps(count):
            target = enabledIndex(from: current, moving: count)
        case let .pages(count):
            let items = count.multipliedReportingOverflow(by: pageItems)
            let moved = items.overflow ? (count < 0 ? Int.min : Int.max) : items.partialValue
            target = enabledIndex(from: current, moving: moved)
        case .toMinimum:
            target = walk.nearest(to: 0, wrapping: false) ?? current
        case .toMaximum:
            target = walk.nearest(to: Double(storedItems.count - 1), wrapping: false) ?? current
        }
        choose(target, report: report)
        return true
    }

    /// Selects the item an assistive technology asks for (an item index, GTK's
    /// `GtkAccessibleRange`, or an item element chosen), as the user's, like an adjustment:
    /// rounded, clamped and moved off disabled items as for ``selectedIndex``, then
    /// `valueChanged(…, fromUser: true)` and `valueSelected` when it changed. Answers `false`
    /// — nothing done — for another part, a NaN or infinite index, and whenever
    /// ``adjust(_:part:at:report:)`` would.
    public mutating func setAccessibilityValue(_ index: Double, part: Int, report: (Event) -> Void) -> Bool {
        guard part == 0, index.isFinite, acceptsInput, storedSelectedIndex != nil else { return false }
        if picker != nil, pickerTouch != nil { return false }
        guard let target = walk.nearest(to: index.rounded(), wrapping: false) else { return false }
        choose(target, report: report)
        return true
    }

    /// Sets the selection in code and reports it once as not the user's:
    /// `valueChanged(index, fromUser: false)` when it changed (never `valueSelected`). The
    /// index is clamped and moved off disabled items as for ``selectedIndex``; a moving ring
    /// stops there and an editing session without a finger ends (`editingEnded`). Ignored for
    /// a spinner with no enabled item. A spin in code lands first (`spinEnded`). On an open
    /// spinner the index becomes the item Escape goes back to.
    public mutating func setSelectedIndex(_ index: Int, report: (Event) -> Void) {
        guard let target = walk.nearest(to: Double(index), wrapping: false) else { return }
        if isSpinning { landSpin(report: report) }
        let before = storedSelectedIndex
        select(target)
        updateOpen { $0.indexToRestore = target }
        if target != before { report(.valueChanged(target, fromUser: false)) }
        if touch == nil, pickerTouch == nil {
            updatePicker { $0.wheel.isEditing = false }
            endEditing(report: report)
        }
    }

    /// The enabled index `count` enabled items from `index` (positive: to higher indexes,
    /// negative: back), stopping at the first or last enabled item.
    private func enabledIndex(from index: Int, moving count: Int) -> Int {
        walk.stepped(from: index, by: count.magnitude, forward: count > 0, wrapping: false) ?? index
    }

    /// Selects `index` as a user adjustment, reporting only a real change.
    private mutating func choose(_ index: Int, report: (Event) -> Void) {
        guard index != storedSelectedIndex else { return }
        select(index)
        report(.valueChanged(index, fromUser: true))
        report(.valueSelected(index))
        if touch == nil, pickerTouch == nil {
            updatePicker { $0.wheel.isEditing = false }
            endEditing(report: report)
        }
    }

    /// Makes `index` (a valid, enabled index) the selection and puts the ring on it; a running
    /// motion stops, and a finger on the ring keeps turning from there.
    mutating func select(_ index: Int) {
        storedSelectedIndex = index
        stopMotion()
        updatePicker { $0.wheel.select(index) }
        let before = ringPosition
        restRing()
        moveTouchStart(by: ringPosition - before)
    }
}
