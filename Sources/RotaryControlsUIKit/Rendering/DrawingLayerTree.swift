#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls
import UIKit

/// Shows a ``Drawing`` as a tree of `CALayer`s, so that the GPU composes what only moves.
///
/// Each layer of the drawing (a group with a `Drawing.LayerID`) gets one `CALayer`, matched by
/// identity from frame to frame wherever it sits in the tree (its nesting may change): its contents are drawn once per content key
/// (`Drawing.Group.contentKey`), and only its affine transform and opacity change per frame. A
/// group that holds layers becomes a `CALayer` holding theirs (its transform and opacity, its
/// content composed as one); each run of other elements between layers gets a `CALayer` whose
/// contents are drawn again only when the run changes. So dragging or flinging a control draws
/// no content that did not change: the ring's discs, icons and borders, a knob's body, the
/// track and the scale are drawn once, and the frame only moves layers.
///
/// A new appearance (tint, traits, images, scale) redraws everything once. ``contentDrawCount``
/// counts content drawings, for tests and diagnostics.
@MainActor
final class DrawingLayerTree {
    /// What one `CALayer` of the tree shows.
    private enum Kind: Equatable {
        /// A run of elements that are not layers, drawn where they are.
        case run
        /// A layer of the drawing.
        case layer(Drawing.LayerID)
        /// A group that holds layers: a transform and opacity over its children.
        case container
    }

    private final class Node {
        let kind: Kind
        let layer = CALayer()
        var contentKey: Int?
        var children: [Node] = []
        /// The last frame that showed this node (layers only).
        var shownInFrame = 0

        init(kind: Kind) {
            self.kind = kind
            layer.anchorPoint = .zero
        }
    }

    /// The content drawings made so far (a layer or a run drawn into its contents).
    private(set) var contentDrawCount = 0
    private let root = Node(kind: .container)
    private var appearance = 0
    /// Every layer's node by its ID, wherever it sits in the tree: a layer whose nesting changes
    /// (the spinner's ring when the opening animation ends, a slot of a large ring) keeps its node
    /// and its drawn contents.
    private var layerNodes: [Drawing.LayerID: Node] = [:]
    /// The number of the frame being shown.
    private var frame = 0

    /// The tree's root layer, which its host puts where the picture belongs.
    var rootLayer: CALayer { root.layer }

    /// Shows `drawing` in ``rootLayer``. `appearance` stands for everything the renderer draws
    /// with (tint, traits, images) and `scale` for the pixels per point: when either changes,
    /// every content is drawn again.
    func show(_ drawing: Drawing, renderer: CoreGraphicsRenderer, scale: CGFloat, appearance: Int) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        var hasher = Hasher()
        hasher.combine(appearance)
        hasher.combine(scale)
        self.appearance = hasher.finalize()
        root.layer.frame = CGRect(x: 0, y: 0, width: drawing.size.width, height: drawing.size.height)
        frame &+= 1
        var shown = 0
        update(root, with: drawing.elements, renderer: renderer, scale: scale, shown: &shown)
        // Layers the drawing no longer has are forgotten.
        if shown != layerNodes.count { layerNodes = layerNodes.filter { $0.value.shownInFrame == frame } }
    }

    // MARK: - Reconciling

    private func update(
        _ parent: Node, with elements: [Drawing.Element], renderer: CoreGraphicsRenderer, scale: CGFloat,
        shown: inout Int
    ) {
        var runs: [Node] = []
        var containers: [Node] = []
        for child in parent.children {
            switch child.kind {
            case .layer: break
            case .run: runs.append(child)
            case .container: containers.append(child)
            }
        }
        var children: [Node] = []
        var run: [Drawing.Element] = []
        func endRun() {
            guard !run.isEmpty else { return }
            let node = runs.isEmpty ? Node(kind: .run) : runs.removeFirst()
            show(Drawing.Group(elements: run), in: node, moved: false, renderer: renderer, scale: scale)
            children.append(node)
            run = []
        }
        for element in elements {
            guard case let .group(group) = element, Self.holdsLayers(element) else {
                run.append(element)
                continue
            }
            endRun()
            if let id = group.layer {
                let node = layerNode(id, shown: &shown)
                show(group, in: node, moved: true, renderer: renderer, scale: scale)
                children.append(node)
            } else {
                let node = containers.isEmpty ? Node(kind: .container) : containers.removeFirst()
                place(
                    node.layer, transform: group.transform, opacity: group.opacity,
                    box: CGRect(origin: .zero, size: parent.layer.bounds.size))
                update(node, with: group.elements, renderer: renderer, scale: scale, shown: &shown)
                children.append(node)
            }
        }
        endRun()
        if children.map(ObjectIdentifier.init) != parent.children.map(ObjectIdentifier.init) {
            parent.children = children
            parent.layer.sublayers = children.map(\.layer)
        }
    }

    /// The node of layer `id`, kept from an earlier frame wherever it sat, or a new one; an ID
    /// shown twice in one drawing gets a node of its own the second time.
    private func layerNode(_ id: Drawing.LayerID, shown: inout Int) -> Node {
        if let node = layerNodes[id], node.shownInFrame != frame {
            node.shownInFrame = frame
            shown += 1
            return node
        }
        guard layerNodes[id] == nil else { return Node(kind: .layer(id)) }
        let node = Node(kind: .layer(id))
        node.shownInFrame = frame
        layerNodes[id] = node
        shown += 1
        return node
    }

    /// Whether `element` is a layer or a group (without a clip) holding one.
    private static func holdsLayers(_ element: Drawing.Element) -> Bool {
        guard case let .group(group) = element else { return false }
        if group.layer != nil { return true }
        return group.clipCircle == nil && group.elements.contains(where: holdsLayers)
    }

    /// Shows `group`'s content in `node`, drawing it only when its key changed; a layer is
    /// `moved` by its group's transform and opacity, a run is drawn where it is.
    private func show(
        _ group: Drawing.Group, in node: Node, moved: Bool, renderer: CoreGraphicsRenderer, scale: CGFloat
    ) {
        var hasher = Hasher()
        hasher.combine(group.contentKey)
        hasher.combine(appearance)
        let key = hasher.finalize()
        let bounds =
            group.contentBounds.map { CGRect(x: $0.minX, y: $0.minY, width: $0.width, height: $0.height) } ?? .zero
        let box = bounds.width * bounds.height * scale * scale > 4e7 ? .zero : bounds.integral
        if node.contentKey != key {
            node.contentKey = key
            node.layer.contents = box.isEmpty ? nil : draw(group, in: box, renderer: renderer, scale: scale)
            node.layer.contentsScale = scale
        }
        place(node.layer, transform: moved ? group.transform : .identity, opacity: moved ? group.opacity : 1, box: box)
    }

    /// Sets `layer`'s geometry so that a point `p` of its content lands at `transform(p)` in its
    /// parent, its contents covering `box` (in content coordinates).
    private func place(_ layer: CALayer, transform: Transform, opacity: Double, box: CGRect) {
        let linear = CGAffineTransform(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: 0, ty: 0)
        layer.bounds = box
        // With the anchor at the bounds' origin: parent point = position + linear(p − origin).
        let origin = box.origin.applying(linear)
        layer.position = CGPoint(x: transform.tx + origin.x, y: transform.ty + origin.y)
        if layer.affineTransform() != linear { layer.setAffineTransform(linear) }
        let alpha = Float(opacity)
        if layer.opacity != alpha { layer.opacity = alpha }
    }

    /// `group`'s clip and elements rendered into an image covering `box`.
    private func draw(_ group: Drawing.Group, in box: CGRect, renderer: CoreGraphicsRenderer, scale: CGFloat)
        -> CGImage?
    {
        contentDrawCount += 1
        var content = group
        content.transform = .translation(x: -box.minX, y: -box.minY)
        content.opacity = 1
        content.layer = nil
        let format = UIGraphicsImageRendererFormat.preferred()
        format.scale = scale
        format.opaque = false
        let image = UIGraphicsImageRenderer(size: box.size, format: format).image { context in
            renderer.render(
                Drawing(size: Size(width: box.width, height: box.height), elements: [.group(content)]),
                in: context.cgContext)
        }
        return image.cgImage
    }
}
#endif
