#if canImport(SwiftUI)
import CoreGraphics
import RotaryControls
import SwiftUI

/// Layers drawn as `Canvas` symbols (see ``LayerSymbols``): the same picture as drawing the
/// layer's group, with its content kept by the canvas.
extension GraphicsContextRenderer {
    /// Whether the renderer draws `group` at all: a finite transform and, when it clips, a
    /// finite clip circle of positive radius. A group it skips draws nothing, layers inside
    /// included.
    static func canDraw(_ group: Drawing.Group) -> Bool {
        let t = group.transform
        guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else { return false }
        guard let clip = group.clipCircle else { return true }
        return clip.center.isFinite && clip.radius.isFinite && clip.radius > 0
    }

    /// Whether `other` draws every drawing as this renderer does: the same tint and image
    /// sources (compared without calling them; see ``CanvasImageResolver``).
    func drawsLike(_ other: GraphicsContextRenderer) -> Bool {
        tint == other.tint && imageResolver.identity == other.imageResolver.identity
    }

    /// Draws a layer's content, kept as `resolved`, as its group draws it: under the group's
    /// transform, then faded as a whole by the group's opacity. The symbol holds the clip and
    /// elements moved by −`symbol.origin`; drawing it at `symbol.origin` moves them back.
    func compose(
        _ resolved: GraphicsContext.ResolvedSymbol, of symbol: LayerSymbols.Symbol, as group: Drawing.Group,
        in context: GraphicsContext
    ) {
        let t = group.transform
        var inner = context
        inner.concatenate(CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty))
        guard group.opacity < 1 else {
            inner.draw(resolved, at: symbol.origin, anchor: .topLeading)
            return
        }
        // As for any group: into a transparency layer, faded once when it is composited.
        inner.opacity *= group.opacity
        inner.drawLayer { layer in
            layer.opacity = 1
            layer.draw(resolved, at: symbol.origin, anchor: .topLeading)
        }
    }
}
#endif
