import CCairo

/// Loads PNG images by name from a folder and keeps them for reuse.
///
/// A name `"ship"` resolves to `<directory>/ship.png` (a name already ending in `.png` is used
/// as is). Names containing `/` or starting with `.` are refused (`nil`), so a drawing cannot
/// reach outside the folder. A missing or unreadable file gives `nil` (the renderer then draws a
/// placeholder) and is not retried. Not thread-safe: use one store per thread (GTK: the main thread).
public final class CairoImageStore {
    /// The folder the images are read from.
    public let directory: String
    private var surfaces: [String: OpaquePointer] = [:]
    private var missing: Set<String> = []

    /// Creates a store reading from `directory` (a trailing `/` is optional).
    public init(directory: String) {
        self.directory = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
    }

    deinit {
        for surface in surfaces.values {
            cairo_surface_destroy(surface)
        }
    }

    /// The file a name resolves to, or `nil` for a name that is empty, has a `/` or starts with `.`.
    public func path(for name: String) -> String? {
        guard !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") else { return nil }
        return directory + "/" + (name.hasSuffix(".png") ? name : name + ".png")
    }

    /// The image surface (`cairo_surface_t *`) for `name`, owned by the store; `nil` when missing.
    public func surface(named name: String) -> OpaquePointer? {
        if let surface = surfaces[name] { return surface }
        guard !missing.contains(name), let path = path(for: name) else { return nil }
        guard let surface = cairo_image_surface_create_from_png(path),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            missing.insert(name)
            return nil
        }
        surfaces[name] = surface
        return surface
    }
}
