import RotaryControls
import Testing

/// The knob's track configuration: neutral value, enabled sub-range, tick-only values, taper,
/// value format, Shift for fine adjustment and the reset click.
@Suite struct RotaryKnobTrackTests {
    /// Every arc drawn, groups included, with the opacity of the group that holds it.
    static func arcs(_ elements: [Drawing.Element], opacity: Double = 1) -> [(arc: Arc, opacity: Double)] {
        elements.flatMap { element -> [(arc: Arc, opacity: Double)] in
            switch element {
            case let .arc(_, _, arc, _): return [(arc, opacity)]
            case let .group(group): return arcs(group.elements, opacity: opacity * group.opacity)
            default: return []
            }
        }
    }

    static func hasArc(_ drawing: Drawing, startDegrees: Double, sweepDegrees: Double, opacity: Double = 1) -> Bool {
        arcs(drawing.elements).contains {
            isClose($0.arc.start.degrees, startDegrees, 1e-6) && isClose($0.arc.sweep.degrees, sweepDegrees, 1e-6)
                && isClose($0.opacity, opacity)
        }
    }

    @Test func theFillStartsAtTheNeutralValueAndGoesEitherWay() {
        var pan = RotaryKnobModel(minimumValue: -1, maximumValue: 1, value: -0.5)
        pan.trackConfiguration.neutralValue = 0
        // -0.5 is at -67.5° (292.5°), the neutral 0 at 12 o'clock.
        #expect(Self.hasArc(pan.drawing(), startDegrees: 292.5, sweepDegrees: 67.5))
        pan.value = 0.25
        #expect(Self.hasArc(pan.drawing(), startDegrees: 0, sweepDegrees: 33.75))
        pan.value = 0
        #expect(Self.arcs(pan.drawing().elements).count == 1, "the track only: no fill at the neutral value")
        pan.trackConfiguration.neutralValue = .nan // no neutral: from the minimum
        pan.value = -0.5
        #expect(Self.hasArc(pan.drawing(), startDegrees: 225, sweepDegrees: 67.5))
    }

    @Test func theNeutralFillStaysInsideTheEnabledRange() {
        var knob = RotaryKnobModel(value: 0.5)
        knob.trackConfiguration.enabledRange = 0.2...0.8
        knob.trackConfiguration.neutralValue = 0.05 // below: the fill starts at 0.2 (279°), not at 0.05 (238.5°)
        #expect(Self.hasArc(knob.drawing(), startDegrees: 279, sweepDegrees: 81))
        #expect(!Self.hasArc(knob.drawing(), startDegrees: 238.5, sweepDegrees: 121.5))
        knob.trackConfiguration.neutralValue = 1 // above: from 0.8 (81°) back to 0.5 (12 o'clock)
        #expect(Self.hasArc(knob.drawing(), startDegrees: 0, sweepDegrees: 81))
        knob.trackConfiguration.enabledRange = nil // the whole range: from the neutral 1 itself
        #expect(Self.hasArc(knob.drawing(), startDegrees: 0, sweepDegrees: 135))
    }

    @Test func theValueIsHeldInsideTheEnabledRange() {
        var knob = RotaryKnobModel(value: 0.9)
        knob.trackConfiguration.enabledRange = 0.2...0.8
        #expect(knob.value == 0.8, "re-held when the range is set")
        knob.value = 0.1
        #expect(knob.value == 0.2)
        #expect(knob.pressing(.end).events == [user(0.8), .feedback(.limitReached)])
        #expect(knob.pressing(.home).events == [user(0.2), .feedback(.limitReached)])
        // A drag past the end stops there, and comes back at once (the finger slips).
        #expect(knob.send(knobEvent(.began, 0)) == [.editingBegan])
        #expect(knob.send(knobEvent(.moved, -27)) == [])
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, -13.5)), [user(0.25)]))
        #expect(sameKnobEvents(knob.send(knobEvent(.ended, -13.5)), [.editingEnded]))
        let element = knob.accessibilityElements[0]
        #expect(element.range == AccessibilityRange(minimum: 0.2, maximum: 0.8, current: knob.value))
        #expect(element.hint == "From 0.2 to 0.8")
        // The track outside the range is drawn at the disabled opacity; the enabled part plainly.
        let drawing = knob.drawing()
        #expect(Self.hasArc(drawing, startDegrees: 225, sweepDegrees: 54, opacity: 0.4))
        #expect(Self.hasArc(drawing, startDegrees: 279, sweepDegrees: 162))
        #expect(Self.hasArc(drawing, startDegrees: 81, sweepDegrees: 54, opacity: 0.4))
    }

    @Test func enabledRangeEdges() {
        let scale = ValueScale(minimumValue: 0, maximumValue: 10)
        var config = RotaryTrackConfiguration(enabledRange: -5...20)
        #expect(config.enabledBounds(in: scale) == 0...10)
        config.enabledRange = -Double.infinity...5
        #expect(config.enabledBounds(in: scale) == 0...5)
        config.enabledRange = 4...4
        #expect(config.held(9, in: scale) == 4 && config.held(.nan, in: scale) == 4)
    }

    @Test func tickOnlyValuesRestOnTicksAndKeysMoveByTicks() {
        var knob = RotaryKnobModel(value: 0.3)
        knob.trackConfiguration.ticks = [
            TrackTick(value: 1, title: "Max"), TrackTick(value: 0), TrackTick(value: 0.25, title: "Low"),
            TrackTick(value: 0.7), TrackTick(value: .nan), TrackTick(value: 3),
        ]
        knob.trackConfiguration.allowsTickValuesOnly = true
        #expect(knob.value == 0.25)
        #expect(knob.spokenValue(knob.value) == "Low")
        #expect(knob.pressing(.up).events == [user(0.7)])
        #expect(knob.pressing(.pageUp).events == [user(1), .feedback(.limitReached)])
        #expect(knob.pressing(.up) == (true, []))
        #expect(knob.pressing(.down).events == [user(0.7)])
        #expect(knob.adjusting(.steps(-100)) == [user(0), .feedback(.limitReached)])
        // A drag moves between ticks only: 27° is a tenth of the range, from 0 to 0.1 → still 0.
        #expect(knob.send(knobEvent(.began, -135)) == [.editingBegan])
        #expect(knob.send(knobEvent(.moved, -108)) == [])
        #expect(knob.send(knobEvent(.moved, -81)) == [user(0.25)], "0.2 rests on 0.25")
        _ = knob.send(knobEvent(.ended, -81))
        // Ticks outside the enabled range are not used.
        knob.trackConfiguration.enabledRange = 0.3...0.9
        #expect(knob.value == 0.7)
        #expect(knob.pressing(.up) == (true, []))
    }

    @Test func aLogarithmicKnobTurnsEvenlyThroughTheDecades() {
        var frequency = RotaryKnobModel(minimumValue: 20, maximumValue: 20_000, value: 632.455532)
        frequency.trackConfiguration.taper = .logarithmic
        #expect(isClose(Bearing.top.rotation(to: frequency.pointerBearing(for: frequency.value)).degrees, 0, 1e-6))
        #expect(isClose(Bearing.top.rotation(to: frequency.pointerBearing(for: 2_000)).degrees, 45, 1e-6))
        // 27° clockwise is a tenth of the track: × 10^0.3.
        #expect(frequency.send(knobEvent(.began, 0)) == [.editingBegan])
        let moved = frequency.send(knobEvent(.moved, 27))
        #expect(sameKnobEvents(moved, [user(632.455532 * 1.995262315)], tolerance: 1e-3))
        _ = frequency.send(knobEvent(.ended, 27))
        // Keys: 1 % of the track; a step stays a value step.
        frequency.value = 200
        #expect(sameKnobEvents(frequency.pressing(.up).events, [user(200 * 1.071519305)], tolerance: 1e-6))
        frequency.step = 10
        #expect(frequency.pressing(.up).events == [user(220)])
        // The fill follows the taper: 2 000 Hz sweeps 180° from the start.
        frequency.value = 2_000
        #expect(Self.hasArc(frequency.drawing(), startDegrees: 225, sweepDegrees: 180))
    }

    @Test func theFormatIsSpoken() {
        var gain = RotaryKnobModel(minimumValue: -60, maximumValue: 6, value: -3.26)
        gain.trackConfiguration.format = ValueFormat(fractionDigits: 1, unit: .decibels, showsPlusSign: true)
        #expect(gain.accessibilityElements[0].value == "-3.3 decibels")
        #expect(gain.spokenValue(1) == "+1 decibel")
        #expect(gain.accessibilityElements[0].hint == nil)
    }

    @Test func shiftDragsATenthAsFar() {
        var knob = RotaryKnobModel(value: 0.5)
        #expect(knob.send(knobEvent(.began, 0)) == [.editingBegan])
        var fine = knobEvent(.moved, 27)
        fine.modifiers = .shift
        #expect(sameKnobEvents(knob.send(fine), [user(0.51)]))
        // Shift released mid-drag: no jump, full speed again from here.
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, 54)), [user(0.61)]))
        _ = knob.send(knobEvent(.ended, 54))
    }

    @Test(arguments: [PointerModifiers.command, .control, [.command, .shift]])
    func aModifierClickResetsToTheDefault(modifiers: PointerModifiers) {
        var knob = RotaryKnobModel(value: 0.2)
        knob.isReduceMotionEnabled = true
        var down = knobEvent(.began, 0)
        down.modifiers = modifiers
        #expect(knob.send(down) == [.editingBegan])
        #expect(knob.send(knobEvent(.ended, 0)) == [user(0.5), .editingEnded])
        #expect(knob.value == 0.5)
    }

    @Test func aModifierClickThatMovesDoesNotReset() {
        var knob = RotaryKnobModel(value: 0.2)
        var down = knobEvent(.began, 0)
        down.modifiers = .command
        _ = knob.send(down)
        #expect(sameKnobEvents(knob.send(knobEvent(.ended, 27)), [user(0.3), .editingEnded]))
        var plain = RotaryKnobModel(value: 0.2)
        _ = plain.send(knobEvent(.began, 0))
        #expect(plain.send(knobEvent(.ended, 0)) == [.editingEnded], "a plain click does not reset")
        #expect(!PointerModifiers([.shift, .option]).isResetClick && PointerModifiers.shift.isFineAdjustment)
    }
}

@Suite struct RotaryKnobTickMarkTests {
    /// The bearings (degrees) and lengths of the knob body's tick marks.
    static func marks(_ knob: RotaryKnobModel) -> [(degrees: Double, length: Double)] {
        for case let .group(group) in knob.drawing().elements where group.layer == Drawing.LayerID("knob.body") {
            return group.elements.compactMap { element in
                guard case let .path(path, nil, _) = element else { return nil }
                guard path.commands.count == 2, case let .move(start) = path.commands[0],
                    case let .line(end) = path.commands[1]
                else { return nil }
                let center = Point(x: 50, y: 50)
                return ((Bearing(from: center, to: end)?.degrees ?? .nan), start.distance(to: end))
            }
        }
        return []
    }

    @Test func ticksAreDrawnAtTheirValuesThroughTheTaper() {
        var knob = RotaryKnobModel(minimumValue: 20, maximumValue: 20_000, value: 100)
        knob.style.tickCount = 11
        knob.trackConfiguration.taper = .logarithmic
        knob.trackConfiguration.ticks = [
            TrackTick(value: 200, title: "200"), TrackTick(value: 2_000), TrackTick(value: 1e6),
        ]
        let marks = Self.marks(knob)
        #expect(marks.count == 2, "the app's ticks replace the style's eleven; one outside the range is left out")
        #expect(marks.count == 2 && isClose(marks[0].degrees, 315, 1e-6) && isClose(marks[1].degrees, 45, 1e-6))
        #expect(
            marks.count == 2 && isClose(marks[0].length, 2 * marks[1].length, 1e-6), "a titled tick is a major mark")
        knob.trackConfiguration.ticks = []
        #expect(Self.marks(knob).count == 11)
    }

    @Test func untitledTicksAloneAreMajorAndTicksOutsideTheRangeLeaveTheStylesCount() {
        var knob = RotaryKnobModel(value: 0.5)
        knob.style.tickCount = 5
        let styleMarks = Self.marks(knob)
        knob.trackConfiguration.ticks = TrackTick.evenlySpaced(5, from: 0, to: 1)
        let tickMarks = Self.marks(knob)
        #expect(
            tickMarks.count == 5
                && zip(tickMarks, styleMarks).allSatisfy {
                    isClose($0.degrees, $1.degrees, 1e-9) && isClose($0.length, $1.length, 1e-9)
                }, "five untitled ticks draw exactly what a tick count of five draws")
        knob.trackConfiguration.ticks = [TrackTick(value: 7), TrackTick(value: -2)]
        #expect(Self.marks(knob).count == 5, "no tick in the range: the style's count applies")
        knob.isEndless = true
        knob.trackConfiguration.ticks = [TrackTick(value: 0.3, title: "A")]
        #expect(Self.marks(knob).count == 5, "endless: the configuration's ticks are not drawn")
    }
}
