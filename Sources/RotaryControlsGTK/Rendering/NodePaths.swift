import CGtk4
import RotaryControls

/// `GskPath`s of the core's shapes. Each function answers a path the caller owns
/// (`gsk_path_unref`), or `nil` when the shape has nothing to draw or holds a number that is not
/// drawable (see ``NodeMath``).
enum NodePaths {
    /// The arc of `radius` around `center`: a closed circle for a full circle, else an open
    /// curve from its start to its end in its direction (in pieces of at most a quarter turn).
    static func arc(center: Point, radius: Double, arc: Arc) -> OpaquePointer? {
        guard NodeMath.isDrawable(center), NodeMath.isDrawable(radius), radius > 0, let builder = gsk_path_builder_new()
        else { return nil }
        if arc.isFullCircle {
            var middle = NodeMath.point(center)
            gsk_path_builder_add_circle(builder, &middle, Float(radius))
            return gsk_path_builder_free_to_path(builder)
        }
        let start = Point(center: center, radius: radius, bearing: arc.start)
        gsk_path_builder_move_to(builder, Float(start.x), Float(start.y))
        let pieces = Swift.max(1, Int((arc.sweep.radians / (.pi / 2) - 1e-9).rounded(.up)))
        for piece in 1...pieces {
            let end = Point(
                center: center, radius: radius, bearing: arc.bearing(atFraction: Double(piece) / Double(pieces)))
            gsk_path_builder_svg_arc_to(
                builder, Float(radius), Float(radius), 0, 0, arc.direction == .clockwise ? 1 : 0,
                Float(end.x), Float(end.y))
        }
        return gsk_path_builder_free_to_path(builder)
    }

    /// The ellipse inscribed in `rect` (two half-ellipse arcs).
    static func ellipse(in rect: Rect) -> OpaquePointer? {
        guard NodeMath.isDrawable(rect), rect.width > 0, rect.height > 0, let builder = gsk_path_builder_new() else {
            return nil
        }
        let rx = Float(rect.width / 2), ry = Float(rect.height / 2)
        let cx = Float(rect.center.x), cy = Float(rect.center.y)
        gsk_path_builder_move_to(builder, cx + rx, cy)
        gsk_path_builder_svg_arc_to(builder, rx, ry, 0, 0, 1, cx - rx, cy)
        gsk_path_builder_svg_arc_to(builder, rx, ry, 0, 0, 1, cx + rx, cy)
        gsk_path_builder_close(builder)
        return gsk_path_builder_free_to_path(builder)
    }

    /// The core's path; `nil` when it is empty or a point is not drawable.
    static func path(_ path: DrawingPath) -> OpaquePointer? {
        guard !path.isEmpty, path.commands.allSatisfy(NodeMath.isDrawable), let builder = gsk_path_builder_new() else {
            return nil
        }
        for command in path.commands {
            switch command {
            case let .move(to): gsk_path_builder_move_to(builder, Float(to.x), Float(to.y))
            case let .line(to): gsk_path_builder_line_to(builder, Float(to.x), Float(to.y))
            case let .quadCurve(to, control):
                gsk_path_builder_quad_to(builder, Float(control.x), Float(control.y), Float(to.x), Float(to.y))
            case let .curve(to, c1, c2):
                gsk_path_builder_cubic_to(
                    builder, Float(c1.x), Float(c1.y), Float(c2.x), Float(c2.y), Float(to.x), Float(to.y))
            case .close: gsk_path_builder_close(builder)
            }
        }
        return gsk_path_builder_free_to_path(builder)
    }

    /// A `GskStroke` (owned by the caller: `gsk_stroke_free`) of `width` with `cap`, mitred
    /// joins up to 10 (cairo's default).
    static func stroke(width: Double, cap: LineCap) -> OpaquePointer {
        let stroke = gsk_stroke_new(Float(width))!
        switch cap {
        case .butt: gsk_stroke_set_line_cap(stroke, GSK_LINE_CAP_BUTT)
        case .round: gsk_stroke_set_line_cap(stroke, GSK_LINE_CAP_ROUND)
        case .square: gsk_stroke_set_line_cap(stroke, GSK_LINE_CAP_SQUARE)
        }
        gsk_stroke_set_miter_limit(stroke, 10)
        return stroke
    }
}
