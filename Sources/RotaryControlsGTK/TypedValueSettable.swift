import RotaryControls

/// A model whose value the user can type (the slider's and the knob's `valueText` and
/// `setValue(fromText:)`, through their track's value format): what ``ModelWidget``'s value
/// entry edits.
public protocol TypedValueSettable: ControlModel {
    /// Part `part`'s value as the entry shows it for editing; `nil` for a part that does not exist.
    func typedValueText(part: Int) -> String?
    /// Sets part `part` from typed text as the user's; answers `false` (nothing changed) when the
    /// text is not a number, the part does not exist or the control is disabled.
    mutating func setTypedValue(_ text: String, part: Int, report: (Event) -> Void) -> Bool
}

extension CircularSliderModel: TypedValueSettable {
    /// ``valueText(part:)``.
    public func typedValueText(part: Int) -> String? { valueText(part: part) }

    /// ``setValue(fromText:part:report:)``.
    public mutating func setTypedValue(_ text: String, part: Int, report: (Event) -> Void) -> Bool {
        setValue(fromText: text, part: part, report: report)
    }
}

extension RotaryKnobModel: TypedValueSettable {
    /// ``valueText`` for part 0 (the knob's only part).
    public func typedValueText(part: Int) -> String? { part == 0 ? valueText : nil }

    /// ``setValue(fromText:report:)`` for part 0.
    public mutating func setTypedValue(_ text: String, part: Int, report: (Event) -> Void) -> Bool {
        part == 0 && setValue(fromText: text, report: report)
    }
}
