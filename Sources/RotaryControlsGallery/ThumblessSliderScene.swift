import RotaryControls

/// The thumbless circular slider: a progress ring, dragged anywhere on its track.
extension GalleryScene {
    /// Thumbless sliders (no handle: the filled track is the ring) beside the same slider with
    /// its handle.
    static var sliderThumbless: GalleryScene {
        func ring(_ value: Double, _ configure: (inout CircularSliderModel) -> Void = { _ in }) -> CircularSliderModel {
            sliderModel(value: value) {
                $0.handleVisibility = .hidden
                $0.style.lineWidth = 14
                configure(&$0)
            }
        }
        var pressed = ring(20) { $0.maximumAngle = 270 }
        pressed.bounds = Rect(x: 0, y: 0, width: 150, height: 150)
        let layout = pressed.layout
        // A press at 3 o'clock, far from the value: the value jumps there, no handle appears.
        let press = Point(center: layout.center, radius: layout.radius, bearing: Bearing(degrees: 90))
        pressed.handle(.began(x: press.x, y: press.y, at: 0)) { _ in }
        let cells: [(String, CircularSliderModel)] = [
            ("thumbless, 65", ring(65)),
            (
                "gradient, 270°, 80",
                ring(80) {
                    $0.maximumAngle = 270
                    $0.style.usesGradient = true
                }
            ),
            ("pressed at 3 o'clock", pressed),
            ("with its handle, 65", ring(65) { $0.handleVisibility = .visible }),
        ]
        return GalleryScene(
            id: "slider-thumbless", section: sliderSection, title: "Thumbless (a progress ring)",
            caption: "handleVisibility = .hidden (UISlider's thumbless style, SwiftUI's "
                + "sliderThumbVisibility(.hidden)): no handle, the filled track is the ring, as large as the frame "
                + "allows because no room is kept for a handle. A press anywhere on the track moves the value there "
                + "and drags it: the third ring was at 20 and was pressed at 3 o'clock, 83.3 along its 270° arc. "
                + "Right: the same slider with its handle, smaller to leave the handle room.",
            drawing: sliderDrawing(cells))
    }
}
