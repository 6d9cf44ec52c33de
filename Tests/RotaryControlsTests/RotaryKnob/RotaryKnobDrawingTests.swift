import PropertyBased
import RotaryControls
import Testing

extension Drawing {
    /// The elements with every layer that is not moved (identity transform, opacity 1, no clip)
    /// replaced by its content, as a renderer that keeps nothing draws it.
    var unlayered: [Drawing.Element] {
        elements.flatMap { element -> [Drawing.Element] in
            if case let .group(group) = element, group.layer != nil, group.transform.isIdentity, group.opacity == 1,
                group.clipCircle == nil
            {
                return group.elements
            }
            return [element]
        }
    }
}

@Suite struct RotaryKnobDrawingTests {
    @Test func drawnLookHasTrackValueArcBodyAndPointer() throws {
        let knob = RotaryKnobModel(value: 0.75)
        let drawing = knob.drawing(with: RotaryKnobStyle(finish: .flat))
        #expect(drawing.size == Size(width: 100, height: 100))
        let elements = drawing.unlayered
        #expect(elements.count == 4)
        guard case let .arc(center, radius, track, trackStroke) = elements[0],
            case let .arc(_, _, filled, valueStroke) = elements[1],
            case let .circle(_, bodyRadius, fill, _) = elements[2],
            case let .group(pointerLayer) = elements[3], pointerLayer.layer == Drawing.LayerID("knob.pointer"),
            case let .path(pointer, _, _)? = pointerLayer.elements.first
        else {
            Issue.record("unexpected elements \(drawing.elements)")
            return
        }
        #expect(center == Point(x: 50, y: 50) && radius == 48 && track == .knob)
        #expect(trackStroke.paint == .semantic(.track) && valueStroke.paint == .semantic(.tint))
        #expect(filled.start == Arc.knob.start && isClose(filled.sweep.degrees, 202.5))
        #expect(bodyRadius == 36 && fill == .semantic(.controlBackground))
        guard case let .line(tip) = try #require(pointer.commands.last) else {
            Issue.record("no line")
            return
        }
        // Drawn pointing up, turned by the layer to the value.
        #expect(isClose(Bearing(from: center, to: tip)?.degrees ?? -1, 0))
        #expect(isClose(Bearing(from: center, to: pointerLayer.transform.apply(tip))?.degrees ?? -1, 67.5))
        #expect(isClose(knob.pointerRotation.degrees, 67.5))
    }

    @Test func minimumHasNoValueArcAndTicksAreAdded() {
        let knob = RotaryKnobModel(value: 0)
        #expect(knob.drawing(with: RotaryKnobStyle(finish: .flat)).unlayered.count == 3)
        #expect(knob.drawing(with: RotaryKnobStyle(finish: .flat, tickCount: 11)).unlayered.count == 14)
        #expect(knob.drawing(with: RotaryKnobStyle(finish: .flat, tickCount: -4)).unlayered.count == 3)
        #expect(knob.drawing(with: RotaryKnobStyle(finish: .flat, tickCount: 10_000)).unlayered.count == 363)
    }

    @Test func defaultMatteFinishAddsShadowShadingAndRimAroundTheBody() {
        let knob = RotaryKnobModel(value: 0)
        let text = Drawing(size: knob.drawing().size, elements: knob.drawing().unlayered).description.split(
            separator: "\n"
        ).map(String.init)
        // track, shadow, body, shading, rim, pointer (a layer turned to the value)
        #expect(text.count == 8)
        #expect(
            text[2] == "  circle c=(50,51.73) r=40.32 fill=radial((50,51.73) r=40.32)[#000000/0.3@0.84,#000000/0@1]")
        #expect(text[3] == "  circle c=(50,50) r=36 fill=@controlBackground stroke=@separator w=1 cap=butt")
        #expect(text[4].hasPrefix("  circle c=(50,50) r=36 fill=radial((50,33.8) r=52.2)"))
        #expect(text[5].hasPrefix("  circle c=(50,50) r=35.1 stroke=#000000/0.22"))
        #expect(text[6].hasPrefix("  layer knob.pointer transform=") && text[7].hasPrefix("    path "))
        for finish in SurfaceFinish.allCases {
            let count = knob.drawing(with: RotaryKnobStyle(finish: finish)).unlayered.count
            #expect(count == [.flat: 3, .matte: 6, .glossy: 7, .pearlescent: 7][finish], "\(finish)")
        }
    }

    @Test func endlessKnobWithAStepDrawsOneTickPerDetent() {
        var knob = RotaryKnobModel(value: 0)
        knob.isEndless = true
        let flat = RotaryKnobStyle(finish: .flat)
        #expect(knob.drawing(with: flat).unlayered.count == 4)
        knob.step = 1.0 / 12
        #expect(knob.drawing(with: flat).unlayered.count == 16)
        #expect(knob.drawing(with: RotaryKnobStyle(finish: .flat, tickCount: 4)).unlayered.count == 8)
        knob.step = 0.001
        #expect(knob.drawing(with: flat).unlayered.count == 4, "a thousand detents are too many to draw")
        knob.step = 0.3
        #expect(knob.drawing(with: flat).unlayered.count == 4, "no whole number of detents a turn")
        knob.step = nil
        knob.detentsPerTurn = 24
        #expect(knob.drawing(with: flat).unlayered.count == 28, "detents per turn win")
        knob.detentsPerTurn = 360
        #expect(knob.drawing(with: flat).unlayered.count == 4)
        knob.isEndless = false
        knob.detentsPerTurn = 12
        #expect(knob.drawing(with: flat).unlayered.count == 3, "a bounded knob keeps its tick count")
    }

    @Test func highlightedBodyWhileTracking() {
        var knob = RotaryKnobModel()
        knob.handle(knobEvent(.began, 0)) { _ in }
        guard case let .circle(_, _, fill, _) = knob.drawing(with: RotaryKnobStyle(finish: .flat)).unlayered[2] else {
            Issue.record("no body")
            return
        }
        #expect(fill == .semantic(.pressedControlBackground))
    }

    @Test func disabledIsDimmedUnlessItHasItsOwnImage() {
        var knob = RotaryKnobModel()
        knob.setEnabled(false) { _ in }
        guard case let .group(group) = knob.drawing().elements.first else {
            Issue.record("no group")
            return
        }
        #expect(
            knob.drawing().elements.count == 1 && group.opacity == 0.4
                && group.elements == RotaryKnobModel().drawing().elements)
        let own = RotaryKnobStyle.images(RotaryKnobImages(knob: "k", disabledKnob: "d"))
        #expect(
            knob.drawing(with: own).unlayered == [
                .image("d", in: Rect(x: 0, y: 0, width: 100, height: 100), rotation: .zero, tint: nil)
            ])
        guard case let .group(dimmed) = knob.drawing(with: RotaryKnobStyle(disabledOpacity: .nan)).elements.first else {
            Issue.record("no group")
            return
        }
        #expect(dimmed.opacity == 0.4)
    }

    @Test func imageLookLayersAndTurnsTheKnob() {
        var knob = RotaryKnobModel(value: 0.25)
        let images = RotaryKnobImages(
            background: "bg", foreground: "fg", knob: "k", highlightedKnob: "h",
            knobImageCenter: Point(x: 40, y: 60))
        let bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        let style = RotaryKnobStyle(images: images, knobImageSize: Size(width: 20, height: 30))
        let rect = Rect(x: 30, y: 45, width: 20, height: 30)
        #expect(
            knob.drawing(with: style).unlayered == [
                .image("bg", in: bounds, rotation: .zero, tint: nil),
                .group(
                    Drawing.Group(
                        transform: .rotation(knob.pointerRotation, around: Point(x: 40, y: 60)),
                        layer: Drawing.LayerID("knob.image"),
                        elements: [.image("k", in: rect, rotation: .zero, tint: nil)])),
                .image("fg", in: rect, rotation: .zero, tint: nil),
            ])
        // The gloss follows a smaller or moved knob image; without either it fills the bounds.
        var moved = style
        moved.knobImageSize = nil
        #expect(
            moved.images.knobImageCenter != nil
                && knob.drawing(with: moved).unlayered[2]
                    == .image("fg", in: Rect(x: -10, y: 10, width: 100, height: 100), rotation: .zero, tint: nil)
        )
        moved.images.knobImageCenter = nil
        #expect(knob.drawing(with: moved).unlayered[2] == .image("fg", in: bounds, rotation: .zero, tint: nil))
        #expect(isClose(knob.pointerRotation.degrees, -67.5))
        knob.handle(knobEvent(.began, 0)) { _ in }
        guard case let .group(turned) = knob.drawing(with: style).elements[1],
            case let .image(name, _, _, _)? = turned.elements.first
        else {
            Issue.record("no image")
            return
        }
        #expect(name.name == "h")
    }

    @Test func endlessDrawsAFullTrackAndAMark() {
        var knob = RotaryKnobModel()
        knob.isEndless = true
        knob.value = 0.25
        guard case let .arc(_, _, track, _) = knob.drawing().unlayered[0],
            case let .arc(_, _, mark, _) = knob.drawing().unlayered[1]
        else {
            Issue.record("no arcs")
            return
        }
        #expect(track.isFullCircle && isClose(mark.start.degrees, 82) && isClose(mark.sweep.degrees, 16))
    }

    @Test(arguments: [
        Rect(x: 0, y: 0, width: 0, height: 10), Rect(x: .nan, y: 0, width: 10, height: 10),
        Rect(x: 0, y: 0, width: .infinity, height: 10), Rect(x: 0, y: 0, width: -5, height: 10),
        Rect(x: 2e9, y: 0, width: 10, height: 10),
    ])
    func badBoundsGiveAnEmptyDrawing(bounds: Rect) {
        var knob = RotaryKnobModel()
        knob.bounds = bounds
        #expect(knob.drawing() == Drawing(size: .zero))
        #expect(knob.layout.radius >= 0 && knob.layout.center.isFinite)
    }

    @Test func drawingNeverHasNaNAndStaysInBounds() async {
        await propertyCheck(
            count: 200, input: Gen.double(in: -10...400), Gen.double(in: -20...60),
            Gen.double(in: -2...2), Gen.int(in: 0...63)
        ) { side, width, value, mode in
            var knob = RotaryKnobModel(value: value)
            knob.bounds = Rect(x: 5, y: 7, width: side, height: side * 0.7)
            knob.isEndless = mode & 1 == 1
            if mode & 2 == 2 { knob.setEnabled(false) { _ in } }
            if mode & 4 == 4 { knob.maximumAngle = Double(mode) * 6 }
            let style = RotaryKnobStyle(
                trackWidth: width, bodyInset: width, pointerWidth: width, tickCount: mode,
                tickWidth: width)
            let drawing = knob.drawing(with: style)
            let text = drawing.description.lowercased()
            #expect(!text.contains("nan") && !text.contains("inf"))
            let layout = knob.layout
            #expect(layout.radius >= 0 && layout.radius <= max(0, side * 0.35) + 1e-9)
            for element in drawing.elements {
                if case let .arc(center, radius, _, stroke) = element {
                    #expect(radius >= 0 && radius + stroke.width / 2 <= layout.radius + 1e-9)
                    #expect(center == layout.center)
                }
            }
        }
    }
}
