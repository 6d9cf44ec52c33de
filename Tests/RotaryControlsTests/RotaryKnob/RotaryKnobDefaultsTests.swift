import RotaryControls
import Testing

/// Every default, and the defined answers to bad input.
@Suite struct RotaryKnobDefaultsTests {
    @Test func defaults() {
        let knob = RotaryKnobModel()
        #expect(knob.minimumValue == 0)
        #expect(knob.maximumValue == 1)
        #expect(knob.value == 0.5)
        #expect(knob.defaultValue == 0.5)
        #expect(knob.displayedValue == 0.5)
        #expect(knob.resetsToDefault)
        #expect(knob.isContinuous)
        #expect(knob.step == nil)
        #expect(knob.maximumAngle == 270)
        #expect(knob.arc == .knob)
        #expect(knob.interaction == RotaryKnobInteraction())
        #expect(knob.interaction.kind == .rotating && knob.interaction.scalingFactor == 1)
        #expect(!knob.isEndless)
        #expect(knob.detentsPerTurn == nil)
        #expect(knob.isEnabled && !knob.isTracking && !knob.isHighlighted && knob.state == .normal)
        #expect(!knob.needsFrames)
        #expect(RotaryKnobModel.deadZoneRadius == 4)
        #expect(isClose(RotaryKnobModel.jumpGuard.degrees, 45))
        #expect(knob.bounds == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(isClose(knob.pointerBearing(for: 0).degrees, 225) && isClose(knob.pointerBearing(for: 1).degrees, 135))
        #expect(isClose(knob.pointerBearing(for: 0.5).degrees, 0))
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteInputsAreIgnored(bad: Double) {
        var knob = RotaryKnobModel(minimumValue: 10, maximumValue: 30, value: 20, defaultValue: 15)
        knob.value = bad
        knob.minimumValue = bad
        knob.maximumValue = bad
        knob.defaultValue = bad
        knob.maximumAngle = bad
        knob.step = bad
        #expect(knob.setting(bad, animated: true).isEmpty)
        #expect(knob.value == 20 && knob.minimumValue == 10 && knob.maximumValue == 30)
        #expect(knob.defaultValue == 15 && knob.maximumAngle == 270 && knob.step == nil && !knob.needsFrames)
        var events: [KnobEvent] = []
        knob.advance(to: bad) { events.append($0) }
        #expect(events.isEmpty && knob.displayedValue == 20)
    }

    @Test func initRepairsBadArguments() {
        let inverted = RotaryKnobModel(minimumValue: 5, maximumValue: 1, value: 9, defaultValue: -3)
        #expect(
            inverted.minimumValue == 5 && inverted.maximumValue == 5 && inverted.value == 5
                && inverted.defaultValue == 5)
        let nans = RotaryKnobModel(minimumValue: .nan, maximumValue: .infinity, value: .nan, defaultValue: .nan)
        #expect(nans.minimumValue == 0 && nans.maximumValue == 1 && nans.value == 0.5 && nans.defaultValue == 0.5)
    }

    @Test func rangeChangesClampValueAndDefault() {
        var knob = RotaryKnobModel(value: 0.9, defaultValue: 0.8)
        knob.maximumValue = 0.6
        #expect(knob.value == 0.6 && knob.defaultValue == 0.6)
        knob.minimumValue = 2 // raises the maximum
        #expect(knob.maximumValue == 2 && knob.value == 2 && knob.defaultValue == 2)
    }

    @Test(arguments: [(0.0, nil as Int?), (-3, nil), (12, 12), (1_000_000, 3600)])
    func detentCounts(count: Double, expected: Int?) {
        var knob = RotaryKnobModel()
        knob.detentsPerTurn = Int(count)
        #expect(knob.detentsPerTurn == expected)
    }

    @Test func maximumAngleIsTheWholeArc() {
        var knob = RotaryKnobModel()
        knob.maximumAngle = -300
        #expect(knob.maximumAngle == 300 && isClose(knob.arc.sweep.degrees, 300))
        #expect(isClose(knob.pointerBearing(for: 0).degrees, 210) && isClose(knob.pointerBearing(for: 1).degrees, 150))
        knob.maximumAngle = 720
        #expect(knob.maximumAngle == 360 && knob.arc.isFullCircle)
        knob.arc = .gapDown(maximumAngle: 200)
        #expect(isClose(knob.maximumAngle, 200))
        knob.maximumAngle = 0
        #expect(knob.arc.sweep == .zero)
    }

    @Test func defaultValueIsTheMiddleAndFollowsTheRangeUntilSet() {
        var knob = RotaryKnobModel()
        #expect(knob.defaultValue == 0.5)
        knob.maximumValue = 11
        #expect(knob.defaultValue == 5.5)
        knob.minimumValue = -11
        #expect(knob.defaultValue == 0)
        knob.defaultValue = 8
        knob.maximumValue = 20
        #expect(knob.defaultValue == 8, "once set it is kept")
        knob.maximumValue = 4
        #expect(knob.defaultValue == 4, "and clamped")
        knob.maximumValue = 20
        #expect(knob.defaultValue == 4)
        let wide = RotaryKnobModel(minimumValue: -1e308, maximumValue: 1e308)
        #expect(wide.defaultValue == 0)
        #expect(RotaryKnobModel(minimumValue: 10, maximumValue: 30, defaultValue: .nan).defaultValue == 20)
        #expect(RotaryKnobModel(minimumValue: 10, maximumValue: 30, defaultValue: 40).defaultValue == 30)
    }

    @Test func stepSnapsTheValue() {
        var knob = RotaryKnobModel(value: 0.37)
        knob.step = 0.25
        #expect(knob.value == 0.25)
        knob.value = 0.9
        #expect(knob.value == 1)
    }

    @Test func emptyRangeNeverDividesByZero() {
        var knob = RotaryKnobModel(minimumValue: 3, maximumValue: 3, value: 3)
        #expect(knob.value == 3 && knob.pointerBearing(for: 3).radians.isFinite)
        knob.isEndless = true
        knob.detentsPerTurn = 4
        #expect(knob.value == 3 && knob.pointerBearing(for: 7).radians.isFinite)
        #expect(knob.adjusting(.steps(1)).isEmpty && knob.value == 3)
    }

    @Test func endlessWrapsModuloTheRange() {
        var knob = RotaryKnobModel(minimumValue: 10, maximumValue: 20, value: 15)
        knob.isEndless = true
        knob.value = 23
        #expect(isClose(knob.value, 13))
        knob.value = 20
        #expect(knob.value == 10)
        knob.value = 7.5
        #expect(isClose(knob.value, 17.5))
        knob.value = -1e300
        #expect(knob.value >= 10 && knob.value < 20)
        #expect(isClose(knob.pointerBearing(for: 12.5).degrees, 90))
    }

    @Test func rangeWiderThanTheLargestDoubleStillWorks() {
        // maximum − minimum overflows to infinity; the knob computes with half-widths.
        var knob = RotaryKnobModel(minimumValue: -1e308, maximumValue: 1e308, value: 0)
        #expect(
            isClose(knob.pointerBearing(for: 0).degrees, 0) && isClose(knob.pointerBearing(for: 1e308).degrees, 135))
        #expect(knob.setting(1e308, animated: true, duration: 1, curve: .linear).isEmpty)
        #expect(knob.advancing(to: 0.25).isEmpty)
        #expect(isClose(knob.displayedValue / 1e308, 0.25, 1e-12))
        _ = knob.send(knobEvent(.began, 0, time: 1))
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, -27, time: 1.1)), [user(0.8e308)], tolerance: 1e294))
        knob.interaction.scalingFactor = 1e300 // an infinite change lands on the end
        #expect(sameKnobEvents(knob.send(knobEvent(.moved, -30, time: 1.2)), [user(-1e308), .feedback(.limitReached)]))
        _ = knob.send(knobEvent(.ended, -30, time: 1.3))
        #expect(sameKnobEvents(knob.adjusting(.pages(1)), [user(-0.8e308)], tolerance: 1e294))
        #expect(sameKnobEvents(knob.adjusting(.steps(1)), [user(-0.78e308)], tolerance: 1e294))
        #expect(!knob.drawing().description.lowercased().contains("nan"))
    }
}
