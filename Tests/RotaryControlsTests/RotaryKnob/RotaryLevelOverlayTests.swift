import RotaryControls
import Testing

@Suite struct RotaryLevelOverlayTests {
    @Test func thePeakHoldsThenFalls() {
        var meter = RotaryLevelOverlay()
        meter.update(level: 0.8, at: 0)
        #expect(meter.level == 0.8 && meter.peakMark == 0.8)
        meter.update(level: 0.2, at: 1)
        #expect(meter.peakMark == 0.8, "held for 1.5 s")
        meter.update(level: 0.2, at: 2.5)
        #expect(isClose(meter.peakMark ?? .nan, 0.8 - 0.5 * 1))
        meter.update(level: 0.25, at: 4)
        #expect(meter.peakMark == 0.25, "never below the level")
        meter.update(level: 0.9, at: 4.1)
        #expect(meter.peakMark == 0.9)
        meter.update(level: .nan, at: .nan)
        #expect(meter.level == 0 && meter.time == 4.1 && meter.peakMark == 0.9)
        meter.update(level: 7, at: 3)
        #expect(meter.level == 1 && meter.time == 4.1, "clamped; an earlier time is ignored")
        meter.holdsPeak = false
        #expect(meter.peakMark == nil)
    }

    @Test func aPeakWithoutFallDropsToTheLevelAfterItsHold() {
        var meter = RotaryLevelOverlay(peakHoldDuration: .nan, peakFallRate: 0)
        meter.update(level: 0.6, at: 0)
        meter.update(level: 0.1, at: 0.01)
        #expect(meter.peakMark == 0.1)
    }

    @Test func modulationGoesEitherWay() {
        var lfo = RotaryLevelOverlay(kind: .modulation)
        lfo.update(level: -0.3, at: 0)
        #expect(lfo.level == -0.3 && lfo.peakMark == -0.3)
        lfo.update(level: 0.1, at: 0.1)
        #expect(lfo.peakMark == -0.3)
        lfo.update(level: -4, at: 0.2)
        #expect(lfo.level == -1)
    }

    static func levelLayer(_ knob: RotaryKnobModel) -> Drawing.Group? {
        for case let .group(group) in knob.drawing().elements where group.layer == Drawing.LayerID("knob.level") {
            return group
        }
        return nil
    }

    @Test func theKnobDrawsTheLevelAsALayerOfItsOwn() {
        var knob = RotaryKnobModel(value: 0.5)
        #expect(Self.levelLayer(knob) == nil)
        knob.levelOverlay = RotaryLevelOverlay()
        #expect(Self.levelLayer(knob) == nil, "nothing at level 0")
        knob.levelOverlay?.update(level: 0.5, at: 0)
        let before = knob.drawing()
        guard let layer = Self.levelLayer(knob), case let .arc(_, _, arc, _) = layer.elements.first else {
            Issue.record("no level arc")
            return
        }
        // Half the 270° arc from its start, and a peak mark.
        #expect(isClose(arc.start.degrees, 225) && isClose(arc.sweep.degrees, 135))
        #expect(layer.elements.count == 2)
        // A new level changes that layer only.
        knob.levelOverlay?.update(level: 0.25, at: 0.016)
        let after = knob.drawing()
        let changed = zip(before.elements, after.elements).filter { $0 != $1 }
        #expect(changed.count == 1)
        if case let .group(group)? = changed.first?.1 { #expect(group.layer == Drawing.LayerID("knob.level")) }
    }

    @Test func aModulationArcStartsAtTheValue() {
        var knob = RotaryKnobModel(value: 0.5)
        knob.levelOverlay = RotaryLevelOverlay(kind: .modulation, holdsPeak: false)
        knob.levelOverlay?.update(level: -0.2, at: 0)
        guard let layer = Self.levelLayer(knob), case let .arc(_, _, arc, _) = layer.elements.first else {
            Issue.record("no modulation arc")
            return
        }
        #expect(isClose(arc.start.degrees, 360 - 54) && isClose(arc.sweep.degrees, 54) && layer.elements.count == 1)
    }
}
