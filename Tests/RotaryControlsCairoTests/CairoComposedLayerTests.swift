import CCairo
import CRotaryPixels
import Foundation
import RotaryControls
@testable import RotaryControlsCairo
import Testing

/// A turned layer under one that covers it (the spinner's spoke: its icon under its outline)
/// composed into one image before one blit: the same pixels as the two layers blitted one
/// after the other, the group's opacity applied to the pair as a group; exact at rest.
@Suite("Cairo composed layers")
struct CairoComposedLayerTests {
    /// A 100 × 100 pt drawing of one spoke about (50.25, 49.5) (on quarter pixels, where a kept
    /// rendering lands exactly): the star icon, 15 pt wide, turned by `degrees`, under an outline
    /// of radius 10 pt, 2 pt wide (at 3×, 70 px wide with its margin: composed); in one group at `opacity`
    /// when `together`, else each layer in a group of its own (never composed).
    static func spoke(_ degrees: Double, opacity: Double = 1, together: Bool = true) -> Drawing {
        let move = Transform.translation(x: 50.25, y: 49.5)
        let icon = Drawing.Element.group(Drawing.Group(
            transform: Transform.rotation(Rotation(degrees: degrees)).concatenating(move), layer: Drawing.LayerID("icon"),
            elements: [.image("star", in: Rect(x: -7.5, y: -7.5, width: 15, height: 15), rotation: .zero, tint: nil)]))
        let outline = Drawing.Element.group(Drawing.Group(transform: move, layer: Drawing.LayerID("outline"), elements: [
            .circle(center: .zero, radius: 10, fill: nil, stroke: Stroke(.color(DrawingColor(red: 0.9, green: 0.3, blue: 0.1)), width: 2)),
        ]))
        let elements: [Drawing.Element] = together
            ? [.group(Drawing.Group(opacity: opacity, elements: [icon, outline]))]
            : [.group(Drawing.Group(opacity: opacity, elements: [icon])), .group(Drawing.Group(opacity: opacity, elements: [outline]))]
        return Drawing(size: Size(width: 100, height: 100), elements: elements)
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func aMovingSpokeIsOneImageWithTheSamePixels(scale: Double) throws {
        let composing = CairoTurnedIconLayerTests.preparedRenderer(for: Self.spoke(33), scale: scale)
        let apart = CairoTurnedIconLayerTests.preparedRenderer(for: Self.spoke(33), scale: scale)
        let cache = try #require(composing.layers)
        for (index, degrees) in [33.0, 47, 61].enumerated() {
            let together = try composing.makeSurface(Self.spoke(degrees), scale: scale)
            defer { cairo_surface_destroy(together) }
            let separate = try apart.makeSurface(Self.spoke(degrees, together: false), scale: scale)
            defer { cairo_surface_destroy(separate) }
            // Composed under the outline as pixman composes the outline over it (the same rounding).
            #expect(cache.composedCount == index + 1, "scale \(scale) frame \(index)")
            #expect(differingPixels(separate, together, tolerance: 1) == 0, "scale \(scale) frame \(index)")
            #expect(differingPixels(separate, together, tolerance: 0) < 8, "scale \(scale) frame \(index)")
        }
        // At rest (the pose of the frame before): drawn apart, the icon exact from its vectors.
        let still = try composing.makeSurface(Self.spoke(61), scale: scale)
        defer { cairo_surface_destroy(still) }
        let exact = try CairoTurnedIconLayerTests.exact(Self.spoke(61), scale: scale)
        defer { cairo_surface_destroy(exact) }
        #expect(cache.composedCount == 3)
        #expect(differingPixels(exact, still, tolerance: 8) == 0, "scale \(scale)")
    }

    @Test func aSpokeComposesWhileTheCacheHasNoRoom() throws {
        // Every rendering made releases the others, the outline's included, between finding it
        // and composing under it (its pixels are held for as long as they are read).
        let composing = CairoTurnedIconLayerTests.preparedRenderer(for: Self.spoke(33), scale: 2)
        let apart = CairoTurnedIconLayerTests.preparedRenderer(for: Self.spoke(33), scale: 2)
        let cache = try #require(composing.layers)
        cache.byteLimit = 1
        for degrees in [33.0, 47, 61, 75] {
            let together = try composing.makeSurface(Self.spoke(degrees), scale: 2)
            defer { cairo_surface_destroy(together) }
            let separate = try apart.makeSurface(Self.spoke(degrees, together: false), scale: 2)
            defer { cairo_surface_destroy(separate) }
            #expect(differingPixels(separate, together, tolerance: 1) == 0, "\(degrees)°")
        }
        #expect(cache.composedCount == 4 && cache.count <= 2)
    }

    @Test(arguments: [0.2, 0.6])
    func aFadingSpokeFadesAsAGroup(opacity: Double) throws {
        let renderer = CairoTurnedIconLayerTests.preparedRenderer(for: Self.spoke(20, opacity: opacity), scale: 2)
        let cache = try #require(renderer.layers)
        for (index, degrees) in [20.0, 31].enumerated() {
            let actual = try renderer.makeSurface(Self.spoke(degrees, opacity: opacity), scale: 2)
            defer { cairo_surface_destroy(actual) }
            let exact = try CairoTurnedIconLayerTests.exact(Self.spoke(degrees, opacity: opacity), scale: 2)
            defer { cairo_surface_destroy(exact) }
            #expect(cache.composedCount == index + 1)
            // Resampled edges only, never misplaced, and the icon hidden under the outline as in a
            // group (apart, each at the opacity, the icon would show through it).
            #expect(differingPixels(exact, actual, tolerance: Int(128 * opacity) + 2) == 0, "opacity \(opacity) frame \(index)")
            #expect(differingPixels(exact, actual, tolerance: 20) <= 200, "opacity \(opacity) frame \(index)")
        }
    }

    @Test func aLoneCircleIsRenderedOnItsFirstRequestAsDrawnDirectly() throws {
        for scale in [1.0, 2.0, 3.0] {
            let drawing = Drawing(size: Size(width: 60, height: 60), elements: [
                .group(Drawing.Group(transform: .translation(x: 30.25, y: 29.5), layer: Drawing.LayerID("ring"), elements: [
                    .circle(center: .zero, radius: 20, fill: .color(DrawingColor(white: 0.8, alpha: 0.5)),
                            stroke: Stroke(.color(DrawingColor(red: 0.1, green: 0.4, blue: 0.9)), width: 3)),
                ])),
            ])
            var layered = CairoRenderer()
            let cache = CairoLayerCache()
            layered.layers = cache
            let kept = try layered.makeSurface(drawing, scale: scale)
            defer { cairo_surface_destroy(kept) }
            let direct = try CairoRenderer().makeSurface(drawing, scale: scale)
            defer { cairo_surface_destroy(direct) }
            #expect(cache.renderCount == 1 && cache.blitCount == 1, "scale \(scale)")
            #expect(differingPixels(direct, kept, tolerance: 0) == 0, "scale \(scale)")
        }
    }

    /// One layer: a circle of radius 10.3 pt about `center` (in the layer), filled translucent and
    /// outlined, the layer at (30, 30) plus a quarter pixel `phase` (x, y in 0…3) at `scale`.
    static func circle(phase: (x: Int, y: Int), scale: Double, center: Point = .zero, fill: Paint? = nil) -> Drawing {
        let place = Transform.translation(x: 30 + Double(phase.x) / 4 / scale, y: 30 + Double(phase.y) / 4 / scale)
        return Drawing(size: Size(width: 60, height: 60), elements: [
            .group(Drawing.Group(transform: place, layer: Drawing.LayerID("ring"), elements: [
                .circle(center: center, radius: 10.3, fill: fill ?? .color(DrawingColor(white: 0.7, alpha: 0.4)),
                        stroke: Stroke(.color(DrawingColor(red: 0.2, green: 0.5, blue: 0.9)), width: 2)),
            ])),
        ])
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func aCircleMirroredFromAnotherPhaseLooksPaintedThere(scale: Double) throws {
        var renderer = CairoRenderer()
        let cache = CairoLayerCache()
        renderer.layers = cache
        for y in 0..<4 {
            for x in 0..<4 {
                let drawing = Self.circle(phase: (x, y), scale: scale)
                let kept = try renderer.makeSurface(drawing, scale: scale)
                defer { cairo_surface_destroy(kept) }
                let painted = try CairoRenderer().makeSurface(drawing, scale: scale)
                defer { cairo_surface_destroy(painted) }
                #expect(differingPixels(painted, kept, tolerance: 1) == 0, "scale \(scale) phase \(x), \(y)")
            }
        }
        // Per axis the phases 0, ¼ and ¾ (mirrors of each other), ½; with the diagonal, six
        // classes: six painted, ten mirrored. At 1× the radius is 10.3 px: Cairo draws it (its
        // scan conversion is not symmetric), never mirrored.
        let painted = scale > 1
        #expect(cache.renderCount == (painted ? 6 : 16) && cache.mirroredCount == (painted ? 10 : 0), "scale \(scale)")
    }

    @Test func onlyASymmetricCircleIsMirrored() throws {
        let gradient = Paint.radialGradient(RadialGradient(center: Point(x: 3, y: 0), radius: 10,
                                                           stops: [.init(.white, at: 0), .init(.black, at: 1)]))
        for (center, fill) in [(Point(x: 1, y: 0), nil), (Point.zero, gradient)] as [(Point, Paint?)] {
            var renderer = CairoRenderer()
            let cache = CairoLayerCache()
            renderer.layers = cache
            for phase in [(1, 0), (3, 0), (0, 1)] {
                cairo_surface_destroy(try renderer.makeSurface(Self.circle(phase: phase, scale: 2, center: center, fill: fill), scale: 2))
            }
            #expect(cache.mirroredCount == 0 && cache.renderCount == 3)
        }
    }

    @Test func restingIsAskedTheSameTwiceInAFrame() {
        let cache = CairoLayerCache()
        let key = CairoLayerCache.Key(content: 7, theme: 1, scaleX: 2, scaleY: 2, phaseX: -1, phaseY: -1)
        cache.beginFrame()
        #expect(!cache.askedInFrameBefore(key) && !cache.askedInFrameBefore(key))
        cache.beginFrame()
        #expect(cache.askedInFrameBefore(key) && cache.askedInFrameBefore(key))
        cache.beginFrame()
        cache.beginFrame()
        #expect(!cache.askedInFrameBefore(key))
    }

    /// `d + s·(255 − dₐ)/255` per channel, the product rounded as pixman rounds it.
    static func under(_ top: UInt32, _ bottom: UInt32) -> UInt32 {
        let clear = 255 - (top >> 24)
        var result: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            let product = ((bottom >> shift) & 0xFF) * clear + 0x80
            result |= Swift.min(255, ((top >> shift) & 0xFF) + ((product + (product >> 8)) >> 8)) << shift
        }
        return result
    }

    /// A premultiplied pixel: each colour channel at most its alpha; some transparent, some opaque.
    static func pixel(_ generator: inout SystemRandomNumberGenerator) -> UInt32 {
        let alpha: UInt32 = [0, 255, UInt32.random(in: 1...254, using: &generator)].randomElement(using: &generator)!
        func channel() -> UInt32 { UInt32.random(in: 0...alpha, using: &generator) }
        return alpha << 24 | channel() << 16 | channel() << 8 | channel()
    }

    @Test(arguments: [1, 2, 3, 4, 5, 7, 8, 9, 37])
    func composingUnderIsDrawingOver(width: Int) {
        var generator = SystemRandomNumberGenerator()
        let height = 5, stride = width + 3
        var top = (0..<stride * height).map { _ in Self.pixel(&generator) }
        let bottom = (0..<width * height).map { _ in Self.pixel(&generator) }
        // Runs of four transparent pixels on either side (the vector path's shortcuts).
        for x in 0..<Swift.min(4, width) { top[x] = 0 }
        let expected = (0..<height).flatMap { y in (0..<stride).map { x in
            x < width ? Self.under(top[y * stride + x], bottom[y * width + x]) : top[y * stride + x]
        } }
        top.withUnsafeMutableBytes { target in
            bottom.withUnsafeBytes { source in
                rotary_pixels_compose_under(target.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(stride * 4),
                                            source.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(width * 4),
                                            Int32(width), Int32(height))
            }
        }
        #expect(top == expected)
        var unchanged = top
        rotary_pixels_compose_under(&unchanged, 4, nil, 4, 0, 1)
        #expect(unchanged == top)
    }
}
