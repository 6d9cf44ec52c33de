/// Accessibility: one adjustable element per handle, spoken values, increment and decrement.
extension CircularSliderModel {
    /// The text spoken for `value`: the label's text when the value sits on a label (on any
    /// turn), else the number rounded to two decimals.
    public func spokenValue(_ value: Double) -> String {
        let half = scale.halfSpan // finite even when the range's width overflows
        let tolerance = Swift.max(1e-9, half * 2e-9)
        for index in labels.indices {
            guard let labelValue = labelValue(index) else { continue }
            let perTurn = 2 * (half / Double(effectiveRevolutions.turnCount))
            for turn in 0..<effectiveRevolutions.turnCount
            where Swift.abs(labelValue + Double(turn) * perTurn - value) <= tolerance {
                return labels[index]
            }
        }
        return Drawing.format(value)
    }

    /// One adjustable element per handle (the first, then the second of a range), framed by
    /// the handle's touch area. `label` names the first handle, `secondLabel` the second.
    public func accessibilityElements(label: String = "Value", secondLabel: String = "Upper value") -> [AccessibilityElement] {
        let layout = self.layout
        var elements = [element(.first, label: label, layout: layout)]
        if isRange { elements.append(element(.second, label: secondLabel, layout: layout)) }
        return elements
    }

    private func element(_ handle: CircularSliderHandle, label: String, layout: CircularSliderLayout) -> AccessibilityElement {
        let center = handleCenter(handle, in: layout)
        let half = layout.touchHalfSize
        return AccessibilityElement(
            identifier: "handle.\(handle.rawValue)", label: label,
            value: spokenValue(value(of: handle) ?? storedValue),
            frame: Rect(x: center.x - half, y: center.y - half, width: 2 * half, height: 2 * half))
    }

    // MARK: - Adjusting

    /// Moves `handle` up by one step (the ``step``, or a tenth of the range), clamped and kept
    /// apart from the other handle. This is a user action: it reports
    /// `valueChanged(…, fromUser: true)` when the value changed (no editing began/ended, as
    /// UISlider's `accessibilityIncrement`).
    public mutating func increment(_ handle: CircularSliderHandle = .first, report: (Event) -> Void) {
        adjust(handle, by: 1, report: report)
    }

    /// Moves `handle` down by one step; see ``increment(_:report:)``.
    public mutating func decrement(_ handle: CircularSliderHandle = .first, report: (Event) -> Void) {
        adjust(handle, by: -1, report: report)
    }

    /// Moves `handle` by `steps` steps at once (Page Up / Page Down: hosts use 10), with one
    /// report; see ``increment(_:report:)``. Large counts simply reach the end.
    public mutating func adjust(_ handle: CircularSliderHandle = .first, bySteps steps: Int, report: (Event) -> Void) {
        adjust(handle, by: Swift.max(-1_000_000, Swift.min(1_000_000, steps)), report: report)
    }

    /// Moves `handle` to the lowest value it may take (Home): the minimum, or the first handle
    /// plus the minimum distance for a range's second handle. A user action, reported like
    /// ``increment(_:report:)``.
    public mutating func moveToMinimum(_ handle: CircularSliderHandle = .first, report: (Event) -> Void) {
        guard value(of: handle) != nil else { return }
        apply(handle, proposed: minimumValue, report: report)
    }

    /// Moves `handle` to the highest value it may take (End): the maximum, or the second
    /// handle minus the minimum distance for a range's first handle. Reported like
    /// ``increment(_:report:)``.
    public mutating func moveToMaximum(_ handle: CircularSliderHandle = .first, report: (Event) -> Void) {
        guard value(of: handle) != nil else { return }
        apply(handle, proposed: maximumValue, report: report)
    }

    private mutating func adjust(_ handle: CircularSliderHandle, by steps: Int, report: (Event) -> Void) {
        guard let current = value(of: handle) else { return }
        apply(handle, proposed: scale.adjusted(current, bySteps: steps), report: report)
    }

    private mutating func apply(_ handle: CircularSliderHandle, proposed: Double, report: (Event) -> Void) {
        guard let current = value(of: handle) else { return }
        let next = handle == .first ? clampedFirst(proposed) : clampedSecond(proposed)
        guard next != current else { return }
        if handle == .first {
            storedValue = next
            if !isEndless { revolutions = completedTurns(at: position(of: next)) }
        } else {
            storedSecondValue = next
        }
        syncDragAfterProgrammaticChange()
        report(.valueChanged(next, handle: handle, fromUser: true))
    }
}
