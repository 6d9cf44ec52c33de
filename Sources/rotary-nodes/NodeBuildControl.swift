import Foundation
import RotaryControls

/// A control whose drawing changes every frame as a user's drag changes it.
struct NodeBuildControl {
    let name: String
    /// The drawing of frame `frame` (its model moved one step further first).
    let nextDrawing: (Int) -> Drawing

    static var all: [NodeBuildControl] { [knob, slider, spinner] }
    /// The controls whose rendering is compared: the slider with and without its gradient.
    static var rendered: [NodeBuildControl] { [knob, slider, flatSlider, spinner] }

    /// A 300 pt knob with ticks, turned a little every frame.
    static var knob: NodeBuildControl {
        var model = RotaryKnobModel(bounds: Rect(x: 0, y: 0, width: 300, height: 300))
        model.style.tickCount = 11
        return NodeBuildControl(name: "knob (300 pt)") { frame in
            model.value = 0.5 + 0.45 * sin(Double(frame) / 40)
            return model.drawing()
        }
    }

    /// A 300 pt circular slider with a gradient track, dragged a little every frame.
    static var slider: NodeBuildControl { slider(gradient: true) }
    /// The same slider with a flat track.
    static var flatSlider: NodeBuildControl { slider(gradient: false) }

    static func slider(gradient: Bool) -> NodeBuildControl {
        var style = CircularSliderStyle()
        style.usesGradient = gradient
        var model = CircularSliderModel(bounds: Rect(x: 0, y: 0, width: 300, height: 300), style: style)
        return NodeBuildControl(name: gradient ? "slider (300 pt)" : "slider, flat (300 pt)") { frame in
            model.value = 50 + 45 * sin(Double(frame) / 40)
            return model.drawing()
        }
    }

    /// An open spinner of 40 items (daisy, 300 pt), its ring dragged by a finger going round.
    static var spinner: NodeBuildControl {
        let icons = ["star", "heart", "bolt", "leaf", "moon", "sun", "drop", "flame", "bell", "flag", "gift", "music"]
        let items = (0..<40).map {
            SpinnerItem(icon: ImageReference(name: icons[$0 % icons.count]), title: "Item \($0 + 1)")
        }
        var model = RadialSpinnerModel(
            items: items, mode: .radialOnly, bounds: Rect(x: 0, y: 0, width: 300, height: 300))
        model.style.isDaisy = true
        model.isOpen = true
        let center = Point(x: 150, y: 150)
        return NodeBuildControl(name: "spinner open, 40 items") { frame in
            let bearing = Bearing(radians: Double(frame % 720) * .pi / 360)
            let point = Point(center: center, radius: 120, bearing: bearing)
            let time = Double(frame) / 120
            if frame == 0 {
                model.handle(.began(x: point.x, y: point.y, at: time)) { _ in }
            } else {
                model.handle(.moved(x: point.x, y: point.y, at: time)) { _ in }
            }
            return model.drawing()
        }
    }
}
