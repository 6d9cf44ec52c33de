import CCairo
import CRotaryPixels
import Glibc
import RotaryControls

/// A premultiplied ARGB32 image whose pixels count only inside some boxes: its memory is not
/// cleared, each box's pixels are all written by its painter, and it is blitted through the
/// boxes alone (one fill of their rectangles, on whole pixels).
///
/// A shape spread thin over a large area (a slider's track, a ring 270 pixels across and 10
/// wide at 2×; its markers) then costs what its boxes cover, not its bounding square: Cairo
/// clears a new image surface (1.3 MB for that ring) and composites all of it. What is written
/// is what costs besides: a first frame's memory is fresh, so each page touched is a page fault
/// (about 0.3 ms for the 2.7 MB bounding square of that ring at 3×); so a ring's boxes are
/// split among four images, one a quadrant (``quadrants(_:around:)``), each as large as its
/// boxes (less than half the memory), in one allocation (``make(covering:)``, freed with the
/// last of its images, on whichever thread).
///
/// The boxes' edges and the image's corner lie on ``snap(_:)`` pixels: a recording surface
/// (GTK 4's drawing area) keeps coordinates in 1/256 of its units, so at 3× a box on any whole
/// pixel is replayed a little off the pixels and Cairo composites the whole image through a
/// mask it computes (measured: the ring then cost more than Cairo's stroke); on whole units it
/// is one copy a box.
struct CairoBoxedImage {
    /// A box of device pixels: columns `x0 ..< x1`, rows `y0 ..< y1`.
    struct Box {
        var x0: Int, y0: Int, x1: Int, y1: Int

        var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

        /// The box grown to whole multiples of `snap` pixels.
        func aligned(_ snap: Int) -> Box {
            func down(_ value: Int) -> Int { value - ((value % snap) + snap) % snap }
            return Box(x0: down(x0), y0: down(y0), x1: down(x1 + snap - 1), y1: down(y1 + snap - 1))
        }
    }

    /// The image (a reference owned by this value until ``blit(grid:keeping:in:)``).
    let surface: OpaquePointer
    /// The device pixels it covers (on whole snaps).
    let area: Box
    /// The first pixel and the row stride in pixels.
    let pixels: UnsafeMutablePointer<UInt32>
    let stride: Int
    /// The boxes painted, in device pixels.
    private var boxes: [Box] = []

    /// The key under which a surface holds its share of a block of memory.
    nonisolated(unsafe) private static let memoryKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)

    /// The longest side, in pixels.
    static let maximumSide = 4_096

    private init(surface: OpaquePointer, area: Box, pixels: UnsafeMutablePointer<UInt32>, stride: Int) {
        self.surface = surface
        self.area = area
        self.pixels = pixels
        self.stride = stride
    }

    /// Images with uncleared pixels covering `areas` (device pixels), all in one block of memory
    /// (freed with the last of them): one allocation for a shape's pieces, not one each. `nil`
    /// when an area is empty, has a side over ``maximumSide`` or lies beyond ±10⁷, or memory or
    /// Cairo fails.
    static func make(covering areas: [Box]) -> [CairoBoxedImage]? {
        var offsets: [Int] = [], total = 64
        for area in areas {
            let (width, height) = (area.x1 - area.x0, area.y1 - area.y0)
            guard width > 0, height > 0, width <= maximumSide, height <= maximumSide, Swift.abs(area.x0) < 10_000_000,
                  Swift.abs(area.y0) < 10_000_000 else { return nil }
            offsets.append(total)
            total += width * height * 4
        }
        // A count of the images still holding the block, in its first bytes.
        guard !areas.isEmpty, let block = malloc(total) else { return nil }
        let holders = block.assumingMemoryBound(to: Int64.self)
        holders.pointee = 1
        var images: [CairoBoxedImage] = []
        for (area, offset) in zip(areas, offsets) {
            let width = area.x1 - area.x0
            let pixels = (block + offset).assumingMemoryBound(to: UInt32.self)
            guard let surface = cairo_image_surface_create_for_data(
                UnsafeMutableRawPointer(pixels).assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width),
                Int32(area.y1 - area.y0), Int32(width * 4)
            ), cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { break }
            rotary_marks_count_add(holders, 1)
            guard cairo_surface_set_user_data(surface, memoryKey, block, { block in
                guard let count = block?.assumingMemoryBound(to: Int64.self) else { return }
                if rotary_marks_count_add(count, -1) == 0 { free(block) }
            }) == CAIRO_STATUS_SUCCESS else {
                rotary_marks_count_add(holders, -1)
                cairo_surface_destroy(surface)
                break
            }
            images.append(CairoBoxedImage(surface: surface, area: area, pixels: pixels, stride: width))
        }
        // The block's own hold, let go: it now lives as long as its images.
        if rotary_marks_count_add(holders, -1) == 0 { free(block) }
        guard images.count == areas.count else {
            images.forEach { $0.discard() }
            return nil
        }
        return images
    }

    /// The fewest pixels, up to 16, that make a whole number of 1/256 device units at the
    /// device scale of `grid` (1 at 1× and 2×, 3 at 3×); 1 when there is none.
    static func snap(_ grid: CairoPixelGrid) -> Int {
        let scale = grid.deviceScale.x
        guard scale.isFinite, scale > 0, scale == grid.deviceScale.y else { return 1 }
        for pixels in 1...16 {
            let fixed = Double(pixels) / scale * 256
            if Swift.abs(fixed - fixed.rounded()) < 1e-6 { return pixels }
        }
        return 1
    }

    /// The boxes' indices in up to four groups, one for each quadrant around `center` (split
    /// along the diagonals) that holds a box's centre; empty boxes and groups left out.
    static func quadrants(_ boxes: [Box], around center: Point) -> [[Int]] {
        var groups: [[Int]] = [[], [], [], []]
        for (index, box) in boxes.enumerated() where !box.isEmpty {
            let dx = Double(box.x0 + box.x1) / 2 - center.x, dy = Double(box.y0 + box.y1) / 2 - center.y
            groups[Swift.abs(dx) > Swift.abs(dy) ? (dx < 0 ? 0 : 1) : (dy < 0 ? 2 : 3)].append(index)
        }
        return groups.filter { !$0.isEmpty }
    }

    /// The smallest box holding `boxes`.
    static func union(_ boxes: some Sequence<Box>) -> Box {
        var union = Box(x0: .max, y0: .max, x1: .min, y1: .min)
        for box in boxes {
            union = Box(x0: Swift.min(union.x0, box.x0), y0: Swift.min(union.y0, box.y0), x1: Swift.max(union.x1, box.x1),
                        y1: Swift.max(union.y1, box.y1))
        }
        return union
    }

    /// Notes a box (device pixels, within ``area``) whose every pixel the caller wrote.
    mutating func add(_ box: Box) {
        if !box.isEmpty { boxes.append(box) }
    }

    /// Releases the image without drawing it.
    func discard() { cairo_surface_destroy(surface) }

    /// Blits the boxes as one fill (the current path is replaced), keeps the image a frame in
    /// `images`, and releases it.
    func blit(grid: CairoPixelGrid, keeping images: CairoFrameImages?, in context: OpaquePointer) {
        cairo_surface_mark_dirty(surface)
        defer { cairo_surface_destroy(surface) }
        guard !boxes.isEmpty else { return }
        images?.keep(surface)
        cairo_save(context)
        grid.usePixelSpace(context)
        cairo_set_source_surface(context, surface, Double(area.x0), Double(area.y0))
        cairo_new_path(context)
        for box in boxes {
            cairo_rectangle(context, Double(box.x0), Double(box.y0), Double(box.x1 - box.x0), Double(box.y1 - box.y0))
        }
        cairo_fill(context)
        cairo_restore(context)
    }
}
