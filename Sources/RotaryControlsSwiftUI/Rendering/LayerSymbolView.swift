#if canImport(SwiftUI)
import RotaryControls
import SwiftUI

/// The content of one layer, drawn as a `Canvas` symbol (see ``LayerSymbols``): the layer's clip
/// and elements in a frame the size of their box.
///
/// The view is `Equatable` on what its picture depends on — the content itself (what
/// `Drawing.Group.contentKey` hashes, compared exactly) and the renderer's appearance (tint,
/// image sources) — and is used through `.equatable()`: while a control is dragged or flung,
/// a layer that only moves or fades comes back equal, so SwiftUI does not update the view and
/// its canvas is not drawn again; only the enclosing canvas composes it anew.
struct LayerSymbolView: View, Equatable {
    /// The layer's content, moved so that its box starts at the origin.
    let symbol: LayerSymbols.Symbol
    /// The renderer the content is drawn with.
    let renderer: GraphicsContextRenderer

    nonisolated static func == (lhs: LayerSymbolView, rhs: LayerSymbolView) -> Bool {
        lhs.symbol.size == rhs.symbol.size && lhs.renderer.drawsLike(rhs.renderer)
            && lhs.symbol.content == rhs.symbol.content
    }

    var body: some View {
        // The canvas closure captures plain values only.
        let drawing = Drawing(
            size: Size(width: Double(symbol.size.width), height: Double(symbol.size.height)),
            elements: [.group(symbol.content)])
        let renderer = self.renderer
        return Canvas { context, _ in renderer.render(drawing, in: &context) }
            .frame(width: symbol.size.width, height: symbol.size.height)
    }
}
#endif
