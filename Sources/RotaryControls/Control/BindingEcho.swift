/// Tells a value coming in from outside (a SwiftUI binding, a GTK property) apart from the
/// user's own value coming back, so that a host applies outside changes only when they are new.
///
/// A host writes the user's value out and reads the outside value back at once: a binding that
/// does not round-trip (`Float`, a rounding custom binding) gives back a slightly different
/// value, which must not be applied to the model as a change made in code (it would reset a drag
/// and make the handle stick).
///
/// ```swift
/// var echo = BindingEcho<Double>()
/// echo.wrote(0.123456789, readBack: 0.12345679)            // a Float binding
/// echo.valueToApply(0.12345679, modelValue: 0.123456789)   // nil: the user's own value
/// echo.valueToApply(0.5, modelValue: 0.123456789)          // 0.5: set in code
/// ```
public struct BindingEcho<Value: Equatable & Sendable>: Sendable {
    /// The value last written out, as read back.
    private var returned: Value?

    /// An echo that expects nothing.
    public init() {}

    /// Records that the host wrote the user's value out and read `readBack` back.
    public mutating func wrote(_ value: Value, readBack: Value) {
        returned = readBack
    }

    /// What to set the model to for `incoming`: `nil` when it is the model's value already or
    /// the echo of the value last written out; otherwise `incoming` (a change made outside, which
    /// also ends the wait for the echo).
    public mutating func valueToApply(_ incoming: Value, modelValue: Value) -> Value? {
        if incoming == modelValue { return nil }
        if let returned, returned == incoming { return nil }
        returned = nil
        return incoming
    }
}
