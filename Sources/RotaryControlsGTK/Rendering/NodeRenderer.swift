import CGtk4
import RotaryControls

/// Turns a `Drawing` into GTK render nodes: the Linux counterpart of `SVGRenderer`.
///
/// Arcs, caps and paths become `GskPath` strokes and fills, an angular gradient a conic gradient
/// under the arc's stroke, circles rounded clips and borders, text Pango layouts, images
/// `GdkTexture`s rendered once per pixel size (``NodeImageStore``), groups transform, opacity and
/// rounded-clip nodes. The renderer only translates; it never decides geometry.
///
/// **Kept layers.** A group with a `Drawing.LayerID` is a layer: its content (clip and elements)
/// is built into a node once and kept per identity; while the content stays equal the kept node
/// is appended again (a reference, not a copy) under the layer's new transform and opacity, so a
/// frame of a drag or fling builds only what changed. Layers not drawn for ``layerLifetime``
/// frames are let go. Keep one renderer per widget: layer identities are per control.
///
/// **Bad input.** Nothing non-finite reaches a node: an element holding NaN or ±∞ (or a
/// coordinate beyond ±10⁷), a negative radius or width, an empty path, an empty or zero-sized
/// rectangle, or a group with a singular transform draws nothing; the rest of the drawing is
/// drawn. A zero-length arc draws its start cap; a circle of radius 0 draws only its stroke (a
/// disc as wide as the stroke).
///
/// ```swift
/// let renderer = NodeRenderer(theme: .dark, images: NodeImageStore(directory: "Assets"))
/// renderer.append(drawing, to: snapshot, pixelScale: 2)   // inside a widget's snapshot function
/// ```
@MainActor
public final class NodeRenderer {
    /// Paints semantic colours; changing it lets every kept layer go.
    public var theme: NodeTheme {
        didSet { if theme != oldValue { keptLayers.removeAll() } }
    }
    /// Where images come from (shared between renderers); `nil` draws every image as a placeholder.
    public var images: NodeImageStore? {
        didSet { if images !== oldValue { keptLayers.removeAll() } }
    }
    /// Whether layers are kept between frames (default `true`); `false` builds every layer anew.
    public var keepsLayers = true {
        didSet { if !keepsLayers { keptLayers.removeAll() } }
    }
    /// Whether a kept layer that lies still on the device-pixel grid (every transform down to it a
    /// move by whole pixels, its pixel scale exact) is kept as a texture rendered once rather than
    /// as its vectors (default `true`): a renderer then draws a knob's body or a track as one
    /// image per frame. Layers that turn, scale or move by fractions of a pixel stay vectors, so
    /// nothing is resampled.
    public var rasterizesStillLayers = true {
        didSet { if rasterizesStillLayers != oldValue { keptLayers.removeAll() } }
    }
    /// How many frames a layer that is not drawn stays kept (60).
    public static let layerLifetime = 60

    /// How many layers were built and how many reused since the renderer was made (diagnostics
    /// for tests and benchmarks).
    public private(set) var layerCounts = (built: 0, reused: 0)

    var keptLayers: [Drawing.LayerID: KeptLayer] = [:]
    let texts = NodeTextLayouts()
    private var frame = 0

    /// Creates a renderer. Defaults: the light theme, no images (placeholders).
    public init(theme: NodeTheme = .light, images: NodeImageStore? = nil) {
        self.theme = theme
        self.images = images
    }

    // MARK: - The seam

    /// The render node of `drawing` (`GskRenderNode *`, the caller owns a reference; `nil` when
    /// it draws nothing), for `pixelScale` device pixels per point (images are rendered for
    /// those pixels; NaN, ∞ and values ≤ 0 count as 1, values above 16 as 16).
    public func node(for drawing: Drawing, pixelScale: Double = 1) -> OpaquePointer? {
        guard let snapshot = gtk_snapshot_new() else { return nil }
        append(drawing, to: snapshot, pixelScale: pixelScale)
        return gtk_snapshot_free_to_node(snapshot)
    }

    /// Appends `drawing` to `snapshot` (a `GtkSnapshot *`) in its current coordinates, for
    /// `pixelScale` device pixels per point (a widget's scale factor; NaN, ∞ and values ≤ 0
    /// count as 1, values above 16 as 16). The snapshot's origin is taken to sit on a device
    /// pixel, as a widget's does (still layers are kept as textures on that grid).
    public func append(_ drawing: Drawing, to snapshot: OpaquePointer, pixelScale: Double = 1) {
        frame &+= 1
        let scale = pixelScale.isFinite && pixelScale > 0 ? Swift.min(pixelScale, 16) : 1
        append(drawing.elements, to: NodeTarget(snapshot: snapshot, scale: scale, isPixelAligned: true))
        letUnusedLayersGo()
    }

    // MARK: - Elements

    func append(_ elements: [Drawing.Element], to target: NodeTarget) {
        for element in elements { append(element, to: target) }
    }

    func append(_ element: Drawing.Element, to target: NodeTarget) {
        switch element {
        case let .arc(center, radius, arc, stroke):
            appendArc(center: center, radius: radius, arc: arc, stroke: stroke, to: target)
        case let .circle(center, radius, fill, stroke):
            appendCircle(center: center, radius: radius, fill: fill, stroke: stroke, to: target)
        case let .ellipse(rect, fill, stroke):
            appendFillAndStroke(NodePaths.ellipse(in: rect), fill: fill, stroke: stroke, to: target)
        case let .path(path, fill, stroke):
            appendFillAndStroke(NodePaths.path(path), fill: fill, stroke: stroke, to: target)
        case let .text(string, center, style):
            appendText(string, center: center, style: style, to: target)
        case let .image(image, rect, rotation, tint):
            appendImage(image, in: rect, rotation: rotation, tint: tint, to: target)
        case let .group(group):
            appendGroup(group, to: target)
        }
    }

    // MARK: - Groups and layers

    func appendGroup(_ group: Drawing.Group, to target: NodeTarget) {
        let t = group.transform
        guard NodeMath.isDrawable(t) else { return }
        if let clip = group.clipCircle {
            guard NodeMath.isDrawable(clip.center), NodeMath.isDrawable(clip.radius), clip.radius >= 0 else { return }
        }
        guard group.opacity > 0, !group.elements.isEmpty else { return }
        let snapshot = target.snapshot
        gtk_snapshot_save(snapshot)
        let inner = NodeTarget(
            snapshot: snapshot, scale: target.scale * NodeMath.scale(of: t),
            isPixelAligned: target.isPixelAligned && NodeMath.movesByWholePixels(t, scale: target.scale))
        NodeMath.apply(t, to: snapshot)
        if group.opacity < 1 { gtk_snapshot_push_opacity(snapshot, group.opacity) }
        if let id = group.layer, keepsLayers {
            appendLayer(id, group, to: inner)
        } else {
            appendContent(of: group, to: inner)
        }
        if group.opacity < 1 { gtk_snapshot_pop(snapshot) }
        gtk_snapshot_restore(snapshot)
    }

    /// The group's clip and elements, without its transform and opacity.
    func appendContent(of group: Drawing.Group, to target: NodeTarget) {
        guard let clip = group.clipCircle else {
            append(group.elements, to: target)
            return
        }
        guard clip.radius > 0 else { return }
        var outline = NodeMath.roundedRect(circle: clip.center, radius: clip.radius)
        gtk_snapshot_push_rounded_clip(target.snapshot, &outline)
        append(group.elements, to: target)
        gtk_snapshot_pop(target.snapshot)
    }

    /// Appends the kept node of layer `id` when its content and pixel scale are unchanged, else
    /// builds it and keeps it: a still layer on the pixel grid as a texture at its exact scale,
    /// any other at the scale rounded up to a quarter octave (so a scale that animates rebuilds
    /// it a few times, not every frame).
    private func appendLayer(_ id: Drawing.LayerID, _ group: Drawing.Group, to target: NodeTarget) {
        let asTexture = rasterizesStillLayers && target.isPixelAligned
        let scale = asTexture ? target.scale : NodeMath.layerScale(target.scale)
        if let kept = keptLayers[id], kept.scale == scale, kept.asTexture == asTexture, kept.clip == group.clipCircle,
            kept.elements == group.elements
        {
            layerCounts.reused &+= 1
            keptLayers[id]?.frame = frame
            if let node = kept.node.node { gtk_snapshot_append_node(target.snapshot, node) }
            return
        }
        layerCounts.built &+= 1
        guard let layerSnapshot = gtk_snapshot_new() else { return }
        appendContent(of: group, to: NodeTarget(snapshot: layerSnapshot, scale: scale, isPixelAligned: false))
        var built = gtk_snapshot_free_to_node(layerSnapshot)
        if asTexture, let vectors = built,
            let texture = NodeRasterizer.texture(of: vectors, scale: scale)
        {
            gsk_render_node_unref(vectors)
            built = texture
        }
        keptLayers[id] = KeptLayer(
            clip: group.clipCircle, elements: group.elements, scale: scale, asTexture: asTexture,
            node: OwnedNode(built), frame: frame)
        if let built { gtk_snapshot_append_node(target.snapshot, built) }
    }

    private func letUnusedLayersGo() {
        guard frame % 16 == 0, !keptLayers.isEmpty else { return }
        let oldest = frame - Self.layerLifetime
        keptLayers = keptLayers.filter { $0.value.frame >= oldest }
    }

    // MARK: - Paints

    /// The GDK colour of `color`.
    static func rgba(_ color: DrawingColor) -> GdkRGBA {
        GdkRGBA(red: Float(color.red), green: Float(color.green), blue: Float(color.blue), alpha: Float(color.alpha))
    }

    /// The flat colour of `paint` in this renderer's theme.
    func color(_ paint: Paint) -> DrawingColor {
        theme.resolve(paint)
    }
}

/// Where elements are appended: a snapshot, the device pixels per unit of its current
/// coordinates (for textures), and whether its origin sits on a device pixel with its axes along
/// the pixel grid (every transform down to it a move by whole pixels).
struct NodeTarget {
    let snapshot: OpaquePointer
    let scale: Double
    let isPixelAligned: Bool
}

/// A layer's kept node with what it was built from, and the last frame that drew it.
struct KeptLayer {
    let clip: Drawing.ClipCircle?
    let elements: [Drawing.Element]
    let scale: Double
    /// Whether it was to be kept as a texture (``NodeRenderer/rasterizesStillLayers``).
    let asTexture: Bool
    let node: OwnedNode
    var frame: Int
}

/// One reference to a render node (`nil`: nothing to draw), let go when this is.
final class OwnedNode {
    let node: OpaquePointer?

    /// Takes over the reference to `node` the caller owns.
    init(_ node: OpaquePointer?) { self.node = node }

    deinit { node.map(gsk_render_node_unref) }
}
