import CCairo
import RotaryControls
@testable import RotaryControlsCairo
import Testing

/// Layers that their own transform squashes by a scale that changes every frame (the picker's
/// rows) are, while they move, one full-size rendering resampled (bilinear, in C, only where it
/// shows anything), or scaled by pixman when the resampler is off (debug builds): the same
/// picture either way, and close to the exact one drawn from vectors.
@Suite("Cairo shrunk layers")
struct CairoShrunkLayerTests {
    /// A 60 × 40 drawing holding one layer: an asymmetric shape (a wrong mirror shows) and,
    /// with `text`, a word, squashed vertically by `squash` about y = 20. (Text squashed from
    /// its vectors is hinted anew at each size, so only the shape is compared with vectors.)
    static func frame(_ squash: Double, text: Bool = true) -> Drawing {
        let flag = DrawingPath.polyline([Point(x: -20, y: -12), Point(x: -4, y: -6), Point(x: -20, y: 0)])
        let row = Transform(a: 1, b: 0, c: 0, d: squash, tx: 30, ty: 20)
        return Drawing(size: Size(width: 60, height: 40), elements: [
            .group(Drawing.Group(transform: row, layer: Drawing.LayerID("row"), elements: [.path(flag, fill: .color(.blue), stroke: nil)]
                + (text ? [.text("Row", center: Point(x: 12, y: 2), style: TextStyle(fontSize: 12))] : []))),
        ])
    }

    static func renderer(resampling: Bool) -> CairoRenderer {
        var renderer = CairoRenderer()
        let cache = CairoLayerCache()
        cache.resamplesTurnedLayers = resampling
        renderer.layers = cache
        return renderer
    }

    @Test(arguments: [true, false])
    func aSquashThatChangesIsOneRenderingScaledAndCloseToItsVectors(resampling: Bool) throws {
        let renderer = Self.renderer(resampling: resampling)
        let cache = try #require(renderer.layers)
        // The first request draws vectors; from the second on, one full-size rendering is scaled.
        for squash in [0.95, 0.9, 0.85, 0.8] {
            cairo_surface_destroy(try renderer.makeSurface(Self.frame(squash, text: false), scale: 2))
        }
        #expect(cache.renderCount == 1 && cache.approximatedCount == 3)
        for squash in [0.74, 0.55, 0.31] {
            let moving = try renderer.makeSurface(Self.frame(squash, text: false), scale: 2)
            defer { cairo_surface_destroy(moving) }
            let exact = try CairoRenderer().makeSurface(Self.frame(squash, text: false), scale: 2)
            defer { cairo_surface_destroy(exact) }
            let (want, got) = (CairoResampledLayerTests.coverage(exact), CairoResampledLayerTests.coverage(moving))
            #expect(Swift.abs(got.area - want.area) < want.area * 0.05, "area \(got.area) against \(want.area) at \(squash)")
            #expect(Swift.abs(got.x - want.x) < 0.3 && Swift.abs(got.y - want.y) < 0.3,
                    "centroid (\(got.x), \(got.y)) against (\(want.x), \(want.y)) at \(squash)")
        }
        #expect(cache.renderCount == 1)
    }

    @Test func theResamplerAndPixmanScaleAlike() throws {
        let resampled = Self.renderer(resampling: true), scaled = Self.renderer(resampling: false)
        for squash in [0.9, 0.8] {
            cairo_surface_destroy(try resampled.makeSurface(Self.frame(squash), scale: 2))
            cairo_surface_destroy(try scaled.makeSurface(Self.frame(squash), scale: 2))
        }
        for squash in [0.7, 0.45] {
            let a = try resampled.makeSurface(Self.frame(squash), scale: 2)
            let b = try scaled.makeSurface(Self.frame(squash), scale: 2)
            defer { cairo_surface_destroy(a); cairo_surface_destroy(b) }
            // Both bilinear with weights in 1/128: at most a level or two apart, pixel for pixel.
            #expect(differingPixels(b, a, tolerance: 3) == 0)
        }
    }
}
