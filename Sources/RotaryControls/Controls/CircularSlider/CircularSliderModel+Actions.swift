/// Custom accessibility actions of the slider: minimum, maximum, and for a range moving the
/// whole range.
extension CircularSliderModel {
    /// The custom actions each handle offers while enabled: "Minimum" and "Maximum", and on a
    /// range's handles "Move range up" and "Move range down" (both handles by one
    /// ``adjustmentStep``). None while disabled or for a part that does not exist. The slider
    /// has no default value, so no reset.
    public func accessibilityActions(forPart part: Int) -> [AccessibilityAction] {
        guard storedEnabled, part == 0 || (part == 1 && isRange) else { return [] }
        var actions = [AccessibilityAction(.minimum), AccessibilityAction(.maximum)]
        if isRange { actions += [AccessibilityAction(.moveRangeUp), AccessibilityAction(.moveRangeDown)] }
        return actions
    }

    /// The centre of handle `part` (0 the first, 1 a range's second), where VoiceOver's
    /// double-tap-and-hold starts a drag; on a thumbless slider, the value's position on the
    /// track (pressing there grabs the value where it is); `nil` for a part that does not exist.
    public func accessibilityActivationPoint(forPart part: Int) -> Point? {
        guard part == 0 || (part == 1 && isRange) else { return nil }
        return handleCenter(part == 0 ? .first : .second, in: layout)
    }

    /// Performs a custom accessibility action on handle `part` as the user's action:
    /// `.minimum` / `.maximum` as Home / End; `.moveRangeUp` / `.moveRangeDown` move both
    /// handles of a range by one ``adjustmentStep`` keeping its width, stopping at the enabled
    /// range's ends (reporting `valueChanged` for each handle that moved, then
    /// `.feedback(.limitReached)` when the range has just arrived at an end). Answers `false` when
    /// disabled, for a part that does not exist, for `.resetToDefault` (the slider has no
    /// default) and for range moves on a single handle.
    public mutating func performAccessibilityAction(
        _ kind: AccessibilityAction.Kind, part: Int, at time: Double, report: (Event) -> Void
    ) -> Bool {
        switch kind {
        case .minimum: return adjust(.toMinimum, part: part, at: time, report: report)
        case .maximum: return adjust(.toMaximum, part: part, at: time, report: report)
        case .resetToDefault: return false
        case .moveRangeUp, .moveRangeDown:
            guard storedEnabled, isRange, part == 0 || part == 1, let second = storedSecondValue else { return false }
            stopAnimation(report: report)
            let width = second - storedValue
            let bounds = enabledBounds
            let step = kind == .moveRangeUp ? adjustmentStep : -adjustmentStep
            let first = Swift.max(Swift.min(storedValue + step, bounds.upperBound - width), bounds.lowerBound)
            let moved = scale.step == nil ? first : Swift.max(scale.stepped(first), bounds.lowerBound)
            guard moved != storedValue else { return true }
            storedValue = moved
            storedSecondValue = Swift.min(moved + width, bounds.upperBound)
            updateRevolutions()
            syncDragAfterProgrammaticChange()
            report(.valueChanged(storedValue, handle: .first, fromUser: true))
            if storedSecondValue != second, let newSecond = storedSecondValue {
                report(.valueChanged(newSecond, handle: .second, fromUser: true))
            }
            // The range has just come to an end of the track: the first handle at the bottom,
            // or the second at the top.
            let arrived = kind == .moveRangeUp ? storedSecondValue ?? storedValue : storedValue
            if arrived == bounds.lowerBound || arrived == bounds.upperBound { report(.feedback(.limitReached)) }
            return true
        }
    }
}
