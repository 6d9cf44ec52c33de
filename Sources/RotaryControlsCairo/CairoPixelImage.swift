import CCairo
import Glibc
import RotaryControls

/// Images the renderer paints pixel by pixel (premultiplied ARGB32) and blits on whole pixels:
/// small flat circles (``CairoDiscImage``), runs of markers (``CairoEllipseRunImage``), radial
/// gradient discs (``CairoRadialGradientFill``) and turned layers resampled by the layer cache.
enum CairoPixelImage {
    /// A colour's premultiplied red, green, blue and alpha, in 0…1.
    typealias Premultiplied = (red: Float, green: Float, blue: Float, alpha: Float)

    /// `color` premultiplied (transparent for none).
    static func premultiplied(_ color: DrawingColor?) -> Premultiplied {
        guard let color else { return (0, 0, 0, 0) }
        return (Float(color.red * color.alpha), Float(color.green * color.alpha), Float(color.blue * color.alpha),
                Float(color.alpha))
    }

    /// `color`, premultiplied, as an ARGB32 pixel (transparent for none; each byte clamped to 0…255).
    static func pack(_ color: DrawingColor?) -> UInt32 {
        guard let color else { return 0 }
        func byte(_ value: Double) -> UInt32 { UInt32(Swift.min(255, Swift.max(0, value) * 255 + 0.5)) }
        return byte(color.alpha) << 24 | byte(color.red * color.alpha) << 16 | byte(color.green * color.alpha) << 8
            | byte(color.blue * color.alpha)
    }

    /// The pixel of an outline painted over a fill, as Cairo draws them: `fill` covering
    /// `fillCoverage` of the pixel, `stroke` covering `strokeCoverage` of it on top.
    @inline(__always)
    static func pixel(fill: Premultiplied, _ fillCoverage: Float, stroke: Premultiplied, _ strokeCoverage: Float) -> UInt32 {
        let under = fillCoverage * (1 - stroke.alpha * strokeCoverage)
        func channel(_ s: Float, _ f: Float) -> UInt32 {
            UInt32(Swift.min(255, (s * strokeCoverage + f * under) * 255 + 0.5))
        }
        return channel(stroke.alpha, fill.alpha) << 24 | channel(stroke.red, fill.red) << 16
            | channel(stroke.green, fill.green) << 8 | channel(stroke.blue, fill.blue)
    }

    /// A new transparent `width` × `height` image (owned by the caller) whose pixels `paint` wrote,
    /// given them and the row stride in pixels; `nil` when Cairo cannot make it.
    static func make(width: Int, height: Int, paint: (UnsafeMutablePointer<UInt32>, Int) -> Void) -> OpaquePointer? {
        guard width > 0, height > 0, let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        data.withMemoryRebound(to: UInt32.self, capacity: stride * height) { paint($0, stride) }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// A new `width` × `height` image (owned by the caller) whose pixels `write` wrote, given them
    /// and the row stride in pixels, when `write` writes every pixel (a resampler does): unlike
    /// ``make(width:height:paint:)``, its memory is not cleared first (Cairo clears a new image,
    /// a pass over every pixel that the writer repeats). `nil` when it cannot be made.
    static func makeWritten(width: Int, height: Int, write: (UnsafeMutablePointer<UInt32>, Int) -> Void) -> OpaquePointer? {
        guard width > 0, height > 0, width <= 1 << 15, height <= 1 << 15 else { return nil }
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        guard stride >= width * 4, let bytes = malloc(stride * height) else { return nil }
        guard let surface = cairo_image_surface_create_for_data(bytes.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                                Int32(width), Int32(height), Int32(stride)) else {
            free(bytes)
            return nil
        }
        // The image frees its memory when Cairo destroys it (a recording may outlive the caller's reference).
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              cairo_surface_set_user_data(surface, memoryKey, bytes, { free($0) }) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            free(bytes)
            return nil
        }
        write(bytes.bindMemory(to: UInt32.self, capacity: stride / 4 * height), stride / 4)
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// The key under which an image made by ``makeWritten(width:height:write:)`` holds the memory it is freed with.
    private nonisolated(unsafe) static let memoryKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)

    /// Blits `image` with its corner on the device pixel (`left`, `top`), at `opacity`, as one
    /// rectangle (the current path is replaced). The image is kept a frame in `images`: a
    /// recording surface (GTK 4's drawing area) copies an image released before its replay.
    static func blit(
        _ image: OpaquePointer, left: Double, top: Double, grid: CairoPixelGrid, opacity: Double = 1,
        keeping images: CairoFrameImages?, in context: OpaquePointer
    ) {
        images?.keep(image)
        cairo_save(context)
        grid.usePixelSpace(context)
        cairo_set_source_surface(context, image, left, top)
        cairo_new_path(context)
        cairo_rectangle(context, left, top, Double(cairo_image_surface_get_width(image)),
                        Double(cairo_image_surface_get_height(image)))
        if opacity < 1 {
            cairo_clip(context)
            cairo_paint_with_alpha(context, opacity)
        } else {
            cairo_fill(context)
        }
        cairo_restore(context)
    }
}
