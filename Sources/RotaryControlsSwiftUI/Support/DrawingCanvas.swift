#if canImport(SwiftUI)
import RotaryControls
import SwiftUI

/// A `Canvas` painting one core ``Drawing``: the built-in look of a control, as its view style's
/// configuration hands it over (``CircularSliderViewStyleConfiguration/drawing``, …).
public struct DrawingCanvas: View {
    /// The picture, in the control's own coordinates.
    public let drawing: Drawing
    /// The renderer: the environment's images and resolver.
    public let renderer: GraphicsContextRenderer

    /// A canvas painting `drawing` with `renderer`.
    public init(_ drawing: Drawing, renderer: GraphicsContextRenderer) {
        self.drawing = drawing
        self.renderer = renderer
    }

    /// The canvas.
    public var body: some View {
        // The canvas closure captures plain values only.
        let drawing = self.drawing
        let renderer = self.renderer
        return Canvas { context, _ in renderer.render(drawing, in: &context) }
    }
}

extension Bearing {
    /// The SwiftUI angle, clockwise from 12 o'clock.
    var angle: Angle { .degrees(degrees) }
}
#endif
