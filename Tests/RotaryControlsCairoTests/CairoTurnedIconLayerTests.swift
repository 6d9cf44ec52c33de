import CCairo
import CRotaryPixels
import Foundation
import RotaryControls
@testable import RotaryControlsCairo
import Testing

/// A turned layer of one icon (the spinner's spoke icons): resampled while it moves when the
/// icon's own rectangle is small enough (not the circle through its corners), from the image
/// store's upright copy in its first frame, only where its rendering shows anything; exact at
/// rest. Each compared with the exact drawing (from vectors, no layer cache, no copies).
@Suite("Cairo turned icon layers")
struct CairoTurnedIconLayerTests {
    /// A 100 × 100 pt drawing of one layer: the star icon, 38 pt wide (the 12-icon spinner's
    /// spoke icon), turned by `degrees` about (50, 50).
    static func frame(_ degrees: Double) -> Drawing {
        let turn = Transform.rotation(Rotation(degrees: degrees)).concatenating(.translation(x: 50, y: 50))
        return Drawing(size: Size(width: 100, height: 100), elements: [
            .group(Drawing.Group(transform: turn, layer: Drawing.LayerID("icon"), elements: [
                .image("star", in: Rect(x: -19, y: -19, width: 38, height: 38), rotation: .zero, tint: nil),
            ])),
        ])
    }

    /// A renderer whose store is prepared for `drawing` at `scale` and whose layer cache resamples.
    static func preparedRenderer(for drawing: Drawing, scale: Double) -> CairoRenderer {
        let store = CairoImageStore(directory: CairoPreparedImageTests.assets)
        store.turnsUprightCopies = true
        store.prepare(drawing, pixelScale: scale)
        var renderer = CairoRenderer(images: store)
        let cache = CairoLayerCache()
        cache.resamplesTurnedLayers = true
        renderer.layers = cache
        return renderer
    }

    /// `drawing` drawn exact: from vectors, no layer cache, no prepared copies.
    static func exact(_ drawing: Drawing, scale: Double) throws -> OpaquePointer {
        try CairoRenderer(images: CairoImageStore(directory: CairoPreparedImageTests.assets)).makeSurface(drawing, scale: scale)
    }

    @Test(arguments: [1.0, 2.0, 3.0, 4.0])
    func aTurnedIconMovesResampledAndRestsExact(scale: Double) throws {
        let drawing = Self.frame(33)
        let renderer = Self.preparedRenderer(for: drawing, scale: scale)
        let cache = try #require(renderer.layers)
        let store = try #require(renderer.images)
        // 38 pt is 76 px at 2× (resampled: its circle through the corners, 108 px, would not
        // be), 114 px at 3× (still resampled: up to 128 px), 152 px at 4× (drawn from its vectors).
        let resampled = (38 * scale + 4) * (38 * scale + 4) <= CairoLayerCache.maximumResampledPixels
        #expect(resampled == (scale < 4))
        for (index, degrees) in [33.0, 47, 61].enumerated() {
            let moving = Self.frame(degrees)
            let actual = try renderer.makeSurface(moving, scale: scale)
            defer { cairo_surface_destroy(actual) }
            let expected = try Self.exact(moving, scale: scale)
            defer { cairo_surface_destroy(expected) }
            // The first frame turns the store's copy (no layer rendering); later ones resample
            // the layer's one rendering.
            #expect(cache.approximatedCount == (resampled ? index + 1 : 0), "scale \(scale) frame \(index)")
            #expect(cache.renderCount == (resampled && index > 0 ? 1 : 0), "scale \(scale) frame \(index)")
            #expect(store.turnedCopyCount == 0)
            // Softened edges only, never misplaced.
            let side = Int(cairo_image_surface_get_width(actual))
            #expect(differingPixels(expected, actual, tolerance: 128) == 0, "scale \(scale) frame \(index)")
            #expect(differingPixels(expected, actual, tolerance: 40) <= side, "scale \(scale) frame \(index)")
            #expect(differingPixels(expected, actual, tolerance: 0) > 0 || !resampled)
        }
        // At rest (the pose of the frame before): exact.
        let still = try renderer.makeSurface(Self.frame(61), scale: scale)
        defer { cairo_surface_destroy(still) }
        let expected = try Self.exact(Self.frame(61), scale: scale)
        defer { cairo_surface_destroy(expected) }
        #expect(cache.approximatedCount == (resampled ? 3 : 0))
        #expect(differingPixels(expected, still, tolerance: 8) == 0, "scale \(scale)")
    }

    /// A 64 × 64 image: a disc of radius 20 about (30, 34) and a 3 × 3 square at (50, 8).
    static func shapes() -> OpaquePointer {
        let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 64, 64)!
        let context = cairo_create(image)!
        cairo_set_source_rgba(context, 0.2, 0.6, 1, 0.9)
        cairo_arc(context, 30, 34, 20, 0, 2 * .pi)
        cairo_fill(context)
        cairo_rectangle(context, 50, 8, 3, 3)
        cairo_fill(context)
        cairo_destroy(context)
        cairo_surface_flush(image)
        return image
    }

    @Test func theReachHoldsEveryPixelTheImageShows() throws {
        let image = Self.shapes()
        defer { cairo_surface_destroy(image) }
        let reach = try #require(CairoContentReach(of: image, aroundX: 30, y: 34))
        #expect(reach.left == 10 && reach.top == 8 && reach.right == 53 && reach.bottom == 54)
        // The square's far corner (53, 8) is farthest: √(23² + 26²).
        #expect(Swift.abs(reach.radius - (23.0 * 23 + 26 * 26).squareRoot()) < 1e-9)
        let blank = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 8, 8)!
        defer { cairo_surface_destroy(blank) }
        #expect(CairoContentReach(of: blank, aroundX: 4, y: 4) == nil)
        #expect(CairoContentReach(of: image, aroundX: .nan, y: 4) == nil)
    }

    /// `image` resampled turned by `degrees` about (30, 34), landing on (100.3, 90.7), into the
    /// whole-pixel box `area`: (left, top) and its pixels as rows of UInt32.
    static func resample(_ image: OpaquePointer, degrees: Double, area: (left: Double, top: Double, right: Double, bottom: Double))
        -> [[UInt32]] {
        let (cosine, sine) = (cos(degrees * .pi / 180), sin(degrees * .pi / 180))
        let (width, height) = (Int(area.right - area.left), Int(area.bottom - area.top))
        var pixels = [UInt32](repeating: 0xDEAD_BEEF, count: width * height)
        let (dx, dy) = (area.left - 100.3, area.top - 90.7)
        pixels.withUnsafeMutableBytes { bytes in
            rotary_pixels_resample_bilinear(cairo_image_surface_get_data(image), 64, 64, cairo_image_surface_get_stride(image),
                                            bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(width), Int32(height),
                                            Int32(width * 4), cosine, -sine, sine, cosine,
                                            cosine * dx + sine * dy + 30, -sine * dx + cosine * dy + 34)
        }
        return (0..<height).map { Array(pixels[$0 * width..<($0 + 1) * width]) }
    }

    /// Whether two pixels differ by at most 2 in every channel (a bilinear weight one step of
    /// 1/128 apart moves a channel by at most 255/128, rounded).
    static func close(_ first: UInt32, _ second: UInt32) -> Bool {
        for shift in [0, 8, 16, 24] {
            let a = Int((first >> UInt32(shift)) & 0xFF), b = Int((second >> UInt32(shift)) & 0xFF)
            if Swift.abs(a - b) > 2 { return false }
        }
        return true
    }

    @Test(arguments: [0.0, 17, 45, 90, 143, 251, 330])
    func aNarrowedResamplingLosesNoPixel(degrees: Double) throws {
        let image = Self.shapes()
        defer { cairo_surface_destroy(image) }
        let reach = try #require(CairoContentReach(of: image, aroundX: 30, y: 34))
        let (cosine, sine) = (cos(degrees * .pi / 180), sin(degrees * .pi / 180))
        func screen(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
            (100.3 + cosine * (x - 30) - sine * (y - 34), 90.7 + sine * (x - 30) + cosine * (y - 34))
        }
        let corners = [screen(0, 0), screen(64, 0), screen(0, 64), screen(64, 64)]
        let full = (left: corners.map(\.x).min()!.rounded(.down), top: corners.map(\.y).min()!.rounded(.down),
                    right: corners.map(\.x).max()!.rounded(.up), bottom: corners.map(\.y).max()!.rounded(.up))
        let narrow = reach.narrow(full, screen: screen)
        #expect(narrow.left >= full.left && narrow.top >= full.top && narrow.right <= full.right && narrow.bottom <= full.bottom)
        #expect((narrow.right - narrow.left) * (narrow.bottom - narrow.top) < (full.right - full.left) * (full.bottom - full.top))
        let whole = Self.resample(image, degrees: degrees, area: full)
        let part = Self.resample(image, degrees: degrees, area: narrow)
        var (outside, unlike, shown) = (0, 0, 0)
        for (row, pixels) in whole.enumerated() {
            for (column, pixel) in pixels.enumerated() {
                let (x, y) = (full.left + Double(column), full.top + Double(row))
                if pixel != 0 { shown += 1 }
                guard x >= narrow.left, x < narrow.right, y >= narrow.top, y < narrow.bottom else {
                    if pixel != 0 { outside += 1 }
                    continue
                }
                let other = part[Int(y - narrow.top)][Int(x - narrow.left)]
                // The same sample up to the 16.16 fixed-point start of its row (a weight step at most).
                if !Self.close(pixel, other) { unlike += 1 }
            }
        }
        #expect(shown > 1_000 && outside == 0 && unlike == 0, "\(outside) outside, \(unlike) unlike of \(shown)")
    }
}
