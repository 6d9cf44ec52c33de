import CGtk4
import Glibc
import RotaryControls
import RotaryControlsGTK

/// Times GSK rendering a control's nodes into a texture, frame by frame, as the value changes:
/// what a renderer (cairo, or GL where there is a display) does with them, in the process's CPU
/// time (all threads: llvmpipe renders on several). Not a screen frame (no swap, no compositor):
/// a comparison between controls and between ways of drawing them.
@MainActor
struct NodeRenderTiming {
    let rendererName: String
    let images: NodeImageStore
    let scale: Double

    /// A realised `GskRenderer` (owned), or `nil` with the reason printed.
    func makeRenderer() -> OpaquePointer? {
        guard let renderer = rendererName == "gl" ? gsk_gl_renderer_new() : gsk_cairo_renderer_new() else { return nil }
        var error: UnsafeMutablePointer<GError>?
        let realized =
            rendererName == "gl"
            ? gsk_renderer_realize_for_display(renderer, gdk_display_get_default(), &error)
            : gsk_renderer_realize(renderer, nil, &error)
        guard realized != 0 else {
            print("renderer \(rendererName): \(error.map { String(cString: $0.pointee.message) } ?? "not realised")")
            g_object_unref(UnsafeMutableRawPointer(renderer))
            return nil
        }
        return renderer
    }

    /// Mean process CPU µs per rendered frame of `control` over `frames` frames.
    func run(_ control: NodeBuildControl, frames: Int, renderer: OpaquePointer) -> Double {
        let nodes = NodeRenderer(images: images)
        var total = 0.0
        let warmUp = 10
        for frame in 0..<(frames + warmUp) {
            let drawing = control.nextDrawing(frame)
            guard let scaled = Self.scaledNode(nodes, drawing, scale: scale) else { continue }
            var viewport = graphene_rect_t(
                origin: graphene_point_t(x: 0, y: 0),
                size: graphene_size_t(
                    width: Float(drawing.size.width * scale),
                    height: Float(drawing.size.height * scale)))
            let start = Self.processTime()
            if let texture = gsk_renderer_render_texture(renderer, scaled, &viewport) {
                g_object_unref(UnsafeMutableRawPointer(texture))
            }
            let end = Self.processTime()
            gsk_render_node_unref(scaled)
            if frame >= warmUp { total += end - start }
        }
        return total / Double(frames)
    }

    /// The node of `drawing`, magnified `scale` times (a transform node unless the scale is 1).
    static func scaledNode(_ nodes: NodeRenderer, _ drawing: Drawing, scale: Double) -> OpaquePointer? {
        guard let node = nodes.node(for: drawing, pixelScale: scale) else { return nil }
        guard scale != 1, let zoom = gsk_transform_scale(nil, Float(scale), Float(scale)) else { return node }
        defer {
            gsk_transform_unref(zoom)
            gsk_render_node_unref(node)
        }
        return gsk_transform_node_new(node, zoom)
    }

    /// Mean process CPU µs to render each top-level element of `drawing` alone (the rest left
    /// out), `frames` times each: where a control's rendering cost lies.
    func elementCosts(of drawing: Drawing, frames: Int, renderer: OpaquePointer) -> [(String, Double)] {
        drawing.elements.enumerated().map { index, element in
            let nodes = NodeRenderer(images: images)
            let alone = Drawing(size: drawing.size, elements: [element])
            var total = 0.0
            for _ in 0..<frames {
                guard let scaled = Self.scaledNode(nodes, alone, scale: scale) else { continue }
                var viewport = graphene_rect_t(
                    origin: graphene_point_t(x: 0, y: 0),
                    size: graphene_size_t(
                        width: Float(drawing.size.width * scale),
                        height: Float(drawing.size.height * scale)))
                let start = Self.processTime()
                if let texture = gsk_renderer_render_texture(renderer, scaled, &viewport) {
                    g_object_unref(UnsafeMutableRawPointer(texture))
                }
                total += Self.processTime() - start
                gsk_render_node_unref(scaled)
            }
            return ("#\(index) " + Self.label(element), total / Double(frames))
        }
    }

    /// A short name of an element: its kind, a fill's kind, a group's layer and contents.
    static func label(_ element: Drawing.Element) -> String {
        switch element {
        case let .arc(_, radius, arc, stroke):
            return "arc r\(Int(radius)) \(Int(arc.sweep.degrees))° w\(Int(stroke.width)) \(paintLabel(stroke.paint))"
        case let .circle(_, radius, fill, stroke):
            return
                "circle r\(Int(radius)) fill \(fill.map(paintLabel) ?? "-") stroke \(stroke.map { paintLabel($0.paint) } ?? "-")"
        case .ellipse(_, let fill, _): return "ellipse fill \(fill.map(paintLabel) ?? "-")"
        case .path: return "path"
        case let .text(string, _, _): return "text \"\(string)\""
        case let .image(image, _, _, _): return "image \(image.name)"
        case let .group(group):
            let inner = group.elements.prefix(6).map(label).joined(separator: ", ")
            return
                "group \(group.layer.map { "\($0)" } ?? "") op \(group.opacity) [\(inner)\(group.elements.count > 6 ? ", …" : "")]"
        }
    }

    static func paintLabel(_ paint: Paint) -> String {
        switch paint {
        case .color, .semantic: return "flat"
        case .gradient: return "conic"
        case .radialGradient: return "radial"
        }
    }

    static func processTime() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
        return Double(now.tv_sec) * 1e6 + Double(now.tv_nsec) / 1e3
    }
}
