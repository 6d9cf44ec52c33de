#if canImport(SwiftUI)
import RotaryControls
import SwiftUI

/// A view over one value made like SwiftUI's `Slider`: ``CircularSlider`` and ``RotaryKnob``. It
/// gives them `Slider`'s initialisers, written once (`SingleValueSlider+Initializers.swift`):
/// generic over `BinaryFloatingPoint` values (`Double`, `Float`, `CGFloat`), each with a
/// continuous form (no `step`) and a stepped one (`step` defaults to 1, as `Slider`'s), plus the
/// title forms (`LocalizedStringKey`, `String`).
///
/// The package's own views conform; it is not meant for conformance elsewhere.
@MainActor public protocol SingleValueSlider: View {
    /// The view naming the control (VoiceOver's name for it; given to view styles).
    associatedtype Label: View
    /// The views for the minimum and maximum values.
    associatedtype ValueLabel: View
    /// Creates the view from what its initialisers gathered (opaque outside the package).
    init(_sliderParts: SingleValueSliderParts<Label, ValueLabel>)
}

/// What a ``SingleValueSlider``'s initialisers gather: the edited value, the title, the label
/// views and the editing callback. Opaque: only the package makes one.
public struct SingleValueSliderParts<Label: View, ValueLabel: View> {
    /// The parts as the control keeps them.
    let parts: SliderParts<EditedValue, Label, ValueLabel>
}

extension CircularSlider: SingleValueSlider {
    /// Creates the slider from what its initialisers gathered (see ``SingleValueSlider``).
    public init(_sliderParts: SingleValueSliderParts<Label, ValueLabel>) {
        self.init(_sliderParts.parts)
    }
}

extension RotaryKnob: SingleValueSlider {
    /// Creates the knob from what its initialisers gathered (see ``SingleValueSlider``).
    public init(_sliderParts: SingleValueSliderParts<Label, ValueLabel>) {
        self.init(_sliderParts.parts)
    }
}
#endif
