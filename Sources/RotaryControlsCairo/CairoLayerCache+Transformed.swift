import CCairo
import Glibc
import RotaryControls

/// Layers drawn with more than a move: shrunk (a full-size rendering resampled through the
/// squash) and turned (an upright rendering resampled).
extension CairoLayerCache {
    /// Draws a layer that its own transform shrinks (a scale below 1 on either axis, no turn:
    /// the picker's rows, squashed towards the wheel's rim) from one rendering of its content at
    /// full size, scaled down with a bilinear filter: resampled in C where the rendering shows
    /// anything (``drawResampled(_:toScreen:turnsOnly:opacity:grid:keeping:in:)``; the picker's
    /// drag at 2× went from 27 full-surface paints to 17 against pixman's scaled blit through
    /// GTK's recording, which scales every pixel of each row's rendering) or, where the
    /// resampler is off (debug builds), by pixman: the scale changes every frame, so an exact
    /// rendering per scale would never be used twice. The full-size rendering is made on the second request; at rest the exact
    /// rendering (asked for twice with the same scale) takes over. `false` (nothing drawn) when
    /// the layer does not shrink that way or this is the first request.
    func drawShrunk(
        _ group: Drawing.Group, map: Transform, grid: CairoPixelGrid, renderer: CairoRenderer, in context: OpaquePointer
    ) -> Bool {
        guard shrinks(group), grid.b == 0, grid.c == 0, grid.a > 0, grid.d > 0 else { return false }
        let full = (x: grid.a, y: grid.d)
        let key = Key(content: group.contentKey, theme: renderer.themeKey, scaleX: Int64((full.x * 4_096).rounded()),
                      scaleY: Int64((full.y * 4_096).rounded()), phaseX: -3, phaseY: -3)
        let entry: Entry
        if let kept = keptEntry(key, for: group) {
            entry = kept
        } else {
            guard noteRequest(key), let made = render(group, key: key, scale: full, phase: (0, 0), renderer: renderer) else {
                return false
            }
            entry = made
        }
        blitCount &+= 1
        approximatedCount &+= 1
        // Sprite pixel q shows content point p = (q + corner) / full; the screen shows p at map(p).
        let toScreen = Transform(a: map.a / full.x, b: 0, c: 0, d: map.d / full.y,
                                 tx: map.a * entry.corner.x / full.x + map.tx, ty: map.d * entry.corner.y / full.y + map.ty)
        if resamplesTurnedLayers, drawResampled(entry, toScreen: toScreen, turnsOnly: false, opacity: group.opacity,
                                                grid: grid, keeping: renderer.frameImages, in: context) { return true }
        cairo_save(context)
        grid.usePixelSpace(context)
        cairo_translate(context, map.tx, map.ty)
        cairo_scale(context, map.a / full.x, map.d / full.y)
        cairo_set_source_surface(context, entry.surface, entry.corner.x, entry.corner.y)
        cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_BILINEAR)
        Self.paintSource(opacity: group.opacity, in: context)
        cairo_restore(context)
        return true
    }

    /// Draws a small turned layer that moves by resampling one upright rendering of it at its
    /// pixel scale (``turnedResampling(_:map:renderer:)``) into a new image and blitting that;
    /// `false` (nothing drawn) when it is to be drawn from its vectors.
    func drawTurned(
        _ group: Drawing.Group, map: Transform, grid: CairoPixelGrid, renderer: CairoRenderer, in context: OpaquePointer
    ) -> Bool {
        guard let resampling = turnedResampling(group, map: map, renderer: renderer),
              let image = resampling.makeImage() else { return false }
        defer { cairo_surface_destroy(image) }
        CairoPixelImage.blit(image, left: resampling.left, top: resampling.top, grid: grid, opacity: group.opacity,
                             keeping: renderer.frameImages, in: context)
        blitCount &+= 1
        approximatedCount &+= 1
        return true
    }

    /// How a small turned layer that moves (`map`: its content to device pixels) is resampled:
    /// its upright rendering at its pixel scale, kept from an earlier frame (made now if there
    /// is none), or in the first frame that shows it turned the image store's upright copy of
    /// its one image (``turnedCopyResampling(_:map:scale:renderer:)``). `nil` — draw it from its
    /// vectors — at rest (the same turn and place asked for in two frames in a row: the exact
    /// picture), when it is sheared or scaled unevenly, or too large for resampling to beat its
    /// vectors. Asked twice in a frame, it answers the same.
    func turnedResampling(_ group: Drawing.Group, map: Transform, renderer: CairoRenderer) -> CairoResampling? {
        let k = (map.a * map.a + map.b * map.b).squareRoot()
        guard k > 0, Swift.abs(map.a - map.d) <= 1e-9 * k, Swift.abs(map.b + map.c) <= 1e-9 * k else { return nil }
        guard let bounds = Self.resampledBounds(group), bounds.width * k <= Self.maximumTurnedSide,
              bounds.height * k <= Self.maximumTurnedSide,
              (bounds.width * k + 4) * (bounds.height * k + 4) <= Self.maximumResampledPixels else { return nil }
        let theme = renderer.themeKey
        let content = group.contentKey
        var exact = Hasher()
        exact.combine(content)
        exact.combine(map.a); exact.combine(map.b); exact.combine(map.tx); exact.combine(map.ty)
        let still = Key(content: content, theme: theme, scaleX: Int64(truncatingIfNeeded: exact.finalize()), scaleY: -1,
                        phaseX: -1, phaseY: -1)
        // At rest (the same turn and place as in the frame before): the exact picture, from
        // vectors and the image store's exact copies. Only the frame before counts: a ring of
        // repeating icons comes back to poses it showed long ago while it turns.
        if askedInFrameBefore(still) { return nil }
        let key = Key(content: content, theme: theme, scaleX: Int64((k * 4_096).rounded()), scaleY: Int64((k * 4_096).rounded()),
                      phaseX: -2, phaseY: -2)
        if let kept = keptEntry(key, for: group) { return resampling(of: kept, map: map, scale: k) }
        // First shown turned: the store's upright copy of its one image turned, if there is one.
        if let copy = turnedCopyResampling(group, map: map, scale: k, renderer: renderer) { return copy }
        guard let made = render(group, key: key, scale: (k, k), phase: (0, 0), renderer: renderer) else { return nil }
        return resampling(of: made, map: map, scale: k)
    }

    /// The box of what a turned layer shows, to weigh resampling its rendering (only where it
    /// shows anything, ``CairoContentReach``) against drawing its vectors: its content's box,
    /// except that a layer of one image counts the image's rectangle turned by its own rotation,
    /// not the circle through its corners that bounds it under any turn (a spoke icon 38 pt
    /// wide: 38 pt, not 54). `nil` when the content cannot be bounded.
    static func resampledBounds(_ group: Drawing.Group) -> Rect? {
        guard group.clipCircle == nil, group.elements.count == 1, case let .image(_, rect, rotation, _) = group.elements[0],
              rect.width.isFinite, rect.height.isFinite, rotation.radians.isFinite else { return group.contentBounds }
        let (cosine, sine) = (Swift.abs(cos(rotation.radians)), Swift.abs(sin(rotation.radians)))
        let width = rect.width * cosine + rect.height * sine, height = rect.width * sine + rect.height * cosine
        return Rect(x: rect.center.x - width / 2, y: rect.center.y - height / 2, width: width, height: height)
    }

    /// Whether the layer's own transform shrinks it (axis-aligned, a scale below 1): such a
    /// layer gets an exact rendering only at rest (``askedInFrameBefore(_:)``), since a drag
    /// back and forth asks for the same scales again and again, each rendering used once.
    func shrinks(_ group: Drawing.Group) -> Bool {
        let own = group.transform
        return own.b == 0 && own.c == 0 && own.a > 0 && own.d > 0 && own.a <= 1 && own.d <= 1 && (own.a < 1 || own.d < 1)
    }

    /// Whether `key` was asked for in the frame before this one (the layer rests); notes it as
    /// asked for now. Asked again in the same frame, it answers the same.
    func askedInFrameBefore(_ key: Key) -> Bool {
        if let asked = askedFrames[key], asked.last == frame { return asked.before == frame &- 1 }
        let last = askedFrames[key]?.last
        if askedFrames.count >= 4_096 { askedFrames.removeAll(keepingCapacity: true) }
        askedFrames[key] = (last: frame, before: last ?? Int.min)
        return last == frame &- 1
    }
}
