#if canImport(SwiftUI)
import RotaryControls
import SwiftUI

/// A core look that the environment's control size and Dynamic Type scale.
protocol ScalableStyle {
    /// The look at `scale`.
    func scaled(_ scale: StyleScale) -> Self
}

extension CircularSliderStyle: ScalableStyle {}
extension RotaryKnobStyle: ScalableStyle {}
extension RadialSpinnerStyle: ScalableStyle {}

/// What a control view reads from its environment: the core look (scaled by `controlSize` and
/// Dynamic Type, see ``ControlScale``), the options and the view style, each from its own
/// environment value.
struct ControlEnvironment<Style: ScalableStyle, Options, Configuration>: DynamicProperty {
    @Environment private var unscaledStyle: Style
    /// The options.
    @Environment var options: Options
    /// The view style; `nil` for the built-in one.
    @Environment var viewStyle: AnyViewStyle<Configuration>?
    private var controlScale = ControlScale()

    /// Reads the look, the options and the view style at these environment values.
    init(
        style: KeyPath<EnvironmentValues, Style>, options: KeyPath<EnvironmentValues, Options>,
        viewStyle: KeyPath<EnvironmentValues, AnyViewStyle<Configuration>?>
    ) {
        _unscaledStyle = Environment(style)
        _options = Environment(options)
        _viewStyle = Environment(viewStyle)
    }

    /// The core look at the environment's scale.
    var style: Style { unscaledStyle.scaled(controlScale.scale) }
}
#endif
