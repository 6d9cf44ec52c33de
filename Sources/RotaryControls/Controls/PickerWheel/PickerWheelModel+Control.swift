/// The control contract: enabling, accessibility, keys and scrolling as a vertical list, the
/// selection set in code.
extension PickerWheelModel: ControlModel {
    // MARK: - Enabled

    /// Enables or disables the wheel. Disabling it ends whatever runs, with balanced events: a
    /// finger is let go (the wheel rests at once on the nearest enabled row), a fling or tap
    /// animation lands at once on its row (`valueChanged` if it is new), then `editingEnded`.
    public mutating func setEnabled(_ enabled: Bool, report: (Event) -> Void) {
        guard enabled != storedIsEnabled else { return }
        if !enabled {
            let target = touch == nil ? motion?.target : nil
            touch = nil
            motion = nil
            if isEditing {
                if let row = target ?? walk.nearest(to: storedOffset, wrapping: false) {
                    rest(onRow: row, report: report)
                } else {
                    endEditing(report: report)
                }
            }
        }
        storedIsEnabled = enabled
    }

    // MARK: - Accessibility

    /// The text spoken for the row at `index`: its title, then ", " and its description when
    /// it has one ("Star, Five points"). An empty title with a description speaks the
    /// description alone; an index out of range (or `nil`) speaks "".
    public func spokenValue(_ index: Int?) -> String {
        guard let index, storedItems.indices.contains(index) else { return "" }
        return storedItems[index].spokenText
    }

    /// The wheel as one element labelled ``accessibilityLabel``, covering the bounds (zero when
    /// they are invalid), valued with the selected row (``spokenValue(_:)``) and ranged over the
    /// row indexes. It is adjustable when the picker is enabled and has a selection.
    public var accessibilityElements: [AccessibilityElement] {
        let frame = hasValidGeometry ? storedBounds : .zero
        let range = storedSelectedIndex.map {
            AccessibilityRange(minimum: 0, maximum: Double(Swift.max(storedItems.count - 1, 0)), current: Double($0))
        }
        return [
            AccessibilityElement(
                identifier: "picker-wheel", label: accessibilityLabel,
                value: spokenValue(storedSelectedIndex), frame: frame,
                isAdjustable: isEnabled && storedSelectedIndex != nil, range: range)
        ]
    }

    // MARK: - Adjusting

    /// The number of rows Page Up/Down move: a tenth of the list, at least one.
    public var pageItems: Int { Swift.max(1, storedItems.count / 10) }

    /// Applies a key, scroll or assistive adjustment (part 0, the only one) as in a vertical
    /// list: `.steps(n)` moves n enabled rows *up* (toward index 0) — ↑ and wheel-up send
    /// `+1` — and negative steps down; `.pages(n)` moves n × ``pageItems`` enabled rows the same
    /// way; `.toMinimum` / `.toMaximum` go to the first / last enabled row. No wrapping.
    ///
    /// A change is the user's: `valueChanged(…, fromUser: true)` with no feedback (the screen
    /// reader speaks); a moving wheel stops on the new row (on the selection when there is no
    /// change) and an open session ends. Answers
    /// `false` for another part, with no selection, while disabled or while a finger is on the
    /// wheel; otherwise `true`, even at an end.
    public mutating func adjust(
        _ adjustment: ControlAdjustment, part: Int, at time: Double, report: (Event) -> Void
    ) -> Bool {
        guard part == 0, isEnabled, touch == nil, let current = storedSelectedIndex else { return false }
        let target: Int
        switch adjustment {
        case let .steps(count):
            target = enabledRow(from: current, up: count)
        case let .pages(count):
            let rows = count.multipliedReportingOverflow(by: pageItems)
            target = enabledRow(from: current, up: rows.overflow ? (count < 0 ? Int.min : Int.max) : rows.partialValue)
        case .toMinimum:
            target = walk.nearest(to: 0, wrapping: false) ?? current
        case .toMaximum:
            target = walk.nearest(to: Double(storedItems.count - 1), wrapping: false) ?? current
        }
        storedSelectedIndex = target
        motion = nil
        restOnSelection()
        if target != current { report(.valueChanged(target, fromUser: true)) }
        endEditing(report: report)
        return true
    }

    /// A wheel alone has nothing to activate: `false`.
    public mutating func activate(at time: Double, report: (Event) -> Void) -> Bool { false }

    /// Sets the selection in code and reports it once as not the user's:
    /// `valueChanged(index, fromUser: false)` when it changed. The row is clamped and moved off
    /// disabled rows as for ``selectedIndex``; any motion or touch stops and an open session
    /// ends (`editingEnded`).
    public mutating func setSelectedIndex(_ index: Int, report: (Event) -> Void) {
        guard let row = walk.nearest(to: Double(index), wrapping: false) else { return }
        let before = storedSelectedIndex
        select(row)
        if row != before { report(.valueChanged(row, fromUser: false)) }
        endEditing(report: report)
    }

    /// The enabled row `count` enabled rows up (positive, toward index 0) or down from `row`,
    /// stopping at the first or last enabled row.
    private func enabledRow(from row: Int, up count: Int) -> Int {
        walk.stepped(from: row, by: count.magnitude, forward: count < 0, wrapping: false) ?? row
    }
}
