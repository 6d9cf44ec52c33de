import PropertyBased
import RotaryControls
import Testing

/// The thumbless style: no handle drawn, the value dragged from anywhere on the track.
@Suite struct CircularSliderThumblessTests {
    /// A default 200 × 200 slider without its handle: only the track (5 wide) needs room, so
    /// its centre line has radius 100 − 2.5.
    static let radius = 97.5

    static func thumbless(value: Double = 0) -> CircularSliderModel {
        var slider = CircularSliderModel(value: value)
        slider.handleVisibility = .hidden
        return slider
    }

    static func event(_ phase: PointerEvent.Phase, _ degrees: Double, radius: Double = radius) -> PointerEvent {
        sliderEvent(phase, degrees, radius: radius)
    }

    func lines(_ slider: CircularSliderModel) -> [String] {
        slider.drawing().description.split(separator: "\n").map(String.init)
    }

    // MARK: - Touches

    @Test func aPressFarFromTheValueJumpsThereAndTheDragGoesOn() {
        var slider = Self.thumbless()
        #expect(slider.isThumbless && slider.touchPolicy == .handleOnly)
        #expect(
            sameEvents(
                slider.send(Self.event(.began, 90)),
                [
                    .editingBegan(.first), .valueChanged(25, handle: .first, fromUser: true),
                ]))
        #expect(slider.isTracking && slider.activeHandle == .first)
        #expect(
            sameEvents(
                slider.send(Self.event(.moved, 108)),
                [
                    .directionChanged(.clockwise), .valueChanged(30, handle: .first, fromUser: true),
                ]))
        #expect(
            sameEvents(
                slider.send(Self.event(.moved, 72)),
                [
                    .directionChanged(.counterClockwise), .valueChanged(20, handle: .first, fromUser: true),
                ]))
        #expect(sameEvents(slider.send(Self.event(.ended, 72)), [.editingEnded(.first)]))
        #expect(isClose(slider.value, 20) && !slider.isTracking)
    }

    @Test func aPressBesideTheValueStillMovesItToTheTouch() {
        // With a handle, a press within its 44-point square grabs it where it is; without one,
        // the value goes where the finger is.
        var visible = CircularSliderModel(value: 25)
        #expect(sameEvents(visible.send(sliderEvent(.began, 95)), [.editingBegan(.first)]))
        var slider = Self.thumbless(value: 25)
        #expect(
            sameEvents(
                slider.send(Self.event(.began, 95)),
                [
                    .editingBegan(.first), .valueChanged(95 / 3.6, handle: .first, fromUser: true),
                ]))
        #expect(sameEvents(slider.send(Self.event(.cancelled, 95)), [.editingEnded(.first)]))
    }

    @Test func theTouchBandFollowsTheTrackNotThePolicy() {
        var slider = Self.thumbless()
        // 22 points either side of the centre line (half the minimum touch size) are the track.
        #expect(
            sameEvents(
                slider.send(Self.event(.began, 180, radius: Self.radius + 21)),
                [
                    .editingBegan(.first), .valueChanged(50, handle: .first, fromUser: true),
                ]))
        _ = slider.send(Self.event(.cancelled, 180))
        #expect(sameEvents(slider.send(Self.event(.began, 270, radius: Self.radius - 23)), []))
        #expect(sameEvents(slider.send(Self.event(.began, 270, radius: 30)), []))
        #expect(!slider.isTracking && isClose(slider.value, 50))
        // A track wider than the touch size is taken across its whole width.
        slider.style.lineWidth = 60
        let wide = slider.layout
        #expect(wide.radius == 70 && wide.touchHalfSize == 30)
        #expect(
            sameEvents(
                slider.send(sliderEvent(.began, 0, radius: 70 - 29)),
                [
                    .editingBegan(.first), .valueChanged(0, handle: .first, fromUser: true),
                ]))
    }

    @Test func anOpenArcTakesItsCapsButNotItsGap() {
        var slider = Self.thumbless(value: 50)
        slider.maximumAngle = 270 // from 225° (the minimum) to 135° (the maximum)
        slider.style.lineWidth = 20 // round caps reach 10 points, 6.4° at radius 90
        #expect(slider.layout.radius == 90)
        #expect(
            sameEvents(
                slider.send(sliderEvent(.began, 139, radius: 90)),
                [
                    .editingBegan(.first), .valueChanged(100, handle: .first, fromUser: true),
                ]))
        #expect(sameEvents(slider.send(sliderEvent(.ended, 139, radius: 90)), [.editingEnded(.first)]))
        #expect(sameEvents(slider.send(sliderEvent(.began, 145, radius: 90)), []), "the gap is not the slider's")
        #expect(
            sameEvents(
                slider.send(sliderEvent(.began, 221, radius: 90)),
                [
                    .editingBegan(.first), .valueChanged(0, handle: .first, fromUser: true),
                ]))
        _ = slider.send(sliderEvent(.cancelled, 221, radius: 90))
        slider.style.lineCap = .butt // no caps: the arc ends where it ends
        #expect(sameEvents(slider.send(sliderEvent(.began, 139, radius: 90)), []))
    }

    @Test func aMultiTurnSliderJumpsOnTheTurnItIsOn() {
        var slider = CircularSliderModel(minimumValue: 0, maximumValue: 100, value: 60)
        slider.maximumRevolutions = .turns(2) // 50 a turn: 60 sits at 72° on the second turn
        slider.handleVisibility = .hidden
        #expect(
            sameEvents(
                slider.send(Self.event(.began, 90)),
                [
                    .editingBegan(.first), .valueChanged(62.5, handle: .first, fromUser: true),
                ]))
        #expect(slider.revolutions == 1)
    }

    @Test func aDisabledThumblessSliderIgnoresPresses() {
        var slider = Self.thumbless()
        slider.setEnabled(false) { _ in Issue.record("no touch to end") }
        #expect(sameEvents(slider.send(Self.event(.began, 90)), []))
        #expect(slider.value == 0 && !slider.isTracking)
    }

    @Test func aRangeSliderKeepsItsHandles() {
        var slider = CircularSliderModel(value: 0, secondValue: 50)
        slider.handleVisibility = .hidden
        #expect(!slider.isThumbless)
        #expect(lines(slider).filter { $0.contains("layer slider.handle") }.count == 2)
        #expect(sameEvents(slider.send(sliderEvent(.began, 90)), []), "handle only: the track between is not grabbed")
        slider.secondValue = nil
        #expect(slider.isThumbless)
    }

    // MARK: - Drawing

    @Test func theFilledTrackIsTheRingAndNoHandleIsDrawn() {
        var slider = Self.thumbless(value: 25)
        let expected = [
            "drawing 200x200",
            "  layer slider.track",
            "    arc c=(100,100) r=97.5 start=0° sweep=360° cw stroke=@track w=5 cap=round",
            "  arc c=(100,100) r=97.5 start=0° sweep=90° cw stroke=@tint w=5 cap=round",
        ]
        #expect(lines(slider) == expected)
        #expect(slider.drawing(includingHandles: false) == slider.drawing())
        // Pressed: no handle, no halo; the ring follows the finger.
        _ = slider.send(Self.event(.began, 180))
        #expect(
            lines(slider) == expected.dropLast() + [
                "  arc c=(100,100) r=97.5 start=0° sweep=180° cw stroke=@tint w=5 cap=round"
            ])
        let layout = slider.layout
        #expect(layout.firstHandleRadius == 0 && layout.secondHandleRadius == 0 && layout.touchHalfSize == 22)
    }

    // MARK: - Hit areas, keys and accessibility

    @Test func theHitAreaIsTheTrackWhateverThePolicy() {
        var slider = Self.thumbless(value: 25)
        var areas: [ControlHitArea] = []
        slider.hitAreas { areas.append($0) }
        #expect(
            areas == [
                ControlHitArea(
                    .band(center: sliderCenter, innerRadius: 75.5, outerRadius: 119.5, arc: nil),
                    use: .drags)
            ])
        slider.maximumAngle = 180 // from 270° to 90°; round caps reach 2.5 points
        let reach = 2.5 / 97.5
        areas = []
        slider.hitAreas { areas.append($0) }
        guard case let .band(_, _, _, arc?) = areas.first?.shape else {
            Issue.record("one band limited to the arc")
            return
        }
        #expect(areas.count == 1)
        #expect(isClose(arc.start.radians, 1.5 * .pi - reach) && isClose(arc.sweep.radians, .pi + 2 * reach))
    }

    @Test func keysMoveTheValueAndTheElementIsTheTrack() {
        var slider = Self.thumbless(value: 25)
        #expect(sameEvents(slider.press(.right).events, [.valueChanged(26, handle: .first, fromUser: true)]))
        let elements = slider.accessibilityElements
        #expect(elements.count == 1)
        #expect(elements.first?.frame == Rect(x: -19.5, y: -19.5, width: 239, height: 239))
        #expect(elements.first?.value == "26")
        // The activation point is the value's place on the track: a press there keeps the value.
        let point = slider.accessibilityActivationPoint(forPart: 0)
        let expected = Point(center: sliderCenter, radius: Self.radius, bearing: Bearing(degrees: 26 * 3.6))
        #expect(point.map { isClose($0.x, expected.x) && isClose($0.y, expected.y) } == true)
        if let point {
            let press = PointerEvent(phase: .began, location: point, timestamp: 0)
            #expect(sameEvents(slider.send(press), [.editingBegan(.first)]))
        }
        #expect(slider.accessibilityActivationPoint(forPart: 1) == nil)
    }

    // MARK: - Property

    @Test func aPressGrabsExactlyOnTheHitAreaAndPutsTheValueUnderIt() async {
        await propertyCheck(
            count: 300, input: Gen.double(in: 20...360), Gen.int(in: 0...15), Gen.double(in: 0...360),
            Gen.double(in: -40...40), Gen.double(in: 0...40)
        ) {
            angle, mode, degrees, offset, lineWidth in
            var slider = CircularSliderModel(value: 40)
            slider.handleVisibility = .hidden
            slider.maximumAngle = angle
            slider.style.lineWidth = lineWidth
            if mode & 1 == 1 { slider.direction = .counterClockwise }
            if mode & 2 == 2 { slider.rotationAngle = Double(mode) * 23 }
            if mode & 4 == 4 { slider.style.lineCap = .butt }
            if mode & 8 == 8 { slider.touchPolicy = .handleOrTrack }
            let layout = slider.layout
            let location = Point(
                center: layout.center, radius: layout.radius + offset,
                bearing: Bearing(degrees: degrees))
            var inArea = false
            slider.hitAreas { inArea = inArea || $0.contains(location) }
            let events = slider.send(PointerEvent(phase: .began, location: location, timestamp: 0))
            #expect(slider.isTracking == inArea)
            #expect(events.first == (inArea ? .editingBegan(.first) : nil))
            guard inArea, let bearing = Bearing(from: layout.center, to: location) else { return }
            // The value sits under the touch, or at the end of the arc nearest to it.
            let fraction = slider.arc.nearestFraction(to: bearing)
            #expect(isClose(slider.value, fraction * 100, 1e-9))
            let placed = Bearing(from: layout.center, to: slider.handleCenter(.first, in: layout))
            if slider.arc.contains(bearing), let placed {
                #expect(abs(placed.rotation(to: bearing).radians) < 1e-9)
            }
        }
    }
}
