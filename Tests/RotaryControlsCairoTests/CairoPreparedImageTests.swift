import CCairo
import Foundation
import RotaryControls
@testable import RotaryControlsCairo
import Testing

/// Images rendered before the first frame at the pixel sizes a drawing shows them at
/// (`CairoImageStore.prepare(_:pixelScale:)`, turned in a first frame where the drawing turns
/// them), and translucent groups drawn into images just covering their content. Each compared
/// with what the renderer draws without them. No test times anything.
@Suite("Cairo prepared images")
struct CairoPreparedImageTests {
    /// The demo's icon folder (Linux/Assets), found from this file's path.
    static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets").path

    /// `drawing` drawn at `scale` by a fresh renderer whose store was prepared for that scale, or not.
    private static func firstFrame(_ drawing: Drawing, scale: Double, prepared: Bool) -> (OpaquePointer, CairoImageStore) {
        let store = CairoImageStore(directory: assets)
        store.turnsUprightCopies = true
        if prepared { store.prepare(drawing, pixelScale: scale) }
        let (surface, context) = testCanvas(Int32((drawing.size.width * scale).rounded(.up)), scale: scale)
        CairoRenderer(images: store).draw(drawing, in: context)
        cairo_destroy(context)
        cairo_surface_flush(surface)
        return (surface, store)
    }

    /// Icons upright (a template one squashed as the picker's rows are) and turned, in layers and not.
    static var iconDrawing: Drawing {
        var drawing = Drawing(size: Size(width: 120, height: 120))
        drawing.append(.image("star", in: Rect(x: 6.3, y: 5.1, width: 30, height: 30), rotation: .zero, tint: nil))
        drawing.append(.image(ImageReference(name: "bell", isTemplate: true), in: Rect(x: 80, y: 4, width: 32, height: 32),
                              rotation: .zero, tint: .semantic(.tint)))
        drawing.append(.group(Drawing.Group(transform: Transform(a: 1, b: 0, c: 0, d: 0.55, tx: 40, ty: 20), elements: [
            .image(ImageReference(name: "moon", isTemplate: true), in: Rect(x: 0, y: -13.2, width: 26.4, height: 26.4),
                   rotation: .zero, tint: .semantic(.tint)),
        ])))
        drawing.append(.image("heart", in: Rect(x: 10, y: 60, width: 38, height: 38), rotation: Rotation(degrees: 37), tint: nil))
        drawing.append(.group(Drawing.Group(transform: Transform.rotation(Rotation(degrees: -121)).concatenating(
            .translation(x: 88.4, y: 84.2)), layer: Drawing.LayerID("icon"), elements: [
                .image("bolt", in: Rect(x: -12, y: -12, width: 24, height: 24), rotation: .zero, tint: nil),
            ])))
        return drawing
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func aPreparedFirstFrameLooksLikeTheUnpreparedOne(scale: Double) throws {
        let drawing = Self.iconDrawing
        let (expected, _) = Self.firstFrame(drawing, scale: scale, prepared: false)
        defer { cairo_surface_destroy(expected) }
        let (actual, store) = Self.firstFrame(drawing, scale: scale, prepared: true)
        defer { cairo_surface_destroy(actual) }
        // One copy per image (the heart turned, 114 px at 3×, too: the layer cache resamples up
        // to 128 px); the first frame made none.
        #expect(store.scaledSurfaceCount == 5)
        // Upright copies are exact up to a quarter-pixel phase; turned ones are resampled
        // (bilinear) in this frame, so their edges are a little softer, never misplaced.
        let size = Double(cairo_image_surface_get_width(actual))
        #expect(differingPixels(expected, actual, tolerance: 128) == 0)
        // Softened edge pixels only: fewer than the drawing is wide (45, 76, 126 seen at 1–3×).
        #expect(differingPixels(expected, actual, tolerance: 40) <= Int(size), "scale \(scale)")
        #expect(differingPixels(expected, actual, tolerance: 0) > 0)
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func theNextFrameAtRestIsExact(scale: Double) throws {
        // (A squashed icon's prepared copy is placed to a quarter pixel, as every kept copy is.)
        var drawing = Drawing(size: Self.iconDrawing.size)
        drawing.append(contentsOf: Self.iconDrawing.elements.enumerated().filter { $0.offset != 2 }.map(\.element))
        let store = CairoImageStore(directory: Self.assets)
        store.turnsUprightCopies = true
        store.prepare(drawing, pixelScale: scale)
        let side = Int32((drawing.size.width * scale).rounded(.up))
        let renderer = CairoRenderer(images: store)
        let (surface, context) = testCanvas(side, scale: scale)
        defer { cairo_destroy(context); cairo_surface_destroy(surface) }
        // The second frame: the turned images asked for again get their exact copies.
        Self.drawFrames(drawing, then: drawing, with: renderer, in: context)

        let exact = CairoImageStore(directory: Self.assets)
        let exactRenderer = CairoRenderer(images: exact)
        let (expected, expectedContext) = testCanvas(side, scale: scale)
        defer { cairo_destroy(expectedContext); cairo_surface_destroy(expected) }
        Self.drawFrames(drawing, then: drawing, with: exactRenderer, in: expectedContext)
        #expect(differingPixels(expected, surface, tolerance: 0) == 0)
    }

    @Test func onlyTheFirstFrameAfterPreparingTurnsCopies() throws {
        // Frame 2 turns the heart and the bolt to new angles: drawn as an unprepared renderer
        // draws them (from their sources), not from the upright copies.
        func turnedAgain(_ drawing: Drawing) -> Drawing {
            var turned = Drawing(size: drawing.size)
            turned.append(contentsOf: drawing.elements.map { element in
                if case let .image(image, rect, rotation, tint) = element, rotation.radians != 0 {
                    return .image(image, in: rect, rotation: Rotation(degrees: rotation.degrees + 23), tint: tint)
                }
                if case var .group(group) = element, group.layer != nil {
                    group.transform = Transform.rotation(Rotation(degrees: 31)).concatenating(group.transform)
                    return .group(group)
                }
                return element
            })
            return turned
        }
        // (Without the squashed icon: its prepared copy is placed to a quarter pixel.)
        var first = Drawing(size: Self.iconDrawing.size)
        first.append(contentsOf: Self.iconDrawing.elements.enumerated().filter { $0.offset != 2 }.map(\.element))
        let second = turnedAgain(first)
        for scale in [1.0, 2.0] {
            let side = Int32((first.size.width * scale).rounded(.up))
            var frames: [OpaquePointer] = []
            for prepared in [false, true] {
                let store = CairoImageStore(directory: Self.assets)
                store.turnsUprightCopies = true
                if prepared { #expect(store.prepare(first, pixelScale: scale) == 4) }
                let renderer = CairoRenderer(images: store)
                let (surface, context) = testCanvas(side, scale: scale)
                Self.drawFrames(first, then: second, with: renderer, in: context)
                cairo_destroy(context)
                frames.append(surface)
            }
            #expect(differingPixels(frames[0], frames[1], tolerance: 0) == 0, "scale \(scale)")
            frames.forEach { cairo_surface_destroy($0) }
        }
    }

    /// A prepared image is turned from its copy in the first frame that shows it, however many
    /// frames came between (a spinner prepares its open ring when realised and draws its closed
    /// centre until it opens): the same pixels as a first frame right after preparing.
    @Test func theFirstFrameShowingAPreparedImageTurnsItsCopyAfterOtherFrames() throws {
        let scale = 2.0
        let side = Int32((Self.iconDrawing.size.width * scale).rounded(.up))
        var frames: [OpaquePointer] = []
        for framesBetween in [0, 3] {
            let store = CairoImageStore(directory: Self.assets)
            store.turnsUprightCopies = true
            #expect(store.prepare(Self.iconDrawing, pixelScale: scale) > 0)
            let renderer = CairoRenderer(images: store)
            let (surface, context) = testCanvas(side, scale: scale)
            for _ in 0..<framesBetween { renderer.draw(Drawing(size: Self.iconDrawing.size), in: context) }
            renderer.draw(Self.iconDrawing, in: context)
            cairo_destroy(context)
            cairo_surface_flush(surface)
            frames.append(surface)
        }
        let (unprepared, _) = Self.firstFrame(Self.iconDrawing, scale: scale, prepared: false)
        #expect(differingPixels(frames[0], frames[1], tolerance: 0) == 0)
        #expect(differingPixels(frames[0], unprepared, tolerance: 0) > 0, "the turned copies are not the vectors")
        (frames + [unprepared]).forEach { cairo_surface_destroy($0) }
    }

    @Test func preparingNeedsAFiniteScaleAndSkipsWhatItCannotCopy() throws {
        var drawing = Self.iconDrawing
        drawing.append(.image("missing", in: Rect(x: 0, y: 0, width: 10, height: 10), rotation: .zero, tint: nil))
        drawing.append(.image("star", in: Rect(x: 0, y: 0, width: .nan, height: 10), rotation: .zero, tint: nil))
        drawing.append(.group(Drawing.Group(transform: Transform(a: 1, b: 0.5, c: 0, d: 1, tx: 0, ty: 0), elements: [
            .image("sun", in: Rect(x: 0, y: 0, width: 10, height: 10), rotation: .zero, tint: nil),
        ])))
        for scale in [Double.nan, .infinity, 0, -2, 1e9] {
            let store = CairoImageStore(directory: Self.assets)
            #expect(store.prepare(drawing, pixelScale: scale) == 0)
            #expect(store.decodeCount == 7)
        }
        let store = CairoImageStore(directory: Self.assets)
        // The sheared sun is decoded, not copied; the missing one and the NaN-sized star draw nothing.
        #expect(store.prepare(drawing, pixelScale: 2) == 5)
        #expect(store.prepare(drawing, pixelScale: 2) == 0)
    }

    /// Rows as the picker draws them: a template icon and a title in a translucent, squashed
    /// group, and a group whose circle and text overlap.
    static var translucentDrawing: Drawing {
        var drawing = Drawing(size: Size(width: 200, height: 120))
        drawing.append(.group(Drawing.Group(transform: Transform(a: 1, b: 0, c: 0, d: 0.64, tx: 0.3, ty: 30.2), opacity: 0.64, elements: [
            .image(ImageReference(name: "leaf", isTemplate: true), in: Rect(x: 12, y: -13.2, width: 26.4, height: 26.4),
                   rotation: .zero, tint: .semantic(.tint)),
            .text("Leaf", center: Point(x: 120, y: 0), style: TextStyle(fontSize: 17, paint: .semantic(.label))),
        ])))
        drawing.append(.group(Drawing.Group(opacity: 0.4, elements: [
            .circle(center: Point(x: 60, y: 85), radius: 22, fill: .color(DrawingColor(red: 0.9, green: 0.3, blue: 0.2)), stroke: nil),
            .text("Overlap", center: Point(x: 70, y: 88), style: TextStyle(fontSize: 15, paint: .semantic(.label))),
        ])))
        return drawing
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func aTranslucentGroupLooksLikeCairosGroup(scale: Double) throws {
        let drawing = Self.translucentDrawing
        let (width, height) = (Int32(200 * scale), Int32(120 * scale))
        // Cairo's own group: the same contents, drawn by the renderer between push and pop.
        let renderer = CairoRenderer(images: CairoImageStore(directory: Self.assets))
        let expected = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        defer { cairo_surface_destroy(expected) }
        let groups = cairo_create(expected)!
        cairo_scale(groups, scale, scale)
        for case let .group(group) in drawing.elements {
            cairo_save(groups)
            var matrix = cairo_matrix_t(xx: group.transform.a, yx: group.transform.b, xy: group.transform.c,
                                        yy: group.transform.d, x0: group.transform.tx, y0: group.transform.ty)
            cairo_transform(groups, &matrix)
            cairo_push_group(groups)
            renderer.draw(group.elements, in: groups)
            cairo_pop_group_to_source(groups)
            cairo_paint_with_alpha(groups, group.opacity)
            cairo_restore(groups)
        }
        cairo_destroy(groups)
        cairo_surface_flush(expected)

        let actual = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        defer { cairo_surface_destroy(actual) }
        let context = cairo_create(actual)!
        cairo_scale(context, scale, scale)
        CairoRenderer(images: CairoImageStore(directory: Self.assets)).draw(drawing, in: context)
        cairo_destroy(context)
        cairo_surface_flush(actual)
        // The same pixels, but for a glyph whose position rounds the other way at a half pixel
        // (seen at 3×: one glyph a pixel apart).
        #expect(differingPixels(expected, actual, tolerance: 1) <= paintedPixels(actual) / 50, "scale \(scale)")
        #expect(paintedPixels(actual) > 0)
    }

    /// Two frames as a host draws them into the same target: `first`, the target cleared, then
    /// `second` (flushed, ready to read).
    static func drawFrames(_ first: Drawing, then second: Drawing, with renderer: CairoRenderer, in context: OpaquePointer) {
        renderer.draw(first, in: context)
        cairo_save(context)
        cairo_set_operator(context, CAIRO_OPERATOR_CLEAR)
        cairo_paint(context)
        cairo_restore(context)
        renderer.draw(second, in: context)
        cairo_surface_flush(cairo_get_target(context))
    }
}
