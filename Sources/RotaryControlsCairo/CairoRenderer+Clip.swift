import CCairo
import RotaryControls

extension CairoRenderer {
    // MARK: - Clip circles

    /// Draws `elements` inside `clip` (a circle in their user space; `nil` for none), clipping
    /// each only as it needs: a circle lying within the clip is drawn unclipped, an image takes
    /// the clip into its pre-scaled copy (`drawImage(…clip:…)`), anything else is clipped by
    /// Cairo. An antialiased circular clip sends every operation under it through a mask, so the
    /// spinner's daisy (a disc and an icon in a clip circle per spoke) costs far less this way.
    func draw(_ elements: [Drawing.Element], within clip: Drawing.ClipCircle?, in context: OpaquePointer) {
        guard let clip else {
            draw(elements, in: context)
            return
        }
        for element in elements {
            switch element {
            case let .circle(center, radius, fill, stroke)
                where Self.circle(center: center, reach: radius + (stroke?.width ?? 0) / 2, liesWithin: clip):
                drawCircle(center: center, radius: radius, fill: fill, stroke: stroke, in: context)
            case let .image(image, rect, rotation, tint):
                drawImage(image, in: rect, rotation: rotation, tint: tint, clip: clip, in: context)
            default:
                cairo_save(context)
                Self.addClip(clip, in: context)
                draw(element, in: context)
                cairo_restore(context)
            }
        }
    }

    /// Whether the disc of radius `reach` around `center` lies within `clip` (both finite).
    static func circle(center: Point, reach: Double, liesWithin clip: Drawing.ClipCircle) -> Bool {
        let dx = center.x - clip.center.x, dy = center.y - clip.center.y
        let distance = (dx * dx + dy * dy).squareRoot()
        return reach.isFinite && distance.isFinite && reach >= 0 && distance + reach <= clip.radius * (1 + 1e-12)
    }

    /// Intersects the context's clip with `clip`, in the current user space.
    static func addClip(_ clip: Drawing.ClipCircle, in context: OpaquePointer) {
        cairo_new_path(context)
        cairo_arc(context, clip.center.x, clip.center.y, clip.radius, 0, 2 * .pi)
        cairo_clip(context)
    }

    /// Intersects the context's clip with `clip` given in `userSpace` (a CTM), keeping the CTM.
    static func addClip(_ clip: Drawing.ClipCircle, underlying userSpace: inout cairo_matrix_t, in context: OpaquePointer) {
        var current = cairo_matrix_t()
        cairo_get_matrix(context, &current)
        cairo_set_matrix(context, &userSpace)
        addClip(clip, in: context)
        cairo_set_matrix(context, &current)
    }
}
