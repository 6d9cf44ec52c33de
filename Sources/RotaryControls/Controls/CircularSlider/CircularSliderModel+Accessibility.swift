/// Accessibility: one adjustable element per handle and spoken values.
extension CircularSliderModel {
    /// The text spoken for `value`: the label's text when the value sits on a label (on any
    /// turn), else the title of a tick it sits on, else the ``trackConfiguration``'s format
    /// (by default the number rounded to two decimals; give the range a format — `ValueFormat(
    /// fractionDigits: 0, unit: .percent)` — and its handles stop reading "67.26").
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
        return trackConfiguration.spokenValue(value, in: scale)
    }

    /// One element per handle (the first, then the second of a range; the index is the part
    /// that ``adjust(_:part:at:report:)`` takes), framed by the handle's touch area, named by
    /// ``firstAccessibilityLabel`` and ``secondAccessibilityLabel``, with the whole range as its
    /// ``AccessibilityRange`` (the enabled sub-range when there is one). Adjustable while the
    /// slider is enabled. A thumbless slider's element is framed by its track (the box around
    /// the visible arc, grown by the touch half-size). Their custom actions:
    /// ``accessibilityActions(forPart:)``; their activation points, the handles' centres (the
    /// value's position on the track when thumbless): ``accessibilityActivationPoint(forPart:)``.
    public var accessibilityElements: [AccessibilityElement] {
        let layout = self.layout
        var elements = [element(.first, label: firstAccessibilityLabel, layout: layout)]
        if isRange { elements.append(element(.second, label: secondAccessibilityLabel, layout: layout)) }
        return elements
    }

    private func element(_ handle: CircularSliderHandle, label: String, layout: CircularSliderLayout)
        -> AccessibilityElement
    {
        let center = handleCenter(handle, in: layout)
        let half = layout.touchHalfSize
        let value = self.value(of: handle) ?? storedValue
        let square = Rect(x: center.x - half, y: center.y - half, width: 2 * half, height: 2 * half)
        return AccessibilityElement(
            identifier: "handle.\(handle.rawValue)", label: label, value: spokenValue(value), hint: enabledRangeHint,
            frame: isThumbless ? trackFrame(in: layout) : square,
            isAdjustable: storedEnabled,
            range: AccessibilityRange(
                minimum: isEndless ? scale.minimumValue : enabledBounds.lowerBound,
                maximum: isEndless ? scale.maximumValue : enabledBounds.upperBound, current: value))
    }
}
