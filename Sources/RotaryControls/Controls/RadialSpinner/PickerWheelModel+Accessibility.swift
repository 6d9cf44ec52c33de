/// Accessibility: one adjustable element, the spoken row, increment and decrement.
extension PickerWheelModel {
    /// The text spoken for the selected row (see ``spokenValue(of:)``); "" when there is none.
    public var spokenValue: String { spokenValue(of: storedSelectedIndex) }

    /// The text spoken for the row at `index`: its title, then ", " and its description when
    /// it has one ("Star, Five points"). An empty title with a description speaks the
    /// description alone; an index out of range (or `nil`) speaks "".
    public func spokenValue(of index: Int?) -> String {
        guard let index, storedItems.indices.contains(index) else { return "" }
        let item = storedItems[index]
        guard let description = item.description, !description.isEmpty else { return item.title }
        return item.title.isEmpty ? description : item.title + ", " + description
    }

    /// The wheel as one element covering the bounds (zero when they are invalid), valued with
    /// ``spokenValue``. It is adjustable when the picker is enabled and has a selection.
    public func accessibilityElements(label: String = "Picker") -> [AccessibilityElement] {
        let frame = hasValidGeometry ? storedBounds : .zero
        return [AccessibilityElement(identifier: "picker-wheel", label: label, value: spokenValue,
                                     frame: frame, isAdjustable: isEnabled && storedSelectedIndex != nil)]
    }

    // MARK: - Adjusting

    /// Selects the next enabled row (a higher index). This is a user action: it reports
    /// `valueChanged(…, fromUser: true)` when the selection changed, with no editing events
    /// and no feedback (the screen reader speaks). It does not wrap: at the last enabled row
    /// nothing happens. A moving wheel stops on the new row (an open editing session ends).
    /// Ignored while ``isEnabled`` is `false` or a finger is on the wheel.
    public mutating func increment(report: (Event) -> Void) {
        adjust(by: 1, report: report)
    }

    /// Selects the previous enabled row (a lower index), without wrapping; see
    /// ``increment(report:)``.
    public mutating func decrement(report: (Event) -> Void) {
        adjust(by: -1, report: report)
    }

    private mutating func adjust(by direction: Int, report: (Event) -> Void) {
        guard isEnabled, touch == nil, let current = storedSelectedIndex else { return }
        var index = current + direction
        while storedItems.indices.contains(index), !storedItems[index].isEnabled { index += direction }
        guard storedItems.indices.contains(index) else { return }
        storedSelectedIndex = index
        motion = nil
        restOnSelection()
        report(.valueChanged(index, fromUser: true))
        endEditing(report: report)
    }
}
