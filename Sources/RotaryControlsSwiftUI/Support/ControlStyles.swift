#if canImport(SwiftUI)
import RotaryControls
import SwiftUI

// Styles travel through the environment, like `buttonStyle(_:)`: set one on a container and
// every control inside uses it.

private struct CircularSliderStyleKey: EnvironmentKey {
    static let defaultValue = CircularSliderStyle()
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

extension EnvironmentValues {
    /// The style of ``CircularSlider`` and ``CircularRangeSlider`` views (default: the core's).
    public var circularSliderStyle: CircularSliderStyle {
        get { self[CircularSliderStyleKey.self] } set { self[CircularSliderStyleKey.self] = newValue }
    }

    /// The style of ``RotaryKnob`` views (default: the core's).
    public var rotaryKnobStyle: RotaryKnobStyle {
        get { self[RotaryKnobStyleKey.self] } set { self[RotaryKnobStyleKey.self] = newValue }
    }

    /// The style of ``RadialSpinner`` views (default: the core's).
    public var radialSpinnerStyle: RadialSpinnerStyle {
        get { self[RadialSpinnerStyleKey.self] } set { self[RadialSpinnerStyleKey.self] = newValue }
    }

    /// Where the controls' images come from; `nil` (the default) uses
    /// ``CanvasImageResolver/default``.
    public var rotaryImageResolver: CanvasImageResolver? {
        get { self[CanvasImageResolverKey.self] } set { self[CanvasImageResolverKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the circular sliders (single and range) in this view.
    public func circularSliderStyle(_ style: CircularSliderStyle) -> some View {
        environment(\.circularSliderStyle, style)
    }

    /// Sets the style of the rotary knobs in this view.
    public func rotaryKnobStyle(_ style: RotaryKnobStyle) -> some View {
        environment(\.rotaryKnobStyle, style)
    }

    /// Sets the style of the radial spinners in this view.
    public func radialSpinnerStyle(_ style: RadialSpinnerStyle) -> some View {
        environment(\.radialSpinnerStyle, style)
    }

    /// Sets where the rotary controls in this view find their images.
    public func rotaryImageResolver(_ resolver: CanvasImageResolver) -> some View {
        environment(\.rotaryImageResolver, resolver)
    }
}
#endif
