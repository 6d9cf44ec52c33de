import CCairo
import CRotaryPixels
import Foundation
import RotaryControls
@testable import RotaryControlsCairo
import Testing

/// The pixel kernels' faster paths give the same bytes as their plain ones: the resampler four
/// pixels at a time (AVX2, where the CPU has it) against one at a time, the content reach
/// (four pixels at a time) against a plain scan, over many random images and maps, and circles
/// painted straight into an image target against their own image blitted.
@Suite("Cairo pixel kernels")
struct CairoPixelKernelTests {
    /// A small deterministic generator (the tests must not depend on a seed of the system's).
    struct Numbers {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    /// A `width` × `height` premultiplied image (`stride` bytes a row): random pixels, about a
    /// third transparent, and a transparent lattice (so that whole neighbourhoods are empty).
    static func image(width: Int, height: Int, stride: Int, numbers: inout Numbers) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: stride * height)
        for y in 0..<height {
            for x in 0..<width where numbers.next(3) != 0 && (x * 7 + y * 3) % 5 != 0 {
                let alpha = numbers.next(256)
                let at = y * stride + x * 4
                bytes[at] = UInt8(numbers.next(alpha + 1))
                bytes[at + 1] = UInt8(numbers.next(alpha + 1))
                bytes[at + 2] = UInt8(numbers.next(alpha + 1))
                bytes[at + 3] = UInt8(alpha)
            }
        }
        return bytes
    }

    @Test func theResamplerFourAtATimeMatchesOneAtATime() {
        var numbers = Numbers(state: 14)
        var painted = 0
        for _ in 0..<400 {
            let (width, height) = (1 + numbers.next(90), 1 + numbers.next(90))
            let stride = width * 4 + 4 * numbers.next(3)
            let source = Self.image(width: width, height: height, stride: stride, numbers: &numbers)
            let (outWidth, outHeight) = (1 + numbers.next(120), 1 + numbers.next(120))
            let outStride = outWidth * 4 + 4 * numbers.next(3)
            let angle = Double(numbers.next(3_600)) / 10 * .pi / 180, scale = 0.5 + Double(numbers.next(100)) / 50
            let (cosine, sine) = (cos(angle) * scale, sin(angle) * scale)
            let (x0, y0) = (Double(numbers.next(2_000) - 1_000) / 10, Double(numbers.next(2_000) - 1_000) / 10)
            func resampled(wide: Int32) -> [UInt8] {
                // Filled with a pattern, so that a pixel left unwritten shows.
                var out = [UInt8](repeating: 0xA5, count: outStride * outHeight)
                source.withUnsafeBufferPointer { input in
                    out.withUnsafeMutableBufferPointer { output in
                        rotary_pixels_resample_bilinear_wide(input.baseAddress, Int32(width), Int32(height), Int32(stride),
                                                             output.baseAddress, Int32(outWidth), Int32(outHeight), Int32(outStride),
                                                             cosine, -sine, sine, cosine, x0, y0, wide)
                    }
                }
                return (0..<outHeight).flatMap { out[$0 * outStride..<$0 * outStride + outWidth * 4] }
            }
            let four = resampled(wide: 1), one = resampled(wide: 0)
            #expect(four == one)
            painted += four.indices.lazy.filter { $0 % 4 == 3 && four[$0] != 0 }.count
        }
        // The maps land on the source often enough that most of the work is real mixing.
        #expect(painted > 10_000)
    }

    /// The reach's box and radius as a plain scan computes them (every pixel looked at).
    static func plainReach(_ bytes: [UInt8], width: Int, height: Int, stride: Int, x: Double, y: Double)
        -> (box: [Int32], radius: Double)? {
        var box: (left: Int, top: Int, right: Int, bottom: Int)?
        var farthest = -1.0
        for row in 0..<height {
            let shown = (0..<width).filter { column in (0..<4).contains { bytes[row * stride + column * 4 + $0] != 0 } }
            guard let first = shown.first, let last = shown.last else { continue }
            box = (Swift.min(box?.left ?? first, first), box?.top ?? row, Swift.max(box?.right ?? 0, last + 1), row + 1)
            let dy = Swift.max(Swift.abs(Double(row) - y), Swift.abs(Double(row + 1) - y))
            let dx = Swift.max(Swift.abs(Double(first) - x), Swift.abs(Double(last + 1) - x))
            farthest = Swift.max(farthest, dx * dx + dy * dy)
        }
        guard let box else { return nil }
        return ([Int32(box.left), Int32(box.top), Int32(box.right), Int32(box.bottom)], farthest.squareRoot())
    }

    @Test func theReachFourAtATimeMatchesAPlainScan() {
        var numbers = Numbers(state: 3)
        for trial in 0..<600 {
            let (width, height) = (1 + numbers.next(40), 1 + numbers.next(40))
            let stride = width * 4 + 4 * numbers.next(3)
            var bytes = [UInt8](repeating: 0, count: stride * height)
            // A few pixels (only one channel set in some), or none at all in every tenth image.
            for _ in 0..<(trial % 10 == 0 ? 0 : 1 + numbers.next(6)) {
                bytes[numbers.next(height) * stride + numbers.next(width) * 4 + numbers.next(4)] = UInt8(1 + numbers.next(255))
            }
            let (x, y) = (Double(numbers.next(100)) / 3, Double(numbers.next(100)) / 7)
            var box = [Int32](repeating: -7, count: 4)
            let radius = rotary_pixels_reach(bytes, Int32(width), Int32(height), Int32(stride), x, y, &box)
            if let plain = Self.plainReach(bytes, width: width, height: height, stride: stride, x: x, y: y) {
                #expect(box == plain.box)
                #expect(radius == plain.radius)
            } else {
                #expect(radius == -1 && box == [0, 0, 0, 0])
            }
        }
    }

    /// The bytes of an ARGB32 image surface, row by row.
    static func bytes(_ surface: OpaquePointer) -> [UInt32] {
        cairo_surface_flush(surface)
        let (width, height) = (Int(cairo_image_surface_get_width(surface)), Int(cairo_image_surface_get_height(surface)))
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        guard let data = cairo_image_surface_get_data(surface) else { return [] }
        return data.withMemoryRebound(to: UInt32.self, capacity: stride * height) { pixels in
            (0..<height).flatMap { row in (0..<width).map { pixels[row * stride + $0] } }
        }
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func outlinesPaintedStraightIntoAnImageMatchTheirImageBlitted(scale: Double) throws {
        // Outlines (one with a fill) at fractional places: painted in place on an image target,
        // and the same discs painted into an image of their own blitted by Cairo.
        let circles = [
            CairoDiscImage.Circle(center: Point(x: 30.37, y: 28.81), radius: 17.15, fill: nil,
                                  stroke: (DrawingColor(red: 0.1, green: 0.5, blue: 0.9, alpha: 0.8), 2)),
            CairoDiscImage.Circle(center: Point(x: 64.6, y: 45.2), radius: 18, fill: .color(DrawingColor(white: 0.9, alpha: 0.5)),
                                  stroke: (DrawingColor(red: 0.8, green: 0.2, blue: 0.1, alpha: 1), 3)),
        ]
        for underneath in [false, true] {
            let side = Int32(90 * scale)
            let (inPlace, inPlaceContext) = testCanvas(side, scale: scale)
            let (blitted, blittedContext) = testCanvas(side, scale: scale)
            defer {
                cairo_destroy(inPlaceContext); cairo_surface_destroy(inPlace)
                cairo_destroy(blittedContext); cairo_surface_destroy(blitted)
            }
            for context in [inPlaceContext, blittedContext] where underneath {
                // Something already drawn underneath, partly translucent.
                cairo_set_source_rgba(context, 0.3, 0.9, 0.2, 0.6)
                cairo_rectangle(context, 10, 20, 60, 30)
                cairo_fill(context)
            }
            #expect(CairoDiscImage(circles: circles).draw(in: inPlaceContext, pixelScale: nil))
            // Into a recording (no pixels to paint in place) replayed onto the second canvas.
            var extents = cairo_rectangle_t(x: 0, y: 0, width: 90, height: 90)
            let recording = try #require(cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents))
            let recorder = try #require(cairo_create(recording))
            #expect(CairoDiscImage(circles: circles).draw(in: recorder, pixelScale: scale, keeping: CairoFrameImages()))
            cairo_destroy(recorder)
            cairo_set_source_surface(blittedContext, recording, 0, 0)
            cairo_paint(blittedContext)
            cairo_surface_destroy(recording)
            let (first, second) = (Self.bytes(inPlace), Self.bytes(blitted))
            #expect(first.count == second.count && first.contains { $0 != 0 })
            if underneath {
                // Composed disc by disc on the target rather than first with each other: at most
                // one step of rounding apart where they overlap what was there.
                #expect(zip(first, second).allSatisfy { CairoTurnedIconLayerTests.close($0, $1) })
            } else {
                #expect(first == second)
            }
        }
    }

    @Test func anImageWrittenInFullHoldsWhatWasWritten() throws {
        let image = try #require(CairoPixelImage.makeWritten(width: 5, height: 3) { pixels, stride in
            for y in 0..<3 { for x in 0..<5 { pixels[y * stride + x] = UInt32(0xFF00_0000 | (y << 8) | x) } }
        })
        defer { cairo_surface_destroy(image) }
        #expect(cairo_image_surface_get_width(image) == 5 && cairo_image_surface_get_height(image) == 3)
        let data = try #require(cairo_image_surface_get_data(image))
        let stride = Int(cairo_image_surface_get_stride(image)) / 4
        data.withMemoryRebound(to: UInt32.self, capacity: stride * 3) { pixels in
            #expect(pixels[2 * stride + 4] == 0xFF00_0204)
        }
        #expect(CairoPixelImage.makeWritten(width: 0, height: 3) { _, _ in } == nil)
    }
}
