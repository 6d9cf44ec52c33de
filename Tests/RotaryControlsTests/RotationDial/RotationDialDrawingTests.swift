import RotaryControls
import Testing

/// The dial's picture: a pure function of model, bounds and the stored style.
@Suite struct RotationDialDrawingTests {
    static let bounds = Rect(x: 0, y: 0, width: 160, height: 160)

    static func dial(_ degrees: Double) -> RotationDialModel {
        var dial = RotationDialModel(bounds: bounds)
        dial.rotation = Rotation(degrees: degrees)
        return dial
    }

    static func arcs(_ degrees: Double) -> [Arc] {
        dial(degrees).drawing().elements.compactMap { element -> Arc? in
            if case let .arc(_, _, arc, _) = element { return arc }
            return nil
        }
    }

    /// The face circle: the one element of the face layer.
    static func face(_ element: Drawing.Element?) -> Drawing.Element? {
        guard case let .group(layer)? = element, layer.layer == Drawing.LayerID("dial.face") else { return nil }
        return layer.elements.first
    }

    @Test func faceGroovesArcAndText() {
        let drawing = Self.dial(450).drawing()
        #expect(drawing.size == Size(width: 160, height: 160))
        #expect(drawing.elements.count == 5)
        guard case let .circle(center, radius, fill, rim)? = Self.face(drawing.elements[0]),
            case let .group(grooves) = drawing.elements[2],
            case let .text(degrees, _, _) = drawing.elements[3],
            case let .text(turns, _, _) = drawing.elements[4]
        else {
            Issue.record("\(drawing.elements)")
            return
        }
        #expect(center == Point(x: 80, y: 80) && radius == 72 && fill == .semantic(.background))
        #expect(rim?.paint == .semantic(.separator))
        #expect(grooves.elements.count == 13 && grooves.transform == .rotation(Rotation(degrees: 450), around: center))
        #expect(grooves.layer == Drawing.LayerID("dial.grooves"))
        #expect(degrees == "450°" && turns == "turns 1")
    }

    @Test func theArcShowsThePartOfTheCurrentTurnOnly() {
        #expect(Self.arcs(0).isEmpty)
        #expect(Self.arcs(360).isEmpty)
        #expect(isClose(Self.arcs(450).first?.sweep.degrees ?? 0, 90, 1e-9))
        #expect(isClose(Self.arcs(-90).first?.sweep.degrees ?? 0, 270, 1e-9))
    }

    @Test func theStoredStyleIsWhatIsDrawn() {
        var dial = Self.dial(90)
        dial.style = RotationDialStyle(facePaint: .color(.white), showsValueText: false)
        let elements = dial.drawing().elements
        #expect(elements.count == 3)
        guard case let .circle(_, _, fill, _)? = Self.face(elements[0]) else {
            Issue.record("no face")
            return
        }
        #expect(fill == .color(.white))
    }

    @Test func trackingTintsTheRimAndDisabledDims() {
        var dial = Self.dial(0)
        _ = dial.send(.began(x: 80, y: 10, at: 0))
        guard case let .circle(_, _, _, rim)? = Self.face(dial.drawing().elements[0]) else {
            Issue.record("no face")
            return
        }
        #expect(rim?.paint == .semantic(.tint))
        dial.setEnabled(false) { _ in }
        let dimmed = dial.drawing().elements
        guard case let .group(group) = dimmed.first, dimmed.count == 1 else {
            Issue.record("\(dimmed)")
            return
        }
        #expect(group.opacity == 0.4 && group.elements.count == 4)
        dial.style.disabledOpacity = .nan
        guard case let .group(nanGroup) = dial.drawing().elements.first else {
            Issue.record("no group")
            return
        }
        #expect(nanGroup.opacity == 0.4)
    }

    @Test func nonFiniteRotationNeverReachesTheDrawing() {
        let huge = Self.dial(1e300).drawing()
        #expect(!huge.description.lowercased().contains("nan") && !huge.description.contains("inf"))
    }

    /// Found by FuzzRotationDial: bounds far out (here 1e300) turned the grooves' rotation
    /// about the centre into NaN and infinity; beyond a billion points nothing is drawn.
    @Test(arguments: [
        Rect.zero, Rect(x: 0, y: 0, width: 20, height: 300), Rect(x: 0, y: 0, width: .nan, height: 40),
        Rect(x: 0, y: 0, width: .infinity, height: .infinity), Rect(x: 1e300, y: 0, width: 200, height: 200),
        Rect(x: 1.7e308, y: -1.7e308, width: 200, height: 200),
        Rect(x: 0, y: -2e9, width: 200, height: 200),
    ])
    func tinyOrBadBoundsDrawNothing(_ bounds: Rect) {
        var dial = Self.dial(30)
        dial.bounds = bounds
        #expect(dial.drawing().elements.isEmpty)
        #expect(dial.accessibilityElements.first?.frame.origin.isFinite == true)
    }
}
