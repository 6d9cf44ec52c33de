import CCairo
import RotaryControls
@testable import RotaryControlsCairo
import Testing

/// Layers kept rendered: drawn like the flattened drawing, rendered once per content, pixel
/// scale and quarter-pixel phase, and not again while the control is dragged. No test times anything.
@Suite("Cairo layer cache")
struct CairoLayerCacheTests {
    /// An open 12-icon spinner turned `degrees` by a drag, and a slider with markers and labels
    /// dragged to `degrees`, side by side (500 × 300).
    static func drawing(degrees: Double) -> Drawing {
        let items = ["star", "heart", "bolt", "leaf", "moon", "sun", "drop", "flame", "bell", "flag", "gift", "music"]
            .map { SpinnerItem(icon: ImageReference(name: $0), title: $0) }
        var spinner = RadialSpinnerModel(items: items, selectedIndex: 3, mode: .radialOnly)
        spinner.isOpen = true
        let center = spinner.layout.center
        spinner.handle(PointerEvent(phase: .began, location: Point(center: center, radius: 110, bearing: .top), timestamp: 0)) { _ in }
        spinner.handle(PointerEvent(phase: .moved, location: Point(center: center, radius: 110, bearing: Bearing(degrees: degrees)),
                                    timestamp: 0.1)) { _ in }
        var slider = CircularSliderModel(value: 0, bounds: Rect(x: 300, y: 50, width: 200, height: 200))
        slider.markerCount = 24
        slider.labels = ["0", "25", "50", "75"]
        slider.handle(PointerEvent(phase: .began, location: slider.handleCenter(.first, in: slider.layout), timestamp: 0)) { _ in }
        let moved = Point(center: slider.layout.center, radius: slider.layout.radius, bearing: Bearing(degrees: degrees))
        slider.handle(PointerEvent(phase: .moved, location: moved, timestamp: 0.1)) { _ in }
        var drawing = Drawing(size: Size(width: 500, height: 300))
        drawing.append(contentsOf: spinner.drawing().elements)
        drawing.append(contentsOf: slider.drawing().elements)
        return drawing
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func keptLayersLookLikeTheFlattenedDrawing(_ scale: Double) throws {
        let store = CairoImageStore(directory: assetsDirectory())
        let flat = CairoRenderer(images: store)
        var layered = CairoRenderer(images: CairoImageStore(directory: assetsDirectory()))
        layered.layers = CairoLayerCache()
        let drawing = Self.drawing(degrees: 37)
        // Both from warm image stores, so that only the layers' renderings differ.
        for _ in 0..<2 { cairo_surface_destroy(try flat.makeSurface(drawing, scale: scale)) }
        let expected = try flat.makeSurface(drawing, scale: scale)
        defer { cairo_surface_destroy(expected) }
        // The first request draws as a group, the second makes the renderings, the third blits them.
        for _ in 0..<2 { cairo_surface_destroy(try layered.makeSurface(drawing, scale: scale)) }
        let renders = try #require(layered.layers?.renderCount)
        #expect(renders > 0)
        let blits = layered.layers?.blitCount ?? 0
        let actual = try layered.makeSurface(drawing, scale: scale)
        defer { cairo_surface_destroy(actual) }
        #expect(layered.layers?.renderCount == renders)
        #expect((layered.layers?.blitCount ?? 0) > blits)
        // Renderings sit within 1/8 pixel of the layer's place, so an antialiased edge pixel may
        // change by up to 1/8 of its coverage (32/255): beyond 40/255, hardly a pixel (a few in a thousand) differs.
        guard case let .compared(differing, total) = CairoImageComparison(channelTolerance: 40).compare(expected, actual) else {
            Issue.record("size mismatch"); return
        }
        #expect(differing < total / 300)
    }

    @Test func aDragRendersNoLayerAgainOnceEveryPhaseWasSeen() throws {
        var renderer = CairoRenderer(images: CairoImageStore(directory: assetsDirectory()))
        renderer.layers = CairoLayerCache()
        let cache = try #require(renderer.layers)
        // A still drawing: after two frames, nothing is rendered again.
        for _ in 0..<3 { cairo_surface_destroy(try renderer.makeSurface(Self.drawing(degrees: 20), scale: 2)) }
        let still = cache.renderCount
        cairo_surface_destroy(try renderer.makeSurface(Self.drawing(degrees: 20), scale: 2))
        #expect(cache.renderCount == still)
        // Spoke discs and borders share one rendering per phase (their content is equal), so a
        // long drag soon renders nothing new however far the ring turns.
        for step in 0..<200 {
            cairo_surface_destroy(try renderer.makeSurface(Self.drawing(degrees: 20 + Double(step) * 1.7), scale: 2))
        }
        let warmed = cache.renderCount
        for step in 0..<40 {
            cairo_surface_destroy(try renderer.makeSurface(Self.drawing(degrees: 23 + Double(step) * 2.3), scale: 2))
        }
        #expect(cache.renderCount - warmed <= 8)
        #expect(cache.count > 0)
        cache.removeAll()
        #expect(cache.count == 0)
    }

    @Test func aTurnedLayerIsDrawnAsAGroupAndABadOneIsSkipped() throws {
        var renderer = CairoRenderer()
        renderer.layers = CairoLayerCache()
        renderer.layers?.resamplesTurnedLayers = false
        let content: [Drawing.Element] = [.circle(center: .zero, radius: 10, fill: .color(.red), stroke: nil)]
        var drawing = Drawing(size: Size(width: 40, height: 40))
        drawing.append(.group(Drawing.Group(transform: .rotation(Rotation(degrees: 30)).concatenating(.translation(x: 20, y: 20)),
                                            layer: Drawing.LayerID("turned"), elements: content)))
        drawing.append(.group(Drawing.Group(transform: .scale(x: .nan, y: 1), layer: Drawing.LayerID("bad"), elements: content)))
        for _ in 0..<3 { cairo_surface_destroy(try renderer.makeSurface(drawing, scale: 2)) }
        #expect(renderer.layers?.renderCount == 0 && renderer.layers?.blitCount == 0)
        let surface = try renderer.makeSurface(drawing, scale: 2)
        defer { cairo_surface_destroy(surface) }
        #expect(CairoCacheTests.pixel(surface, 40, 40) == [0, 0, 255, 255])
    }
}
