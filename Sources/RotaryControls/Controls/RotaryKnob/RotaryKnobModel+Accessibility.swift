/// Accessibility: one adjustable element, a spoken value, increment and decrement.
extension RotaryKnobModel {
    /// The text spoken for `value`: `format(value)` when a formatter is given (e.g. "75 %"),
    /// else the number rounded to two decimals ("0.75"). NaN reads "nan".
    public func spokenValue(_ value: Double, format: ((Double) -> String)? = nil) -> String {
        if let format { return format(value) }
        return Drawing.format(value)
    }

    /// The knob as one adjustable element framed by its bounds, speaking ``value`` through
    /// `format` (the formatter hook; `nil` speaks the rounded number).
    public func accessibilityElements(
        label: String = "Value", format: ((Double) -> String)? = nil
    ) -> [AccessibilityElement] {
        let layout = self.layout
        let frame = Rect(center: layout.center, radius: layout.radius)
        return [AccessibilityElement(identifier: "knob", label: label, value: spokenValue(storedValue, format: format),
                                     frame: frame, isAdjustable: storedEnabled)]
    }

    // MARK: - Adjusting

    /// Moves the value up by one step: the ``step``, or a tenth of the range without one.
    /// Clamped at the maximum (wraps past it in endless mode). A user action: it reports
    /// `valueChanged(…, fromUser: true)` when the value changed, without editing began/ended
    /// (as `UISlider`'s `accessibilityIncrement`). A disabled knob ignores it; a running
    /// animation ends at once.
    public mutating func increment(report: (Event) -> Void) { adjust(by: 1, report: report) }

    /// Moves the value down by one step; see ``increment(report:)``.
    public mutating func decrement(report: (Event) -> Void) { adjust(by: -1, report: report) }

    /// Moves the value by `steps` steps at once (Page Up / Page Down: hosts use 10) with one
    /// report; see ``increment(report:)``. Counts are limited to ±1 000 000 steps.
    public mutating func adjust(bySteps steps: Int, report: (Event) -> Void) {
        adjust(by: Swift.max(-1_000_000, Swift.min(1_000_000, steps)), report: report)
    }

    /// Moves the value to the minimum (Home), reported like ``increment(report:)``.
    public mutating func moveToMinimum(report: (Event) -> Void) {
        guard storedEnabled else { return }
        apply(minimumValue, report: report)
    }

    /// Moves the value to the maximum (End), reported like ``increment(report:)``. In endless
    /// mode the maximum is the minimum (the value wraps), so End goes to the minimum too.
    public mutating func moveToMaximum(report: (Event) -> Void) {
        guard storedEnabled else { return }
        apply(maximumValue, report: report)
    }

    private mutating func adjust(by steps: Int, report: (Event) -> Void) {
        guard storedEnabled else { return }
        // The step, or a tenth of the range (computed without overflow).
        let amount = Double(steps) * (scale.step ?? scale.halfSpan / 5)
        apply(storedValue + amount, report: report)
    }

    private mutating func apply(_ proposed: Double, report: (Event) -> Void) {
        animation = nil
        let current = storedValue
        let next = normalized(proposed)
        guard next != current else { return }
        storedValue = next
        syncTouchWithValue()
        report(.valueChanged(next, fromUser: true))
    }
}
