#if canImport(SwiftUI)
import RotaryControls
import SwiftUI

/// A view made like SwiftUI's `Slider`: ``CircularSlider`` and ``RotaryKnob`` over one value,
/// ``CircularRangeSlider`` over a `ClosedRange`. It gives all three `Slider`'s initialisers,
/// written once (`SliderShapedControl+Initializers.swift`): generic over the bound value
/// (``RotarySliderValue``: `Double`, `Float`, `CGFloat`, or a `ClosedRange` of them for the range
/// slider), each with a continuous form (no `step`) and a stepped one (`step` defaults to 1, as
/// `Slider`'s), plus the title forms (`LocalizedStringKey`, `String`).
///
/// The package's own views conform; it is not meant for conformance elsewhere.
@MainActor public protocol SliderShapedControl: View {
    /// What the control binds: ``EditedValue`` (one value) or ``EditedRange`` (a range).
    associatedtype Edited
    /// The view naming the control (VoiceOver's name for it; given to view styles).
    associatedtype Label: View
    /// The views for the minimum and maximum values.
    associatedtype ValueLabel: View
    /// Creates the view from what its initialisers gathered (opaque outside the package).
    init(_sliderParts: SliderShapedParts<Edited, Label, ValueLabel>)
}

/// What a ``SliderShapedControl``'s initialisers gather: the edited value, the title, the label
/// views and the editing callback. Opaque: only the package makes one.
public struct SliderShapedParts<Edited, Label: View, ValueLabel: View> {
    /// The parts as the control keeps them.
    let parts: SliderParts<Edited, Label, ValueLabel>
}

extension CircularSlider: SliderShapedControl {
    /// Creates the slider from what its initialisers gathered (see ``SliderShapedControl``).
    public init(_sliderParts: SliderShapedParts<EditedValue, Label, ValueLabel>) {
        self.init(_sliderParts.parts)
    }
}

extension RotaryKnob: SliderShapedControl {
    /// Creates the knob from what its initialisers gathered (see ``SliderShapedControl``).
    public init(_sliderParts: SliderShapedParts<EditedValue, Label, ValueLabel>) {
        self.init(_sliderParts.parts)
    }
}

extension CircularRangeSlider: SliderShapedControl {
    /// Creates the range slider from what its initialisers gathered (see ``SliderShapedControl``).
    public init(_sliderParts: SliderShapedParts<EditedRange, Label, ValueLabel>) {
        self.init(_sliderParts.parts)
    }
}
#endif
