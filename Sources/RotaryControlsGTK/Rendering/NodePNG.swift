import CGtk4
import RotaryControls

/// Why a PNG could not be made.
public enum NodePNGError: Error, Hashable, Sendable {
    /// The drawing's size times the scale is zero, negative, not finite or above 16 384 pixels,
    /// or the scale is not positive and finite.
    case invalidSize(width: Double, height: Double)
    /// cairo refused to create the image or write the file; the payload is cairo's message.
    case cairo(String)
}

/// PNG files of drawings, rendered from the same render nodes a widget shows
/// (``NodeRenderer/node(for:pixelScale:)`` drawn by GSK into an image), without a display.
///
/// GTK registers its node types when it is initialised: the first call runs `gtk_init_check()`,
/// which does that with or without a display (without one it answers false and opens nothing).
///
/// ```swift
/// try NodePNG.write(drawing, to: "knob.png", scale: 2, renderer: NodeRenderer(theme: .dark))
/// ```
@MainActor
public enum NodePNG {
    private static var isGTKReady = false

    /// Initialises GTK once (`gtk_init_check()`), so that render nodes can be made.
    public static func prepareGTK() {
        guard !isGTKReady else { return }
        _ = gtk_init_check()
        isGTKReady = true
    }

    /// The pixel size of `drawing` at `scale`, rounded up; `nil` when it is empty, not finite or
    /// above 16 384 pixels a side.
    public static func pixelSize(of drawing: Drawing, scale: Double) -> (width: Int32, height: Int32)? {
        guard scale.isFinite, scale > 0 else { return nil }
        let width = (drawing.size.width * scale).rounded(.up), height = (drawing.size.height * scale).rounded(.up)
        guard width.isFinite, height.isFinite, width >= 1, height >= 1, width <= 16_384, height <= 16_384 else {
            return nil
        }
        return (Int32(width), Int32(height))
    }

    /// `drawing` rendered into a new ARGB32 image (`cairo_surface_t *`, owned by the caller) at
    /// `scale` pixels per point, over `background` when given (else transparent).
    public static func image(
        _ drawing: Drawing, scale: Double = 1, renderer: NodeRenderer = NodeRenderer(), background: DrawingColor? = nil
    ) throws -> OpaquePointer {
        guard let size = pixelSize(of: drawing, scale: scale) else {
            throw NodePNGError.invalidSize(width: drawing.size.width * scale, height: drawing.size.height * scale)
        }
        prepareGTK()
        guard case let (surface, context)? = NodeRasterizer.cairoImage(width: Int(size.width), height: Int(size.height))
        else {
            throw NodePNGError.cairo("no image of \(size.width)×\(size.height) pixels")
        }
        defer { cairo_destroy(context) }
        cairo_scale(context, scale, scale)
        if let background {
            cairo_set_source_rgba(context, background.red, background.green, background.blue, background.alpha)
            cairo_paint(context)
        }
        if let node = renderer.node(for: drawing, pixelScale: scale) {
            gsk_render_node_draw(node, context)
            gsk_render_node_unref(node)
        }
        cairo_surface_flush(surface)
        let status = cairo_status(context)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw NodePNGError.cairo(String(cString: cairo_status_to_string(status)))
        }
        return surface
    }

    /// Writes `drawing` as a PNG file at `path`, `scale` pixels per point (default 1), over
    /// `background` when given. Throws ``NodePNGError/invalidSize(width:height:)`` for an empty or
    /// huge size and ``NodePNGError/cairo(_:)`` when the file cannot be written (missing folder,
    /// no permission).
    public static func write(
        _ drawing: Drawing, to path: String, scale: Double = 1, renderer: NodeRenderer = NodeRenderer(),
        background: DrawingColor? = nil
    ) throws {
        let surface = try image(drawing, scale: scale, renderer: renderer, background: background)
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_write_to_png(surface, path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw NodePNGError.cairo(String(cString: cairo_status_to_string(status)))
        }
    }
}
