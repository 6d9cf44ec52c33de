import CCairo
import Foundation
import RotaryControls
import RotaryControlsCairo
import RotaryControlsGallery
import Testing

@Suite("Cairo renderer")
struct CairoRendererTests {
    // MARK: - Sizes and files

    @Test(arguments: [(1.0, 30, 20), (2.0, 60, 40), (3.0, 90, 60), (1.5, 45, 30)])
    func pixelSizeFollowsScale(_ scale: Double, _ width: Int, _ height: Int) throws {
        let surface = try CairoRenderer().makeSurface(Drawing(size: Size(width: 30, height: 20)), scale: scale)
        defer { cairo_surface_destroy(surface) }
        #expect(Int(cairo_image_surface_get_width(surface)) == width)
        #expect(Int(cairo_image_surface_get_height(surface)) == height)
    }

    @Test(arguments: [(0.0, 10.0, 1.0), (10, 0, 1), (10, 10, 0), (10, 10, -1), (10, 10, .nan), (.nan, 10, 1),
                      (.infinity, 10, 1), (10, 10, .infinity), (100_000, 10, 1)])
    func invalidSizesThrow(_ width: Double, _ height: Double, _ scale: Double) {
        #expect(throws: CairoPNGError.self) {
            _ = try CairoRenderer().makeSurface(Drawing(size: Size(width: width, height: height)), scale: scale)
        }
    }

    @Test func writesAReadablePNG() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rc-cairo-\(UUID()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        var drawing = Drawing(size: Size(width: 20, height: 10))
        drawing.append(.circle(center: Point(x: 10, y: 5), radius: 4, fill: .color(.red), stroke: nil))
        try CairoRenderer().writePNG(drawing, to: path, scale: 2)
        let surface = try #require(CairoImageComparison.loadPNG(path))
        defer { cairo_surface_destroy(surface) }
        #expect(cairo_image_surface_get_width(surface) == 40)
        #expect(paintedPixels(surface) > 100)
    }

    @Test func writingIntoAMissingFolderThrows() {
        #expect(throws: CairoPNGError.self) {
            try CairoRenderer().writePNG(Drawing(size: Size(width: 4, height: 4)), to: "/no/such/folder/x.png")
        }
    }

    // MARK: - Bad input draws nothing and leaves cairo healthy

    static let badElements: [Drawing.Element] = [
        .circle(center: Point(x: .nan, y: 5), radius: 4, fill: .color(.red), stroke: nil),
        .circle(center: Point(x: 5, y: 5), radius: .infinity, fill: .color(.red), stroke: nil),
        .circle(center: Point(x: 5, y: 5), radius: -3, fill: .color(.red), stroke: nil),
        .arc(center: Point(x: 5, y: .infinity), radius: 4, arc: .knob, stroke: Stroke(.color(.red), width: 2)),
        .arc(center: Point(x: 5, y: 5), radius: .nan, arc: .knob, stroke: Stroke(.color(.red), width: 2)),
        .arc(center: Point(x: 5, y: 5), radius: 4, arc: .knob, stroke: Stroke(.color(.red), width: .nan)),
        .arc(center: Point(x: 5, y: 5), radius: 4, arc: .knob, stroke: Stroke(.gradient(ArcGradient(colors: [])), width: 2)),
        .ellipse(in: Rect(x: 0, y: 0, width: -4, height: 4), fill: .color(.red), stroke: nil),
        .path(.polyline([Point(x: 0, y: 0), Point(x: .nan, y: 3)]), fill: .color(.red), stroke: Stroke(.color(.red), width: 1)),
        .text("x", center: Point(x: .infinity, y: 0), style: TextStyle(fontSize: 10)),
        .text("", center: Point(x: 5, y: 5), style: TextStyle(fontSize: 10)),
        .text("x", center: Point(x: 5, y: 5), style: TextStyle(fontSize: .nan)),
        .image("star", in: Rect(x: .nan, y: 0, width: 4, height: 4), rotation: .zero, tint: nil),
        .image("star", in: Rect(x: 0, y: 0, width: 4, height: 4), rotation: Rotation(radians: .nan), tint: nil),
        .group(Drawing.Group(transform: .scale(x: 0, y: 1), elements: [.circle(center: .zero, radius: 9, fill: .color(.red), stroke: nil)])),
        .group(Drawing.Group(transform: Transform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0),
                             elements: [.circle(center: .zero, radius: 9, fill: .color(.red), stroke: nil)])),
        .group(Drawing.Group(clipCircle: Drawing.ClipCircle(center: .zero, radius: .nan),
                             elements: [.circle(center: .zero, radius: 9, fill: .color(.red), stroke: nil)])),
        .group(Drawing.Group(opacity: 0, elements: [.circle(center: .zero, radius: 9, fill: .color(.red), stroke: nil)])),
    ]

    @Test(arguments: badElements.indices)
    func badElementDrawsNothing(_ index: Int) throws {
        var drawing = Drawing(size: Size(width: 10, height: 10))
        drawing.append(Self.badElements[index])
        // A healthy element after the bad one proves the context is still usable.
        let surface = try CairoRenderer().makeSurface(drawing)
        defer { cairo_surface_destroy(surface) }
        #expect(paintedPixels(surface) == 0)
        var healthy = drawing
        healthy.append(.circle(center: Point(x: 5, y: 5), radius: 3, fill: .color(.blue), stroke: nil))
        let second = try CairoRenderer().makeSurface(healthy)
        defer { cairo_surface_destroy(second) }
        #expect(paintedPixels(second) > 10)
    }

    // MARK: - Comparison, images, theme

    @Test func comparisonCountsDifferingPixels() throws {
        var a = Drawing(size: Size(width: 20, height: 20))
        a.append(.circle(center: Point(x: 10, y: 10), radius: 5, fill: .color(.black), stroke: nil))
        var b = a
        b.append(.circle(center: Point(x: 10, y: 10), radius: 2, fill: .color(.white), stroke: nil))
        let first = try CairoRenderer().makeSurface(a), same = try CairoRenderer().makeSurface(a), second = try CairoRenderer().makeSurface(b)
        defer { [first, same, second].forEach(cairo_surface_destroy) }
        #expect(CairoImageComparison().compare(first, same) == .compared(differingPixels: 0, totalPixels: 400))
        guard case let .compared(differing, _) = CairoImageComparison().compare(first, second) else {
            Issue.record("expected a comparison"); return
        }
        #expect(differing >= 8 && differing <= 20)
        let small = try CairoRenderer().makeSurface(Drawing(size: Size(width: 10, height: 20)))
        defer { cairo_surface_destroy(small) }
        #expect(CairoImageComparison().compare(first, small)
            == .sizeMismatch(expected: .init(width: 20, height: 20), actual: .init(width: 10, height: 20)))
    }

    @Test func imageStoreResolvesNamesInsideItsFolderOnly() {
        let store = CairoImageStore(directory: "/assets/")
        #expect(store.path(for: "star") == "/assets/star.png")
        #expect(store.path(for: "star.png") == "/assets/star.png")
        #expect(store.path(for: "") == nil)
        #expect(store.path(for: "../secret") == nil)
        #expect(store.path(for: ".hidden") == nil)
        #expect(CairoImageStore(directory: assetsDirectory()).surface(named: "star") != nil)
        #expect(CairoImageStore(directory: assetsDirectory()).surface(named: "missing") == nil)
    }

    @Test func themeResolvesSemanticColoursWithFallback() {
        #expect(CairoTheme.light.resolve(.semantic(.tint)) == DrawingColor(red8: 53, green8: 132, blue8: 228))
        #expect(CairoTheme().resolve(.semantic(.label)) == SemanticColor.label.fallback)
        #expect(CairoTheme.light.resolve(.color(.red)) == .red)
        #expect(CairoTheme.light.resolve(.gradient(ArcGradient(colors: []))) == .clear)
        #expect(CairoTheme.dark.resolve(.semantic(.background)) == DrawingColor(red8: 36, green8: 36, blue8: 36))
    }

    @Test func darkThemeSnapshotOfTheSemanticColours() throws {
        var drawing = Drawing(size: Size(width: 320, height: 40))
        for (index, role) in SemanticColor.allCases.enumerated() {
            drawing.append(.circle(center: Point(x: 20 + Double(index) * 40, y: 20), radius: 14, fill: .semantic(role),
                                   stroke: Stroke(.semantic(.separator), width: 1)))
        }
        try assertPNGSnapshot(drawing, named: "theme-dark",
                              renderer: CairoRenderer(theme: .dark, background: CairoTheme.dark.color(for: .background)))
    }

    /// The default slider and knob looks, the finishes and centred arcs on a dark page: nothing
    /// dark on dark, no glaring white discs.
    @Test(arguments: ["slider-labels", "slider-markers", "knob-default-values", "knob-endless", "look-slider-finishes",
                      "look-knob-finishes", "look-centred-arcs"])
    func darkThemeGalleryScene(_ id: String) throws {
        let scene = try #require(GalleryScene.all.first { $0.id == id })
        try assertPNGSnapshot(scene.drawing, named: "dark-" + id,
                              renderer: CairoRenderer(theme: .dark, background: CairoTheme.dark.color(for: .background)))
    }
}
