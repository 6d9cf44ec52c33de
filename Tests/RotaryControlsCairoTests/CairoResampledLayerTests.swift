import CCairo
import Foundation
import RotaryControls
@testable import RotaryControlsCairo
import Testing

/// Small turned layers that move are their upright rendering resampled through the turn
/// (bilinear, as a GPU compositor turns a layer), and exact from their vectors at rest. These
/// tests turn it on explicitly: debug builds leave it off by default.
@Suite("Cairo resampled turned layers")
struct CairoResampledLayerTests {
    /// A 40 × 40 drawing holding one layer: an arrow-like shape (asymmetric, so that a wrong turn
    /// or mirror shows) turned by `degrees` about (20, 20), at `opacity`.
    static func frame(_ degrees: Double, opacity: Double = 1) -> Drawing {
        let arrow = DrawingPath.polyline([
            Point(x: -9, y: -3), Point(x: 4, y: -3), Point(x: 4, y: -7), Point(x: 11, y: 0),
            Point(x: 4, y: 7), Point(x: 4, y: 3), Point(x: -9, y: 3),
        ])
        let turn = Transform.rotation(Rotation(degrees: degrees)).concatenating(.translation(x: 20, y: 20))
        return Drawing(size: Size(width: 40, height: 40), elements: [
            .group(Drawing.Group(transform: turn, opacity: opacity, layer: Drawing.LayerID("arrow"),
                                 elements: [.path(arrow, fill: .color(.red), stroke: nil)])),
        ])
    }

    /// A renderer with a layer cache that resamples turned layers.
    static func resampling() -> CairoRenderer {
        var renderer = CairoRenderer()
        let cache = CairoLayerCache()
        cache.resamplesTurnedLayers = true
        renderer.layers = cache
        return renderer
    }

    /// The alpha channel's total (coverage, in pixels) and centroid of an image surface.
    static func coverage(_ surface: OpaquePointer) -> (area: Double, x: Double, y: Double) {
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!
        let stride = Int(cairo_image_surface_get_stride(surface))
        var (area, x, y) = (0.0, 0.0, 0.0)
        for row in 0..<Int(cairo_image_surface_get_height(surface)) {
            for column in 0..<Int(cairo_image_surface_get_width(surface)) {
                let alpha = Double(data[row * stride + column * 4 + 3]) / 255
                area += alpha
                x += alpha * (Double(column) + 0.5)
                y += alpha * (Double(row) + 0.5)
            }
        }
        return (area, area > 0 ? x / area : .nan, area > 0 ? y / area : .nan)
    }

    @Test func aMovingTurnIsResampledFromOneRenderingAndExactAtRest() throws {
        let renderer = Self.resampling()
        let cache = try #require(renderer.layers)
        // Moving: every frame a new turn, each resampled from the one upright rendering.
        for step in 0..<5 { cairo_surface_destroy(try renderer.makeSurface(Self.frame(5 + Double(step) * 7), scale: 2)) }
        #expect(cache.blitCount == 5 && cache.renderCount == 1)
        // At rest: the same turn asked for again is drawn from its vectors.
        cairo_surface_destroy(try renderer.makeSurface(Self.frame(90), scale: 2))
        #expect(cache.blitCount == 6)
        let still = try renderer.makeSurface(Self.frame(90), scale: 2)
        defer { cairo_surface_destroy(still) }
        #expect(cache.blitCount == 6)
        // The arrow turned to point down: its wide head below the centre, its narrow tail above.
        #expect(CairoCacheTests.pixel(still, 30, 50) == [0, 0, 255, 255] && CairoCacheTests.pixel(still, 30, 30) == [0, 0, 0, 0])
    }

    @Test func aPoseShownBeforeButNotInTheFrameBeforeStillMoves() throws {
        // A turning ring of repeating icons shows the same icon at the same place again every
        // few frames; only the same pose in two frames in a row is at rest.
        let renderer = Self.resampling()
        for degrees in [10.0, 20, 10, 20, 10, 20] {
            cairo_surface_destroy(try renderer.makeSurface(Self.frame(degrees), scale: 2))
        }
        #expect(renderer.layers?.blitCount == 6)
        cairo_surface_destroy(try renderer.makeSurface(Self.frame(20), scale: 2))
        #expect(renderer.layers?.blitCount == 6)
    }

    @Test(arguments: [1.0, 13, 45, 90, 137, 200, 271, 333])
    func aResampledTurnCoversWhatItsVectorsCover(_ degrees: Double) throws {
        let exact = try CairoRenderer().makeSurface(Self.frame(degrees, opacity: 0.8), scale: 2)
        defer { cairo_surface_destroy(exact) }
        let renderer = Self.resampling()
        let resampled = try renderer.makeSurface(Self.frame(degrees, opacity: 0.8), scale: 2)
        defer { cairo_surface_destroy(resampled) }
        #expect(renderer.layers?.blitCount == 1)
        let (want, got) = (Self.coverage(exact), Self.coverage(resampled))
        // Resampling blurs an edge by up to a pixel but keeps the area and the place.
        #expect(Swift.abs(got.area - want.area) < want.area * 0.03, "area \(got.area) against \(want.area)")
        #expect(Swift.abs(got.x - want.x) < 0.2 && Swift.abs(got.y - want.y) < 0.2,
                "centroid (\(got.x), \(got.y)) against (\(want.x), \(want.y))")
        // Away from the edges the colour is the same; only edge pixels differ much.
        guard case let .compared(differing, total) = CairoImageComparison(channelTolerance: 96).compare(exact, resampled) else {
            Issue.record("size mismatch"); return
        }
        #expect(differing <= total / 50, "\(differing) of \(total) pixels differ")
    }

    @Test func aLargeTurnedLayerIsDrawnFromItsVectors() throws {
        let renderer = Self.resampling()
        let disc = Drawing.Element.circle(center: .zero, radius: 60, fill: .color(.blue), stroke: nil)
        func frame(_ degrees: Double) -> Drawing {
            let turn = Transform.rotation(Rotation(degrees: degrees)).concatenating(.translation(x: 70, y: 70))
            return Drawing(size: Size(width: 140, height: 140), elements: [
                .group(Drawing.Group(transform: turn, layer: Drawing.LayerID("disc"), elements: [disc])),
            ])
        }
        // 240 × 240 pixels at 2×: more than resampling beats its vectors by. Every frame turned
        // (unturned, a lone circle's rendering is made on its first request).
        for step in 1...4 { cairo_surface_destroy(try renderer.makeSurface(frame(Double(step) * 11), scale: 2)) }
        #expect(renderer.layers?.blitCount == 0 && renderer.layers?.renderCount == 0)
    }

    @Test func theResamplerIsOffByDefaultOnlyInUnoptimisedBuilds() {
        #if DEBUG
        #expect(CairoLayerCache().resamplesTurnedLayers == false)
        #else
        #expect(CairoLayerCache().resamplesTurnedLayers == true)
        #endif
    }
}
