/// Accessibility: one adjustable element per handle, spoken values, increment and decrement.
extension CircularSliderModel {
    /// The text spoken for `value`: the label's text when the value sits on a label (on any
    /// turn), else the number rounded to two decimals.
    public func spokenValue(_ value: Double) -> String {
        let span = scale.span
        let tolerance = Swift.max(1e-9, span * 1e-9)
        for index in labels.indices {
            guard let labelValue = labelValue(index) else { continue }
            let perTurn = span / Double(effectiveRevolutions.turnCount)
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

    private mutating func adjust(_ handle: CircularSliderHandle, by steps: Int, report: (Event) -> Void) {
        guard let current = value(of: handle) else { return }
        let proposed = scale.adjusted(current, bySteps: steps)
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
