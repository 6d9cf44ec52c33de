import CCairo
import RotaryControls

/// Paints a circle of flat paints — a fill, an outline or both — pixel by pixel into an image and
/// blits it once, instead of Cairo scan-converting it.
///
/// Cairo 1.16 strokes a circle by turning it into a polygon of many short edges and
/// scan-converting that at 15 sub-rows a pixel row: a spinner's spoke outline (27 pt, 2 pt
/// wide) costs 45–80 µs at 2× (measured in C), a fill of it 18–38 µs. Here only the pixels
/// within a pixel of an edge are computed, each covered by its area inside the edge taken as
/// straight across the pixel (as `CairoEllipseRunImage` covers markers); the inside of a filled
/// circle is written as one colour, the inside of an outline alone is left transparent, and the
/// outline is painted over the fill, as Cairo draws them.
///
/// Only where user space lands on the pixel grid as a similarity and the radius is between
/// ``minimumRadius`` and ``maximumRadius`` pixels; otherwise ``draw(in:pixelScale:keeping:)``
/// answers `false` and draws nothing.
struct CairoDiscImage {
    let center: Point
    let radius: Double
    /// The fill colour, resolved; `nil` for none.
    let fill: DrawingColor?
    /// The outline's colour and width in user units; `nil` for none.
    let stroke: (color: DrawingColor, width: Double)?

    /// The smallest radius drawn this way, in pixels (a smaller rim curves too much across a pixel).
    static let minimumRadius = 16.0
    /// The largest radius drawn this way, in pixels (a larger circle's image costs more to blit).
    static let maximumRadius = 96.0

    /// Blits the circle into `context`; `false` (nothing drawn) when it cannot be drawn this way.
    func draw(in context: OpaquePointer, pixelScale: Double?, keeping images: CairoFrameImages? = nil) -> Bool {
        let grid = CairoPixelGrid(context, pixelScale: pixelScale)
        guard grid.isKnown, grid.similarityRotation != nil, fill != nil || stroke != nil else { return false }
        let perUnit = grid.scale.x
        let middle = grid.pixel(center)
        let ring = radius * perUnit, half = (stroke?.width ?? 0) * perUnit / 2
        guard perUnit.isFinite, perUnit > 0, middle.x.isFinite, middle.y.isFinite, ring.isFinite, half.isFinite,
              ring >= Self.minimumRadius, ring <= Self.maximumRadius, half < ring,
              Swift.abs(middle.x) < 1e7, Swift.abs(middle.y) < 1e7 else { return false }
        let reach = ring + half + 1
        let left = (middle.x - reach).rounded(.down), top = (middle.y - reach).rounded(.down)
        let width = (middle.x + reach).rounded(.up) - left, height = (middle.y + reach).rounded(.up) - top
        guard let image = CairoPixelImage.make(width: Int(width), height: Int(height), paint: { pixels, stride in
            paint(pixels, stride: stride, size: (Int(width), Int(height)), middle: (middle.x - left, middle.y - top),
                  ring: ring, half: half)
        }) else { return false }
        defer { cairo_surface_destroy(image) }
        CairoPixelImage.blit(image, left: left, top: top, grid: grid, keeping: images, in: context)
        return true
    }

    /// Writes the circle's pixels: the rim bands computed, the inside of a fill one colour.
    private func paint(
        _ pixels: UnsafeMutablePointer<UInt32>, stride: Int, size: (Int, Int), middle: (x: Double, y: Double),
        ring: Double, half: Double
    ) {
        let fillColour = CairoPixelImage.premultiplied(fill), strokeColour = CairoPixelImage.premultiplied(stroke?.color)
        let (hasFill, hasStroke) = (fill != nil, stroke != nil)
        let solid = CairoPixelImage.pack(fill)
        let (fRing, fHalf, cx) = (Float(ring), Float(half), Float(middle.x))
        // Pixel centres farther than this from every edge are wholly inside or outside.
        let outer = ring + half + 1, inner = ring - half - 1
        for row in 0..<size.1 {
            let dy = Double(row) + 0.5 - middle.y
            guard dy * dy < outer * outer else { continue }
            let line = pixels + row * stride
            let reach = (outer * outer - dy * dy).squareRoot()
            let from = Swift.max(0, Int((middle.x - reach).rounded(.down)))
            let to = Swift.min(size.0, Int((middle.x + reach).rounded(.up)))
            var (insideFrom, insideTo) = (from, from)
            if inner > 0, dy * dy < inner * inner {
                let within = (inner * inner - dy * dy).squareRoot()
                insideFrom = Swift.min(to, Swift.max(from, Int((middle.x - within).rounded(.up))))
                insideTo = Swift.max(insideFrom, Swift.min(to, Int((middle.x + within).rounded(.down))))
            }
            let fy = Float(Swift.abs(dy)), fy2 = Float(dy * dy)
            func band(_ columns: Range<Int>) {
                for column in columns {
                    let dx = Float(column) + 0.5 - cx
                    let distance = (dx * dx + fy2).squareRoot()
                    let (nx, ny) = (Swift.abs(dx) / distance, fy / distance)
                    let (u, v) = nx >= ny ? (nx, ny) : (ny, nx)
                    let offset = fRing - distance
                    let fillCoverage = hasFill ? CairoEllipseRunImage.area(below: offset, u, v) : 0
                    let strokeCoverage = hasStroke
                        ? CairoEllipseRunImage.area(below: offset + fHalf, u, v) - CairoEllipseRunImage.area(below: offset - fHalf, u, v)
                        : 0
                    guard fillCoverage > 0 || strokeCoverage > 0 else { continue }
                    line[column] = CairoPixelImage.pixel(fill: fillColour, fillCoverage, stroke: strokeColour, strokeCoverage)
                }
            }
            band(from..<insideFrom)
            if hasFill { (line + insideFrom).update(repeating: solid, count: insideTo - insideFrom) }
            band(insideTo..<to)
        }
    }
}
