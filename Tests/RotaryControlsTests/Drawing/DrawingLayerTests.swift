import RotaryControls
import Testing

/// Layers: what stays still in a drag or a fling keeps its content key; what moves changes
/// only its transform or opacity; a change of look or content redraws exactly the layers it
/// touches.
@Suite struct DrawingLayerTests {
    /// A small deterministic generator, so that property runs are repeatable.
    struct Generator {
        var state: UInt64
        mutating func next(_ range: ClosedRange<Double>) -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return range.lowerBound + Double(state >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
        }
    }

    /// The frames of `model` after each of `steps` (the first frame is after the first step),
    /// each step given the model and the step's number.
    static func frames<Model>(_ model: Model, steps: Int, drawing: (Model) -> Drawing, step: (inout Model, Int) -> Void)
        -> [Drawing]
    {
        var model = model
        return (0..<steps).map { index in
            step(&model, index)
            return drawing(model)
        }
    }

    /// Checks that no layer needs redrawing from one frame to the next (but those named in
    /// `changing`) and that some layer did move.
    static func expectStillContent(
        _ frames: [Drawing], changing: Set<String> = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var moved = false
        for (previous, next) in zip(frames, frames.dropFirst()) {
            #expect(
                next.layersToRedraw(since: previous).filter { !changing.contains($0.name) } == [],
                sourceLocation: sourceLocation)
            moved = moved || previous.layers.map(\.transform) != next.layers.map(\.transform)
        }
        #expect(moved, "nothing moved", sourceLocation: sourceLocation)
        #expect(!(frames.last?.layers.isEmpty ?? true), sourceLocation: sourceLocation)
    }

    // MARK: - Still in a drag or a fling

    @Test(arguments: [6, 12, 40])
    func spinnerSpokesOnlyMoveWhileTheRingIsDraggedAndFlung(count: Int) {
        let spinner = openSpinner(count, selected: count / 2)
        var generator = Generator(state: UInt64(count))
        let steps = (0..<40).map { _ in generator.next(0.5...6) }
        var angle = 0.0
        let drag = Self.frames(spinner, steps: 41, drawing: { $0.drawing() }) { model, index in
            angle += index == 0 ? 0 : steps[index - 1]
            model.handle(spinnerEvent(index == 0 ? .began : .moved, angle, time: Double(index) / 120), report: { _ in })
        }
        // From the first move on nothing is redrawn but the centre, which shows the item at the top,
        // and the outlines of the two spokes the heavier top outline passes between.
        Self.expectStillContent(Array(drag.dropFirst()), changing: ["spinner.center", "spinner.spoke.border"])
        #expect(Self.centreRedrawsFollowTheTopItem(drag))
        #expect(Self.topOutlinePassesBetweenTwoSpokes(drag))
        var flung = spinner
        for step in 0...9 {
            flung.handle(
                spinnerEvent(step == 0 ? .began : .moved, Double(step) * 10, time: Double(step) * 0.01),
                report: { _ in })
        }
        flung.handle(spinnerEvent(.ended, 100, time: 0.1), report: { _ in })
        let fling = Self.frames(flung, steps: 30, drawing: { $0.drawing() }) { model, index in
            model.advance(to: 0.1 + Double(index + 1) / 120, report: { _ in })
        }
        Self.expectStillContent(fling, changing: ["spinner.center", "spinner.spoke.border"])
        #expect(Self.centreRedrawsFollowTheTopItem(fling))
        #expect(Self.topOutlinePassesBetweenTwoSpokes(fling))
    }

    /// Whether, frame to frame, spoke outlines were redrawn only in pairs: the one leaving the
    /// top (back to the plain outline) and the one arriving there (the heavier outline).
    static func topOutlinePassesBetweenTwoSpokes(_ frames: [Drawing]) -> Bool {
        zip(frames, frames.dropFirst()).allSatisfy { previous, next in
            let outlines = next.layersToRedraw(since: previous).filter { $0.name == "spinner.spoke.border" }
            return outlines.isEmpty || outlines.count == 2
        }
    }

    /// Whether the centre layer was redrawn exactly when the icon it shows changed.
    static func centreRedrawsFollowTheTopItem(_ frames: [Drawing]) -> Bool {
        func centreIcon(_ drawing: Drawing) -> String? {
            drawing.description.split(separator: "\n").drop { !$0.hasPrefix("  layer spinner.center") }
                .first { $0.contains("image ") }.map(String.init)
        }
        return zip(frames, frames.dropFirst()).allSatisfy { previous, next in
            next.layersToRedraw(since: previous).contains(Drawing.LayerID("spinner.center"))
                == (centreIcon(previous) != centreIcon(next))
        }
    }

    @Test func aManyItemRingRedrawsOnlyTheSpokesThatEnterTheWindow() {
        var spinner = openSpinner(10_000, selected: 5_000)
        let before = spinner.drawing()
        spinner.handle(spinnerEvent(.began, 0, time: 0), report: { _ in })
        spinner.handle(spinnerEvent(.moved, 4, time: 0.01), report: { _ in })
        let during = spinner.drawing()
        spinner.handle(spinnerEvent(.moved, 40, time: 0.1), report: { _ in })
        let after = spinner.drawing()
        #expect(during.layersToRedraw(since: before).filter { $0.name != "spinner.center" } == [])
        let redrawn = after.layersToRedraw(since: during).filter { $0.name != "spinner.center" }
        // Spokes entering the window: their slots are new, each an icon and a border (a clear disc is no layer);
        // besides them at most the two outlines the heavier top outline passes between.
        let entering = Set(after.layers.map(\.id.index)).subtracting(during.layers.map(\.id.index))
        let entered = redrawn.filter { entering.contains($0.index) }
        let others = redrawn.filter { !entering.contains($0.index) }
        #expect(!entering.isEmpty && entered.count == 2 * entering.count)
        #expect(entered.allSatisfy { $0.name.hasPrefix("spinner.spoke.") })
        #expect(others.count <= 2 && others.allSatisfy { $0.name == "spinner.spoke.border" })
    }

    @Test func knobBodyTrackAndPointerAreStillWhileTurned() {
        let knob = RotaryKnobModel(
            value: 0.3, bounds: Rect(x: 0, y: 0, width: 200, height: 200),
            style: RotaryKnobStyle(tickCount: 11))
        let drag = Self.frames(knob, steps: 30, drawing: { $0.drawing() }) { model, index in
            let point = Point(
                center: Point(x: 100, y: 100), radius: 60, bearing: Bearing(degrees: Double(index) * 4 - 60))
            model.handle(
                PointerEvent(phase: index == 0 ? .began : .moved, location: point, timestamp: Double(index) / 120),
                report: { _ in })
        }
        Self.expectStillContent(drag)
        #expect(Set(drag[1].layers.map(\.id.name)) == ["knob.track", "knob.body", "knob.pointer"])
    }

    @Test func sliderTrackScaleAndHandlesAreStillWhileDragged() {
        var slider = CircularSliderModel(value: 10, bounds: Rect(x: 0, y: 0, width: 200, height: 200))
        slider.markerCount = 24
        slider.labels = ["0", "25", "50", "75"]
        let start = slider.handleCenter(.first, in: slider.layout)
        let drag = Self.frames(slider, steps: 30, drawing: { $0.drawing() }) { model, index in
            let location =
                index == 0
                ? start
                : Point(
                    center: model.layout.center, radius: start.distance(to: model.layout.center),
                    bearing: Bearing(degrees: 36 + Double(index) * 3))
            model.handle(
                PointerEvent(phase: index == 0 ? .began : .moved, location: location, timestamp: Double(index) / 120),
                report: { _ in })
        }
        Self.expectStillContent(drag)
        #expect(Set(drag[1].layers.map(\.id.name)) == ["slider.track", "slider.scale", "slider.handle"])
    }

    @Test func dialFaceAndGroovesAreStillWhileTurned() {
        let dial = RotationDialModel()
        let drag = Self.frames(dial, steps: 30, drawing: { $0.drawing() }) { model, index in
            let point = Point(center: Point(x: 100, y: 100), radius: 70, bearing: Bearing(degrees: Double(index) * 7))
            model.handle(
                PointerEvent(phase: index == 0 ? .began : .moved, location: point, timestamp: Double(index) / 120),
                report: { _ in })
        }
        Self.expectStillContent(drag)
    }

    @Test func pickerRowsOnlyMoveAndSquashWhileDraggedAndFlung() {
        let items = (0..<30).map {
            SpinnerItem(
                icon: ImageReference(name: "icon\($0 % 5)"), title: "Row \($0)",
                isEnabled: $0 % 7 != 3)
        }
        let picker = PickerWheelModel(
            items: items, selectedIndex: 15, bounds: Rect(x: 0, y: 0, width: 240, height: 200))
        let drag = Self.frames(picker, steps: 40, drawing: { $0.drawing() }) { model, index in
            model.handle(
                PointerEvent(
                    phase: index == 0 ? .began : .moved, location: Point(x: 120, y: 100 - Double(index) * 3),
                    timestamp: Double(index) / 120), report: { _ in })
        }
        Self.expectOnlyEnteringRowsRedrawn(drag)
        var flung = picker
        for step in 0...5 {
            flung.handle(
                PointerEvent(
                    phase: step == 0 ? .began : .moved, location: Point(x: 120, y: 100 + Double(step) * 6),
                    timestamp: Double(step) / 300), report: { _ in })
        }
        flung.handle(
            PointerEvent(phase: .ended, location: Point(x: 120, y: 136), timestamp: 6.0 / 300), report: { _ in })
        let fling = Self.frames(flung, steps: 40, drawing: { $0.drawing() }) { model, index in
            model.advance(to: 6.0 / 300 + Double(index + 1) / 120, report: { _ in })
        }
        Self.expectOnlyEnteringRowsRedrawn(fling)
        // Rows are squashed by their transform, not redrawn smaller.
        #expect(fling.last?.layers.contains { $0.transform.d < 0.9 && $0.transform.a == 1 } == true)
    }

    /// Checks that, frame to frame, the only picker rows redrawn are those entering the wheel,
    /// that rows moved, and that some entered.
    static func expectOnlyEnteringRowsRedrawn(_ frames: [Drawing], sourceLocation: SourceLocation = #_sourceLocation) {
        var moved = false, entered = false
        for (previous, next) in zip(frames, frames.dropFirst()) {
            let shown = Set(previous.layers.map(\.id))
            let redrawn = next.layersToRedraw(since: previous)
            #expect(
                redrawn.allSatisfy { !shown.contains($0) && $0.name == "picker.row" }, sourceLocation: sourceLocation)
            entered = entered || !redrawn.isEmpty
            moved = moved || previous.layers.map(\.transform) != next.layers.map(\.transform)
        }
        #expect(moved && entered, sourceLocation: sourceLocation)
    }

    // MARK: - Redrawn when the content changes

    @Test func aNewLookOrNewContentRedrawsExactlyTheLayersItTouches() {
        var slider = CircularSliderModel(value: 10, bounds: Rect(x: 0, y: 0, width: 200, height: 200))
        slider.labels = ["A", "B"]
        let before = slider.drawing()
        slider.labels = ["A", "C"]
        #expect(slider.drawing().layersToRedraw(since: before) == [Drawing.LayerID("slider.scale")])
        var knob = RotaryKnobModel(bounds: Rect(x: 0, y: 0, width: 200, height: 200))
        let plain = knob.drawing()
        knob.style.trackPaint = .color(.red)
        #expect(knob.drawing().layersToRedraw(since: plain) == [Drawing.LayerID("knob.track")])
        var spinner = openSpinner(6)
        let six = spinner.drawing()
        spinner.style.borderPaint = .color(.red)
        let redrawn = Set(spinner.drawing().layersToRedraw(since: six).map(\.name))
        #expect(redrawn.isSuperset(of: ["spinner.spoke.border", "spinner.mark", "spinner.center"]))
        #expect(!redrawn.contains("spinner.spoke.disc") && !redrawn.contains("spinner.ring"))
        #expect(Drawing(size: .zero).layersToRedraw(since: six) == [])
        #expect(six.layersToRedraw(since: Drawing(size: .zero)).count == six.layers.count)
    }

    @Test func equalContentHasEqualKeysAndTheKeyIgnoresTransformAndOpacity() {
        let content: [Drawing.Element] = [.circle(center: .zero, radius: 5, fill: .color(.red), stroke: nil)]
        let a = Drawing.Group(
            transform: .translation(x: 3, y: 4), opacity: 0.5, layer: Drawing.LayerID("a"), elements: content)
        let b = Drawing.Group(
            transform: .rotation(Rotation(degrees: 30)), layer: Drawing.LayerID("b", index: 2), elements: content)
        let c = Drawing.Group(
            layer: Drawing.LayerID("a"), elements: [.circle(center: .zero, radius: 6, fill: .color(.red), stroke: nil)])
        #expect(a.contentKey == b.contentKey && a.contentKey != c.contentKey)
        var clipped = b
        clipped.clipCircle = Drawing.ClipCircle(center: .zero, radius: 4)
        #expect(clipped.contentKey != b.contentKey)
        #expect(Drawing.LayerID("b", index: 2).description == "b#2" && Drawing.LayerID("a").description == "a")
    }

    @Test func aLayerInsideALayerIsContentAndLayersInsideGroupsAreFound() {
        let inner = Drawing.Element.group(Drawing.Group(layer: Drawing.LayerID("inner"), elements: []))
        let outer = Drawing.Element.group(Drawing.Group(layer: Drawing.LayerID("outer"), elements: [inner]))
        let drawing = Drawing(
            size: Size(width: 10, height: 10), elements: [.group(Drawing.Group(opacity: 0.5, elements: [outer]))])
        #expect(drawing.layers.map(\.id) == [Drawing.LayerID("outer")])
    }

    // MARK: - Same picture

    @Test(arguments: [0.0, 0.37, 3.5])
    func spokeLayersPlaceTheSpokeWhereTheRingPutsIt(position: Double) {
        var spinner = openSpinner(12)
        spinner.handle(spinnerEvent(.began, 0, time: 0), report: { _ in })
        spinner.handle(spinnerEvent(.moved, position * 30, time: 0.1), report: { _ in })
        let layout = spinner.layout
        for layer in spinner.drawing().layers where layer.id.name == "spinner.spoke.icon" {
            let center = layer.transform.apply(.zero)
            #expect(isClose(center.distance(to: layout.center), layout.spokeRadius))
            // The icon is turned as its spoke is: its up direction points away from the centre.
            let up = layer.transform.apply(Point(x: 0, y: -1))
            let outward = Point(
                x: center.x + (center.x - layout.center.x) / layout.spokeRadius,
                y: center.y + (center.y - layout.center.y) / layout.spokeRadius)
            #expect(up.distance(to: outward) < 1e-9)
        }
    }
}
