/// Typing an exact value where there is a keyboard: an entry on the focused knob (GTK) or a text
/// field an app binds (Apple), both through the ``RotaryKnobModel/trackConfiguration``'s format.
extension RotaryKnobModel {
    /// The value as an entry shows it for editing: the format's text ("-3.5 dB").
    public var valueText: String {
        trackConfiguration.format.string(for: storedValue)
    }

    /// Sets the value from text the user typed, read by the format (``ValueFormat/value(from:)``:
    /// the unit optional, a full stop as the decimal point), then held as any value is —
    /// clamped (wrapped in endless mode), on the step grid, inside the enabled range, on a tick
    /// with tick-only values. A user's change: `valueChanged(_, fromUser: true)` when the value
    /// moved, then `.feedback(.limitReached)` when it has just arrived at an end, as a key; a
    /// running animation ends first. Answers `false` — nothing changes — when disabled or when
    /// the text is not a number; `true` otherwise (also when the value stays).
    @discardableResult
    public mutating func setValue(fromText text: String, report: (Event) -> Void) -> Bool {
        guard storedEnabled, let typed = trackConfiguration.format.value(from: text) else { return false }
        finishAnimation(report: report)
        applyUserValue(typed, report: report)
        return true
    }

    /// ``valueText`` for part 0 (the knob's only part), `nil` for any other.
    public func valueText(part: Int) -> String? { part == 0 ? valueText : nil }

    /// ``setValue(fromText:report:)`` for part 0; `false` for any other part.
    public mutating func setValue(fromText text: String, part: Int, report: (Event) -> Void) -> Bool {
        part == 0 && setValue(fromText: text, report: report)
    }
}
