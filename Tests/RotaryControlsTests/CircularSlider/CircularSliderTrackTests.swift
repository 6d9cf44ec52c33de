import RotaryControls
import Testing

/// The slider's track configuration: format, neutral value, enabled sub-range, tick-only
/// values and taper.
@Suite struct CircularSliderTrackTests {
    static func arcs(_ elements: [Drawing.Element], opacity: Double = 1) -> [(arc: Arc, opacity: Double)] {
        elements.flatMap { element -> [(arc: Arc, opacity: Double)] in
            switch element {
            case let .arc(_, _, arc, _): return [(arc, opacity)]
            case let .group(group): return arcs(group.elements, opacity: opacity * group.opacity)
            default: return []
            }
        }
    }

    static func hasArc(_ slider: CircularSliderModel, start: Double, sweep: Double, opacity: Double = 1) -> Bool {
        arcs(slider.drawing().elements).contains {
            isClose($0.arc.start.degrees, start, 1e-6) && isClose($0.arc.sweep.degrees, sweep, 1e-6)
                && isClose($0.opacity, opacity)
        }
    }

    @Test func bothHandlesOfARangeSpeakTheFormat() {
        var slider = CircularSliderModel(value: 67.26, secondValue: 90)
        #expect(slider.accessibilityElements.map(\.value) == ["67.26", "90"], "the default is unchanged")
        slider.trackConfiguration.format = ValueFormat(fractionDigits: 0, unit: .percent)
        #expect(slider.accessibilityElements.map(\.value) == ["67 percent", "90 percent"])
        slider.labels = ["Zero", "Half"]
        #expect(slider.spokenValue(50) == "Half", "labels still speak first")
        slider.trackConfiguration.ticks = [TrackTick(value: 75, title: "Three quarters")]
        #expect(slider.spokenValue(75) == "Three quarters")
    }

    @Test func theFillGrowsFromTheNeutralValueEitherWay() {
        var slider = CircularSliderModel(value: 25)
        slider.trackConfiguration.neutralValue = 50
        #expect(Self.hasArc(slider, start: 90, sweep: 90))
        slider.value = 80
        #expect(Self.hasArc(slider, start: 180, sweep: 108))
        slider.secondValue = 90 // a range fills between its handles, whatever the neutral value
        #expect(Self.hasArc(slider, start: 288, sweep: 36))
    }

    @Test func theNeutralFillStaysInsideTheEnabledRange() {
        var slider = CircularSliderModel(value: 60)
        slider.trackConfiguration.enabledRange = 40...80
        slider.trackConfiguration.neutralValue = 20 // below the enabled range: the fill starts at 40 (144°)
        let filled = {
            Self.arcs(slider.drawing().elements).filter { $0.opacity == 1 }.map {
                ($0.arc.start.degrees, $0.arc.sweep.degrees)
            }
        }
        #expect(Self.hasArc(slider, start: 144, sweep: 72))
        #expect(
            !filled().contains { isClose($0.0, 72, 1e-6) },
            "nothing filled from the neutral 20 (72°) over the disabled part")
        slider.trackConfiguration.neutralValue = 95 // above: from 80 (288°) down to the value 50 (180°)
        slider.value = 50
        #expect(Self.hasArc(slider, start: 180, sweep: 108))
        #expect(filled().allSatisfy { $0.0 + $0.1 <= 288 + 1e-6 }, "no fill reaches past the enabled range's end")
        slider.trackConfiguration.neutralValue = 60 // inside: unchanged
        #expect(Self.hasArc(slider, start: 180, sweep: 36))
    }

    @Test func valuesAreHeldInsideTheEnabledRange() {
        var slider = CircularSliderModel(value: 10)
        slider.trackConfiguration.enabledRange = 20...80
        #expect(slider.value == 20)
        #expect(
            slider.press(.end).events == [.valueChanged(80, handle: .first, fromUser: true), .feedback(.limitReached)])
        #expect(
            slider.press(.home).events == [.valueChanged(20, handle: .first, fromUser: true), .feedback(.limitReached)])
        slider.value = 95
        #expect(slider.value == 80)
        let element = slider.accessibilityElements[0]
        #expect(element.range == AccessibilityRange(minimum: 20, maximum: 80, current: 80))
        #expect(element.hint == "From 20 to 80")
        #expect(Self.hasArc(slider, start: 72, sweep: 216))
        #expect(Self.hasArc(slider, start: 0, sweep: 72, opacity: 0.4))
        #expect(Self.hasArc(slider, start: 288, sweep: 72, opacity: 0.4))
        // A drag to 300° (the value 83.3) stops at 80.
        slider.value = 50
        _ = slider.send(sliderEvent(.began, 180))
        _ = slider.send(sliderEvent(.moved, 240))
        _ = slider.send(sliderEvent(.moved, 300))
        #expect(slider.value == 80)
        _ = slider.send(sliderEvent(.ended, 300))
    }

    @Test func tickOnlyValuesMoveTickByTick() {
        var slider = CircularSliderModel(value: 40)
        slider.trackConfiguration.ticks = [TrackTick(value: 0), TrackTick(value: 50), TrackTick(value: 100)]
        slider.trackConfiguration.allowsTickValuesOnly = true
        #expect(slider.value == 50)
        #expect(
            slider.press(.up).events == [.valueChanged(100, handle: .first, fromUser: true), .feedback(.limitReached)])
        #expect(slider.press(.pageDown).events == [.valueChanged(50, handle: .first, fromUser: true)])
    }

    @Test func aLogarithmicSliderPutsTheDecadesEvenly() {
        var slider = CircularSliderModel(minimumValue: 20, maximumValue: 20_000, value: 20)
        slider.trackConfiguration.taper = .logarithmic
        _ = slider.send(sliderEvent(.began, 0))
        _ = slider.send(sliderEvent(.moved, 45))
        _ = slider.send(sliderEvent(.moved, 90))
        _ = slider.send(sliderEvent(.ended, 90))
        #expect(isClose(slider.value, 20 * 112.468265 / 20, 1e-4), "a quarter of the track is 10^0.75 × 20")
        // Keys move 1 % of the track.
        let before = slider.value
        _ = slider.press(.up)
        #expect(isClose(slider.value / before, 1.071519305, 1e-6))
        // The fill ends where the handle is: 632 Hz half-way round.
        slider.value = 632.455532
        #expect(Self.hasArc(slider, start: 0, sweep: 180))
    }

    /// In endless mode the value wraps: the enabled sub-range and tick-only values do not hold
    /// it, in code or under the finger; back to bounded turns, they hold it again.
    @Test func endlessModeIgnoresTheEnabledRange() {
        var slider = CircularSliderModel(value: 50)
        slider.trackConfiguration.enabledRange = 20...80
        slider.trackConfiguration.ticks = [TrackTick(value: 50)]
        slider.trackConfiguration.allowsTickValuesOnly = true
        slider.maximumRevolutions = .endless
        slider.value = 10
        #expect(slider.value == 10)
        #expect(sameEvents(slider.send(sliderEvent(.began, 36)), [.editingBegan(.first)]))
        #expect(
            sameEvents(
                slider.send(sliderEvent(.moved, 18)),
                [.directionChanged(.counterClockwise), .valueChanged(5, handle: .first, fromUser: true)]))
        _ = slider.send(sliderEvent(.ended, 18))
        slider.maximumRevolutions = .bounded
        #expect(slider.value == 50, "bounded again: held onto the one tick allowed")
    }
}

@Suite struct CircularSliderTaperHandleTests {
    @Test func theHandleSitsOnTheTaperAndADragFromItDoesNotJump() {
        var slider = CircularSliderModel(minimumValue: 20, maximumValue: 20_000, value: 632.455532)
        slider.trackConfiguration.taper = .logarithmic
        let handle = slider.handleCenter(.first, in: slider.layout)
        #expect(
            isClose(handle.x, sliderCenter.x, 1e-6) && isClose(handle.y, sliderCenter.y + sliderRadius, 1e-6),
            "half-way: 6 o'clock")
        #expect(slider.accessibilityActivationPoint(forPart: 0) == handle)
        _ = slider.send(sliderEvent(.began, 180))
        _ = slider.send(sliderEvent(.moved, 181))
        #expect(
            isClose(slider.value, 632.455532 * 1.0193735, 1e-3), "one degree further, not a jump to the linear place")
        _ = slider.send(sliderEvent(.ended, 181))
    }
}

@Suite struct CircularSliderTickTests {
    @Test func ticksDrawAMarkAndTheirTitleOrImage() {
        var slider = CircularSliderModel(value: 10)
        slider.trackConfiguration.ticks = [
            TrackTick(value: 25, title: "Quarter"), TrackTick(value: 50, image: "star"),
            TrackTick(value: 75), TrackTick(value: 400, title: "Out"),
        ]
        var texts: [String] = [], images: [String] = [], marks = 0
        func walk(_ elements: [Drawing.Element]) {
            for element in elements {
                switch element {
                case let .text(string, _, _): texts.append(string)
                case let .image(image, _, _, _): images.append(image.name)
                case .ellipse: marks += 1
                case let .group(group): walk(group.elements)
                default: break
                }
            }
        }
        walk(slider.drawing().elements)
        #expect(texts == ["Quarter"] && images == ["star"] && marks == 3)
        #expect(slider.spokenValue(25) == "Quarter")
    }

    /// The texts, image names and ellipse marks (with their heights) of the slider's scale layer.
    static func scale(_ slider: CircularSliderModel) -> (texts: [String], images: [String], marks: [Double]) {
        var texts: [String] = [], images: [String] = [], marks: [Double] = []
        func walk(_ elements: [Drawing.Element]) {
            for element in elements {
                switch element {
                case let .text(string, _, _): texts.append(string)
                case let .image(image, _, _, _): images.append(image.name)
                case let .ellipse(rect, _, _): marks.append(rect.height)
                case let .group(group): walk(group.elements)
                default: break
                }
            }
        }
        for case let .group(group) in slider.drawing().elements where group.layer == Drawing.LayerID("slider.scale") {
            walk(group.elements)
        }
        return (texts, images, marks)
    }

    @Test func labelsMarkersAndTicksAreOneSetWithOneMarkAndOneTitleAPlace() {
        var slider = CircularSliderModel(value: 10)
        slider.labels = ["0", "25", "50", "75"]
        #expect(
            Self.scale(slider).texts == ["0", "25", "50", "75"] && Self.scale(slider).marks.isEmpty,
            "labels alone: titles without marks, as before")
        slider.markerCount = 8
        #expect(
            Self.scale(slider).marks.count == 8 && Self.scale(slider).texts.count == 4,
            "a label on a marker: one mark, one title")
        // Ticks on a label's place (25), on a marker's (12.5), on the full circle's end (100 is 0), and a new place (60).
        slider.trackConfiguration.ticks = [
            TrackTick(value: 25, title: "Quarter"), TrackTick(value: 12.5, image: "star"),
            TrackTick(value: 100, title: "Full"), TrackTick(value: 60, title: "Sixty"),
        ]
        let scale = Self.scale(slider)
        #expect(scale.marks.count == 9, "eight markers and one tick on a place of its own")
        #expect(
            scale.texts == ["0", "25", "50", "Sixty", "75"], "the label's title wins on its place, as it is spoken")
        #expect(scale.images == ["star"])
        #expect(slider.spokenValue(25) == "25" && slider.spokenValue(60) == "Sixty")
        slider.maximumRevolutions = .endless
        #expect(
            Self.scale(slider).texts == ["0", "25", "50", "75"], "no ticks in endless mode; labels and markers stay")
    }

    @Test func aTickAtAnOpenEndStaysInsideTheRoundCapAsAMarkerDoes() {
        var slider = CircularSliderModel(value: 10)
        slider.maximumAngle = 270
        slider.trackConfiguration.ticks = [TrackTick(value: 0), TrackTick(value: 50), TrackTick(value: 100)]
        let heights = Self.scale(slider).marks
        #expect(heights.count == 3 && heights[0] < heights[1] && heights[2] < heights[1])
        slider.trackConfiguration.ticks = []
        slider.markerCount = 3
        #expect(Self.scale(slider).marks == heights, "a marker and a tick on one place are drawn alike")
    }
}

@Suite struct CircularSliderFineAdjustmentTests {
    @Test func shiftTurnsTheHandleATenthOfTheFinger() {
        var slider = CircularSliderModel(value: 50)
        #expect(slider.send(sliderEvent(.began, 180)).first == .editingBegan(.first))
        var fine = sliderEvent(.moved, 216)
        fine.modifiers = .shift
        let events = slider.send(fine)
        #expect(
            sameEvents(
                events.filter { if case .valueChanged = $0 { true } else { false } },
                [.valueChanged(51, handle: .first, fromUser: true)]))
        // Shift released: full speed again, the handle 32.4° behind the finger.
        _ = slider.send(sliderEvent(.moved, 252))
        #expect(isClose(slider.value, 61))
        _ = slider.send(sliderEvent(.ended, 252))
        #expect(isClose(slider.value, 61))
    }
}
