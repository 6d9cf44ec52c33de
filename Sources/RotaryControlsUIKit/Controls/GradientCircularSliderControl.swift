#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls
import UIKit

/// A ``CircularSliderControl`` whose filled arc is an angular gradient from the start of the arc
/// to the handle's end of it: ``CircularSliderControl/gradientColors`` (default light grey,
/// blue, dark grey), changed with `addColor(_:)`, `changeColor(at:newColor:)` and
/// `removeColor(at:)`.
///
/// Every slider can draw the gradient (``CircularSliderControl/usesGradient``); this class only
/// starts with it on, so code written for a gradient slider class keeps its class.
@IBDesignable
@MainActor
open class GradientCircularSliderControl: CircularSliderControl {
    /// A one-handle slider drawing its filled arc as a gradient.
    override open class var initialModel: any ControlModel {
        var model = CircularSliderModel()
        model.style.usesGradient = true
        return model
    }
}
#endif
