import CCairo
import RotaryControls

/// Why a PNG could not be written.
public enum CairoPNGError: Error, Hashable, Sendable {
    /// The drawing's size times the scale is zero, negative, not finite or above 16 384 pixels.
    case invalidSize(width: Double, height: Double)
    /// Cairo refused to create the surface or write the file; the payload is cairo's message.
    case cairo(String)
}

extension CairoRenderer {
    // MARK: - PNG files

    /// The pixel size of `drawing` at `scale`, rounded up; `nil` when it is empty, not finite or too big.
    public static func pixelSize(of drawing: Drawing, scale: Double) -> (width: Int32, height: Int32)? {
        let width = (drawing.size.width * scale).rounded(.up)
        let height = (drawing.size.height * scale).rounded(.up)
        guard width.isFinite, height.isFinite, width >= 1, height >= 1, width <= 16_384, height <= 16_384 else { return nil }
        return (Int32(width), Int32(height))
    }

    /// Renders `drawing` into a new ARGB32 image surface (`cairo_surface_t *`, owned by the caller)
    /// at `scale` pixels per point (1×, 2×, 3×…). Throws `.invalidSize` for an empty or huge size.
    public func makeSurface(_ drawing: Drawing, scale: Double = 1) throws -> OpaquePointer {
        guard scale.isFinite, scale > 0, let size = Self.pixelSize(of: drawing, scale: scale) else {
            throw CairoPNGError.invalidSize(width: drawing.size.width * scale, height: drawing.size.height * scale)
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, size.width, size.height) else {
            throw CairoPNGError.cairo("no surface")
        }
        let context = cairo_create(surface)!
        defer { cairo_destroy(context) }
        cairo_scale(context, scale, scale)
        draw(drawing, in: context)
        cairo_surface_flush(surface)
        let status = cairo_status(context)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw CairoPNGError.cairo(String(cString: cairo_status_to_string(status)))
        }
        return surface
    }

    /// Writes `drawing` as a PNG file at `path`, `scale` pixels per point (default 1×).
    ///
    /// Throws `.invalidSize` when the pixel size is empty or above 16 384, `.cairo` when the
    /// file cannot be written (missing folder, no permission).
    public func writePNG(_ drawing: Drawing, to path: String, scale: Double = 1) throws {
        let surface = try makeSurface(drawing, scale: scale)
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_write_to_png(surface, path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw CairoPNGError.cairo(String(cString: cairo_status_to_string(status)))
        }
    }
}
