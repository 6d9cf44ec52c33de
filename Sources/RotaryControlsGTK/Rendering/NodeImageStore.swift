import CGtk4
import CRsvg
import Glibc
import RotaryControls

/// The images a ``NodeRenderer`` draws, by name, as `GdkTexture`s rendered once per pixel size.
///
/// A name resolves to `<directory>/<name>.svg` (rendered by librsvg at exactly the pixel size it
/// is shown at) or else `<directory>/<name>.png` (scaled with cairo's good filter). A template
/// image (`ImageReference.isTemplate`) keeps only its alpha, filled with its tint, in a texture of
/// its own per tint. Names that are empty, contain `/` or start with `.` resolve to nothing; a
/// missing or unreadable file is looked for once and drawn as a placeholder. Share one store
/// between renderers: textures are made once for all of them. At most ``textureLimit`` textures
/// are kept; past that they are let go and made again as they are drawn.
@MainActor
public final class NodeImageStore {
    /// The folder images are read from.
    public let directory: String
    /// The most textures kept.
    public static let textureLimit = 1_024
    /// The largest side of a texture, in pixels; larger images are drawn at this resolution.
    public static let maximumSide = 4_096

    /// How many textures the store has made so far (a diagnostic for tests and benchmarks).
    public private(set) var texturesMade = 0

    private enum Source {
        /// A decoded PNG (`cairo_surface_t *`, owned) and its size.
        case bitmap(OpaquePointer, width: Double, height: Double)
        /// A parsed SVG (owned) and its intrinsic size.
        case vector(UnsafeMutablePointer<RsvgHandle>, width: Double, height: Double)

        var size: Size {
            switch self {
            case let .bitmap(_, width, height), let .vector(_, width, height): return Size(width: width, height: height)
            }
        }
    }

    private struct TextureKey: Hashable {
        var name: String
        var width: Int
        var height: Int
        var tint: DrawingColor?
    }

    private var sources: [String: Source] = [:]
    private var missing: Set<String> = []
    /// The textures made (`GdkTexture *`, one reference each, owned).
    private var textures: [TextureKey: OpaquePointer] = [:]

    /// Creates a store reading from `directory` (a trailing `/` is optional).
    public init(directory: String) {
        self.directory = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
    }

    isolated deinit {
        releaseTextures()
        for source in sources.values {
            switch source {
            case let .bitmap(surface, _, _): cairo_surface_destroy(surface)
            case let .vector(handle, _, _): g_object_unref(UnsafeMutableRawPointer(handle))
            }
        }
    }

    // MARK: - Names

    /// The file `name` resolves to with `fileExtension` (`"svg"`, `"png"`), whether or not it
    /// exists; `nil` for a name that is empty, contains `/` or starts with `.`.
    public func path(for name: String, fileExtension: String) -> String? {
        guard !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") else { return nil }
        var base = name
        if base.hasSuffix(".svg") || base.hasSuffix(".png") { base.removeLast(4) }
        return directory + "/" + base + "." + fileExtension
    }

    /// The natural size of `name` in pixels (an SVG's intrinsic size, a PNG's pixel size); `nil`
    /// when it is missing.
    public func size(named name: String) -> Size? {
        source(named: name)?.size
    }

    // MARK: - Textures

    /// The texture (`GdkTexture *`, owned by the store) of `name` rendered at `width` × `height`
    /// pixels (each clamped into `1...maximumSide`), its alpha filled with `tint` when one is
    /// given; `nil` when the image is missing.
    func texture(named name: String, width: Int, height: Int, tint: DrawingColor?) -> OpaquePointer? {
        let key = TextureKey(
            name: name, width: Swift.min(Swift.max(width, 1), Self.maximumSide),
            height: Swift.min(Swift.max(height, 1), Self.maximumSide), tint: tint)
        if let kept = textures[key] { return kept }
        guard let source = source(named: name), let texture = Self.render(source, key: key) else { return nil }
        if textures.count >= Self.textureLimit { releaseTextures() }
        texturesMade &+= 1
        textures[key] = texture
        return texture
    }

    private func releaseTextures() {
        for texture in textures.values { g_object_unref(UnsafeMutableRawPointer(texture)) }
        textures.removeAll(keepingCapacity: true)
    }

    private static func render(_ source: Source, key: TextureKey) -> OpaquePointer? {
        guard let canvas = NodeRasterizer.cairoImage(width: key.width, height: key.height) else { return nil }
        defer { cairo_surface_destroy(canvas.surface) }
        let context = canvas.context
        let width = Double(key.width), height = Double(key.height)
        switch source {
        case let .bitmap(bitmap, naturalWidth, naturalHeight):
            cairo_scale(context, width / naturalWidth, height / naturalHeight)
            cairo_set_source_surface(context, bitmap, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_GOOD)
            cairo_paint(context)
        case let .vector(handle, _, _):
            var viewport = RsvgRectangle(x: 0, y: 0, width: width, height: height)
            _ = rsvg_handle_render_document(handle, context, &viewport, nil)
        }
        if let tint = key.tint {
            // IN keeps the image's alpha and takes the tint's colour (premultiplied by both alphas).
            cairo_identity_matrix(context)
            cairo_set_operator(context, CAIRO_OPERATOR_IN)
            cairo_set_source_rgba(context, tint.red, tint.green, tint.blue, tint.alpha)
            cairo_paint(context)
        }
        guard case let (pixels, stride)? = NodeRasterizer.finish(canvas) else { return nil }
        return NodeRasterizer.memoryTexture(pixels, stride: stride, width: key.width, height: key.height)
    }

    // MARK: - Decoding

    private func source(named name: String) -> Source? {
        if let source = sources[name] { return source }
        guard !missing.contains(name) else { return nil }
        guard let source = loadVector(name) ?? loadBitmap(name) else {
            missing.insert(name)
            return nil
        }
        sources[name] = source
        return source
    }

    private func loadVector(_ name: String) -> Source? {
        guard !name.hasSuffix(".png"), let path = path(for: name, fileExtension: "svg"), access(path, R_OK) == 0,
            let handle = rsvg_handle_new_from_file(path, nil)
        else { return nil }
        var width = 0.0, height = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) == 0 {
            // No width and height in pixels: the viewBox's size.
            var hasViewBox: gboolean = 0
            var viewBox = RsvgRectangle()
            rsvg_handle_get_intrinsic_dimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
            (width, height) = hasViewBox != 0 ? (viewBox.width, viewBox.height) : (0, 0)
        }
        guard width > 0, height > 0, width.isFinite, height.isFinite else {
            g_object_unref(UnsafeMutableRawPointer(handle))
            return nil
        }
        return .vector(handle, width: width, height: height)
    }

    private func loadBitmap(_ name: String) -> Source? {
        guard !name.hasSuffix(".svg"), let path = path(for: name, fileExtension: "png"),
            let surface = cairo_image_surface_create_from_png(path)
        else { return nil }
        let width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface)
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, width > 0, height > 0 else {
            cairo_surface_destroy(surface)
            return nil
        }
        return .bitmap(surface, width: Double(width), height: Double(height))
    }
}

extension NodeRenderer {
    // MARK: - Images

    /// The grey of the dashed placeholder drawn for a missing image (the SVG renderer's).
    public static let placeholderColor = DrawingColor(red8: 142, green8: 142, blue8: 147)

    /// An image fitted into `rect` (aspect kept, centred), turned by `rotation` about the rect's
    /// centre, as a texture rendered for the device pixels it covers. A template image is filled
    /// with `tint` (the theme's tint when `nil`). A missing image (or no store) is a dashed
    /// rounded rectangle with the name inside. An empty rect draws nothing.
    func appendImage(_ image: ImageReference, in rect: Rect, rotation: Rotation, tint: Paint?, to target: NodeTarget) {
        guard NodeMath.isDrawable(rect), rect.width > 0, rect.height > 0, NodeMath.isDrawable(rotation.radians) else {
            return
        }
        let snapshot = target.snapshot
        gtk_snapshot_save(snapshot)
        if rotation.radians != 0 {
            var center = NodeMath.point(rect.center)
            var back = graphene_point_t(x: -center.x, y: -center.y)
            gtk_snapshot_translate(snapshot, &center)
            gtk_snapshot_rotate(snapshot, Float(rotation.radians * 180 / .pi))
            gtk_snapshot_translate(snapshot, &back)
        }
        if let placed = texture(for: image, in: rect, tint: tint, scale: target.scale) {
            var bounds = placed.bounds
            gtk_snapshot_append_texture(snapshot, placed.texture, &bounds)
        } else {
            appendPlaceholder(image, in: rect, tint: tint, to: target)
        }
        gtk_snapshot_restore(snapshot)
    }

    /// The texture of `image` fitted into `rect` at `scale` pixels per unit and where it goes;
    /// `nil` when there is no store or the image is missing.
    func texture(for image: ImageReference, in rect: Rect, tint: Paint?, scale: Double)
        -> (texture: OpaquePointer, bounds: graphene_rect_t)?
    {
        guard let images, let natural = images.size(named: image.name) else { return nil }
        let fit = Swift.min(rect.width / natural.width, rect.height / natural.height)
        let width = natural.width * fit, height = natural.height * fit
        guard width.isFinite, height.isFinite, width > 0, height > 0 else { return nil }
        let pixels = (width: pixelCount(width * scale), height: pixelCount(height * scale))
        let tintColor = image.isTemplate ? color(tint ?? .semantic(.tint)) : nil
        guard
            let texture = images.texture(named: image.name, width: pixels.width, height: pixels.height, tint: tintColor)
        else { return nil }
        let bounds = NodeMath.rect(
            x: rect.center.x - width / 2, y: rect.center.y - height / 2, width: width, height: height)
        return (texture, bounds)
    }

    private func pixelCount(_ length: Double) -> Int {
        length.isFinite ? Int(Swift.min(Swift.max(length.rounded(), 1), Double(NodeImageStore.maximumSide))) : 1
    }

    /// A dashed rounded rectangle with the image's name inside, as the SVG renderer draws it.
    private func appendPlaceholder(_ image: ImageReference, in rect: Rect, tint: Paint?, to target: NodeTarget) {
        let placeholder = tint.map(color) ?? Self.placeholderColor
        let corner = Swift.min(4, Swift.min(rect.width, rect.height) / 4)
        var outline = GskRoundedRect()
        var bounds = NodeMath.rect(
            x: rect.minX + 0.5, y: rect.minY + 0.5,
            width: Swift.max(0, rect.width - 1), height: Swift.max(0, rect.height - 1))
        gsk_rounded_rect_init_from_rect(&outline, &bounds, Float(corner))
        if let builder = gsk_path_builder_new() {
            gsk_path_builder_add_rounded_rect(builder, &outline)
            if let path = gsk_path_builder_free_to_path(builder) {
                let stroke = NodePaths.stroke(width: 1, cap: .butt)
                var dashes: [Float] = [4, 3]
                gsk_stroke_set_dash(stroke, &dashes, 2)
                var rgba = Self.rgba(placeholder)
                gtk_snapshot_append_stroke(target.snapshot, path, stroke, &rgba)
                gsk_stroke_free(stroke)
                gsk_path_unref(path)
            }
        }
        let fontSize = Swift.min(12, rect.height / 3, rect.width / (0.6 * Double(Swift.max(1, image.name.count)) + 0.5))
        appendText(
            image.name, center: rect.center, style: TextStyle(fontSize: fontSize, paint: .color(placeholder)),
            to: target)
    }
}
