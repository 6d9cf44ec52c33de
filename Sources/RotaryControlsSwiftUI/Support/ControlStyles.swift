#if canImport(SwiftUI)
import RotaryControls
import SwiftUI

// Styles travel through the environment, like `buttonStyle(_:)`: set one on a container and
// every control inside uses it.

private struct CircularSliderStyleKey: EnvironmentKey {
    static let defaultValue = CircularSliderStyle.swiftUIDefault
}

private struct RotaryKnobStyleKey: EnvironmentKey {
    static let defaultValue = RotaryKnobStyle()
}

private struct RadialSpinnerStyleKey: EnvironmentKey {
    static let defaultValue = RadialSpinnerStyle()
}

private struct CanvasImageResolverKey: EnvironmentKey {
    static let defaultValue: CanvasImageResolver? = nil
}

private struct RotaryImagesKey: EnvironmentKey {
    static let defaultValue: [ImageReference: Image] = [:]
}

extension CircularSliderStyle {
    /// The look SwiftUI's sliders start from: the core's, with the filled arc in the tint
    /// (`.tint(_:)`, like `Slider`'s track) and labels in the primary label colour (dark mode).
    public static let swiftUIDefault = CircularSliderStyle(filledPaint: .semantic(.tint), labelPaint: .semantic(.label))
}

extension EnvironmentValues {
    /// The look metrics and colours of ``CircularSlider`` and ``CircularRangeSlider`` views
    /// (default: ``RotaryControls/CircularSliderStyle/swiftUIDefault``). They decide the layout
    /// and hit testing; a ``CircularSliderViewStyle`` decides what is drawn there.
    public var circularSliderStyle: CircularSliderStyle {
        get { self[CircularSliderStyleKey.self] }
        set { self[CircularSliderStyleKey.self] = newValue }
    }

    /// The look metrics and colours of ``RotaryKnob`` views (default: the core's).
    public var rotaryKnobStyle: RotaryKnobStyle {
        get { self[RotaryKnobStyleKey.self] }
        set { self[RotaryKnobStyleKey.self] = newValue }
    }

    /// The look metrics and colours of ``RadialSpinner`` views (default: the core's).
    public var radialSpinnerStyle: RadialSpinnerStyle {
        get { self[RadialSpinnerStyleKey.self] }
        set { self[RadialSpinnerStyleKey.self] = newValue }
    }

    /// Where the controls' images come from; `nil` (the default) uses
    /// ``CanvasImageResolver/default``.
    public var rotaryImageResolver: CanvasImageResolver? {
        get { self[CanvasImageResolverKey.self] }
        set { self[CanvasImageResolverKey.self] = newValue }
    }

    /// SwiftUI images standing in for the controls' image references, looked up before
    /// ``rotaryImageResolver`` (see ``SwiftUI/View/rotaryImage(_:for:)``).
    public var rotaryImages: [ImageReference: Image] {
        get { self[RotaryImagesKey.self] }
        set { self[RotaryImagesKey.self] = newValue }
    }
}

extension View {
    /// Sets the look metrics and colours of the circular sliders (single and range) in this view:
    /// the core's ``RotaryControls/CircularSliderStyle``, which decides the layout and hit
    /// testing. (A ``CircularSliderViewStyle`` face is set with
    /// ``SwiftUI/View/circularSliderViewStyle(_:)``.)
    public func circularSliderStyle(_ style: CircularSliderStyle) -> some View {
        environment(\.circularSliderStyle, style)
    }

    /// Sets the look metrics, colours and images of the rotary knobs in this view: the core's
    /// ``RotaryControls/RotaryKnobStyle``. (A ``RotaryKnobViewStyle`` face is set with
    /// ``SwiftUI/View/rotaryKnobViewStyle(_:)``.)
    public func rotaryKnobStyle(_ style: RotaryKnobStyle) -> some View {
        environment(\.rotaryKnobStyle, style)
    }

    /// Sets the look metrics and colours of the radial spinners in this view: the core's
    /// ``RotaryControls/RadialSpinnerStyle``. (A ``RadialSpinnerViewStyle`` face is set with
    /// ``SwiftUI/View/radialSpinnerViewStyle(_:)``.)
    public func radialSpinnerStyle(_ style: RadialSpinnerStyle) -> some View {
        environment(\.radialSpinnerStyle, style)
    }

    /// Draws `image` (any SwiftUI `Image`: an SF Symbol, a `UIImage`, an asset) wherever the
    /// rotary controls in this view draw `reference` — a handle's, a marker's or a knob's image,
    /// or a spinner item's icon.
    ///
    /// ```swift
    /// CircularSlider(value: $level)
    ///     .circularSliderStyle(CircularSliderStyle(firstHandle: CircularSliderHandleStyle(image: "sun")))
    ///     .rotaryImage(Image(systemName: "sun.max.fill"), for: "sun")
    /// ```
    public func rotaryImage(_ image: Image, for reference: ImageReference) -> some View {
        transformEnvironment(\.rotaryImages) { $0[reference] = image }
    }

    /// Sets where the rotary controls in this view find their images.
    public func rotaryImageResolver(_ resolver: CanvasImageResolver) -> some View {
        environment(\.rotaryImageResolver, resolver)
    }
}
#endif
