import PropertyBased
import RotaryControls
import Testing

/// Invariants under random configurations and random finger walks.
@Suite struct CircularSliderPropertyTests {
    /// A slider configured from `mode`: bits choose range, revolutions (bounded, 2 turns,
    /// endless), the touch policy, range drag, direction and a rotated start.
    static func slider(angle: Double, mode: Int, minimum: Double, span: Double) -> CircularSliderModel {
        var slider = CircularSliderModel(minimumValue: minimum, maximumValue: minimum + span, value: minimum + span / 3)
        slider.maximumAngle = angle
        if mode & 1 == 1 { slider.makeRange(secondValue: minimum + span * 0.7) }
        slider.minimumDistance = Double(mode % 5) * 10 // points of arc length
        switch (mode >> 1) % 3 {
        case 1: slider.maximumRevolutions = .turns(2)
        case 2: slider.maximumRevolutions = .endless
        default: break
        }
        if mode & 8 == 8 { slider.touchPolicy = .handleOrTrack }
        if mode & 16 == 16 { slider.allowsRangeDrag = true }
        if mode & 32 == 32 { slider.direction = .counterClockwise }
        if mode & 64 == 64 { slider.rotationAngle = Double(mode) * 7 }
        return slider
    }

    static func position(_ slider: CircularSliderModel, _ value: Double) -> Double {
        let span = slider.maximumValue - slider.minimumValue
        guard span > 0 else { return 0 }
        return (value - slider.minimumValue) / span * slider.arc.sweep.radians
            * Double(slider.effectiveRevolutions.turnCount)
    }

    @Test func valuesStayInRangeHandlesApartNoJumpsAndBalancedEditing() async {
        let steps = Gen.double(in: -175...175).array(of: 1...60)
        await propertyCheck(
            count: 300, input: Gen.double(in: 20...360), Gen.int(in: 0...127),
            Gen.double(in: -1000...1000), Gen.double(in: 0...500), steps
        ) { angle, mode, minimum, span, steps in
            var slider = Self.slider(angle: angle, mode: mode, minimum: minimum, span: span)
            var began = 0
            var ended = 0
            var degrees = Bearing(from: sliderCenter, to: slider.handleCenter(.first, in: slider.layout))?.degrees ?? 0
            var events: [SliderEvent] = []
            func send(_ event: PointerEvent) {
                events = slider.send(event)
                for event in events {
                    if case .editingBegan = event { began += 1 }
                    if case .editingEnded = event { ended += 1 }
                }
            }
            send(sliderEvent(.began, degrees))
            for step in steps {
                let before = (slider.value, slider.secondValue, slider.activeHandle, slider.isDraggingRange)
                let gapBefore = (slider.secondValue ?? 0) - slider.value
                if abs(step) > 170 {
                    send(sliderEvent(step > 0 ? .ended : .cancelled, degrees))
                    degrees += step
                    send(sliderEvent(.began, degrees))
                    #expect(slider.isTracking || events.isEmpty)
                    continue
                }
                degrees += step
                send(sliderEvent(.moved, degrees))
                let low = slider.minimumValue, high = slider.maximumValue
                #expect(slider.value.isFinite && slider.value >= low && slider.value <= high)
                if let second = slider.secondValue {
                    #expect(second.isFinite && second >= low && second <= high)
                    // The user never brings the handles closer than the distance (nor closer
                    // than they were).
                    let kept = Swift.min(slider.minimumValueDistance, gapBefore)
                    #expect(second - slider.value >= kept - 1e-9 * Swift.max(1, abs(high), abs(low)))
                }
                // No jump: a handle never moves further along the track than the finger turned
                // (so it never crosses the gap or the seam).
                if slider.effectiveRevolutions != .endless {
                    let allowed = abs(step) * .pi / 180 + 1e-6
                    #expect(abs(Self.position(slider, slider.value) - Self.position(slider, before.0)) <= allowed)
                    if let second = slider.secondValue, let previous = before.1 {
                        #expect(abs(Self.position(slider, second) - Self.position(slider, previous)) <= allowed)
                    }
                }
                // Each reported change is a real change of the handle it names.
                for case let .valueChanged(value, handle, fromUser) in events {
                    #expect(fromUser)
                    #expect(value == slider.value(of: handle))
                    #expect(value != (handle == .first ? before.0 : before.1))
                }
            }
            send(sliderEvent(.cancelled, degrees))
            #expect(began == ended && !slider.isTracking)
        }
    }

    @Test func keysScrollAndAdjustmentsStayInRangeAndKeepTheDistance() async {
        let inputs = Gen.int(in: 0...1000).array(of: 1...40)
        await propertyCheck(
            count: 200, input: Gen.double(in: 20...360), Gen.int(in: 0...127),
            Gen.double(in: -1000...1000), Gen.double(in: 0...500), inputs
        ) { angle, mode, minimum, span, inputs in
            var slider = Self.slider(angle: angle, mode: mode, minimum: minimum, span: span)
            if mode & 4 == 4 { slider.step = span / 7 }
            for input in inputs {
                let before = (slider.value, slider.secondValue)
                let gapBefore = (slider.secondValue ?? 0) - slider.value
                var events: [SliderEvent] = []
                let key = ControlKey.allCases[input % ControlKey.allCases.count]
                switch input % 3 {
                case 0: _ = slider.handle(key, at: 0) { events.append($0) }
                case 1: _ = slider.scroll(.points(Double(input) - 500), at: 0) { events.append($0) }
                default:
                    let adjustments: [ControlAdjustment] = [
                        .steps(input - 500), .pages(input % 7 - 3), .toMinimum, .toMaximum,
                    ]
                    _ = slider.adjust(adjustments[input % 4], part: input % 2, at: 0) { events.append($0) }
                }
                let low = slider.minimumValue, high = slider.maximumValue
                #expect(slider.value >= low && slider.value <= high)
                if let second = slider.secondValue {
                    #expect(second >= low && second <= high)
                    let kept = Swift.min(slider.minimumValueDistance, gapBefore)
                    #expect(second - slider.value >= kept - 1e-9 * Swift.max(1, abs(high), abs(low)))
                }
                // At most one handle moves, reported once, as the user's; a limit feedback only
                // with a change that lands on an end.
                let changed = (slider.value != before.0 ? 1 : 0) + (slider.secondValue != before.1 ? 1 : 0)
                let limits = events.filter { $0 == .feedback(.limitReached) }.count
                #expect(events.count - limits == changed && changed <= 1 && limits <= changed)
                for case let .valueChanged(value, handle, fromUser) in events {
                    #expect(fromUser && value == slider.value(of: handle))
                }
            }
        }
    }

    @Test func aDisabledSliderIgnoresEveryInput() async {
        let inputs = Gen.int(in: 0...1000).array(of: 1...40)
        await propertyCheck(count: 150, input: Gen.double(in: 20...360), Gen.int(in: 0...127), inputs) {
            angle, mode, inputs in
            var slider = Self.slider(angle: angle, mode: mode, minimum: 0, span: 100)
            slider.setEnabled(false) { _ in Issue.record("nothing to end") }
            let before = slider
            var events: [SliderEvent] = []
            for input in inputs {
                let degrees = Double(input) * 0.72
                let phases: [PointerEvent.Phase] = [.began, .moved, .moved, .ended, .cancelled]
                var used = false
                switch input % 5 {
                case 0:
                    used = slider.handle(ControlKey.allCases[input % ControlKey.allCases.count], at: 0) {
                        events.append($0)
                    }
                case 1: used = slider.scroll(.notches(Double(input % 9) - 4), at: 0) { events.append($0) }
                case 2: used = slider.adjust(.steps(input - 500), part: input % 2, at: 0) { events.append($0) }
                case 3: used = slider.moveFocus(forward: input % 2 == 0)
                default: slider.handle(sliderEvent(phases[input % phases.count], degrees)) { events.append($0) }
                }
                #expect(!used)
            }
            #expect(events.isEmpty && slider == before && !slider.isTracking)
        }
    }

    @Test func drawingNeverHasNaNAndStaysInBounds() async {
        await propertyCheck(
            count: 150, input: Gen.double(in: 1...360), Gen.int(in: 0...127),
            Gen.double(in: -1...600), Gen.double(in: -5...40)
        ) { angle, mode, side, lineWidth in
            var slider = Self.slider(angle: angle, mode: mode, minimum: 0, span: 100)
            slider.bounds = Rect(x: 0, y: 0, width: side, height: side * 0.8)
            slider.style.lineWidth = lineWidth
            slider.labels = ["a", "b", "c"]
            slider.markerCount = mode
            let text = slider.drawing().description.lowercased()
            #expect(!text.contains("nan") && !text.contains("inf"))
            let layout = slider.layout
            #expect(layout.radius >= 0 && layout.radius.isFinite)
            let extent = max(layout.firstHandleRadius, layout.secondHandleRadius, layout.lineWidth / 2)
            if side * 0.8 / 2 >= extent {
                // Whatever fits is laid out inside the bounds (labels may need more room).
                #expect(layout.radius + extent <= side * 0.8 / 2 + 1e-9)
            } else {
                #expect(layout.radius == 0)
            }
        }
    }
}
