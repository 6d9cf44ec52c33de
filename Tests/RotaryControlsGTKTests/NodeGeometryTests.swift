import CGtk4
import RotaryControls
import RotaryControlsGallery
import Testing

@testable import RotaryControlsGTK

@Suite("Render node geometry")
@MainActor
struct NodeGeometryTests {
    /// GSK's text form of a node (what `gtk4-rendernode-tool` reads).
    static func serialized(_ node: OpaquePointer) -> String {
        guard let bytes = gsk_render_node_serialize(node) else { return "" }
        defer { g_bytes_unref(bytes) }
        var size: gsize = 0
        guard let data = g_bytes_get_data(bytes, &size) else { return "" }
        return String(decoding: UnsafeRawBufferPointer(start: data, count: Int(size)), as: UTF8.self)
    }

    /// The words of `text` that are how GSK prints a NaN or an infinity, textures' data left out.
    static func nonFiniteNumbers(in text: String) -> [String] {
        var words: [String] = []
        var rest = Substring(text)
        // Texture data (base64) can spell anything: drop every `url("data:…")`.
        while let start = rest.range(of: "url(\"data:") {
            words += Self.words(rest[..<start.lowerBound])
            guard let end = rest[start.upperBound...].range(of: "\")") else { return words }
            rest = rest[end.upperBound...]
        }
        return (words + Self.words(rest)).filter {
            ["nan", "-nan", "inf", "-inf", "infinity", "-infinity"].contains($0.lowercased())
        }
    }

    private static func words(_ text: Substring) -> [String] {
        text.split { !($0.isLetter || $0 == "-") }.map(String.init)
    }

    /// No number in any node is NaN or infinite: every gallery scene, and every bad element of
    /// the renderer tests drawn between good ones, in a group that turns and scales them.
    @Test func nodesHoldOnlyFiniteNumbers() throws {
        NodePNG.prepareGTK()
        let renderer = NodeRenderer(images: NodeImageStore(directory: demoAssets))
        var drawings = GalleryScene.all.map(\.drawing)
        let good = Drawing.Element.circle(center: Point(x: 5, y: 5), radius: 3, fill: .color(.blue), stroke: nil)
        drawings.append(
            Drawing(
                size: Size(width: 10, height: 10),
                elements: [
                    .group(
                        Drawing.Group(
                            transform: .rotation(Rotation(degrees: 33), around: Point(x: 5, y: 5))
                                .concatenating(.scale(x: 1.5, y: 0.5)),
                            elements: NodeRendererTests.badElements.flatMap { [good, $0] }))
                ]))
        for drawing in drawings {
            let node = try #require(renderer.node(for: drawing, pixelScale: 2))
            defer { gsk_render_node_unref(node) }
            let text = Self.serialized(node)
            #expect(!text.isEmpty)
            #expect(Self.nonFiniteNumbers(in: text).isEmpty)
        }
    }

    @Test func theCheckFindsNonFiniteNumbersOutsideTextureData() {
        #expect(
            Self.nonFiniteNumbers(in: "bounds: 0 nan 4 -inf; texture: url(\"data:image/png;base64,nan/inf\"); x: 1")
                == ["nan", "-inf"])
        #expect(Self.nonFiniteNumbers(in: "bounds: 0 0 4 4; color: rgb(0,0,255);").isEmpty)
    }

    @Test(arguments: [(0.5, 0.5), (1.0, 1.0), (1.1, 1.189_207_115), (2.0, 2.0), (0.0, 1.0 / 16), (100.0, 64.0)])
    func layerScalesRoundUpToAQuarterOctave(_ scale: Double, _ expected: Double) {
        #expect(Swift.abs(NodeMath.layerScale(scale) - expected) < 1e-6)
    }
}
