#if canImport(SwiftUI)
import RotaryControls
import SwiftUI

// `Slider`'s initialisers for ``CircularSlider``, ``RotaryKnob`` and ``CircularRangeSlider``,
// written once (see ``SliderShapedControl``). `value` is a number for the first two, a
// `ClosedRange` of numbers for the range slider (``RotarySliderValue``).

extension SliderShapedControl {
    /// Creates the control from `parts`.
    init(parts: SliderParts<Edited, Label, ValueLabel>) {
        self.init(_sliderParts: SliderShapedParts(parts: parts))
    }

    /// Creates the control for `value` in `bounds` (default `0...1`), with a `label` (VoiceOver's name
    /// for it; given to view styles) and views for the minimum and maximum values (the default
    /// style shows them at the ends). `value` is a number (`Double`, `Float`, `CGFloat`) for a
    /// slider or a knob, a `ClosedRange` of numbers for a range slider (its lower bound the first
    /// handle, its upper bound the second).
    public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V.Number> = 0...1,
        @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel,
        @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: RotarySliderValue, V.Edited == Edited {
        self.init(
            parts: SliderParts(
                V._edited(value, in: bounds, step: nil), label: label(),
                minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
                onEditingChanged: onEditingChanged))
    }

    /// Creates the control for `value` in `bounds`, landing on multiples of `step` from the lower
    /// bound, with a `label` (VoiceOver's name for it; given to view styles) and views for the
    /// minimum and maximum values (the default style shows them at the ends).
    public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V.Number>, step: V.Number.Stride = 1,
        @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel,
        @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: RotarySliderValue, V.Edited == Edited {
        self.init(
            parts: SliderParts(
                V._edited(value, in: bounds, step: step), label: label(),
                minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
                onEditingChanged: onEditingChanged))
    }
}

extension SliderShapedControl where ValueLabel == EmptyView {
    /// Creates the control for `value` in `bounds`, with a `label` (VoiceOver's name for it).
    public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V.Number> = 0...1,
        @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: RotarySliderValue, V.Edited == Edited {
        self.init(
            parts: SliderParts(
                V._edited(value, in: bounds, step: nil), label: label(),
                onEditingChanged: onEditingChanged))
    }

    /// Creates the control for `value` in `bounds` on multiples of `step`, with a `label` (VoiceOver's
    /// name for it).
    public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V.Number>, step: V.Number.Stride = 1,
        @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: RotarySliderValue, V.Edited == Edited {
        self.init(
            parts: SliderParts(
                V._edited(value, in: bounds, step: step), label: label(),
                onEditingChanged: onEditingChanged))
    }
}

extension SliderShapedControl where Label == EmptyView, ValueLabel == EmptyView {
    /// Creates the control for `value` in `bounds`.
    public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V.Number> = 0...1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: RotarySliderValue, V.Edited == Edited {
        self.init(parts: SliderParts(V._edited(value, in: bounds, step: nil), onEditingChanged: onEditingChanged))
    }

    /// Creates the control for `value` in `bounds` on multiples of `step`.
    public init<V>(
        value: Binding<V>, in bounds: ClosedRange<V.Number>, step: V.Number.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: RotarySliderValue, V.Edited == Edited {
        self.init(parts: SliderParts(V._edited(value, in: bounds, step: step), onEditingChanged: onEditingChanged))
    }
}

extension SliderShapedControl where Label == Text, ValueLabel == EmptyView {
    /// Creates the control titled by a localised string key (VoiceOver's name for it), for `value` in
    /// `bounds`.
    public init<V>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V.Number> = 0...1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: RotarySliderValue, V.Edited == Edited {
        self.init(
            parts: SliderParts(
                V._edited(value, in: bounds, step: nil), title: Text(titleKey),
                onEditingChanged: onEditingChanged))
    }

    /// Creates the control titled by a localised string key (VoiceOver's name for it), for `value` in
    /// `bounds` on multiples of `step`.
    public init<V>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V.Number>, step: V.Number.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: RotarySliderValue, V.Edited == Edited {
        self.init(
            parts: SliderParts(
                V._edited(value, in: bounds, step: step), title: Text(titleKey),
                onEditingChanged: onEditingChanged))
    }

    /// Creates the control titled by a string (not localised; VoiceOver's name for it), for `value` in
    /// `bounds`.
    @_disfavoredOverload
    public init<S, V>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V.Number> = 0...1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where S: StringProtocol, V: RotarySliderValue, V.Edited == Edited {
        self.init(
            parts: SliderParts(
                V._edited(value, in: bounds, step: nil), title: Text(title),
                onEditingChanged: onEditingChanged))
    }

    /// Creates the control titled by a string (not localised; VoiceOver's name for it), for `value` in
    /// `bounds` on multiples of `step`.
    @_disfavoredOverload
    public init<S, V>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V.Number>, step: V.Number.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where S: StringProtocol, V: RotarySliderValue, V.Edited == Edited {
        self.init(
            parts: SliderParts(
                V._edited(value, in: bounds, step: step), title: Text(title),
                onEditingChanged: onEditingChanged))
    }
}
#endif
