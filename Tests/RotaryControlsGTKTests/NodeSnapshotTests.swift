import RotaryControls
import RotaryControlsGTK
import RotaryControlsGallery
import Testing

// MARK: - Every gallery scene from render nodes

@Suite("Gallery scenes rendered from render nodes")
@MainActor
struct GalleryNodeSnapshotTests {
    /// Each scene of the gallery, light, at 1×.
    @Test(arguments: GalleryScene.all.map(\.id))
    func scene(_ id: String) throws {
        let scene = try #require(GalleryScene.all.first { $0.id == id })
        try assertPNGSnapshot(scene.drawing, named: "gallery-" + id, images: NodeImageStore(directory: demoAssets))
    }

    /// The default looks, the finishes and centred arcs on a dark page: nothing dark on dark,
    /// no glaring white discs.
    @Test(arguments: [
        "slider-labels", "slider-markers", "knob-default-values", "knob-endless", "look-slider-finishes",
        "look-knob-finishes", "look-centred-arcs", "spinner-open-12", "prize-wheel-slices", "slider-thumbless",
    ])
    func darkScene(_ id: String) throws {
        let scene = try #require(GalleryScene.all.first { $0.id == id })
        try assertPNGSnapshot(
            scene.drawing, named: "dark-" + id, theme: .dark, images: NodeImageStore(directory: demoAssets),
            background: NodeTheme.dark.color(for: .background))
    }

    /// A few scenes at 2×, light and dark: images rendered for the pixels, edges as sharp.
    @Test(arguments: ["slider-gradient", "knob-tick-marks", "spinner-open-40", "picker-mid-scroll"])
    func doubleScale(_ id: String) throws {
        let scene = try #require(GalleryScene.all.first { $0.id == id })
        let images = NodeImageStore(directory: demoAssets)
        try assertPNGSnapshot(scene.drawing, named: "2x-" + id, scale: 2, images: images)
        try assertPNGSnapshot(
            scene.drawing, named: "2x-dark-" + id, scale: 2, theme: .dark, images: images,
            background: NodeTheme.dark.color(for: .background))
    }
}

// MARK: - Elements

@Suite("Render node snapshots")
@MainActor
struct NodeSnapshotTests {
    static let size = Size(width: 240, height: 120)

    @Test func arcsWithEachCapAndDirection() throws {
        var drawing = Drawing(size: Self.size)
        for (index, cap) in LineCap.allCases.enumerated() {
            let center = Point(x: 40 + Double(index) * 80, y: 60)
            drawing.append(
                .arc(center: center, radius: 28, arc: .knob, stroke: Stroke(.color(.gray), width: 10, cap: cap)))
            drawing.append(
                .arc(
                    center: center, radius: 28,
                    arc: Arc(start: .top, sweep: Rotation(degrees: 100), direction: .counterClockwise),
                    stroke: Stroke(.semantic(.tint), width: 10, cap: cap)))
        }
        try assertPNGSnapshot(drawing, named: "arcs-caps")
    }

    /// Gradients along a gapped arc with round caps (each cap in its own end's colour), a full
    /// circle, a counter-clockwise arc and a translucent one (no darker seams or caps).
    @Test func angularGradients() throws {
        let gradient = ArcGradient(colors: [.red, DrawingColor(red: 1, green: 0.8, blue: 0), .blue])
        var drawing = Drawing(size: Size(width: 360, height: 120))
        drawing.append(
            .arc(
                center: Point(x: 60, y: 60), radius: 40, arc: .gapDown(maximumAngle: 300),
                stroke: Stroke(.gradient(gradient), width: 14, cap: .round)))
        drawing.append(
            .arc(
                center: Point(x: 180, y: 60), radius: 40, arc: .fullCircle(),
                stroke: Stroke(.gradient(gradient), width: 14)))
        drawing.append(
            .arc(
                center: Point(x: 300, y: 60), radius: 40,
                arc: Arc(start: .top, sweep: Rotation(degrees: 200), direction: .counterClockwise),
                stroke: Stroke(
                    .gradient(ArcGradient(colors: [.blue.withAlpha(0.5), .red.withAlpha(0.5)])), width: 14,
                    cap: .square)))
        try assertPNGSnapshot(drawing, named: "arcs-gradient")
    }

    @Test func shapesPathsAndText() throws {
        var drawing = Drawing(size: Self.size)
        drawing.append(
            .circle(
                center: Point(x: 30, y: 30), radius: 20, fill: .semantic(.tint),
                stroke: Stroke(.color(.black), width: 2)))
        drawing.append(
            .ellipse(
                in: Rect(x: 60, y: 10, width: 60, height: 40), fill: .color(.lightGray),
                stroke: Stroke(.color(.darkGray), width: 1)))
        var path = DrawingPath()
        path.move(to: Point(x: 140, y: 50))
        path.quadCurve(to: Point(x: 180, y: 50), control: Point(x: 160, y: 0))
        path.curve(to: Point(x: 230, y: 50), control1: Point(x: 190, y: 90), control2: Point(x: 220, y: 0))
        drawing.append(.path(path, fill: nil, stroke: Stroke(.color(.red), width: 3, cap: .round)))
        drawing.append(.text("Centred", center: Point(x: 60, y: 90), style: TextStyle(fontSize: 18, weight: .bold)))
        drawing.append(
            .text(
                "label", center: Point(x: 180, y: 90), style: TextStyle(fontSize: 14, paint: .semantic(.secondaryLabel))
            ))
        drawing.append(
            .path(
                .polyline([Point(x: 0, y: 90), Point(x: 240, y: 90)]), fill: nil,
                stroke: Stroke(.color(.red.withAlpha(0.4)), width: 0.5)))
        try assertPNGSnapshot(drawing, named: "shapes-text")
    }

    @Test func imagesTemplateRotatedAndMissing() throws {
        var drawing = Drawing(size: Self.size)
        drawing.append(.image("star", in: Rect(x: 10, y: 30, width: 50, height: 50), rotation: .zero, tint: nil))
        drawing.append(
            .image("heart", in: Rect(x: 70, y: 30, width: 50, height: 50), rotation: Rotation(degrees: 30), tint: nil))
        drawing.append(
            .image(
                ImageReference(name: "bolt", isTemplate: true), in: Rect(x: 130, y: 30, width: 50, height: 50),
                rotation: .zero, tint: .color(.blue)))
        drawing.append(
            .image("no-such-icon", in: Rect(x: 185, y: 30, width: 50, height: 50), rotation: .zero, tint: nil))
        try assertPNGSnapshot(drawing, named: "images", images: NodeImageStore(directory: demoAssets))
    }

    @Test func groupsTransformOpacityAndClip() throws {
        var drawing = Drawing(size: Self.size)
        let stripes: [Drawing.Element] = (0..<8).map { index in
            .path(
                .polyline([Point(x: 20 + Double(index) * 10, y: 10), Point(x: 20 + Double(index) * 10, y: 110)]),
                fill: nil, stroke: Stroke(.color(index % 2 == 0 ? .red : .black), width: 5))
        }
        drawing.append(
            .group(
                Drawing.Group(
                    clipCircle: Drawing.ClipCircle(center: Point(x: 55, y: 60), radius: 40), elements: stripes)))
        drawing.append(
            .group(
                Drawing.Group(
                    transform: .rotation(Rotation(degrees: 30), around: Point(x: 180, y: 60)), opacity: 0.5,
                    elements: [
                        .path(
                            .polyline(
                                [
                                    Point(x: 150, y: 30), Point(x: 210, y: 30), Point(x: 210, y: 90),
                                    Point(x: 150, y: 90),
                                ], closed: true),
                            fill: .color(.blue), stroke: nil)
                    ])))
        try assertPNGSnapshot(drawing, named: "groups")
    }

    @Test(arguments: [2.0, 3.0])
    func scaledRendering(_ scale: Double) throws {
        var drawing = Drawing(size: Size(width: 60, height: 40))
        drawing.append(
            .arc(
                center: Point(x: 30, y: 20), radius: 14, arc: .knob,
                stroke: Stroke(.semantic(.tint), width: 4, cap: .round)))
        drawing.append(.text("3", center: Point(x: 30, y: 20), style: TextStyle(fontSize: 10)))
        try assertPNGSnapshot(drawing, named: "scaled-\(Int(scale))x", scale: scale)
    }

    @Test func darkThemeSemanticColours() throws {
        var drawing = Drawing(size: Size(width: 320, height: 40))
        for (index, role) in SemanticColor.allCases.enumerated() {
            drawing.append(
                .circle(
                    center: Point(x: 20 + Double(index) * 40, y: 20), radius: 14, fill: .semantic(role),
                    stroke: Stroke(.semantic(.separator), width: 1)))
        }
        try assertPNGSnapshot(
            drawing, named: "theme-dark", theme: .dark, background: NodeTheme.dark.color(for: .background))
    }

    /// The core's rotation dial (the drawing itself is tested in the core's tests).
    @Test(arguments: [0.0, 90, 450, -135])
    func dial(_ degrees: Double) throws {
        var dial = RotationDialModel(bounds: Rect(x: 0, y: 0, width: 160, height: 160))
        dial.rotation = Rotation(degrees: degrees)
        if degrees == 90 { dial.handle(.began(x: 80, y: 10, at: 0)) { _ in } } // tracking: the tinted rim
        try assertPNGSnapshot(dial.drawing(), named: "dial-\(Int(degrees))")
    }
}
