import CCairo
import RotaryControls

/// The image ``CairoGradientBand`` paints into, kept from one frame to the next (allocating and
/// clearing an image the size of a ring at every frame costs more than painting the band), and
/// the colour table of the last gradient. Shared by copies of a renderer; not thread-safe.
final class CairoGradientBandScratch {
    /// An image to paint into: the surface, its pixels and its stride in pixels.
    struct Canvas {
        let surface: OpaquePointer
        let data: UnsafeMutablePointer<UInt32>
        let stride: Int
    }

    /// A pixel of a band in its row: where it is, its bearing (a turn is 2³² units), its distance from the
    /// middle and how much of it the band covers radially (0...255).
    struct RingPixel {
        let column: Int32
        let bearing: UInt32
        let radius: Float
        let coverage: UInt8
    }

    /// The pixels of one band geometry, row by row as they are first needed, kept while the
    /// band keeps its size and place.
    final class PolarMap {
        let key: [Double]
        private var rows: [[RingPixel]?]

        init(key: [Double], height: Int) {
            self.key = key
            rows = Array(repeating: nil, count: height)
        }

        /// The band's pixels in `row` (key: width, height, middle x and y, ring, half width).
        func row(_ row: Int) -> [RingPixel] {
            if let pixels = rows[row] { return pixels }
            let pixels = CairoGradientBand.polarRow(row, size: (Int(key[0]), Int(key[1])), middle: Point(x: key[2], y: key[3]),
                                                    ring: key[4], half: key[5])
            rows[row] = pixels
            return pixels
        }
    }

    private var map: PolarMap?
    private var surface: OpaquePointer?
    private var size = (width: 0, height: 0)
    /// The pixels painted last time (cleared before the next painting).
    private var dirty = (minX: 0, minY: 0, maxX: 0, maxY: 0)
    private var gradient: ArcGradient?
    private var table: [UInt32] = []

    deinit {
        if let surface { cairo_surface_destroy(surface) }
    }

    /// An image of `width` × `height` pixels, transparent everywhere, whose `box` is about to be
    /// painted; `nil` if cairo cannot make one.
    func canvas(width: Int, height: Int, box: (minX: Int, minY: Int, maxX: Int, maxY: Int)) -> Canvas? {
        if surface == nil || size != (width, height) {
            if let surface { cairo_surface_destroy(surface) }
            surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
            size = (width, height)
            dirty = (0, 0, 0, 0)
        }
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            if let surface { cairo_surface_destroy(surface) }
            self.surface = nil
            return nil
        }
        // A recording that still holds the image gets its own copy before it changes.
        cairo_surface_flush(surface)
        guard let bytes = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let data = UnsafeMutableRawPointer(bytes).bindMemory(to: UInt32.self, capacity: stride * height)
        if dirty.maxX > dirty.minX {
            for row in dirty.minY..<dirty.maxY {
                (data + row * stride + dirty.minX).update(repeating: 0, count: dirty.maxX - dirty.minX)
            }
        }
        dirty = box
        return Canvas(surface: surface, data: data, stride: stride)
    }

    /// The band pixels of a ring of `ring` ± `half` pixels around `middle` in an image of `size`
    /// (made again only when one of them changes; its rows are computed as they are needed).
    func polarMap(size: (w: Int, h: Int), middle: Point, ring: Double, half: Double) -> PolarMap {
        let key = [Double(size.w), Double(size.h), middle.x, middle.y, ring, half]
        if let map, map.key == key { return map }
        let made = PolarMap(key: key, height: size.h)
        map = made
        return made
    }

    /// The gradient's colours as premultiplied ARGB32 pixels at ``CairoGradientBand/tableSize``
    /// evenly spaced fractions (made again only when the gradient changes).
    func colours(of gradient: ArcGradient) -> [UInt32] {
        if gradient == self.gradient { return table }
        let last = Double(CairoGradientBand.tableSize - 1)
        table = (0..<CairoGradientBand.tableSize).map { index in
            let c = gradient.color(at: Double(index) / last)
            func unit(_ value: Double) -> Double { value.isFinite ? Swift.min(Swift.max(value, 0), 1) : 0 }
            let alpha = unit(c.alpha)
            func byte(_ value: Double) -> UInt32 { UInt32((value * 255).rounded()) }
            return byte(alpha) << 24 | byte(unit(c.red) * alpha) << 16 | byte(unit(c.green) * alpha) << 8 | byte(unit(c.blue) * alpha)
        }
        self.gradient = gradient
        return table
    }
}
