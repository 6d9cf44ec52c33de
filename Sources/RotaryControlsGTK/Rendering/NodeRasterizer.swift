import CGtk4

/// Renders a node once into a texture on the device-pixel grid, so that a still layer costs a
/// renderer one texture per frame instead of its paths, gradients and strokes again: GSK keeps
/// none of those from one frame to the next, while a texture is uploaded once and drawn from
/// then on.
///
/// A GPU renderer shades every pixel of a texture's rectangle, transparent ones too, so an image
/// that is mostly empty (a thin ring) is cut into textures of the 32-pixel tiles that hold
/// something, one per run of such tiles in a row.
@MainActor
enum NodeRasterizer {
    /// The largest texture side made, in pixels; larger nodes stay vectors.
    static let maximumSide = 4_096
    /// The side of a tile, in pixels.
    static let tile = 32

    /// A node (owned by the caller) showing `node` as it looks at `scale` device pixels per unit,
    /// from a texture covering the whole device pixels the node touches; `nil` (keep the vectors)
    /// when the node draws nothing or is too large, or the scale is not positive and finite.
    static func texture(of node: OpaquePointer, scale: Double) -> OpaquePointer? {
        guard scale.isFinite, scale > 0 else { return nil }
        var bounds = graphene_rect_t()
        gsk_render_node_get_bounds(node, &bounds)
        let left = (Double(bounds.origin.x) * scale).rounded(.down),
            top = (Double(bounds.origin.y) * scale).rounded(.down)
        let right = (Double(bounds.origin.x + bounds.size.width) * scale).rounded(.up)
        let bottom = (Double(bounds.origin.y + bounds.size.height) * scale).rounded(.up)
        guard left.isFinite, top.isFinite, right - left >= 1, bottom - top >= 1,
            right - left <= Double(maximumSide), bottom - top <= Double(maximumSide)
        else { return nil }
        let width = Int(right - left), height = Int(bottom - top)
        guard let canvas = cairoImage(width: width, height: height) else { return nil }
        defer { cairo_surface_destroy(canvas.surface) }
        cairo_translate(canvas.context, -left, -top)
        cairo_scale(canvas.context, scale, scale)
        gsk_render_node_draw(node, canvas.context)
        guard case let (pixels, stride)? = finish(canvas) else { return nil }
        let runs = tileRuns(pixels, stride: stride, width: width, height: height)
        guard !runs.isEmpty else { return nil }
        let tiles = (width + tile - 1) / tile * ((height + tile - 1) / tile)
        let used = runs.reduce(0) { $0 + $1.count }
        guard used * 10 < tiles * 7 else {
            return image(
                pixels, stride: stride, x: 0, y: 0, width: width, height: height, origin: (left, top), scale: scale)
        }
        var pieces: [OpaquePointer?] = runs.map { run in
            let x = run.column * tile, y = run.row * tile
            return image(
                pixels, stride: stride, x: x, y: y, width: Swift.min(run.count * tile, width - x),
                height: Swift.min(tile, height - y), origin: (left, top), scale: scale)
        }
        defer { for piece in pieces { piece.map(gsk_render_node_unref) } }
        return gsk_container_node_new(&pieces, guint(pieces.count))
    }

    /// A texture node of the `width` × `height` pixels at (`x`, `y`) of the image, placed where
    /// they lie in units (the image's corner being the device pixel `origin`).
    private static func image(
        _ pixels: UnsafeMutablePointer<UInt8>, stride: Int, x: Int, y: Int, width: Int, height: Int,
        origin: (x: Double, y: Double), scale: Double
    ) -> OpaquePointer? {
        guard let texture = memoryTexture(pixels + y * stride + x * 4, stride: stride, width: width, height: height)
        else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        var placed = NodeMath.rect(
            x: (origin.x + Double(x)) / scale, y: (origin.y + Double(y)) / scale,
            width: Double(width) / scale, height: Double(height) / scale)
        return gsk_texture_node_new(texture, &placed)
    }

    /// A new ARGB32 cairo image of `width` × `height` pixels and a context drawing into it (both
    /// owned by the caller); `nil` when cairo cannot make them.
    static func cairoImage(width: Int, height: Int) -> (surface: OpaquePointer, context: OpaquePointer)? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            return nil
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        return (surface, context)
    }

    /// Ends drawing into `image` (destroys its context) and answers its pixels and their row
    /// stride in bytes; `nil` when it has none.
    static func finish(_ image: (surface: OpaquePointer, context: OpaquePointer))
        -> (pixels: UnsafeMutablePointer<UInt8>, stride: Int)?
    {
        cairo_destroy(image.context)
        cairo_surface_flush(image.surface)
        guard let pixels = cairo_image_surface_get_data(image.surface) else { return nil }
        return (pixels, Int(cairo_image_surface_get_stride(image.surface)))
    }

    /// A texture (`GdkTexture *`, owned by the caller) of `width` × `height` pixels of a cairo
    /// ARGB32 image, the first at `pixels`, rows `stride` bytes apart.
    static func memoryTexture(_ pixels: UnsafeMutablePointer<UInt8>, stride: Int, width: Int, height: Int)
        -> OpaquePointer?
    {
        let bytes = g_bytes_new(pixels, gsize(stride * (height - 1) + width * 4))
        defer { g_bytes_unref(bytes) }
        // cairo's ARGB32 is GDK's B8G8R8A8_PREMULTIPLIED on a little-endian machine.
        return gdk_memory_texture_new(
            Int32(width), Int32(height), GDK_MEMORY_B8G8R8A8_PREMULTIPLIED, bytes, gsize(stride))
    }

    /// The runs of tiles in a row that hold a pixel that is not fully transparent, row by row,
    /// left to right.
    static func tileRuns(_ pixels: UnsafeMutablePointer<UInt8>, stride: Int, width: Int, height: Int)
        -> [(row: Int, column: Int, count: Int)]
    {
        let columns = (width + tile - 1) / tile, rows = (height + tile - 1) / tile
        var used = [Bool](repeating: false, count: columns * rows)
        for y in 0..<height {
            let row = y / tile
            var x = 0
            while x < width {
                if pixels[y * stride + x * 4 + 3] != 0 {
                    used[row * columns + x / tile] = true
                    x = (x / tile + 1) * tile
                } else {
                    x += 1
                }
            }
        }
        var runs: [(row: Int, column: Int, count: Int)] = []
        for row in 0..<rows {
            var column = 0
            while column < columns {
                let start = column
                while column < columns, used[row * columns + column] { column += 1 }
                if column > start { runs.append((row, start, column - start)) } else { column += 1 }
            }
        }
        return runs
    }
}
