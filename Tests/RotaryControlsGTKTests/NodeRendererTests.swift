import CGtk4
import Foundation
import RotaryControls
import RotaryControlsGTK
import RotaryControlsGallery
import Testing

@Suite("Render node renderer")
@MainActor
struct NodeRendererTests {
    // MARK: - Sizes and files

    @Test(arguments: [(1.0, 30, 20), (2.0, 60, 40), (3.0, 90, 60), (1.5, 45, 30)])
    func pixelSizeFollowsScale(_ scale: Double, _ width: Int, _ height: Int) throws {
        let image = try NodePNG.image(Drawing(size: Size(width: 30, height: 20)), scale: scale)
        defer { cairo_surface_destroy(image) }
        #expect(PixelImage.size(image) == (width, height))
    }

    @Test(arguments: [
        (0.0, 10.0, 1.0), (10, 0, 1), (10, 10, 0), (10, 10, -1), (10, 10, .nan), (.nan, 10, 1),
        (.infinity, 10, 1), (10, 10, .infinity), (100_000, 10, 1),
    ])
    func invalidSizesThrow(_ width: Double, _ height: Double, _ scale: Double) {
        #expect(throws: NodePNGError.self) {
            _ = try NodePNG.image(Drawing(size: Size(width: width, height: height)), scale: scale)
        }
    }

    @Test func writesAReadablePNG() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rc-nodes-\(UUID()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        var drawing = Drawing(size: Size(width: 20, height: 10))
        drawing.append(.circle(center: Point(x: 10, y: 5), radius: 4, fill: .color(.red), stroke: nil))
        try NodePNG.write(drawing, to: path, scale: 2)
        let image = try #require(PixelImage.load(path))
        defer { cairo_surface_destroy(image) }
        #expect(PixelImage.size(image) == (40, 20))
        // A disc of radius 8 px: about 201 pixels touched.
        #expect((180...240).contains(PixelImage.paintedPixels(image)))
    }

    @Test func writingIntoAMissingFolderThrows() {
        #expect(throws: NodePNGError.self) {
            try NodePNG.write(Drawing(size: Size(width: 4, height: 4)), to: "/no/such/folder/x.png")
        }
    }

    @Test func anEmptyDrawingHasNoNode() {
        NodePNG.prepareGTK()
        #expect(NodeRenderer().node(for: Drawing(size: Size(width: 10, height: 10))) == nil)
    }

    // MARK: - Bad input draws nothing, and nothing else is lost

    nonisolated static let badElements: [Drawing.Element] = [
        .circle(center: Point(x: .nan, y: 5), radius: 4, fill: .color(.red), stroke: nil),
        .circle(center: Point(x: 5, y: 5), radius: .infinity, fill: .color(.red), stroke: nil),
        .circle(center: Point(x: 5, y: 5), radius: -3, fill: .color(.red), stroke: nil),
        .circle(center: Point(x: 5, y: 5), radius: 0, fill: .color(.red), stroke: nil),
        .arc(center: Point(x: 5, y: .infinity), radius: 4, arc: .knob, stroke: Stroke(.color(.red), width: 2)),
        .arc(center: Point(x: 5, y: 5), radius: .nan, arc: .knob, stroke: Stroke(.color(.red), width: 2)),
        .arc(center: Point(x: 5, y: 5), radius: 0, arc: .knob, stroke: Stroke(.color(.red), width: 2)),
        .arc(center: Point(x: 5, y: 5), radius: 4, arc: .knob, stroke: Stroke(.color(.red), width: .nan)),
        .arc(
            center: Point(x: 5, y: 5), radius: 4, arc: .knob,
            stroke: Stroke(.gradient(ArcGradient(colors: [])), width: 2)),
        .ellipse(in: Rect(x: 0, y: 0, width: -4, height: 4), fill: .color(.red), stroke: nil),
        .ellipse(in: Rect(x: 0, y: 0, width: 0, height: 4), fill: .color(.red), stroke: Stroke(.color(.red), width: 1)),
        .path(
            .polyline([Point(x: 0, y: 0), Point(x: .nan, y: 3)]), fill: .color(.red),
            stroke: Stroke(.color(.red), width: 1)),
        .path(DrawingPath(), fill: .color(.red), stroke: Stroke(.color(.red), width: 1)),
        .text("x", center: Point(x: .infinity, y: 0), style: TextStyle(fontSize: 10)),
        .text("", center: Point(x: 5, y: 5), style: TextStyle(fontSize: 10)),
        .text("x", center: Point(x: 5, y: 5), style: TextStyle(fontSize: .nan)),
        .image("star", in: Rect(x: .nan, y: 0, width: 4, height: 4), rotation: .zero, tint: nil),
        .image("star", in: Rect(x: 0, y: 0, width: 0, height: 4), rotation: .zero, tint: nil),
        .image("star", in: Rect(x: 0, y: 0, width: 4, height: 4), rotation: Rotation(radians: .nan), tint: nil),
        .circle(
            center: Point(x: 5, y: 5), radius: 4,
            fill: .radialGradient(
                RadialGradient(
                    center: Point(x: .nan, y: 0), radius: 3,
                    stops: [
                        .init(.red, at: 0), .init(.blue, at: 1),
                    ])), stroke: nil),
        .group(
            Drawing.Group(
                transform: .scale(x: 0, y: 1),
                elements: [.circle(center: .zero, radius: 9, fill: .color(.red), stroke: nil)])),
        .group(
            Drawing.Group(
                transform: Transform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0),
                elements: [.circle(center: .zero, radius: 9, fill: .color(.red), stroke: nil)])),
        .group(
            Drawing.Group(
                clipCircle: Drawing.ClipCircle(center: .zero, radius: .nan),
                elements: [.circle(center: .zero, radius: 9, fill: .color(.red), stroke: nil)])),
        .group(
            Drawing.Group(
                clipCircle: Drawing.ClipCircle(center: .zero, radius: 0),
                elements: [.circle(center: .zero, radius: 9, fill: .color(.red), stroke: nil)])),
        .group(
            Drawing.Group(opacity: 0, elements: [.circle(center: .zero, radius: 9, fill: .color(.red), stroke: nil)])),
    ]

    @Test(arguments: badElements.indices)
    func badElementDrawsNothing(_ index: Int) throws {
        var drawing = Drawing(size: Size(width: 10, height: 10))
        drawing.append(Self.badElements[index])
        let image = try NodePNG.image(drawing)
        defer { cairo_surface_destroy(image) }
        #expect(PixelImage.paintedPixels(image) == 0)
        // A healthy element after the bad one is still drawn.
        drawing.append(.circle(center: Point(x: 5, y: 5), radius: 3, fill: .color(.blue), stroke: nil))
        let second = try NodePNG.image(drawing)
        defer { cairo_surface_destroy(second) }
        #expect(PixelImage.paintedPixels(second) > 10)
    }

    /// The documented answers for shapes of no size: a zero-length round-capped arc is its cap, a
    /// circle of radius 0 with a stroke is a disc as wide as the stroke.
    @Test func degenerateShapesDrawTheirDocumentedAnswer() throws {
        var drawing = Drawing(size: Size(width: 40, height: 20))
        drawing.append(
            .arc(
                center: Point(x: 10, y: 10), radius: 5, arc: Arc(start: .top, sweep: .zero),
                stroke: Stroke(.color(.red), width: 6, cap: .round)))
        drawing.append(
            .circle(center: Point(x: 30, y: 10), radius: 0, fill: .color(.red), stroke: Stroke(.color(.blue), width: 6))
        )
        let image = try NodePNG.image(drawing)
        defer { cairo_surface_destroy(image) }
        // Two discs of radius 3: about 28 pixels each, antialiased edges included.
        #expect((50...80).contains(PixelImage.paintedPixels(image)))
    }

    // MARK: - Kept layers

    static func layered(turn degrees: Double, label: String = "A") -> Drawing {
        var drawing = Drawing(size: Size(width: 100, height: 100))
        let center = Point(x: 50, y: 50)
        drawing.append(
            .group(
                Drawing.Group(
                    transform: .rotation(Rotation(degrees: degrees), around: center),
                    layer: Drawing.LayerID("pointer"),
                    elements: [.arc(center: center, radius: 30, arc: .knob, stroke: Stroke(.color(.red), width: 4))])))
        drawing.append(
            .group(
                Drawing.Group(
                    layer: Drawing.LayerID("label"),
                    elements: [.text(label, center: center, style: TextStyle(fontSize: 12))])))
        return drawing
    }

    @Test func layersAreKeptWhileOnlyTheirTransformChanges() throws {
        NodePNG.prepareGTK()
        let renderer = NodeRenderer()
        for (frame, degrees) in [5.0, 10, 20].enumerated() {
            let node = try #require(renderer.node(for: Self.layered(turn: degrees)))
            gsk_render_node_unref(node)
            #expect(renderer.layerCounts.built == 2)
            #expect(renderer.layerCounts.reused == 2 * frame)
        }
        // New content in one layer: that layer alone is built again.
        let node = try #require(renderer.node(for: Self.layered(turn: 20, label: "B")))
        gsk_render_node_unref(node)
        #expect(renderer.layerCounts.built == 3)
        #expect(renderer.layerCounts.reused == 5)
        // A new pixel scale builds them both again (textures are made for the pixels).
        let scaled = try #require(renderer.node(for: Self.layered(turn: 20, label: "B"), pixelScale: 2))
        gsk_render_node_unref(scaled)
        #expect(renderer.layerCounts.built == 5)
    }

    @Test func keptLayersDrawWhatBuildingAnewDraws() throws {
        let kept = NodeRenderer()
        let fresh = NodeRenderer()
        fresh.keepsLayers = false
        for degrees in [0.0, 45, 90, 0] {
            let a = try NodePNG.image(Self.layered(turn: degrees), renderer: kept, background: .white)
            let b = try NodePNG.image(Self.layered(turn: degrees), renderer: fresh, background: .white)
            defer {
                cairo_surface_destroy(a)
                cairo_surface_destroy(b)
            }
            #expect(PixelImage.compare(a, b, tolerance: 0) == .compared(differingPixels: 0, totalPixels: 10_000))
        }
        // The label stays (3 reuses); the pointer is a texture while upright on the pixel grid and
        // vectors while turned (built at 0°, at 45°, reused at 90°, built at 0° again).
        #expect(kept.layerCounts.reused == 4)
        #expect(kept.layerCounts.built == 4)
        #expect(fresh.layerCounts == (0, 0))
    }

    /// A layer lying still on the pixel grid is kept as one texture; one moved by half a device pixel
    /// or turned stays vectors (nothing resampled); without rasterizing, every layer is vectors.
    @Test(arguments: [
        (0.0, 0.0, true, true), (0.25, 0.0, true, false), (0.5, 0.0, true, true), (0.0, 30.0, true, false),
        (0.0, 0.0, false, false),
    ])
    func stillLayersBecomeTextures(_ move: Double, _ degrees: Double, _ rasterizes: Bool, _ expectsTexture: Bool) throws
    {
        NodePNG.prepareGTK()
        let renderer = NodeRenderer()
        renderer.rasterizesStillLayers = rasterizes
        var drawing = Drawing(size: Size(width: 100, height: 100))
        drawing.append(
            .group(
                Drawing.Group(
                    transform: Transform.rotation(Rotation(degrees: degrees), around: Point(x: 50, y: 50))
                        .concatenating(.translation(x: move, y: 0)), layer: Drawing.LayerID("ring"),
                    elements: [
                        .arc(
                            center: Point(x: 50, y: 50), radius: 30, arc: .knob, stroke: Stroke(.color(.red), width: 4))
                    ])))
        let node: OpaquePointer = try #require(renderer.node(for: drawing, pixelScale: 2))
        defer { gsk_render_node_unref(node) }
        let text = NodeGeometryTests.serialized(node)
        #expect(text.contains("texture {") == expectsTexture)
        #expect(text.contains("stroke {") == !expectsTexture)
    }

    /// A still layer drawn from its texture looks as its vectors do, at 1×, 2× and 3×: a thin
    /// ring alone (cut into tiles: several textures) and a ring over a shaded square (a run of tiles a row).
    @Test(arguments: [1.0, 2.0, 3.0], [false, true])
    func stillLayerTexturesMatchTheirVectors(_ scale: Double, _ withSquare: Bool) throws {
        var elements: [Drawing.Element] = [
            .arc(
                center: Point(x: 100, y: 100), radius: 90, arc: .knob,
                stroke: Stroke(.color(.gray), width: 4, cap: .round))
        ]
        if withSquare {
            let square = DrawingPath.polyline(
                [Point(x: 8, y: 8), Point(x: 192, y: 8), Point(x: 192, y: 192), Point(x: 8, y: 192)],
                closed: true)
            elements.insert(
                .path(
                    square,
                    fill: .radialGradient(
                        RadialGradient(
                            center: Point(x: 100, y: 80), radius: 80,
                            stops: [.init(.white, at: 0), .init(.blue.withAlpha(0.5), at: 1)])),
                    stroke: nil), at: 0)
        }
        let drawing = Drawing(
            size: Size(width: 200, height: 200),
            elements: [
                .group(Drawing.Group(layer: Drawing.LayerID("track"), elements: elements))
            ])
        let textures = NodeRenderer()
        let vectors = NodeRenderer()
        vectors.rasterizesStillLayers = false
        let a = try NodePNG.image(drawing, scale: scale, renderer: textures, background: .white)
        let b = try NodePNG.image(drawing, scale: scale, renderer: vectors, background: .white)
        defer {
            cairo_surface_destroy(a)
            cairo_surface_destroy(b)
        }
        let side = Int(200 * scale)
        #expect(PixelImage.compare(a, b, tolerance: 1) == .compared(differingPixels: 0, totalPixels: side * side))
        let node: OpaquePointer = try #require(textures.node(for: drawing, pixelScale: scale))
        defer { gsk_render_node_unref(node) }
        let pieces = NodeGeometryTests.serialized(node).components(separatedBy: "texture {").count - 1
        // A filled square is a run per row of tiles at most; a thin ring is cut into more pieces.
        let rows = Int((200 * scale / 32).rounded(.up)) + 2
        #expect(withSquare ? (1...rows).contains(pieces) : pieces > rows)
    }

    @Test func aNewThemeBuildsLayersAgain() throws {
        NodePNG.prepareGTK()
        let renderer = NodeRenderer()
        let light: OpaquePointer = try #require(renderer.node(for: Self.layered(turn: 0)))
        gsk_render_node_unref(light)
        renderer.theme = .dark
        let dark: OpaquePointer = try #require(renderer.node(for: Self.layered(turn: 0)))
        gsk_render_node_unref(dark)
        #expect(renderer.layerCounts.built == 4)
        #expect(renderer.layerCounts.reused == 0)
    }

    // MARK: - Images and themes

    @Test func imageStoreResolvesNamesInsideItsFolderOnly() {
        let store = NodeImageStore(directory: "/assets/")
        #expect(store.path(for: "star", fileExtension: "png") == "/assets/star.png")
        #expect(store.path(for: "star.svg", fileExtension: "png") == "/assets/star.png")
        #expect(store.path(for: "", fileExtension: "png") == nil)
        #expect(store.path(for: "../secret", fileExtension: "svg") == nil)
        #expect(store.path(for: ".hidden", fileExtension: "svg") == nil)
        #expect(NodeImageStore(directory: demoAssets).size(named: "star") != nil)
        #expect(NodeImageStore(directory: demoAssets).size(named: "missing") == nil)
    }

    @Test func texturesAreMadeOncePerPixelSize() throws {
        let store = NodeImageStore(directory: demoAssets)
        let renderer = NodeRenderer(images: store)
        var drawing = Drawing(size: Size(width: 40, height: 40))
        drawing.append(.image("star", in: Rect(x: 0, y: 0, width: 40, height: 40), rotation: .zero, tint: nil))
        for _ in 0..<3 { cairo_surface_destroy(try NodePNG.image(drawing, renderer: renderer)) }
        #expect(store.texturesMade == 1)
        cairo_surface_destroy(try NodePNG.image(drawing, scale: 2, renderer: renderer))
        #expect(store.texturesMade == 2)
        cairo_surface_destroy(try NodePNG.image(drawing, scale: 2, renderer: renderer))
        #expect(store.texturesMade == 2)
    }

    @Test func themesResolveSemanticColours() {
        #expect(NodeTheme.light.resolve(.semantic(.tint)) == DrawingColor(red8: 53, green8: 132, blue8: 228))
        #expect(
            NodeTheme(palette: SemanticPalette(colors: [:])).resolve(.semantic(.label)) == SemanticColor.label.fallback)
        #expect(NodeTheme.light.resolve(.color(.red)) == .red)
        #expect(NodeTheme.light.resolve(.gradient(ArcGradient(colors: []))) == .clear)
        #expect(NodeTheme.dark.resolve(.semantic(.background)) == DrawingColor(red8: 36, green8: 36, blue8: 36))
    }
}
