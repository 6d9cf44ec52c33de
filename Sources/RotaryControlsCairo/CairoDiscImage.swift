import CCairo
import CRotaryPixels
import Glibc
import RotaryControls

/// Paints one or more circles — flat fills, radial-gradient fills and outlines, in drawing
/// order — pixel by pixel into one image and blits it once, instead of Cairo scan-converting each.
///
/// Cairo 1.16 strokes a circle by turning it into a polygon of many short edges and
/// scan-converting that at 15 sub-rows a pixel row (a knob's 600 px ring cost about 0.5 ms at
/// 2×), and pixman computes a radial gradient at ~20 ns a pixel. Here (in C, `rotary_discs_paint`)
/// only the pixels within a pixel of a rim get a coverage — their area inside the rim, the rim
/// taken as straight across the pixel — and the rest of each row is written as runs: one colour,
/// or the gradient's colour looked up by distance (four pixels at a time with SSE2). Each circle
/// is composed OVER the ones before it in the image, as Cairo composes them on the target; pixels
/// a later opaque disc covers wholly are not painted first, and a gradient over such a disc is
/// looked up already composed over it (the same numbers either way).
///
/// Only where user space lands on the pixel grid as a similarity and every radius lies within
/// ``minimumRadius`` … ``maximumRadius`` pixels; otherwise ``draw(in:pixelScale:keeping:)`` answers `false` and draws
/// nothing, and the caller draws the circles with Cairo.
struct CairoDiscImage {
    /// What fills a circle.
    enum Fill: Equatable {
        /// One colour, resolved.
        case color(DrawingColor)
        /// A radial gradient (user space, as the circle).
        case radial(RadialGradient)
    }

    /// A circle to paint: its fill and outline (colour and width in user units), either may be `nil`.
    struct Circle {
        let center: Point
        let radius: Double
        let fill: Fill?
        let stroke: (color: DrawingColor, width: Double)?
    }

    /// A straight line stroked in one colour (a knob's tick) drawn before the circles, into the
    /// same image: ends and width in user space.
    struct Segment {
        let from: Point
        let to: Point
        let width: Double
        let cap: LineCap
        let color: DrawingColor
    }

    let circles: [Circle]
    /// Segments drawn before the circles, in order (none by default).
    var segments: [Segment] = []

    /// The smallest radius drawn this way, in pixels (a smaller rim curves too much across a pixel).
    static let minimumRadius = 16.0
    /// The largest image, in pixels (a side).
    static let maximumSide = 4_096.0
    /// The largest radius with its outline, in pixels: beyond, single-precision distances from
    /// the centre lose more than a thousandth of a pixel.
    static let maximumRadius = 16_384.0

    /// Pixels per user unit when circles can be drawn this way in `context` (the pixel grid known
    /// and a similarity); `nil` otherwise.
    static func pixelsPerUnit(in context: OpaquePointer, pixelScale: Double?) -> Double? {
        let grid = CairoPixelGrid(context, pixelScale: pixelScale)
        guard grid.isKnown, grid.similarityRotation != nil, grid.scale.x.isFinite, grid.scale.x > 0 else { return nil }
        return grid.scale.x
    }

    /// Whether `circle` can be drawn this way at `perUnit` pixels per user unit (its radius at
    /// least ``minimumRadius`` pixels, its outline narrower than its diameter).
    static func fits(_ circle: Circle, perUnit: Double) -> Bool {
        let ring = circle.radius * perUnit, half = (circle.stroke?.width ?? 0) * perUnit / 2
        return ring.isFinite && half.isFinite && ring >= minimumRadius && ring + half <= maximumRadius && half < ring
    }

    /// Whether `segment` can be painted this way at `perUnit` pixels per user unit: at most 32
    /// pixels wide and 400 pixels across either way (a tick, not a long line).
    static func fits(_ segment: Segment, perUnit: Double) -> Bool {
        let half = segment.width * perUnit / 2
        let across = Swift.max(Swift.abs(segment.to.x - segment.from.x), Swift.abs(segment.to.y - segment.from.y)) * perUnit
        return half.isFinite && across.isFinite && half > 0 && half <= 32 && across <= 400
    }

    /// Blits the circles into `context`; `false` (nothing drawn) when they cannot be drawn this way.
    func draw(in context: OpaquePointer, pixelScale: Double?, keeping images: CairoFrameImages? = nil) -> Bool {
        let grid = CairoPixelGrid(context, pixelScale: pixelScale)
        guard grid.isKnown, grid.similarityRotation != nil, !circles.isEmpty || !segments.isEmpty else { return false }
        let perUnit = grid.scale.x
        guard perUnit.isFinite, perUnit > 0 else { return false }
        guard let (plan, box) = plan(pixel: grid.pixel, perUnit: perUnit) else { return false }
        guard !plan.discs.isEmpty || !plan.segments.isEmpty else { return true }
        // Straight into the target's pixels where it is an image (segments are painted over
        // cleared pixels only, so a plan with segments gets its own image).
        if plan.segments.isEmpty, Self.paintInPlace(plan, box: box, grid: grid, in: context) { return true }
        guard let visible = Self.pixelBox(box, clippedBy: context, grid: grid) else { return false }
        guard let pixels = visible else { return true }
        let (left, top) = (pixels.minX, pixels.minY)
        let (width, height) = (Int(pixels.maxX - left), Int(pixels.maxY - top))
        guard let image = CairoDiscImage.paint(plan, width: width, height: height, origin: (left, top)) else { return false }
        defer { cairo_surface_destroy(image) }
        CairoPixelImage.blit(image, left: left, top: top, grid: grid, keeping: images, in: context)
        return true
    }

    /// The plan of these circles and segments on the pixels (`pixel` maps user space to pixels,
    /// a similarity scaling by `perUnit`), and the box of pixels they may touch; `nil` when a
    /// circle or segment cannot be painted this way.
    func plan(pixel: (Point) -> Point, perUnit: Double) -> (CairoDiscPlan, DrawingBounds)? {
        let plan = CairoDiscPlan()
        var box = DrawingBounds()
        for circle in circles {
            let middle = pixel(circle.center)
            let ring = circle.radius * perUnit, half = (circle.stroke?.width ?? 0) * perUnit / 2
            guard middle.x.isFinite, middle.y.isFinite, ring.isFinite, half.isFinite, ring >= Self.minimumRadius, half < ring,
                  Swift.abs(middle.x) < 1e7, Swift.abs(middle.y) < 1e7, ring + half <= Self.maximumRadius else { return nil }
            switch circle.fill {
            case let .color(color)?:
                plan.addFlat(center: middle, inner: 0, outer: ring, color: color)
            case let .radial(gradient)?:
                let center = pixel(gradient.center), radius = gradient.radius * perUnit
                let far = 4 * Self.maximumRadius
                guard center.x.isFinite, center.y.isFinite, Swift.abs(center.x - middle.x) < far,
                      Swift.abs(center.y - middle.y) < far, radius.isFinite, radius > 0, radius < far,
                      !gradient.stops.isEmpty else { return nil }
                plan.addRadial(center: middle, inner: 0, outer: ring, gradient: gradient.stops, at: center, radius: radius)
            case nil:
                break
            }
            if let stroke = circle.stroke {
                plan.addFlat(center: middle, inner: ring - half, outer: ring + half, color: stroke.color)
            }
            box.include(middle, margin: ring + half + 1)
        }
        for segment in segments {
            let (from, to) = (pixel(segment.from), pixel(segment.to))
            let half = segment.width * perUnit / 2
            guard plan.addSegment(from: from, to: to, halfWidth: half, cap: segment.cap, color: segment.color) else { return nil }
            box.include(from, margin: half * 1.5 + 2)
            box.include(to, margin: half * 1.5 + 2)
        }
        return (plan, box)
    }

    /// `box` (pixels) within the clip, on whole pixels: `.some(nil)` when nothing of it is
    /// visible, `nil` when it is larger than ``maximumSide`` or not finite.
    private static func pixelBox(_ box: DrawingBounds, clippedBy context: OpaquePointer, grid: CairoPixelGrid)
        -> (minX: Double, minY: Double, maxX: Double, maxY: Double)?? {
        let visible = grid.clipPixels(of: context)
        let area = visible.isFinite ? box.intersection(visible) : box
        guard !area.isEmpty else { return .some(nil) }
        guard area.isFinite else { return nil }
        let rounded = (area.minX.rounded(.down), area.minY.rounded(.down), area.maxX.rounded(.up), area.maxY.rounded(.up))
        guard rounded.2 > rounded.0, rounded.3 > rounded.1 else { return .some(nil) }
        guard rounded.2 - rounded.0 <= maximumSide, rounded.3 - rounded.1 <= maximumSide else { return nil }
        return rounded
    }

    /// A new image (owned by the caller) of `plan` painted with its corner at pixel `origin`.
    /// Its memory is not cleared first: the painter writes every pixel once.
    static func paint(_ plan: CairoDiscPlan, width: Int, height: Int, origin: (Double, Double), vector: Bool = true)
        -> OpaquePointer? {
        CairoPixelImage.makeWritten(width: width, height: height) { pixels, stride in
            plan.paint(into: pixels, width: width, height: height, stride: stride, origin: origin, vector: vector)
        }
    }
}
