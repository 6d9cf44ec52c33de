#if canImport(SwiftUI)
import RotaryControls
import SwiftUI

/// A `Canvas` painting one core ``Drawing``: the built-in look of a control, as its view style's
/// configuration hands it over (``CircularSliderViewStyleConfiguration/drawing``, …).
///
/// Each layer of the drawing (a `Drawing.Group` with a `Drawing.LayerID`: the ring's discs and
/// icons, a knob's body, the track, labels and markers) is a symbol of the canvas, its content
/// drawn again only when that content or the renderer's appearance changes; per frame the
/// canvas only composes it with the layer's transform and opacity. Everything else is drawn
/// every frame. The picture is the same as ``GraphicsContextRenderer/render(_:in:)`` draws.
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
        let layers = LayerSymbols(drawing)
        return Canvas { context, _ in
            var cursor = layers.cursor
            renderer.render(drawing, in: &context, layers: &cursor)
        } symbols: {
            ForEach(layers.symbols) { symbol in
                // Equal content and appearance: SwiftUI keeps the symbol as it is.
                LayerSymbolView(symbol: symbol, renderer: renderer).equatable().tag(symbol.id)
            }
        }
    }
}

extension Bearing {
    /// The SwiftUI angle, clockwise from 12 o'clock.
    var angle: Angle { .degrees(degrees) }
}
#endif
