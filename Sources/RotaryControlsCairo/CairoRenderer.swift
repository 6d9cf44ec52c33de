import CCairo
import RotaryControls

/// Paints any `Drawing` into a cairo context: the Linux counterpart of `SVGRenderer`.
///
/// The renderer only translates; it never decides geometry. Elements holding a non-finite
/// number (NaN, ±∞), a negative radius or a singular group transform are skipped, so a bad
/// drawing never puts the cairo context into an error state. Semantic colours are resolved
/// by `theme`; images are SVG or PNG files looked up by name in `images` (a dashed placeholder
/// with the name is drawn when one is missing).
///
/// Repeated frames are cheap: images are decoded and scaled once per device pixel size (by the
/// store) and text is laid out once per string, size and weight (by the renderer, shared by its
/// copies), so a steady frame mostly blits and fills. Not thread-safe: one renderer per thread.
///
/// ```swift
/// let renderer = CairoRenderer(images: CairoImageStore(directory: "Linux/Assets"))
/// renderer.draw(drawing, in: context)
/// ```
public struct CairoRenderer {
    /// Resolves semantic colours; defaults to `CairoTheme.light`.
    public var theme: CairoTheme {
        didSet { themeKey = theme.hashValue }
    }
    /// `theme.hashValue`, computed once per theme rather than once per layer and frame (hashing
    /// the theme's colour table costs more than composing a small layer): part of every layer
    /// cache key.
    private(set) var themeKey: Int
    /// Where images come from; `nil` draws every image as a placeholder.
    public var images: CairoImageStore?
    /// Filled behind the drawing when set; `nil` leaves the surface untouched (transparent for PNGs).
    public var background: DrawingColor?
    /// Device pixels per device unit of the target, when the context cannot tell: a host drawing
    /// into a recording surface that is replayed later at a scale (GTK 4's drawing area, at
    /// `gtk_widget_get_scale_factor`) sets it so that images are pre-scaled for those pixels.
    /// `nil` (the default) reads the target surface's device scale; the CTM counts either way.
    public var pixelScale: Double?
    /// Keeps layers (groups with a `Drawing.LayerID`) rendered and composes them per frame;
    /// `nil` (the default) draws every layer as the group it is.
    public var layers: CairoLayerCache?
    /// Pango layouts kept per string, size and weight (shared by copies of this renderer).
    let textLayouts = CairoTextLayoutCache()
    /// The image gradient arcs are painted into (shared by copies of this renderer).
    let gradientBands = CairoGradientBandScratch()
    /// Images painted pixel by pixel in the last frames, kept a frame (shared by copies).
    let frameImages = CairoFrameImages()
    /// Multiplies the alpha of every colour set (`setColor`): a translucent group's opacity
    /// folded into an element drawn as one operation in one colour (``drawGroupImage(_:in:)``).
    var colorOpacity = 1.0

    /// Creates a renderer. Defaults: the light theme, no images (placeholders), no background.
    public init(theme: CairoTheme = .light, images: CairoImageStore? = nil, background: DrawingColor? = nil) {
        self.theme = theme
        self.themeKey = theme.hashValue
        self.images = images
        self.background = background
    }

    // MARK: - Rendering

    /// Draws `drawing` into `context` (a `cairo_t *`) in the context's current user space.
    ///
    /// The context's state (transform, clip, source) is saved and restored around the call.
    /// How many things this renderer's caches have drawn approximately so far, as they moved:
    /// layers resampled or scaled (``CairoLayerCache/approximatedCount``) and prepared images
    /// turned from upright copies (``CairoImageStore/turnedCopyCount``). When a frame makes it
    /// grow, the next frame at rest draws them exact: a host that draws only when something
    /// changes draws once more after the control comes to rest.
    public var approximations: Int {
        (layers?.approximatedCount ?? 0) &+ (images?.turnedCopyCount ?? 0)
    }

    public func draw(_ drawing: Drawing, in context: OpaquePointer) {
        textLayouts.beginFrame()
        frameImages.beginFrame()
        layers?.beginFrame()
        images?.beginFrame()
        cairo_save(context)
        if let background, Self.isDrawable(drawing.size.width), Self.isDrawable(drawing.size.height) {
            setColor(background, in: context)
            cairo_rectangle(context, 0, 0, drawing.size.width, drawing.size.height)
            cairo_fill(context)
        }
        draw(drawing.elements, in: context)
        cairo_restore(context)
    }

    func draw(_ elements: [Drawing.Element], in context: OpaquePointer) {
        var index = 0
        while index < elements.count {
            var run = drawEllipseRun(elements, from: index, in: context)
            if run == 0 { run = drawTextRun(elements, from: index, in: context) }
            if run == 0 { run = drawCircleRun(elements, from: index, in: context) }
            if run == 0 { draw(elements[index], in: context) }
            index += Swift.max(1, run)
        }
    }

    func draw(_ element: Drawing.Element, in context: OpaquePointer) {
        switch element {
        case let .arc(center, radius, arc, stroke):
            drawArc(center: center, radius: radius, arc: arc, stroke: stroke, in: context)
        case let .circle(center, radius, fill, stroke):
            drawCircle(center: center, radius: radius, fill: fill, stroke: stroke, in: context)
        case let .ellipse(rect, fill, stroke):
            drawEllipse(in: rect, fill: fill, stroke: stroke, in: context)
        case let .path(path, fill, stroke):
            drawPath(path, fill: fill, stroke: stroke, in: context)
        case let .text(string, center, style):
            showText(string, center: center, style: style, in: context)
        case let .image(image, rect, rotation, tint):
            drawImage(image, in: rect, rotation: rotation, tint: tint, in: context)
        case let .group(group):
            drawGroup(group, in: context)
        }
    }

    // MARK: - Groups

    /// Draws `group`; a layer from the layer cache unless `cached` is `false` (the cache drawing
    /// a layer that it does not compose itself, from its vectors).
    func drawGroup(_ group: Drawing.Group, cached: Bool = true, in context: OpaquePointer) {
        let t = group.transform
        guard Self.isDrawable(t.a), Self.isDrawable(t.b), Self.isDrawable(t.c), Self.isDrawable(t.d),
              Self.isDrawable(t.tx), Self.isDrawable(t.ty) else { return }
        let determinant = t.a * t.d - t.b * t.c
        guard determinant.isFinite, Swift.abs(determinant) > 1e-12 else { return }
        if let clip = group.clipCircle {
            guard Self.isDrawable(clip.center), Self.isDrawable(clip.radius), clip.radius >= 0 else { return }
        }
        guard group.opacity > 0, !paintsNothing(group.elements) else { return }
        if cached, group.layer != nil, let layers, layers.draw(group, renderer: self, in: context) { return }
        // A turned layer under one that covers it (a spoke's icon under its outline): one image.
        if cached, group.layer == nil, let layers, layers.drawComposed(group, renderer: self, in: context) { return }
        cairo_save(context)
        Self.apply(t, to: context)
        // The clip circle is applied element by element (`draw(_:within:in:)`), so that what lies
        // inside it is drawn unclipped and an image takes it into its pre-scaled copy.
        if group.opacity < 1 {
            var bounds = DrawingBounds.of(group.elements)
            if let clip = group.clipCircle {
                var circle = DrawingBounds()
                circle.include(clip.center, margin: clip.radius)
                bounds = bounds?.intersection(circle) ?? circle
            }
            if drawGroupImage(group, in: context) {
                cairo_restore(context)
                return
            }
            if !clipToBounds(bounds, in: context) {
                cairo_restore(context)
                return
            }
            cairo_push_group(context)
            draw(group.elements, within: group.clipCircle, in: context)
            cairo_pop_group_to_source(context)
            cairo_paint_with_alpha(context, group.opacity)
        } else {
            draw(group.elements, within: group.clipCircle, in: context)
        }
        cairo_restore(context)
    }

    /// Multiplies `context`'s user space by `transform` (applied first).
    static func apply(_ transform: Transform, to context: OpaquePointer) {
        var matrix = cairo_matrix_t()
        cairo_matrix_init(&matrix, transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty)
        cairo_transform(context, &matrix)
    }

    /// Draws what a layer holds, before its transform and opacity: its elements within its clip.
    func drawContent(of group: Drawing.Group, in context: OpaquePointer) {
        draw(group.elements, within: group.clipCircle, in: context)
    }

    /// Clips to the whole device pixels that `bounds` (in user space) cover, so that an offscreen
    /// group is no larger than its content. `false` when they are empty; `true` (and no clip
    /// when there are no bounds) otherwise.
    private func clipToBounds(_ bounds: DrawingBounds?, in context: OpaquePointer) -> Bool {
        guard let bounds else { return true }
        guard !bounds.isEmpty else { return false }
        let grid = CairoPixelGrid(context, pixelScale: nil)
        var pixels = DrawingBounds()
        pixels.include(bounds, transformedBy: grid.toPixels)
        guard pixels.isFinite, pixels.maxX - pixels.minX < 1e6, pixels.maxY - pixels.minY < 1e6 else { return true }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        grid.usePixelSpace(context)
        // Two pixels of margin for antialiasing.
        let (left, top) = ((pixels.minX - 2).rounded(.down), (pixels.minY - 2).rounded(.down))
        cairo_rectangle(context, left, top, (pixels.maxX + 2).rounded(.up) - left, (pixels.maxY + 2).rounded(.up) - top)
        cairo_clip(context)
        cairo_set_matrix(context, &matrix)
        return true
    }

    // MARK: - Helpers

    func setColor(_ color: DrawingColor, in context: OpaquePointer) {
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha * colorOpacity)
    }

    func setPaint(_ paint: Paint, in context: OpaquePointer) {
        setColor(theme.resolve(paint), in: context)
    }

    /// Fills then strokes the current path with the given paints, consuming the path. A radial
    /// gradient fill becomes a cairo radial pattern (one that cannot be drawn fills nothing).
    func fillAndStroke(fill: Paint?, stroke: Stroke?, in context: OpaquePointer) {
        if case let .radialGradient(gradient) = fill {
            fillRadialGradient(gradient, in: context)
        } else if let fill {
            // A fully transparent fill changes no pixel (Cairo composites OVER): skip it.
            let color = theme.resolve(fill)
            if color.alpha > 0 {
                setColor(color, in: context)
                cairo_fill_preserve(context)
            }
        }
        if let stroke, stroke.width > 0, Self.isDrawable(stroke.width) {
            setPaint(stroke.paint, in: context)
            cairo_set_line_width(context, stroke.width)
            cairo_set_line_cap(context, Self.cairoCap(stroke.cap))
            cairo_stroke_preserve(context)
        }
        cairo_new_path(context)
    }

    /// Fills the current path (kept) with a radial gradient.
    ///
    /// Pixman computes a radial gradient pixel by pixel at ~20 ns each, so a large disc (a knob's
    /// body and its shading, 150 000 pixels at 2×) cost milliseconds in every frame that draws
    /// it afresh (a first frame). A gradient is smooth, so a large fill computes it at a quarter
    /// of the device resolution and fills the path with it scaled up (bilinear); the path's edge
    /// stays antialiased at full resolution.
    private func fillRadialGradient(_ gradient: RadialGradient, in context: OpaquePointer) {
        guard gradient.isDrawable, gradient.radius > 0, let pattern = cairo_pattern_create_radial(
            gradient.center.x, gradient.center.y, 0, gradient.center.x, gradient.center.y, gradient.radius
        ) else { return }
        defer { cairo_pattern_destroy(pattern) }
        for stop in gradient.stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, c.red, c.green, c.blue, c.alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        if CairoRadialGradientFill(gradient: gradient).fill(in: context, pixelScale: pixelScale, keeping: frameImages) { return }
        if let reduced = reducedGradient(pattern, for: context) {
            cairo_set_source(context, reduced)
            cairo_pattern_destroy(reduced)
        } else {
            cairo_set_source(context, pattern)
        }
        cairo_fill_preserve(context)
    }

    /// `pattern` rendered at a quarter of the device resolution over the current path's extents,
    /// as a pattern scaled back up; `nil` when the fill is small (under 96 × 96 device pixels)
    /// or cannot be measured.
    private func reducedGradient(_ pattern: OpaquePointer, for context: OpaquePointer) -> OpaquePointer? {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_fill_extents(context, &x1, &y1, &x2, &y2)
        var ctm = cairo_matrix_t()
        cairo_get_matrix(context, &ctm)
        // Pixels per user unit: the CTM's scale times the surface's pixels per unit (GTK's
        // recording surfaces have none yet: the host tells `pixelScale`).
        let deviceScale = (Swift.abs(ctm.xx * ctm.yy - ctm.xy * ctm.yx)).squareRoot() * (pixelScale ?? Self.surfaceScale(of: context))
        let width = x2 - x1, height = y2 - y1
        guard deviceScale.isFinite, deviceScale > 0, width.isFinite, height.isFinite,
              width * deviceScale >= 96, height * deviceScale >= 96 else { return nil }
        let factor = deviceScale / 4
        let pixelWidth = Int32((width * factor).rounded(.up)) + 2, pixelHeight = Int32((height * factor).rounded(.up)) + 2
        guard pixelWidth <= 4096, pixelHeight <= 4096,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, pixelWidth, pixelHeight) else { return nil }
        defer { cairo_surface_destroy(surface) }
        let small = cairo_create(surface)!
        cairo_scale(small, factor, factor)
        cairo_translate(small, -x1 + 1 / factor, -y1 + 1 / factor)
        cairo_set_source(small, pattern)
        cairo_paint(small)
        cairo_destroy(small)
        let reduced = cairo_pattern_create_for_surface(surface)!
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, factor, factor)
        cairo_matrix_translate(&matrix, -x1 + 1 / factor, -y1 + 1 / factor)
        cairo_pattern_set_matrix(reduced, &matrix)
        cairo_pattern_set_filter(reduced, CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(reduced, CAIRO_EXTEND_PAD)
        return reduced
    }

    /// The device scale of the context's target surface (2 at GDK_SCALE=2 for an image surface
    /// GTK made; 1 for most).
    private static func surfaceScale(of context: OpaquePointer) -> Double {
        var x = 1.0, y = 1.0
        cairo_surface_get_device_scale(cairo_get_target(context), &x, &y)
        return x.isFinite && x > 0 ? x : 1
    }

    static func cairoCap(_ cap: LineCap) -> cairo_line_cap_t {
        switch cap {
        case .butt: return CAIRO_LINE_CAP_BUTT
        case .round: return CAIRO_LINE_CAP_ROUND
        case .square: return CAIRO_LINE_CAP_SQUARE
        }
    }

    static func isDrawable(_ value: Double) -> Bool { value.isFinite && Swift.abs(value) < 1e7 }

    static func isDrawable(_ point: Point) -> Bool { isDrawable(point.x) && isDrawable(point.y) }

    static func isDrawable(_ rect: Rect) -> Bool {
        isDrawable(rect.origin) && isDrawable(rect.width) && isDrawable(rect.height) && rect.width >= 0 && rect.height >= 0
    }
}
