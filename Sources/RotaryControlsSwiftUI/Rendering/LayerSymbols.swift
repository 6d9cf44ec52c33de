#if canImport(SwiftUI)
import CoreGraphics
import RotaryControls

/// The layers of one ``Drawing`` as `Canvas` symbols: each layer (a `Drawing.Group` with a
/// `Drawing.LayerID`) whose content can be boxed becomes one symbol, its clip and elements drawn
/// in a box as small as the content (`Drawing.Group.contentBounds`), which the canvas then
/// composes with the layer's transform and opacity (see ``GraphicsContextRenderer``).
///
/// Layers are found as the core's `Drawing.layers` finds them (inside plain groups, not inside
/// layers) and as the renderer meets them, in drawing order; a group the renderer skips
/// (non-finite transform, unusable clip) is skipped here too, so that the renderer's
/// ``Cursor`` hands each layer its own symbol.
struct LayerSymbols: Sendable {
    /// A symbol's tag: the layer's identity and, for an identity that occurs more than once in
    /// one drawing, which occurrence (0 for the first). Stable while a control is dragged.
    struct ID: Hashable, Sendable {
        /// The layer's identity.
        let layer: Drawing.LayerID
        /// Which occurrence of the identity, in drawing order.
        let occurrence: Int
    }

    /// One layer kept as a symbol.
    struct Symbol: Identifiable, Sendable {
        /// The symbol's tag.
        let id: ID
        /// The layer's clip and elements, moved so that the content's box starts at the origin
        /// (opacity 1, no transform of the layer's own, no layer identity).
        let content: Drawing.Group
        /// Where the content's box starts in the layer's coordinates (before its transform).
        let origin: CGPoint
        /// The box's size.
        let size: CGSize
    }

    /// A layer as the renderer meets it: its identity and its symbol (`nil`: drawn directly).
    fileprivate struct Slot: Sendable {
        let layer: Drawing.LayerID
        let symbol: Symbol?
    }

    /// Hands out the symbols in drawing order while the renderer walks the drawing.
    struct Cursor {
        private let slots: [Slot]
        private var next = 0

        /// A cursor with no symbols: every layer is drawn directly.
        init() { slots = [] }

        fileprivate init(slots: [Slot]) { self.slots = slots }

        /// The symbol of the next layer, which is `layer`; `nil` when that layer is drawn
        /// directly (or the walk went astray, which never makes a wrong symbol drawn).
        mutating func take(_ layer: Drawing.LayerID) -> Symbol? {
            guard next < slots.count else { return nil }
            let slot = slots[next]
            next += 1
            return slot.layer == layer ? slot.symbol : nil
        }
    }

    /// The largest box (in square points) kept as a symbol; a larger layer is drawn directly.
    static let maximumArea: CGFloat = 4_000_000

    private let slots: [Slot]

    /// The symbols of `drawing`'s layers.
    init(_ drawing: Drawing) {
        var slots: [Slot] = []
        var occurrences: [Drawing.LayerID: Int] = [:]
        Self.collect(drawing.elements, into: &slots, occurrences: &occurrences)
        self.slots = slots
    }

    /// The symbols, in drawing order.
    var symbols: [Symbol] { slots.compactMap(\.symbol) }

    /// A cursor at the first layer.
    var cursor: Cursor { Cursor(slots: slots) }

    private static func collect(
        _ elements: [Drawing.Element], into slots: inout [Slot],
        occurrences: inout [Drawing.LayerID: Int]
    ) {
        for case let .group(group) in elements where GraphicsContextRenderer.canDraw(group) {
            guard let id = group.layer else {
                collect(group.elements, into: &slots, occurrences: &occurrences)
                continue
            }
            let occurrence = occurrences[id, default: 0]
            occurrences[id] = occurrence + 1
            slots.append(Slot(layer: id, symbol: symbol(of: group, id: ID(layer: id, occurrence: occurrence))))
        }
    }

    /// `group`'s content as a symbol, `nil` when it has no usable box.
    private static func symbol(of group: Drawing.Group, id: ID) -> Symbol? {
        guard let bounds = group.contentBounds else { return nil }
        // Whole points, and one more on every side: antialiased edges stay inside the box.
        let box = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height)
            .integral.insetBy(dx: -1, dy: -1)
        guard !box.isNull, !box.isInfinite, box.width > 0, box.height > 0,
            box.width * box.height <= maximumArea
        else { return nil }
        var content = group
        content.transform = .translation(x: -Double(box.minX), y: -Double(box.minY))
        content.opacity = 1
        content.layer = nil
        return Symbol(id: id, content: content, origin: box.origin, size: box.size)
    }
}
#endif
