import RotaryControls
import Testing

/// Hit areas and containers' pans (issue 27, items 2 and 5), decided once for every host.
@Suite struct ControlHitAreaTests {
    /// Whether a touch-down at `point` is taken by `model` itself: it reports something or
    /// changes state.
    static func modelTakes<Model: ControlModel>(_ model: Model, at point: Point) -> Bool {
        var copy = model
        var reported = false
        copy.handle(PointerEvent(phase: .began, location: point, timestamp: 1)) { _ in reported = true }
        return reported || copy != model
    }

    /// A grid of points over `rect` and a margin around it.
    static func grid(over rect: Rect, count: Int = 24) -> [Point] {
        var points: [Point] = []
        for row in 0...count {
            for column in 0...count {
                points.append(
                    Point(
                        x: rect.minX - 10 + (rect.width + 20) * Double(column) / Double(count),
                        y: rect.minY - 10 + (rect.height + 20) * Double(row) / Double(count)))
            }
        }
        return points
    }

    static func sliders() -> [CircularSliderModel] {
        var handleOnly = CircularSliderModel(value: 30)
        handleOnly.maximumAngle = 300
        var track = handleOnly
        track.touchPolicy = .handleOrTrack
        var range = CircularSliderModel(value: 20, secondValue: 60)
        range.allowsRangeDrag = true
        return [handleOnly, track, range]
    }

    /// Where a slider says it takes a touch is exactly where its model takes one.
    @Test(arguments: 0..<3)
    func aSlidersHitAreasAreWhatItsModelTakes(index: Int) {
        let slider = Self.sliders()[index]
        let driver = ControlDriver(model: slider)
        var mismatches: [Point] = []
        for point in Self.grid(over: slider.bounds)
        where driver.takesPointer(at: point) != Self.modelTakes(slider, at: point) {
            mismatches.append(point)
        }
        #expect(mismatches.isEmpty)
    }

    @Test func theEmptyMiddleOfASliderScrollsAndItsHandleDoesNot() {
        let slider = Self.sliders()[0]
        let driver = ControlDriver(model: slider)
        let handle = slider.handleCenter(.first, in: slider.layout)
        let middle = slider.layout.center
        #expect(driver.takesPointer(at: handle) && !driver.takesPointer(at: middle))
        #expect(
            !driver.letsContainerPan(from: handle, dx: 0, dy: 30), "a quick vertical drag on a handle is the slider's")
        #expect(driver.letsContainerPan(from: middle, dx: 0, dy: 30), "a finger resting on the middle scrolls the page")
        var disabled = driver
        disabled.follow(enabled: false)
        #expect(!disabled.takesPointer(at: handle) && disabled.letsContainerPan(from: handle, dx: 0, dy: 30))
    }

    @Test func aKnobTakesItsDiscAndLetsTheOtherAxisScroll() {
        var knob = RotaryKnobModel()
        let driver = ControlDriver(model: knob)
        #expect(driver.takesPointer(at: Point(x: 50, y: 5)) && !driver.takesPointer(at: Point(x: 3, y: 3)))
        #expect(!driver.letsContainerPan(from: Point(x: 50, y: 50), dx: 0, dy: 40))
        for point in Self.grid(over: knob.bounds) where driver.takesPointer(at: point) {
            #expect(Self.modelTakes(knob, at: point))
        }
        knob.interaction.kind = .horizontal
        let horizontal = ControlDriver(model: knob)
        #expect(horizontal.letsContainerPan(from: Point(x: 50, y: 50), dx: 3, dy: 40))
        #expect(!horizontal.letsContainerPan(from: Point(x: 50, y: 50), dx: 40, dy: 3))
        knob.interaction.kind = .vertical
        let vertical = ControlDriver(model: knob)
        #expect(!vertical.letsContainerPan(from: Point(x: 50, y: 50), dx: 3, dy: 40))
        #expect(vertical.letsContainerPan(from: Point(x: 50, y: 50), dx: 40, dy: 3))
    }

    @Test func aClosedSpinnerTakesTapsOnItsCentreAndAnOpenOneEverything() {
        var driver = ControlDriver(model: RadialSpinnerModel(items: ControlContractTests.items, mode: .radialOnly))
        let center = Point(x: 150, y: 150)
        #expect(driver.takesPointer(at: center) && !driver.takesPointer(at: Point(x: 150, y: 40)))
        #expect(driver.letsContainerPan(from: center, dx: 0, dy: 30), "a swipe over the closed centre scrolls")
        for point in Self.grid(over: driver.model.bounds) {
            var probe = driver
            probe.pointer(.began, at: point, time: 0)
            probe.pointer(.ended, at: nil, time: 0.05)
            #expect(probe.model.isOpen == driver.takesPointer(at: point))
        }
        driver.pointer(.began, at: center, time: 0)
        driver.pointer(.ended, at: nil, time: 0.05)
        #expect(driver.model.isOpen)
        #expect(driver.takesPointer(at: Point(x: 150, y: 40)) && driver.takesPointer(at: Point(x: 1, y: 1)))
        #expect(!driver.letsContainerPan(from: Point(x: 150, y: 40), dx: 0, dy: 30))
    }

    @Test func aPickerWheelLetsHorizontalSwipesThrough() {
        let driver = ControlDriver(model: PickerWheelModel(items: ControlContractTests.items, selectedIndex: 3))
        let middle = driver.model.bounds.center
        #expect(driver.takesPointer(at: middle))
        #expect(
            !driver.letsContainerPan(from: middle, dx: 2, dy: 30)
                && driver.letsContainerPan(from: middle, dx: 30, dy: 2))
    }

    @Test func aDialTakesItsDisc() {
        let dial = RotationDialModel()
        let driver = ControlDriver(model: dial)
        #expect(driver.takesPointer(at: Point(x: 100, y: 20)) && !driver.takesPointer(at: Point(x: 2, y: 2)))
    }

    @Test(arguments: [
        (ControlHitArea.Use.taps, 0.0, 0.0, true), (.drags, 0, 30, false), (.drags, 30, 0, false),
        (.horizontalDrags, 30, 29, false), (.horizontalDrags, 29, 30, true), (.horizontalDrags, 5, 5, false),
        (.verticalDrags, 1, 30, false), (.verticalDrags, -30, 1, true), (.horizontalDrags, .nan, 10, true),
    ])
    func whatAContainersPanMayTake(use: ControlHitArea.Use, dx: Double, dy: Double, expected: Bool) {
        #expect(
            ControlHitArea(.circle(center: .zero, radius: 1), use: use).letsContainerPan(dx: dx, dy: dy) == expected)
    }

    @Test func shapesContainTheirEdgesAndNothingNonFinite() {
        let band = ControlHitArea(
            .band(center: .zero, innerRadius: 10, outerRadius: 20, arc: .gapDown(maximumAngle: 300)),
            use: .drags)
        #expect(band.contains(Point(x: 0, y: -10)) && band.contains(Point(x: 0, y: -20)))
        #expect(!band.contains(Point(x: 0, y: 15)), "the gap at 6 o'clock")
        #expect(!band.contains(Point(x: 0, y: -9)) && !band.contains(Point(x: .nan, y: -15)))
        let full = ControlHitArea(.band(center: .zero, innerRadius: 0, outerRadius: 5, arc: nil), use: .drags)
        #expect(full.contains(.zero))
        #expect(!ControlHitArea(.circle(center: .zero, radius: .nan), use: .drags).contains(.zero))
        #expect(
            ControlHitArea(.rectangle(Rect(x: 0, y: 0, width: 10, height: 10)), use: .taps).contains(
                Point(x: 10, y: 10)))
    }
}

/// Scrolling over a control inside a scroll view (issue 27, item 13).
@Suite struct ControlScrollRoutingTests {
    @Test(arguments: [
        // dx, dy, container scrolls horizontally, vertically, focused → the control takes it
        (0.0, 10.0, false, true, false, false), (0, 10, false, false, false, true), (10, 0, false, true, false, true),
        (10, 0, true, true, false, false), (0, 10, true, true, true, true), (5, 5, true, false, false, true),
        (.nan, 10, false, true, false, false),
    ])
    func aScrollViewScrollsPastAnUnfocusedControl(
        dx: Double, dy: Double, horizontal: Bool, vertical: Bool,
        focused: Bool, expected: Bool
    ) {
        let driver = ControlDriver(model: ControlContractTests.slider())
        #expect(
            driver.takesScroll(
                dx: dx, dy: dy, containerScrollsHorizontally: horizontal,
                containerScrollsVertically: vertical, isFocused: focused) == expected)
        var disabled = driver
        disabled.follow(enabled: false)
        #expect(
            !disabled.takesScroll(
                dx: dx, dy: dy, containerScrollsHorizontally: false,
                containerScrollsVertically: false, isFocused: true))
    }
}

/// A changed arc is redrawn into a layer no larger than the arc (issue 27, item 9).
@Suite struct ArcBoundsTests {
    @Test func aQuarterArcIsBoundedByItselfNotItsCircle() {
        let quarter = Drawing.Element.arc(
            center: Point(x: 100, y: 100), radius: 50,
            arc: Arc(start: Bearing(degrees: 0), sweep: Rotation(degrees: 90)),
            stroke: Stroke(.color(.black), width: 4))
        let box = Drawing.Group(elements: [quarter]).contentBounds
        #expect(box == Rect(x: 96, y: 46, width: 58, height: 58))
        let full = Drawing.Element.arc(
            center: Point(x: 100, y: 100), radius: 50, arc: .fullCircle(),
            stroke: Stroke(.color(.black), width: 4))
        #expect(Drawing.Group(elements: [full]).contentBounds == Rect(x: 46, y: 46, width: 108, height: 108))
    }
}
