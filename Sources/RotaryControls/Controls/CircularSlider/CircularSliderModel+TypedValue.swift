/// Typing an exact value where there is a keyboard, through the
/// ``CircularSliderModel/trackConfiguration``'s format.
extension CircularSliderModel {
    /// The value of handle `part` (0 the first, 1 a range's second) as an entry shows it for
    /// editing: the format's text; `nil` for a part that does not exist.
    public func valueText(part: Int) -> String? {
        guard part == 0 || (part == 1 && isRange), let value = value(of: part == 0 ? .first : .second) else {
            return nil
        }
        return trackConfiguration.format.string(for: value)
    }

    /// Sets handle `part` from text the user typed, read by the format (``ValueFormat/value(from:)``),
    /// then held as a key would hold it: inside the range and the enabled range, on the step
    /// grid, and for a range no closer to the other handle than ``minimumValueDistance``. A
    /// user's change: `valueChanged(…, fromUser: true)` when the value moved, then
    /// `.feedback(.limitReached)` when it has just arrived at an end, as a key. Answers `false` —
    /// nothing changes — when disabled, for a part that does not exist, or when the text is not
    /// a number; `true` otherwise.
    @discardableResult
    public mutating func setValue(fromText text: String, part: Int, report: (Event) -> Void) -> Bool {
        guard storedEnabled, part == 0 || (part == 1 && isRange),
            let typed = trackConfiguration.format.value(from: text)
        else { return false }
        let handle: CircularSliderHandle = part == 0 ? .first : .second
        stopAnimation(report: report)
        guard let current = value(of: handle) else { return false }
        let proposed = scale.step == nil ? typed : scale.stepped(typed)
        commitUserValue(proposed, to: handle, from: current, report: report)
        return true
    }
}
