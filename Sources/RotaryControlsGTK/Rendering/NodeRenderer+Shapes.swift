import CGtk4
import RotaryControls

extension NodeRenderer {
    // MARK: - Arcs

    /// A stroked arc: a `GskPath` stroke with the arc's caps (a full circle has none); an
    /// angular gradient of two colours or more as a conic gradient under the stroke. Draws nothing
    /// for a radius or width that is not positive and drawable or an empty gradient; an arc of
    /// no length (under 0.01 pt) is its start cap alone.
    func appendArc(center: Point, radius: Double, arc: Arc, stroke: Stroke, to target: NodeTarget) {
        guard NodeMath.isDrawable(center), NodeMath.isDrawable(radius), radius > 0,
            NodeMath.isDrawable(stroke.width), stroke.width > 0
        else { return }
        var gradient: ArcGradient?
        if case let .gradient(colors) = stroke.paint {
            guard !colors.colors.isEmpty else { return }
            if colors.colors.count > 1 { gradient = colors }
        }
        if arc.sweep.radians * radius < 0.01 {
            appendCap(
                stroke.cap, of: arc, center: center, radius: radius, width: stroke.width,
                color: gradient?.color(at: 0) ?? color(stroke.paint), to: target)
            return
        }
        if let gradient {
            appendGradientArc(center: center, radius: radius, arc: arc, stroke: stroke, gradient: gradient, to: target)
            return
        }
        let flat = color(stroke.paint)
        guard flat.alpha > 0 else { return }
        if arc.isFullCircle {
            appendRing(center: center, radius: radius, width: stroke.width, color: flat, to: target)
            return
        }
        guard let path = NodePaths.arc(center: center, radius: radius, arc: arc) else { return }
        defer { gsk_path_unref(path) }
        let gskStroke = NodePaths.stroke(width: stroke.width, cap: stroke.cap)
        defer { gsk_stroke_free(gskStroke) }
        var rgba = Self.rgba(flat)
        gtk_snapshot_append_stroke(target.snapshot, path, gskStroke, &rgba)
    }

    /// The cap at an arc's start on its own: a disc as wide as the stroke for `.round`, the
    /// core's square outline for `.square`, nothing for `.butt`.
    func appendCap(
        _ cap: LineCap, of arc: Arc, center: Point, radius: Double, width: Double, color: DrawingColor,
        to target: NodeTarget
    ) {
        guard color.alpha > 0 else { return }
        var rgba = Self.rgba(color)
        switch cap {
        case .butt:
            return
        case .round:
            let point = Point(center: center, radius: radius, bearing: arc.start)
            appendDisc(center: point, radius: width / 2, fill: .color(color), to: target)
        case .square:
            var square = arc
            square.sweep = .zero
            guard let outline = square.capOutline(.square, at: .start, center: center, radius: radius, width: width),
                let path = NodePaths.path(outline)
            else { return }
            defer { gsk_path_unref(path) }
            gtk_snapshot_append_fill(target.snapshot, path, GSK_FILL_RULE_WINDING, &rgba)
        }
    }

    // MARK: - Circles and ellipses

    /// A circle: the fill as a rounded clip around a colour or radial gradient, the stroke as a
    /// round border (a ring). A circle of radius 0 draws only its stroke, a disc as wide as it.
    func appendCircle(center: Point, radius: Double, fill: Paint?, stroke: Stroke?, to target: NodeTarget) {
        guard NodeMath.isDrawable(center), NodeMath.isDrawable(radius), radius >= 0 else { return }
        if let fill { appendDisc(center: center, radius: radius, fill: fill, to: target) }
        if let stroke, NodeMath.isDrawable(stroke.width), stroke.width > 0 {
            appendRing(center: center, radius: radius, width: stroke.width, color: color(stroke.paint), to: target)
        }
    }

    /// A disc: a colour or a radial gradient under a rounded clip (nothing for a radius that is
    /// not positive or a clear colour).
    func appendDisc(center: Point, radius: Double, fill: Paint, to target: NodeTarget) {
        var rgba = Self.rgba(color(fill))
        let gradient: RadialGradient? = if case let .radialGradient(gradient) = fill { gradient } else { nil }
        guard radius > 0, gradient != nil || rgba.alpha > 0 else { return }
        var outline = NodeMath.roundedRect(circle: center, radius: radius)
        var bounds = outline.bounds
        gtk_snapshot_push_rounded_clip(target.snapshot, &outline)
        if let gradient {
            appendRadialGradient(gradient, filling: bounds, to: target)
        } else {
            gtk_snapshot_append_color(target.snapshot, &rgba, &bounds)
        }
        gtk_snapshot_pop(target.snapshot)
    }

    /// A ring `width` wide centred on the circle of `radius` (a disc when it reaches the centre).
    func appendRing(center: Point, radius: Double, width: Double, color: DrawingColor, to target: NodeTarget) {
        guard color.alpha > 0 else { return }
        let outer = radius + width / 2
        guard radius - width / 2 > 0 else {
            appendDisc(center: center, radius: outer, fill: .color(color), to: target)
            return
        }
        var outline = NodeMath.roundedRect(circle: center, radius: outer)
        var widths: [Float] = Array(repeating: Float(width), count: 4)
        var colors: [GdkRGBA] = Array(repeating: Self.rgba(color), count: 4)
        gtk_snapshot_append_border(target.snapshot, &outline, &widths, &colors)
    }

    // MARK: - Paths

    /// Fills `path` (non-zero rule; a radial gradient under a fill node) then strokes it, and lets
    /// it go (``NodePaths``' paths of ellipses and paths; `nil`: nothing to draw).
    func appendFillAndStroke(_ path: OpaquePointer?, fill: Paint?, stroke: Stroke?, to target: NodeTarget) {
        guard let path else { return }
        defer { gsk_path_unref(path) }
        if case let .radialGradient(gradient) = fill {
            var bounds = graphene_rect_t()
            if gsk_path_get_bounds(path, &bounds) != 0 {
                gtk_snapshot_push_fill(target.snapshot, path, GSK_FILL_RULE_WINDING)
                appendRadialGradient(gradient, filling: bounds, to: target)
                gtk_snapshot_pop(target.snapshot)
            }
        } else if let fill {
            var rgba = Self.rgba(color(fill))
            if rgba.alpha > 0 { gtk_snapshot_append_fill(target.snapshot, path, GSK_FILL_RULE_WINDING, &rgba) }
        }
        if let stroke, NodeMath.isDrawable(stroke.width), stroke.width > 0 {
            var rgba = Self.rgba(color(stroke.paint))
            guard rgba.alpha > 0 else { return }
            let gskStroke = NodePaths.stroke(width: stroke.width, cap: stroke.cap)
            defer { gsk_stroke_free(gskStroke) }
            gtk_snapshot_append_stroke(target.snapshot, path, gskStroke, &rgba)
        }
    }

    // MARK: - Angular gradients

    /// A gradient arc: the gradient around the arc's centre, seen through the arc's stroke (caps
    /// included), so every pixel of the band is painted once, translucent colours too. Drawn
    /// on the pixel grid it is linear gradients on the tiles the band reaches
    /// (``RotaryControls/ArcGradient/tiles(along:center:radius:width:scale:)``): GSK's cairo
    /// renderer paints a conic gradient as a mesh over all of its bounds.
    func appendGradientArc(
        center: Point, radius: Double, arc: Arc, stroke: Stroke, gradient: ArcGradient, to target: NodeTarget
    ) {
        guard let path = NodePaths.arc(center: center, radius: radius, arc: arc) else { return }
        defer { gsk_path_unref(path) }
        let gskStroke = NodePaths.stroke(width: stroke.width, cap: stroke.cap)
        defer { gsk_stroke_free(gskStroke) }
        gtk_snapshot_push_stroke(target.snapshot, path, gskStroke)
        defer { gtk_snapshot_pop(target.snapshot) }
        if target.isPixelAligned,
            let tiles = gradient.tiles(
                along: arc, center: center, radius: radius, width: stroke.width, scale: target.scale)
        {
            for tile in tiles {
                var bounds = NodeMath.rect(
                    x: tile.rect.minX, y: tile.rect.minY, width: tile.rect.width, height: tile.rect.height)
                var start = NodeMath.point(tile.start), end = NodeMath.point(tile.end)
                let stops = tile.stops.map { GskColorStop(offset: Float($0.offset), color: Self.rgba($0.color)) }
                gtk_snapshot_append_linear_gradient(target.snapshot, &bounds, &start, &end, stops, gsize(stops.count))
            }
            return
        }
        // When GSK cannot tell the stroke's bounds, the square the band and its caps reach.
        var bounds = NodeMath.square(around: center, radius: radius + stroke.width)
        if gsk_path_get_stroke_bounds(path, gskStroke, &bounds) == 0 {
            bounds = NodeMath.square(around: center, radius: radius + stroke.width)
        }
        var middle = NodeMath.point(center)
        let conic = gradient.conicStops(along: arc)
        let stops = conic.stops.map { GskColorStop(offset: Float($0.offset), color: Self.rgba($0.color)) }
        let rotation = Float(conic.start.radians * 180 / .pi)
        gtk_snapshot_append_conic_gradient(target.snapshot, &bounds, &middle, rotation, stops, gsize(stops.count))
    }

    // MARK: - Radial gradients

    /// Fills `bounds` (under a clip or fill already pushed) with `gradient`: its stops from its
    /// centre out to its radius, the last colour beyond. One stop, or a radius of 0, is a flat
    /// fill in the last stop's colour; a gradient that is not drawable fills nothing.
    func appendRadialGradient(_ gradient: RadialGradient, filling bounds: graphene_rect_t, to target: NodeTarget) {
        guard gradient.isDrawable, let final = gradient.stops.last else { return }
        var bounds = bounds
        guard gradient.stops.count > 1, gradient.radius > 0 else {
            var rgba = Self.rgba(final.color)
            if rgba.alpha > 0 { gtk_snapshot_append_color(target.snapshot, &rgba, &bounds) }
            return
        }
        var center = NodeMath.point(gradient.center)
        let stops = gradient.stops.map { GskColorStop(offset: Float($0.location), color: Self.rgba($0.color)) }
        let radius = Float(gradient.radius)
        stops.withUnsafeBufferPointer { buffer in
            gtk_snapshot_append_radial_gradient(
                target.snapshot, &bounds, &center, radius, radius, 0, 1,
                buffer.baseAddress, gsize(buffer.count))
        }
    }
}
