import CGtk4
import RotaryControls

extension NodeRenderer {
    // MARK: - Angular gradients

    /// A gradient arc: a conic gradient around the arc's centre, seen through the arc's stroke
    /// (caps included), so every pixel of the band is painted once, translucent colours too.
    func appendGradientArc(
        center: Point, radius: Double, arc: Arc, stroke: Stroke, gradient: ArcGradient, to target: NodeTarget
    ) {
        guard let path = NodePaths.arc(center: center, radius: radius, arc: arc) else { return }
        defer { gsk_path_unref(path) }
        let gskStroke = NodePaths.stroke(width: stroke.width, cap: stroke.cap)
        defer { gsk_stroke_free(gskStroke) }
        let conic = Self.conicStops(gradient, along: arc)
        // The gradient is computed only where the stroke (caps included) can reach: GSK's cairo
        // renderer paints a conic gradient over its whole bounds before masking it. When GSK
        // cannot tell, the square the band and its caps reach (a square cap's corner: √2 · w / 2).
        var bounds = NodeMath.square(around: center, radius: radius + stroke.width)
        if gsk_path_get_stroke_bounds(path, gskStroke, &bounds) == 0 {
            bounds = NodeMath.square(around: center, radius: radius + stroke.width)
        }
        var middle = NodeMath.point(center)
        gtk_snapshot_push_stroke(target.snapshot, path, gskStroke)
        conic.stops.withUnsafeBufferPointer { stops in
            gtk_snapshot_append_conic_gradient(
                target.snapshot, &bounds, &middle, conic.rotation, stops.baseAddress, gsize(stops.count))
        }
        gtk_snapshot_pop(target.snapshot)
    }

    /// The conic gradient that paints `gradient` along `arc` (two colours or more): its rotation
    /// in CSS degrees (0 at 12 o'clock, clockwise: a bearing) and its stops.
    ///
    /// A conic gradient always runs clockwise from its rotation, so a counter-clockwise arc starts
    /// it at the arc's end with the colours reversed. The gap of an arc that is not a full circle
    /// is split in the middle: the half after the arc's end keeps the end colour and the half
    /// before its start the start colour (a hard stop between them), so each cap reaching into
    /// the gap gets its own end's colour rather than the one across the seam.
    static func conicStops(_ gradient: ArcGradient, along arc: Arc) -> (rotation: Float, stops: [GskColorStop]) {
        var colors = gradient.colors
        var rotation = arc.start.radians
        if arc.direction == .counterClockwise {
            colors.reverse()
            rotation = arc.end.radians
        }
        let covered = arc.isFullCircle ? 1 : Swift.min(Swift.max(arc.sweep.radians / (2 * .pi), 0), 1)
        let last = Double(Swift.max(colors.count - 1, 1))
        var stops = colors.enumerated().map { index, color in
            GskColorStop(offset: Float(covered * Double(index) / last), color: rgba(color))
        }
        if covered < 1, let first = colors.first, let end = colors.last {
            let middle = Float(covered + (1 - covered) / 2)
            stops.append(GskColorStop(offset: middle, color: rgba(end)))
            stops.append(GskColorStop(offset: middle, color: rgba(first)))
            stops.append(GskColorStop(offset: 1, color: rgba(first)))
        }
        return (Float(rotation * 180 / .pi), stops)
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
