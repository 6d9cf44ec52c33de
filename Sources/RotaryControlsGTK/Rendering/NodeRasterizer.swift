import CGtk4
import Glibc

/// Renders a node once into a texture on the device-pixel grid (GSK's cairo renderer, which needs
/// no display), so that a still layer costs a renderer one texture per frame instead of its
/// paths, gradients and strokes again — GSK keeps none of those from one frame to the next, while
/// a texture is uploaded once and drawn from then on.
@MainActor
enum NodeRasterizer {
    /// The largest texture side made, in pixels; larger nodes stay vectors.
    static let maximumSide: Float = 4_096

    /// GSK's cairo renderer, realised without a surface on first use; `nil` when it cannot be.
    private static let renderer: OpaquePointer? = {
        guard let renderer = gsk_cairo_renderer_new() else { return nil }
        var error: UnsafeMutablePointer<GError>?
        guard gsk_renderer_realize(renderer, nil, &error) != 0 else {
            if let error { g_error_free(error) }
            g_object_unref(UnsafeMutableRawPointer(renderer))
            return nil
        }
        return renderer
    }()

    /// A texture node (owned by the caller) showing `node` as it looks at `scale` device pixels per
    /// unit, its bounds the whole device pixels the node touches; `nil` (keep the vectors) when
    /// the node is empty or too large, the scale is not positive and finite, or no renderer works.
    static func texture(of node: OpaquePointer, scale: Double) -> OpaquePointer? {
        guard scale.isFinite, scale > 0, let renderer else { return nil }
        var bounds = graphene_rect_t()
        gsk_render_node_get_bounds(node, &bounds)
        let s = Float(scale)
        let left = (bounds.origin.x * s).rounded(.down), top = (bounds.origin.y * s).rounded(.down)
        let right = ((bounds.origin.x + bounds.size.width) * s).rounded(.up)
        let bottom = ((bounds.origin.y + bounds.size.height) * s).rounded(.up)
        let width = right - left, height = bottom - top
        guard left.isFinite, top.isFinite, width >= 1, height >= 1, width <= maximumSide, height <= maximumSide else { return nil }
        let scaled: OpaquePointer
        if scale == 1 {
            scaled = gsk_render_node_ref(node)
        } else {
            guard let zoom = gsk_transform_scale(nil, s, s) else { return nil }
            defer { gsk_transform_unref(zoom) }
            scaled = gsk_transform_node_new(node, zoom)
        }
        defer { gsk_render_node_unref(scaled) }
        var viewport = graphene_rect_t(origin: graphene_point_t(x: left, y: top), size: graphene_size_t(width: width, height: height))
        guard let texture = gsk_renderer_render_texture(renderer, scaled, &viewport) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        var placed = graphene_rect_t(origin: graphene_point_t(x: left / s, y: top / s),
                                     size: graphene_size_t(width: width / s, height: height / s))
        return gsk_texture_node_new(texture, &placed)
    }
}
