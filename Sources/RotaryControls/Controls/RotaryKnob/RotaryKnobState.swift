/// The control state a rotary knob is drawn in (UIControl's states that matter to a knob).
///
/// `disabled` wins over `highlighted`: a disabled knob is never highlighted.
public enum RotaryKnobState: String, Hashable, Sendable, CaseIterable {
    /// Enabled and not being touched.
    case normal
    /// Enabled and being tracked (a finger or pointer is down on it).
    case highlighted
    /// Disabled: it ignores every pointer event.
    case disabled

    /// The state for the given flags; `isEnabled == false` gives `.disabled` whatever
    /// `isHighlighted` says.
    public init(isEnabled: Bool, isHighlighted: Bool) {
        if !isEnabled {
            self = .disabled
        } else {
            self = isHighlighted ? .highlighted : .normal
        }
    }
}
