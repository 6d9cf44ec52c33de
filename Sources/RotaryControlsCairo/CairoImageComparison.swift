import CCairo

/// Pixel-by-pixel comparison of two images, for PNG snapshot tests.
///
/// Two pixels differ when any channel (premultiplied ARGB, 0…255) differs by more than
/// `channelTolerance`. Images of different sizes are reported as such, never compared.
public struct CairoImageComparison: Hashable, Sendable {
    /// The outcome of comparing two images.
    public enum Outcome: Hashable, Sendable {
        /// Same size; `differingPixels` of `totalPixels` differ beyond the tolerance.
        case compared(differingPixels: Int, totalPixels: Int)
        /// The sizes differ (width × height of each).
        case sizeMismatch(expected: PixelSize, actual: PixelSize)
    }

    /// An image's size in pixels.
    public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
        /// Width in pixels.
        public var width: Int
        /// Height in pixels.
        public var height: Int
        /// Creates a size.
        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }
        /// "W×H".
        public var description: String { "\(width)×\(height)" }
    }

    /// The largest per-channel difference still counted as equal; default 8 (of 255), clamped at 0.
    public var channelTolerance: Int

    /// Creates a comparison with the given per-channel tolerance (negative values count as 0).
    public init(channelTolerance: Int = 8) {
        self.channelTolerance = Swift.max(0, channelTolerance)
    }

    /// Loads a PNG file as an image surface (owned by the caller); `nil` when missing or unreadable.
    public static func loadPNG(_ path: String) -> OpaquePointer? {
        guard let surface = cairo_image_surface_create_from_png(path) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        return surface
    }

    /// Compares two image surfaces (`cairo_surface_t *`, ARGB32 or RGB24).
    public func compare(_ expected: OpaquePointer, _ actual: OpaquePointer) -> Outcome {
        cairo_surface_flush(expected)
        cairo_surface_flush(actual)
        let size = { (s: OpaquePointer) in (Int(cairo_image_surface_get_width(s)), Int(cairo_image_surface_get_height(s))) }
        let (ew, eh) = size(expected), (aw, ah) = size(actual)
        guard ew == aw, eh == ah else {
            return .sizeMismatch(expected: PixelSize(width: ew, height: eh), actual: PixelSize(width: aw, height: ah))
        }
        guard ew > 0, eh > 0, let e = cairo_image_surface_get_data(expected), let a = cairo_image_surface_get_data(actual) else {
            return .compared(differingPixels: 0, totalPixels: 0)
        }
        let es = Int(cairo_image_surface_get_stride(expected)), stride = Int(cairo_image_surface_get_stride(actual))
        var differing = 0
        for y in 0..<eh {
            for x in 0..<ew {
                for channel in 0..<4 where Swift.abs(Int(e[y * es + x * 4 + channel]) - Int(a[y * stride + x * 4 + channel])) > channelTolerance {
                    differing += 1
                    break
                }
            }
        }
        return .compared(differingPixels: differing, totalPixels: ew * eh)
    }
}
