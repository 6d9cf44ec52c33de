import CCairo
import CRotaryPixels
import CRsvg
import Glibc
import RotaryControls

/// Loads images by name from a folder, keeps them decoded, and keeps copies pre-scaled to the
/// pixel sizes they are drawn at, so that a frame only blits.
///
/// A name `"ship"` resolves to `<directory>/ship.svg` when that file exists (rendered with
/// librsvg, crisp at every size) and otherwise to `<directory>/ship.png` (a name ending in
/// `.png` or `.svg` is used as is). Names containing `/` or starting with `.` are refused
/// (`nil`), so a drawing cannot reach outside the folder. A missing or unreadable file gives
/// `nil` (the renderer then draws a placeholder) and is not retried.
///
/// Each source is decoded once. The renderer draws an image from a copy rendered for the exact
/// device pixels it lands on — its pixel size, its turn and its sub-pixel position — so that a
/// steady frame only blits whole pixels; a copy is made on the second request for it, so sizes
/// and turns that change every frame are drawn from the source instead (an SVG as vectors).
/// Copies are kept until ``scaledCacheLimit`` forces the least recently used out. Not
/// thread-safe: use one store per thread (GTK: the main thread).
public final class CairoImageStore {
    /// The folder the images are read from.
    public let directory: String
    /// The most bytes the pre-scaled copies may hold together (default 32 MiB); when a new copy
    /// would pass it, the least recently drawn copies are released first.
    public var scaledCacheLimit = 32 << 20 {
        didSet { scaled.makeRoom(for: 0, limit: scaledCacheLimit) }
    }

    /// Whether the first frame that shows an image ``prepare(_:pixelScale:)`` rendered upright,
    /// asking for it turned with no copy for that turn yet, draws an upright copy of the same pixel size turned with a
    /// bilinear filter rather than the image from its source (later frames draw it as before:
    /// from its source, then from its exact copy). On by default in optimised builds; off in
    /// debug builds, where the resampler runs slower than librsvg.
    public var turnsUprightCopies = rotary_pixels_is_optimized() != 0
    /// Frames begun with this store (``beginFrame()``).
    private(set) var frame = 0
    /// The frame in which each upright copy was first asked for turned: the one frame that may
    /// draw it turned from that copy (``mayTurnUprightCopy(_:)``).
    var firstTurnedFrames: [UprightKey: Int] = [:]

    /// A decoded image: a bitmap (`cairo_surface_t *`) or a parsed SVG (`RsvgHandle *`) and its size.
    enum Source {
        case bitmap(OpaquePointer)
        case vector(UnsafeMutablePointer<RsvgHandle>, width: Double, height: Double)

        /// The natural size in pixels (the SVG's intrinsic size).
        var size: (width: Double, height: Double) {
            switch self {
            case let .bitmap(surface):
                return (Double(cairo_image_surface_get_width(surface)), Double(cairo_image_surface_get_height(surface)))
            case let .vector(_, width, height):
                return (width, height)
            }
        }
    }

    /// How many names the store has decoded (or found missing) so far: each name is read from
    /// its file at most once, on first use or in ``prepare(names:)``.
    public private(set) var decodeCount = 0
    /// How many images were drawn turned from an upright copy so far (the first frame that
    /// shows a prepared image turned; see ``turnsUprightCopies``). The next frame draws them
    /// exact, so a host that stops drawing at rest draws one more frame when this grew.
    public internal(set) var turnedCopyCount = 0
    private var sources: [String: Source] = [:]
    private var missing: Set<String> = []
    /// The PNG-compatible surfaces handed out by ``surface(named:)`` for SVG-only names.
    private var rasterizedVectors: [String: OpaquePointer] = [:]
    var scaled = CairoSurfaceBudget<ScaledKey, ScaledEntry>()
    /// The key of the last upright, unclipped copy made of each image and pixel size (the copy
    /// may since have been released: look it up in `scaled`).
    var uprightCopies: [UprightKey: ScaledKey] = [:]
    /// Hashes of recently requested copies (see `noteRequest`), allocated once.
    var recentRequests = [Int](repeating: 0, count: 1_024)

    /// Creates a store reading from `directory` (a trailing `/` is optional).
    public init(directory: String) {
        self.directory = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
    }

    deinit {
        for source in sources.values {
            switch source {
            case let .bitmap(surface): cairo_surface_destroy(surface)
            case let .vector(handle, _, _): g_object_unref(UnsafeMutableRawPointer(handle))
            }
        }
        for surface in rasterizedVectors.values {
            cairo_surface_destroy(surface)
        }
        scaled.removeAll()
    }

    // MARK: - Names

    /// The PNG file a name resolves to, or `nil` for a name that is empty, has a `/` or starts with `.`.
    public func path(for name: String) -> String? {
        guard isAllowed(name) else { return nil }
        if name.hasSuffix(".png") { return directory + "/" + name }
        return directory + "/" + (name.hasSuffix(".svg") ? String(name.dropLast(4)) : name) + ".png"
    }

    /// The SVG file a name resolves to (whether or not it exists), or `nil` for a refused name.
    public func vectorPath(for name: String) -> String? {
        guard isAllowed(name) else { return nil }
        if name.hasSuffix(".svg") { return directory + "/" + name }
        return directory + "/" + (name.hasSuffix(".png") ? String(name.dropLast(4)) : name) + ".svg"
    }

    private func isAllowed(_ name: String) -> Bool {
        !name.isEmpty && !name.contains("/") && !name.hasPrefix(".")
    }

    // MARK: - Decoded images

    /// The decoded image for `name` (SVG first, then PNG), loaded on first use; `nil` when missing.
    func source(named name: String) -> Source? {
        if let source = sources[name] { return source }
        guard !missing.contains(name) else { return nil }
        decodeCount += 1
        guard let source = loadVector(name) ?? loadBitmap(name) else {
            missing.insert(name)
            return nil
        }
        sources[name] = source
        return source
    }

    private func loadVector(_ name: String) -> Source? {
        guard !name.hasSuffix(".png"), let path = vectorPath(for: name), access(path, R_OK) == 0,
              let handle = rsvg_handle_new_from_file(path, nil) else { return nil }
        var width = 0.0, height = 0.0
        if !rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height).isTrue {
            // No width and height in pixels: fall back to the viewBox's size.
            var hasViewBox: gboolean = 0
            var viewBox = RsvgRectangle()
            rsvg_handle_get_intrinsic_dimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
            (width, height) = hasViewBox.isTrue ? (viewBox.width, viewBox.height) : (0, 0)
        }
        guard width > 0, height > 0, width.isFinite, height.isFinite else {
            g_object_unref(UnsafeMutableRawPointer(handle))
            return nil
        }
        return .vector(handle, width: width, height: height)
    }

    private func loadBitmap(_ name: String) -> Source? {
        guard !name.hasSuffix(".svg"), let path = path(for: name),
              let surface = cairo_image_surface_create_from_png(path) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              cairo_image_surface_get_width(surface) > 0, cairo_image_surface_get_height(surface) > 0 else {
            cairo_surface_destroy(surface)
            return nil
        }
        return .bitmap(surface)
    }

    /// Starts a frame: a renderer drawing with this store calls it once per drawing.
    public func beginFrame() { frame &+= 1 }

    /// Whether this frame may draw the image of `key` turned from its upright copy: only the
    /// first frame that asks for it — the frame a prepared image first appears in (a control's
    /// first frame, a spinner's ring as it opens, however many frames came between preparing
    /// and showing it); later frames draw it as before, from its source, then its exact copy.
    func mayTurnUprightCopy(_ key: UprightKey) -> Bool {
        if let first = firstTurnedFrames[key] { return first == frame }
        if firstTurnedFrames.count >= 1_024 { firstTurnedFrames.removeAll(keepingCapacity: true) }
        firstTurnedFrames[key] = frame
        return true
    }

    /// The natural size of `name` in pixels (an SVG's intrinsic size, a PNG's pixel size);
    /// `nil` when missing.
    public func size(named name: String) -> Size? {
        source(named: name).map { Size(width: $0.size.width, height: $0.size.height) }
    }

    /// The image surface (`cairo_surface_t *`) for `name` at its natural size, owned by the
    /// store; `nil` when missing. An SVG is rendered once at its intrinsic size.
    public func surface(named name: String) -> OpaquePointer? {
        guard let source = source(named: name) else { return nil }
        guard case let .vector(_, width, height) = source else {
            if case let .bitmap(surface) = source { return surface }
            return nil
        }
        if let surface = rasterizedVectors[name] { return surface }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width.rounded(.up)), Int32(height.rounded(.up)))
        else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        Self.draw(source, width: width, height: height, in: context)
        cairo_destroy(context)
        cairo_surface_flush(surface)
        rasterizedVectors[name] = surface
        return surface
    }
}

extension gboolean {
    /// Whether a GLib boolean is `TRUE` (any non-zero value).
    var isTrue: Bool { self != 0 }
}
