import CCairo
import RotaryControls

extension CairoRenderer {
    // MARK: - Images

    /// The grey of the dashed placeholder drawn for a missing image (the SVG renderer's).
    public static let placeholderColor = DrawingColor(red8: 142, green8: 142, blue8: 147)

    /// Draws an image scaled to fit `rect` (aspect kept, centred), turned by `rotation` about the
    /// rect's centre. A template image paints only its alpha, in `tint` (the theme's tint by default).
    ///
    /// When the store keeps a copy rendered for exactly the device pixels the image lands on
    /// (size, turn and sub-pixel position, see `CairoPixelGrid`), the frame only blits it on
    /// whole pixels. Otherwise the source is drawn — an SVG as vectors, a PNG through Cairo's
    /// good filter — and the store makes the copy when the same pixels are asked for again, so
    /// a still image costs a blit from its third frame on and a moving one is never resampled twice.
    func drawImage(
        _ image: ImageReference, in rect: Rect, rotation: Rotation, tint: Paint?, clip: Drawing.ClipCircle? = nil,
        in context: OpaquePointer
    ) {
        guard Self.isDrawable(rect), Self.isDrawable(rotation.radians) else { return }
        cairo_save(context)
        // A clip circle, in pixels before the image's own turn (a circle stays one on a similarity grid).
        var userSpace = cairo_matrix_t()
        cairo_get_matrix(context, &userSpace)
        let clipPixels = clip.flatMap { clip -> (center: Point, radius: Double)? in
            let grid = CairoPixelGrid(context, pixelScale: pixelScale)
            guard grid.isKnown, grid.similarityRotation != nil else { return nil }
            return (grid.pixel(clip.center), clip.radius * grid.scale.x)
        }
        let center = rect.center
        cairo_translate(context, center.x, center.y)
        cairo_rotate(context, rotation.radians)
        cairo_translate(context, -center.x, -center.y)
        if let store = images, let natural = store.size(named: image.name), rect.width > 0, rect.height > 0 {
            let scale = Swift.min(rect.width / natural.width, rect.height / natural.height)
            let size = Size(width: natural.width * scale, height: natural.height * scale)
            if image.isTemplate { setPaint(tint ?? .semantic(.tint), in: context) }
            let blitted = (clip == nil || clipPixels != nil)
                && blitCopy(image, from: store, center: center, size: size, clip: clipPixels, in: context)
            if !blitted {
                if let clip { Self.addClip(clip, underlying: &userSpace, in: context) }
                cairo_translate(context, center.x - size.width / 2, center.y - size.height / 2)
                drawSource(image, from: store, size: size, in: context)
            }
        } else {
            if let clip { Self.addClip(clip, underlying: &userSpace, in: context) }
            drawPlaceholder(image, in: rect, tint: tint, in: context)
        }
        cairo_restore(context)
    }

    /// Blits the store's copy of `image` made for the pixels it lands on (`size` centred on
    /// `center` in user space), cut by `clip` (a circle in pixels) if given; `false` (nothing
    /// drawn) when there is no such copy yet, the pixel grid is unknown or user space is
    /// sheared or mirrored on it.
    private func blitCopy(
        _ image: ImageReference, from store: CairoImageStore, center: Point, size: Size,
        clip: (center: Point, radius: Double)?, in context: OpaquePointer
    ) -> Bool {
        let grid = CairoPixelGrid(context, pixelScale: pixelScale)
        guard grid.isKnown else { return false }
        guard let turn = grid.similarityRotation else {
            return clip == nil && blitStretchedCopy(image, from: store, center: center, size: size, grid: grid, in: context)
        }
        let perUnit = grid.scale.x
        var quarterDegrees = Int32(truncatingIfNeeded: Int((turn.radians * 720 / .pi).rounded()) % 1_440)
        if quarterDegrees < 0 { quarterDegrees += 1_440 }
        // The copy's centre sits at the middle of its surface plus a quarter-pixel phase, so
        // that its corner falls on a whole pixel.
        guard let probe = store.scaledKey(image.name, pixelWidth: size.width * perUnit, pixelHeight: size.height * perUnit,
                                          quarterDegrees: quarterDegrees, phaseX: 0, phaseY: 0) else { return false }
        let middle = grid.pixel(center)
        guard let (whole, phase) = CairoImageStore.placement(middle: middle, pixels: probe.pixelSize) else { return false }
        var key = ScaledKey(name: probe.name, quarterWidth: probe.quarterWidth, quarterHeight: probe.quarterHeight,
                            quarterDegrees: quarterDegrees, phaseX: phase.x, phaseY: phase.y)
        key.alphaOnly = image.isTemplate
        if let clip {
            let offset = (x: (clip.center.x - middle.x) * 4, y: (clip.center.y - middle.y) * 4, radius: clip.radius * 4)
            let limit = 4 * CairoImageStore.maximumScaledSide
            guard Swift.abs(offset.x) < limit, Swift.abs(offset.y) < limit, offset.radius >= 0, offset.radius < limit else { return false }
            (key.clipX, key.clipY, key.clipRadius) = (Int32(offset.x.rounded()), Int32(offset.y.rounded()), Int32(offset.radius.rounded()))
        }
        guard let surface = store.cachedCopy(key) ?? (store.noteRequest(key) ? store.makeCopy(key) : nil) else {
            // First asked for at this turn: an upright copy prepared ahead (or kept) is turned.
            return clip == nil && quarterDegrees != 0 && !image.isTemplate
                && blitTurnedCopy(image, from: store, key: key, turn: turn, middle: middle, grid: grid, in: context)
        }
        grid.usePixelSpace(context)
        paint(surface, template: image.isTemplate, left: whole.x, top: whole.y, in: context)
        return true
    }

    /// Paints `surface` with its corner on the device pixel (`left`, `top`), user space being
    /// the pixels: as it is, or for a template image, the current source (its tint) through it.
    private func paint(_ surface: OpaquePointer, template: Bool, left: Double, top: Double, in context: OpaquePointer) {
        if template {
            cairo_mask_surface(context, surface, left, top)
        } else {
            cairo_set_source_surface(context, surface, left, top)
            cairo_paint(context)
        }
    }

    /// Blits the store's copy of `image` stretched to the pixels it lands on where user space is
    /// scaled unevenly on the grid (no turn: the picker's squashed rows); only a copy kept
    /// already (made by ``CairoImageStore/prepare(_:pixelScale:)``) is used, since such sizes
    /// change every frame while the picker moves. `false` (nothing drawn) otherwise.
    private func blitStretchedCopy(
        _ image: ImageReference, from store: CairoImageStore, center: Point, size: Size, grid: CairoPixelGrid,
        in context: OpaquePointer
    ) -> Bool {
        guard grid.b == 0, grid.c == 0, grid.a > 0, grid.d > 0,
              var key = store.scaledKey(image.name, pixelWidth: size.width * grid.a, pixelHeight: size.height * grid.d,
                                        quarterDegrees: 0, phaseX: 0, phaseY: 0) else { return false }
        key.stretches = true
        guard let (whole, phase) = CairoImageStore.placement(middle: grid.pixel(center), pixels: key.pixelSize) else { return false }
        var placed = ScaledKey(name: key.name, quarterWidth: key.quarterWidth, quarterHeight: key.quarterHeight,
                               quarterDegrees: 0, phaseX: phase.x, phaseY: phase.y)
        placed.stretches = true
        placed.alphaOnly = image.isTemplate
        guard let surface = store.cachedCopy(placed) else { return false }
        grid.usePixelSpace(context)
        paint(surface, template: image.isTemplate, left: whole.x, top: whole.y, in: context)
        return true
    }

    /// Draws the store's upright copy of `image` at the pixel size of `key` turned by `turn`
    /// about its centre, landing on the device point `middle` (bilinear, as a turned layer is
    /// composed while it moves). Only the first frame that shows a copy
    /// ``CairoImageStore/prepare(_:pixelScale:)`` made does this instead of rendering the SVG; later
    /// frames draw as before (the same turn asked for again gets its exact copy). `false`
    /// (nothing drawn) in any other frame, without such a copy, above the size the layer cache
    /// resamples (``CairoLayerCache``: there the vectors cost less), when the store does not
    /// turn copies (``CairoImageStore/turnsUprightCopies``: not in debug builds) or when the
    /// turn cannot be resampled.
    private func blitTurnedCopy(
        _ image: ImageReference, from store: CairoImageStore, key: ScaledKey, turn: Rotation, middle: Point,
        grid: CairoPixelGrid, in context: OpaquePointer
    ) -> Bool {
        let pixels = key.size
        guard store.turnsUprightCopies,
              (pixels.width + 4) * (pixels.height + 4) <= CairoLayerCache.maximumResampledPixels,
              let upright = store.uprightCopy(key.name, quarterWidth: key.quarterWidth, quarterHeight: key.quarterHeight),
              store.mayTurnUprightCopy(UprightKey(name: key.name, quarterWidth: key.quarterWidth, quarterHeight: key.quarterHeight)),
              let turned = CairoImageStore.turned(upright.surface, key: upright.key, by: turn, middle: middle) else { return false }
        defer { cairo_surface_destroy(turned.image) }
        store.turnedCopyCount &+= 1
        frameImages.keep(turned.image)
        grid.usePixelSpace(context)
        paint(turned.image, template: image.isTemplate, left: turned.left, top: turned.top, in: context)
        return true
    }

    /// Draws the source itself filling `size` from the user-space origin: an SVG as vectors, a
    /// bitmap through a scaled pattern (Cairo's good filter).
    private func drawSource(_ image: ImageReference, from store: CairoImageStore, size: Size, in context: OpaquePointer) {
        guard let source = store.source(named: image.name) else { return }
        if case .bitmap(let surface) = source {
            let natural = source.size
            cairo_scale(context, size.width / natural.width, size.height / natural.height)
            if image.isTemplate {
                cairo_mask_surface(context, surface, 0, 0)
            } else {
                cairo_set_source_surface(context, surface, 0, 0)
                cairo_paint(context)
            }
        } else if image.isTemplate, maskWithRasterizedVector(source, size: size, in: context) {
            return
        } else if image.isTemplate {
            // A template needs a mask: render the SVG into a group (clipped to the image, so the
            // group is icon-sized) and paint the tint through its alpha.
            let tint = cairo_pattern_reference(cairo_get_source(context))
            cairo_rectangle(context, 0, 0, size.width, size.height)
            cairo_clip(context)
            cairo_push_group(context)
            CairoImageStore.draw(source, width: size.width, height: size.height, in: context)
            let group = cairo_pop_group(context)
            cairo_set_source(context, tint)
            cairo_mask(context, group)
            cairo_pattern_destroy(group)
            cairo_pattern_destroy(tint)
        } else {
            CairoImageStore.draw(source, width: size.width, height: size.height, in: context)
        }
    }

    /// Paints the current source (a template's tint) through an SVG's alpha, the SVG rendered by
    /// librsvg straight into an image on the device's pixels (user space as it lands on them,
    /// clipped to the image's `size` from the user-space origin): what a group does, without a
    /// group. In GTK 4's recording surface a group is recorded and rendered again as a mask at
    /// the replay; the image is kept a frame (`frameImages`) so that the recording never copies
    /// it. `false` (nothing drawn) when the pixels are unknown or the box is empty or too large.
    private func maskWithRasterizedVector(_ source: CairoImageStore.Source, size: Size, in context: OpaquePointer) -> Bool {
        let grid = CairoPixelGrid(context, pixelScale: pixelScale)
        guard grid.isKnown else { return false }
        let box = grid.pixels(x1: 0, y1: 0, x2: size.width, y2: size.height).intersection(grid.clipPixels(of: context))
        guard !box.isEmpty, box.isFinite, Swift.abs(box.minX) < 1e7, Swift.abs(box.minY) < 1e7 else { return false }
        let left = box.minX.rounded(.down), top = box.minY.rounded(.down)
        let width = box.maxX.rounded(.up) - left, height = box.maxY.rounded(.up) - top
        guard width >= 1, height >= 1, width <= CairoImageStore.maximumScaledSide, height <= CairoImageStore.maximumScaledSide,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return false }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let raster = cairo_create(surface) else { return false }
        var matrix = cairo_matrix_t(xx: grid.a, yx: grid.b, xy: grid.c, yy: grid.d, x0: grid.tx - left, y0: grid.ty - top)
        cairo_set_matrix(raster, &matrix)
        cairo_rectangle(raster, 0, 0, size.width, size.height)
        cairo_clip(raster)
        CairoImageStore.draw(source, width: size.width, height: size.height, in: raster)
        cairo_destroy(raster)
        cairo_surface_flush(surface)
        frameImages.keep(surface)
        cairo_save(context)
        let tint = cairo_pattern_reference(cairo_get_source(context))
        grid.usePixelSpace(context)
        cairo_set_source(context, tint)
        cairo_mask_surface(context, surface, left, top)
        cairo_pattern_destroy(tint)
        cairo_restore(context)
        return true
    }

    /// A dashed rounded rectangle with the image's name inside, as the SVG renderer draws it.
    private func drawPlaceholder(_ image: ImageReference, in rect: Rect, tint: Paint?, in context: OpaquePointer) {
        let color = tint.map(theme.resolve) ?? Self.placeholderColor
        let corner = Swift.min(4, Swift.min(rect.width, rect.height) / 4)
        cairo_new_path(context)
        let (x, y, w, h) = (rect.minX + 0.5, rect.minY + 0.5, Swift.max(0, rect.width - 1), Swift.max(0, rect.height - 1))
        cairo_arc(context, x + w - corner, y + corner, corner, -.pi / 2, 0)
        cairo_arc(context, x + w - corner, y + h - corner, corner, 0, .pi / 2)
        cairo_arc(context, x + corner, y + h - corner, corner, .pi / 2, .pi)
        cairo_arc(context, x + corner, y + corner, corner, .pi, 3 * .pi / 2)
        cairo_close_path(context)
        var dashes: [Double] = [4, 3]
        cairo_set_dash(context, &dashes, 2, 0)
        cairo_set_line_width(context, 1)
        setColor(color, in: context)
        cairo_stroke(context)
        cairo_set_dash(context, nil, 0, 0)
        let fontSize = Swift.min(12, rect.height / 3, rect.width / (0.6 * Double(Swift.max(1, image.name.count)) + 0.5))
        showText(image.name, center: rect.center, style: TextStyle(fontSize: fontSize, paint: .color(color)), in: context)
    }
}
