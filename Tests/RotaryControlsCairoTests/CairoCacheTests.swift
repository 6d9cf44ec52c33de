import CCairo
import Foundation
import RotaryControls
@testable import RotaryControlsCairo
import Testing

/// Images decoded and scaled once per pixel size, text laid out once, translucent groups kept
/// small — and frames drawn from the caches looking like the first frame. No test times anything.
@Suite("Cairo renderer caches")
struct CairoCacheTests {
    /// A folder holding `square.png` (red, 8 × 8) and `square.svg` (blue, 16 × 16), and
    /// `dot.png` alone; removed by the caller.
    static func makeFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rc-cache-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (name, red) in [("square", 1.0), ("dot", 0.0)] {
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 8, 8)
            let context = cairo_create(surface)
            cairo_set_source_rgb(context, red, 0, 1 - red)
            cairo_paint(context)
            cairo_destroy(context)
            cairo_surface_write_to_png(surface, folder + "/" + name + ".png")
            cairo_surface_destroy(surface)
        }
        let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><rect width="16" height="16" fill="#00f"/></svg>"##
        try svg.write(toFile: folder + "/square.svg", atomically: true, encoding: .utf8)
        return folder
    }

    /// The premultiplied BGRA bytes of the pixel at `x`, `y`.
    static func pixel(_ surface: OpaquePointer, _ x: Int, _ y: Int) -> [UInt8] {
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!
        let offset = y * Int(cairo_image_surface_get_stride(surface)) + x * 4
        return (0..<4).map { data[offset + $0] }
    }

    @Test func storePrefersTheSVGAndKeepsOneCopyPerPixelSize() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = CairoImageStore(directory: folder)
        #expect(store.vectorPath(for: "square") == folder + "/square.svg")
        #expect(store.size(named: "square") == Size(width: 16, height: 16))
        #expect(store.size(named: "dot") == Size(width: 8, height: 8))
        let copy = try #require(store.surface(named: "square", pixelWidth: 40, pixelHeight: 40))
        #expect(cairo_image_surface_get_width(copy) == 42)
        #expect(store.surface(named: "square", pixelWidth: 40, pixelHeight: 40) == copy)
        #expect(store.surface(named: "square", pixelWidth: 40.1, pixelHeight: 40.1) == copy)
        #expect(store.surface(named: "square", pixelWidth: 80, pixelHeight: 80) != copy)
        #expect(store.scaledSurfaceCount == 2)
        // Blue, from the SVG (the PNG is red); the content starts one pixel in.
        #expect(Self.pixel(copy, 20, 20) == [255, 0, 0, 255])
        #expect(Self.pixel(copy, 0, 0) == [0, 0, 0, 0])
        #expect(store.surface(named: "missing", pixelWidth: 10, pixelHeight: 10) == nil)
        #expect(store.surface(named: "square", pixelWidth: .nan, pixelHeight: 10) == nil)
        #expect(store.surface(named: "square", pixelWidth: 10_000, pixelHeight: 10) == nil)
        store.removeScaledSurfaces()
        #expect(store.scaledSurfaceCount == 0)
    }

    @Test func storeReleasesTheLeastRecentlyUsedCopiesPastItsLimit() throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = CairoImageStore(directory: folder)
        store.scaledCacheLimit = 64 * 64 * 4 * 4
        for side in 20...60 {
            _ = store.surface(named: "dot", pixelWidth: Double(side), pixelHeight: Double(side))
        }
        #expect(store.scaledSurfaceCount >= 2 && store.scaledSurfaceCount < 10)
        #expect(store.scaledBytes <= store.scaledCacheLimit)
    }

    /// The gallery's 12-icon ring turned between two items, drawn at `scale` by `renderer`.
    static func ringSurface(_ renderer: CairoRenderer, scale: Double, deviceScale: Bool = false) throws -> OpaquePointer {
        let items = ["star", "heart", "bolt", "leaf", "moon", "sun", "drop", "flame", "bell", "flag", "gift", "music"]
            .map { SpinnerItem(icon: ImageReference(name: $0), title: $0) }
        var spinner = RadialSpinnerModel(items: items, selectedIndex: 3, mode: .radialOnly)
        spinner.isOpen = true
        var picker = PickerWheelModel(items: items.map { SpinnerItem(icon: ImageReference(name: $0.icon.name, isTemplate: true),
                                                                     title: $0.title) },
                                      selectedIndex: 4, bounds: Rect(x: 300, y: 0, width: 200, height: 300))
        picker.handle(.began(x: 400, y: 150, at: 0)) { _ in }
        picker.handle(.moved(x: 400, y: 131, at: 0.1)) { _ in }
        var drawing = Drawing(size: Size(width: 500, height: 300))
        drawing.append(contentsOf: spinner.drawing().elements)
        drawing.append(contentsOf: picker.drawing().elements)
        guard deviceScale else { return try renderer.makeSurface(drawing, scale: scale) }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(500 * scale), Int32(300 * scale))!
        cairo_surface_set_device_scale(surface, scale, scale)
        let context = cairo_create(surface)!
        renderer.draw(drawing, in: context)
        cairo_destroy(context)
        return surface
    }

    @Test(arguments: [1.0, 2.0])
    func framesFromTheCachesLookLikeTheFirstFrame(_ scale: Double) throws {
        let renderer = CairoRenderer(images: CairoImageStore(directory: assetsDirectory()))
        let first = try Self.ringSurface(renderer, scale: scale)
        defer { cairo_surface_destroy(first) }
        let second = try Self.ringSurface(renderer, scale: scale)
        cairo_surface_destroy(second)
        let copies = try #require(renderer.images?.scaledSurfaceCount)
        // Copies of the ring's twelve icons and its centre's (the picker's rows are squashed on
        // the wheel, a scale per axis, and their icons are drawn from the sources). Requests are
        // noted under a hash that is the same in every run, two slots each, so no icon loses its
        // copy to another that shares a slot (it did, at random, with Swift's seeded hashValue).
        #expect(copies == 13, "copies: \(copies)")
        let layouts = renderer.textLayouts.count
        let steady = try Self.ringSurface(renderer, scale: scale)
        defer { cairo_surface_destroy(steady) }
        // The third frame blits the copies the second made, and lays nothing out again.
        #expect(renderer.images?.scaledSurfaceCount == copies)
        #expect(renderer.textLayouts.count == layouts)
        // Copies sit within 1/8 pixel of where the source is drawn and are resampled once, so
        // only edge pixels may differ by more than 8/255, and few of them.
        guard case let .compared(differing, total) = CairoImageComparison().compare(first, steady) else {
            Issue.record("size mismatch"); return
        }
        #expect(differing < total / 100)
    }

    @Test func aDeviceScaleCountsLikeAScaledContext() throws {
        let renderer = CairoRenderer(images: CairoImageStore(directory: assetsDirectory()))
        for _ in 0..<2 { cairo_surface_destroy(try Self.ringSurface(renderer, scale: 2)) }
        let copies = renderer.images?.scaledSurfaceCount
        let scaled = try Self.ringSurface(renderer, scale: 2)
        defer { cairo_surface_destroy(scaled) }
        let device = try Self.ringSurface(renderer, scale: 2, deviceScale: true)
        defer { cairo_surface_destroy(device) }
        // The same pixels, so the same copies: none made for the device-scaled surface. (Text
        // may differ a little: Pango hints its metrics to the CTM, which differs.)
        #expect(renderer.images?.scaledSurfaceCount == copies)
        guard case let .compared(differing, total) = CairoImageComparison().compare(scaled, device) else {
            Issue.record("size mismatch"); return
        }
        #expect(total == 1_000 * 600)
        #expect(differing < total / 50)
    }

    @Test func textOfChangingSizeReusesLayoutsWithinHalfAPixel() throws {
        let renderer = CairoRenderer()
        var drawing = Drawing(size: Size(width: 100, height: 40))
        for step in 0..<40 {
            drawing.append(.text("Moon", center: Point(x: 50, y: 20), style: TextStyle(fontSize: 16 + Double(step) * 0.01)))
        }
        cairo_surface_destroy(try renderer.makeSurface(drawing))
        // 16.00…16.39 pt at 1× spans the half pixels 16 and (from 16.25) 16.5.
        #expect(renderer.textLayouts.count == 2)
        cairo_surface_destroy(try renderer.makeSurface(drawing, scale: 2))
        #expect(renderer.textLayouts.count == 2 + 3)
    }

    @Test func aSizeThatKeepsChangingIsScaledUntilItStops() throws {
        let renderer = CairoRenderer()
        func frame(_ size: Double) throws {
            let drawing = Drawing(size: Size(width: 100, height: 40),
                                  elements: [.text("Moon", center: Point(x: 50, y: 20), style: TextStyle(fontSize: size))])
            cairo_surface_destroy(try renderer.makeSurface(drawing))
        }
        try frame(16)
        #expect(renderer.textLayouts.count == 1)
        // Moving: each new size is shown by scaling the first layout, nothing is laid out.
        for size in stride(from: 16.6, through: 19, by: 0.6) { try frame(size) }
        #expect(renderer.textLayouts.count == 1)
        // Stopped: the size asked for twice in a row gets its own layout.
        try frame(20)
        try frame(20)
        #expect(renderer.textLayouts.count == 2)
    }

    @Test func boundsCoverWhatElementsPaint() throws {
        var path = DrawingPath()
        path.move(to: Point(x: 10, y: 10))
        path.line(to: Point(x: 20, y: 10))
        path.line(to: Point(x: 10, y: 11))
        let elements: [Drawing.Element] = [
            .path(path, fill: nil, stroke: Stroke(.color(.black), width: 2)),
            .text("Wide text", center: Point(x: 100, y: 50), style: TextStyle(fontSize: 10)),
            .group(Drawing.Group(transform: .translation(x: 200, y: 0), clipCircle: Drawing.ClipCircle(center: .zero, radius: 5),
                                 elements: [.circle(center: .zero, radius: 50, fill: .color(.red), stroke: nil)])),
        ]
        let bounds = try #require(DrawingBounds.of(elements))
        // The miter of the sharp turn, the text's ink and the clipped circle all lie inside.
        #expect(bounds.minX <= 0 && bounds.minY <= 0)
        #expect(bounds.maxX >= 205 && bounds.maxX < 210)
        #expect(bounds.maxY >= 60)
        #expect(DrawingBounds.of([.circle(center: Point(x: .nan, y: 0), radius: 1, fill: nil, stroke: nil)]) == nil)
        #expect(DrawingBounds.of([])?.isEmpty == true)
    }

    @Test func aTranslucentGroupIsClippedOnlyOutsideWhatItPaints() throws {
        func drawing(opacity: Double) -> Drawing {
            Drawing(size: Size(width: 120, height: 60), elements: [
                .group(Drawing.Group(opacity: opacity, elements: [
                    .text("Faded", center: Point(x: 60, y: 30), style: TextStyle(fontSize: 20, weight: .bold)),
                    .arc(center: Point(x: 60, y: 30), radius: 26, arc: .knob, stroke: Stroke(.color(.blue), width: 6, cap: .square)),
                ])),
            ])
        }
        // Transparent background: every pixel the opaque group paints is painted, faded, by
        // the translucent one (the text's ink and the arc's square caps survive the clip).
        let faded = try CairoRenderer().makeSurface(drawing(opacity: 0.5), scale: 2)
        defer { cairo_surface_destroy(faded) }
        let opaque = try CairoRenderer().makeSurface(drawing(opacity: 1), scale: 2)
        defer { cairo_surface_destroy(opaque) }
        #expect(paintedPixels(faded) > 1_000)
        #expect(Swift.abs(paintedPixels(faded) - paintedPixels(opaque)) <= 8)
    }
}
