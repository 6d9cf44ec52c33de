#if canImport(SwiftUI)
import RotaryControls
import SwiftUI

/// Typing an exact value: a `Binding<String>` over a knob's or slider's value binding, for a
/// `TextField` beside the control, written and read through a track configuration's format.
extension Binding where Value == Double {
    /// The value as text in `configuration`'s format ("-3.5 dB"), and text typed back into the
    /// value: read by the format (the unit optional, a full stop as the decimal point), then
    /// held as the control holds a value — clamped into `range`, on the `step` grid, inside the
    /// enabled range, on a tick with tick-only values. Text that is not a number leaves the
    /// value alone (the field shows the value again when SwiftUI reads it back).
    ///
    /// Pass the knob's or slider's own range, step and configuration. A `TextField` rewrites a
    /// bound text on every keystroke, so edit a draft and commit it on Return:
    ///
    /// ```swift
    /// @State private var gain = 0.0
    /// @State private var draft = ""
    /// let track = RotaryTrackConfiguration(format: ValueFormat(fractionDigits: 1, unit: .decibels))
    ///
    /// var body: some View {
    ///     let gainText = $gain.rotaryText(track, in: -60...12)
    ///     RotaryKnob("Gain", value: $gain, in: -60...12)
    ///         .rotaryTrack(track)
    ///     TextField("Gain", text: $draft)
    ///         .onAppear { draft = gainText.wrappedValue }
    ///         .onSubmit { gainText.wrappedValue = draft; draft = gainText.wrappedValue }
    /// }
    /// ```
    public func rotaryText(
        _ configuration: RotaryTrackConfiguration = RotaryTrackConfiguration(),
        in range: ClosedRange<Double>, step: Double? = nil
    ) -> Binding<String> {
        Binding<String>(
            get: { configuration.format.string(for: wrappedValue) },
            set: { text in
                guard let typed = configuration.format.value(from: text) else { return }
                let scale = ValueScale(minimumValue: range.lowerBound, maximumValue: range.upperBound, step: step)
                let onGrid = scale.step == nil ? scale.clamped(typed) : scale.stepped(scale.clamped(typed))
                wrappedValue = configuration.held(onGrid, in: scale)
            })
    }
}

/// Keyboard modifiers from SwiftUI's vocabulary.
extension PointerModifiers {
    /// The modifiers of SwiftUI's `EventModifiers`: Shift, Control, Option and Command.
    public init(_ modifiers: EventModifiers) {
        self = []
        if modifiers.contains(.shift) { insert(.shift) }
        if modifiers.contains(.control) { insert(.control) }
        if modifiers.contains(.option) { insert(.option) }
        if modifiers.contains(.command) { insert(.command) }
    }
}
#endif
