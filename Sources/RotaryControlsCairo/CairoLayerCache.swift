import CCairo
import CRotaryPixels
import Glibc
import RotaryControls

/// Keeps the layers of drawings (groups with a `Drawing.LayerID`) rendered at device pixels, so
/// that a frame only composes what did not change: the GTK host's layer cache, shared with the
/// frame benchmark.
///
/// A layer whose transform lands on the pixel grid as a move and a scale (no turn) is kept as a
/// surface of its content, rendered for its exact pixel scale and its position within a pixel
/// (quarter pixels), and drawn as one blit on whole pixels, with its opacity. Keyed by the
/// layer's content (`Drawing.Group.contentKey`, checked element by element on a hit), the
/// theme, the scale and the quarter-pixel phase, so equal content shared by several layers (the
/// spinner's spoke discs) is rendered once, and a layer that only moves is never drawn again.
/// A layer that its own transform shrinks by a scale that changes every frame (the picker's
/// rows) is one full-size rendering resampled (bilinear) through the squash while it moves.
/// A small turned layer that moves (the spinner's spoke icons while the ring turns) is its
/// upright rendering resampled through the turn with a bilinear filter, as a GPU compositor
/// turns a layer (``resamplesTurnedLayers``); at rest, and when larger, it is drawn from its
/// vectors and pre-scaled images (Cairo's own turned blit costs far more: about 210
/// full-surface paints for a 600 px square, against 5 unturned).
/// A rendering is made on the second request for the same pixels, so a first frame costs what
/// it did without layers. Renderings live within ``byteLimit``, least recently used out.
///
/// ```swift
/// var renderer = CairoRenderer(images: store)
/// renderer.layers = CairoLayerCache()
/// ```
public final class CairoLayerCache {
    /// The most bytes of renderings kept (32 MiB by default).
    public var byteLimit = 32 << 20
    /// How many layer renderings were made so far (a diagnostic for tests and benchmarks).
    public private(set) var renderCount = 0
    /// How many layers were drawn by blitting a kept rendering so far.
    public internal(set) var blitCount = 0
    /// How many layers were drawn approximately so far, as they move: turned ones resampled
    /// from an upright rendering, shrunk ones scaled from a full-size rendering. The next frame
    /// that asks for them at rest draws them exact, so a host that stops drawing when the
    /// control stops moving draws one more frame when this grew (the GTK host does).
    public internal(set) var approximatedCount = 0
    /// How many pairs of layers were composed into one image before their blit so far (a turned
    /// layer under one that covers it: the spinner's spoke icon under its outline).
    public internal(set) var composedCount = 0
    /// The longest side, in pixels, of a kept rendering; larger layers are drawn as groups.
    public static let maximumSide = 4_096.0

    struct Key: Hashable {
        let content: Int
        let theme: Int
        let scaleX: Int64
        let scaleY: Int64
        let phaseX: Int8
        let phaseY: Int8
    }

    struct Entry: CairoBudgetedSurface {
        let elements: [Drawing.Element]
        let clip: Drawing.ClipCircle?
        let surface: OpaquePointer
        /// The whole pixels from the layer's origin (its whole-pixel part) to the surface's corner.
        let corner: (x: Double, y: Double)
        let bytes: Int
        var lastUse: Int
        /// Where the rendering shows anything, for a turned layer's (resampled turned); `nil` otherwise.
        var reach: CairoContentReach? = nil
    }

    private var kept = CairoSurfaceBudget<Key, Entry>()
    var requested = Set<Key>()
    /// Where a turned layer is resampled before it is composed under another layer's rendering.
    let scratch = CairoScratchPixels()
    /// How many circle renderings were made by mirroring another phase's (a diagnostic for tests).
    var mirroredCount = 0

    /// Keeps `entry` for `key` (a rendering made outside ``render(_:key:scale:phase:renderer:)``),
    /// making room for it first.
    func keep(_ entry: Entry, for key: Key) {
        kept.makeRoom(for: entry.bytes, limit: byteLimit)
        kept.keep(entry, for: key)
    }

    /// Creates an empty cache.
    public init() {}

    deinit { removeAll() }

    /// The number of renderings kept now.
    public var count: Int { kept.count }

    /// Releases every rendering (they are made again as layers are drawn).
    public func removeAll() {
        kept.removeAll()
    }

    /// Draws `group` (a layer) from a kept rendering, making one when the same pixels were asked
    /// for before; `false` (nothing drawn) when the layer is turned or sheared on the pixel
    /// grid, the grid is unknown, it is too large, or this is its first request.
    func draw(_ group: Drawing.Group, renderer: CairoRenderer, in context: OpaquePointer) -> Bool {
        let grid = CairoPixelGrid(context, pixelScale: renderer.pixelScale)
        guard grid.isKnown else { return false }
        let map = group.transform.concatenating(grid.toPixels)
        guard map.tx.isFinite, map.ty.isFinite, Swift.abs(map.tx) < 1e7, Swift.abs(map.ty) < 1e7 else { return false }
        guard Self.movesAndScales(map) else {
            return resamplesTurnedLayers && drawTurned(group, map: map, grid: grid, renderer: renderer, in: context)
        }
        guard let placed = placement(of: group, map: map, renderer: renderer, noting: true) else {
            return drawShrunk(group, map: map, grid: grid, renderer: renderer, in: context)
        }
        blitCount &+= 1
        cairo_save(context)
        grid.usePixelSpace(context)
        cairo_set_source_surface(context, placed.entry.surface, placed.left, placed.top)
        Self.paintSource(opacity: group.opacity, in: context)
        cairo_restore(context)
        return true
    }

    /// Whether `map` lands on the pixel grid as a move and a scale, no turn, no mirror.
    static func movesAndScales(_ map: Transform) -> Bool {
        let k = Swift.max(Swift.abs(map.a), Swift.abs(map.d))
        return map.a > 0 && map.d > 0 && Swift.abs(map.b) <= 1e-9 * k && Swift.abs(map.c) <= 1e-9 * k
    }

    /// The rendering of a layer that `map` moves and scales on the pixel grid (no turn), and the
    /// device pixel its corner lands on: kept, or made now when the same pixels were asked for
    /// before (`noting` this request when they were not; a shrunk layer: in the frame before) or
    /// the layer is one circle (its direct drawing paints an image of it too: rendering it costs
    /// no more). `nil` when there is none to blit.
    func placement(
        of group: Drawing.Group, map: Transform, renderer: CairoRenderer, noting: Bool
    ) -> (entry: Entry, left: Double, top: Double)? {
        var whole = (x: map.tx.rounded(.down), y: map.ty.rounded(.down))
        var phase = (x: Int8(((map.tx - whole.x) * 4).rounded()), y: Int8(((map.ty - whole.y) * 4).rounded()))
        if phase.x == 4 { (whole.x, phase.x) = (whole.x + 1, 0) }
        if phase.y == 4 { (whole.y, phase.y) = (whole.y + 1, 0) }
        let key = Key(content: group.contentKey, theme: renderer.themeKey, scaleX: Int64((map.a * 4_096).rounded()),
                      scaleY: Int64((map.d * 4_096).rounded()), phaseX: phase.x, phaseY: phase.y)
        let entry: Entry
        if let kept = keptEntry(key, for: group) {
            entry = kept
        } else if let mirrored = mirroredCircle(group, key: key, scale: (map.a, map.d)) {
            entry = mirrored
        } else if shrinks(group) ? noting && askedInFrameBefore(key) : Self.isLoneCircle(group) || (noting && noteRequest(key)),
                  let made = render(group, key: key, scale: (map.a, map.d),
                                    phase: (Double(key.phaseX) / 4, Double(key.phaseY) / 4), renderer: renderer) {
            entry = made
        } else {
            return nil
        }
        return (entry, whole.x + entry.corner.x, whole.y + entry.corner.y)
    }

    /// Whether a layer is one circle: the renderer paints such a circle into an image of its
    /// own and blits it (``CairoDiscImage``), so its rendering is made on its first request.
    static func isLoneCircle(_ group: Drawing.Group) -> Bool {
        guard group.clipCircle == nil, group.elements.count == 1, case .circle = group.elements[0] else { return false }
        return true
    }

    /// Whether a small turned layer that moves is drawn by resampling its upright rendering
    /// (bilinear, about 4 ns a pixel) instead of from its vectors. On by default in optimised
    /// builds; off in debug builds, where the resampler runs about 14 times slower than drawing
    /// the layer from its vectors. At rest (asked for twice with the same turn and place) a
    /// layer is always drawn from its vectors.
    public var resamplesTurnedLayers = rotary_pixels_is_optimized() != 0

    /// The most pixels of an upright rendering resampled turned (its content's box with two
    /// pixels of margin each way, a one-image layer's box being the image's own rectangle:
    /// `resampledBounds`); a larger turned layer is drawn from its vectors. Measured here: since
    /// the resampler skips transparent neighbourhoods and only covers the rendering's content
    /// (`CairoContentReach`), a 114 px spoke icon (38 pt at 3×) costs less resampled than drawn
    /// from its SVG (the 12-icon ring's drag at 3×: 17 → 14 paints); above about 128 × 128
    /// pixels the vectors win.
    static let maximumResampledPixels = 128.0 * 128.0

    /// The largest turned rendering, in pixels (a side): larger turned layers are drawn from vectors.
    static let maximumTurnedSide = 256.0

    /// The frame being drawn (counted by ``beginFrame()``).
    var frame = 0
    /// Keys of shrunk and turned layers, the frame they were last asked for in, and the frame of
    /// the request before that one.
    var askedFrames: [Key: (last: Int, before: Int)] = [:]
    /// The kept rendering for `key` if it still shows `group`'s content (checked element by
    /// element, so equal keys of different content never mix), marked as just used.
    func keptEntry(_ key: Key, for group: Drawing.Group) -> Entry? {
        kept.use(key) { $0.clip == group.clipCircle && $0.elements == group.elements }
    }

    /// Paints the context's source, at `opacity` when it is below 1.
    static func paintSource(opacity: Double, in context: OpaquePointer) {
        if opacity < 1 {
            cairo_paint_with_alpha(context, opacity)
        } else {
            cairo_paint(context)
        }
    }

    /// A lone circle's rendering (``isLoneCircle(_:)``) painted by the disc painter straight into
    /// a new image of `size` whose pixel (0, 0) is the layer's pixel `corner` (the layer's user
    /// space scaled by `scale` and moved by `phase`): what drawing it through a Cairo context
    /// into a cleared image paints, without making the context or clearing the image. `nil`
    /// when it is not such a layer or the painter cannot paint it (too small, not evenly scaled,
    /// a gradient outline).
    static func paintedCircle(
        _ group: Drawing.Group, scale: (x: Double, y: Double), phase: (x: Double, y: Double), corner: (Double, Double),
        size: (width: Int, height: Int), renderer: CairoRenderer
    ) -> OpaquePointer? {
        guard isLoneCircle(group), scale.x == scale.y, case let .circle(center, radius, fill, stroke) = group.elements[0],
              CairoRenderer.isDrawable(center), CairoRenderer.isDrawable(radius), radius >= 0,
              let circle = renderer.discCircle(center: center, radius: radius, fill: fill, stroke: stroke),
              circle.fill != nil || circle.stroke != nil,
              let (plan, _) = CairoDiscImage(circles: [circle]).plan(
                  pixel: { Point(x: $0.x * scale.x + phase.x, y: $0.y * scale.y + phase.y) }, perUnit: scale.x) else { return nil }
        return CairoDiscImage.paint(plan, width: size.width, height: size.height, origin: corner)
    }

    /// Starts a frame: the renderer calls it once per drawing.
    func beginFrame() { frame &+= 1 }

    /// Whether `key` was asked for before (and not yet rendered): the keys asked for once are
    /// kept (up to 4 096, then forgotten at once), so two keys never push each other out.
    func noteRequest(_ key: Key) -> Bool {
        if requested.remove(key) != nil { return true }
        if requested.count >= 4_096 { requested.removeAll(keepingCapacity: true) }
        requested.insert(key)
        return false
    }

    /// Renders the layer's content for `key` into a new surface just large enough, and keeps it.
    func render(
        _ group: Drawing.Group, key: Key, scale: (x: Double, y: Double), phase: (x: Double, y: Double), renderer: CairoRenderer
    ) -> Entry? {
        guard var bounds = DrawingBounds.of(group.elements), !bounds.isEmpty else { return nil }
        if let clip = group.clipCircle {
            var circle = DrawingBounds()
            circle.include(clip.center, margin: clip.radius)
            bounds = bounds.intersection(circle)
            guard !bounds.isEmpty else { return nil }
        }
        // Two pixels of margin for antialiasing.
        let left = (scale.x * bounds.minX + phase.x).rounded(.down) - 2
        let top = (scale.y * bounds.minY + phase.y).rounded(.down) - 2
        let right = (scale.x * bounds.maxX + phase.x).rounded(.up) + 2
        let bottom = (scale.y * bounds.maxY + phase.y).rounded(.up) + 2
        guard left.isFinite, top.isFinite, right.isFinite, bottom.isFinite,
              right - left <= Self.maximumSide, bottom - top <= Self.maximumSide else { return nil }
        let (width, height) = (Int32(right - left), Int32(bottom - top))
        let size = Int(width) * Int(height) * 4
        kept.makeRoom(for: size, limit: byteLimit)
        let surface: OpaquePointer
        if let painted = Self.paintedCircle(group, scale: scale, phase: phase, corner: (left, top), size: (Int(width), Int(height)),
                                            renderer: renderer) {
            surface = painted
        } else {
            guard let made = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return nil }
            surface = made
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface) else {
                cairo_surface_destroy(surface)
                return nil
            }
            var matrix = cairo_matrix_t()
            cairo_matrix_init(&matrix, scale.x, 0, 0, scale.y, phase.x - left, phase.y - top)
            cairo_set_matrix(context, &matrix)
            var content = renderer
            content.pixelScale = nil
            content.layers = nil
            content.drawContent(of: group, in: context)
            cairo_destroy(context)
            cairo_surface_flush(surface)
        }
        renderCount &+= 1
        // A turned or shrunk layer's rendering (resampled while it moves) notes where it shows anything.
        let resampled = key.phaseX == -2 || key.phaseX == -3
        let entry = Entry(elements: group.elements, clip: group.clipCircle, surface: surface, corner: (left, top),
                          bytes: size, lastUse: 0, reach: resampled ? CairoContentReach(of: surface, aroundX: -left, y: -top) : nil)
        kept.keep(entry, for: key)
        return entry
    }
}
