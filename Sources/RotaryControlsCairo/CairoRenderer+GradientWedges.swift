import CCairo
import RotaryControls

/// Angular gradients with translucent colours, painted with nothing painted twice.
extension CairoRenderer {
    /// Draws a gradient arc whose colours are translucent as the core's wedges
    /// (``RotaryControls/ArcGradient/wedges(along:center:radius:width:maximumAngle:)``): filled
    /// without antialiasing into a group no larger than the stroke, which is then stroked along
    /// the arc with its real caps (the stroke antialiases the band's edges). The band painter
    /// and the flat segments both lay the caps under the band, and the segments overlap one
    /// another: with opaque colours nothing shows, with translucent ones every overlap is a
    /// darker stripe and each cap a darker half disc. `false` (nothing drawn) when every
    /// colour is opaque or the arc cannot be cut into wedges.
    func drawTranslucentGradientArc(
        center: Point, radius: Double, arc: Arc, stroke: Stroke, gradient: ArcGradient, in context: OpaquePointer
    ) -> Bool {
        guard gradient.colors.contains(where: { $0.alpha < 1 }), !Self.isZeroLength(arc, radius: radius) else { return false }
        let wedges = gradient.wedges(along: arc, center: center, radius: radius, width: stroke.width)
        guard !wedges.isEmpty else { return false }
        cairo_save(context)
        defer { cairo_restore(context) }
        func strokePath() {
            cairo_new_path(context)
            addArc(center: center, radius: radius, arc: arc, from: 0, to: 1, in: context)
            if arc.isFullCircle { cairo_close_path(context) }
        }
        cairo_set_line_width(context, stroke.width)
        cairo_set_line_cap(context, arc.isFullCircle ? CAIRO_LINE_CAP_BUTT : Self.cairoCap(stroke.cap))
        // The group covers the stroke only (pushing a group makes an image of the clip's size).
        strokePath()
        var extents = (x1: 0.0, y1: 0.0, x2: 0.0, y2: 0.0)
        cairo_stroke_extents(context, &extents.x1, &extents.y1, &extents.x2, &extents.y2)
        cairo_new_path(context)
        cairo_rectangle(context, extents.x1 - 1, extents.y1 - 1, extents.x2 - extents.x1 + 2, extents.y2 - extents.y1 + 2)
        cairo_clip(context)
        cairo_push_group(context)
        cairo_set_antialias(context, CAIRO_ANTIALIAS_NONE)
        for wedge in wedges {
            addPath(wedge.outline, in: context)
            setColor(wedge.color, in: context)
            cairo_fill(context)
        }
        cairo_pop_group_to_source(context)
        cairo_set_antialias(context, CAIRO_ANTIALIAS_DEFAULT)
        strokePath()
        cairo_stroke(context)
        return true
    }
}
