import PropertyBased
import RotaryControls
import Testing

/// Invariants under random configurations and random finger walks.
@Suite struct RotaryKnobPropertyTests {
    /// A knob configured from `mode`: bits choose the style, endless mode, continuity, a step,
    /// detents, a scaling factor and fine adjust.
    static func knob(mode: Int, minimum: Double, span: Double) -> RotaryKnobModel {
        var knob = RotaryKnobModel(
            minimumValue: minimum, maximumValue: minimum + span, value: minimum + span / 3,
            defaultValue: minimum + span / 2)
        knob.interaction.kind = RotaryKnobInteraction.Kind.allCases[mode % 3]
        knob.isEndless = mode & 4 == 4
        knob.isContinuous = mode & 8 == 0
        if mode & 16 == 16 { knob.step = span / 7 }
        if mode & 32 == 32 { knob.detentsPerTurn = 1 + mode % 40 }
        if mode & 64 == 64 { knob.interaction.scalingFactor = 3 }
        if mode & 128 == 128 { knob.interaction.fineAdjustmentDistance = 20 }
        if mode & 256 == 256 { knob.maximumAngle = Double(mode % 360) }
        return knob
    }

    static func inRange(_ knob: RotaryKnobModel, _ value: Double) -> Bool {
        guard value.isFinite, value >= knob.minimumValue, value <= knob.maximumValue else { return false }
        return !knob.isEndless || knob.maximumValue == knob.minimumValue || value < knob.maximumValue
    }

    @Test func valueStaysInRangeNeverNaNAndEventsBalance() async {
        let steps = Gen.double(in: -70...70).array(of: 1...60)
        await propertyCheck(
            count: 400, input: Gen.int(in: 0...511), Gen.double(in: -1000...1000),
            Gen.double(in: 0...500), steps
        ) { mode, minimum, span, steps in
            var knob = Self.knob(mode: mode, minimum: minimum, span: span)
            var began = 0
            var ended = 0
            var degrees = 0.0
            var time = 0.0
            var reported = knob.value
            func check(_ events: [KnobEvent]) {
                var ticks = 0
                for event in events {
                    switch event {
                    case .editingBegan: began += 1
                    case .editingEnded: ended += 1
                    case let .valueChanged(value, fromUser):
                        #expect(fromUser && value == knob.value && value != reported)
                        reported = value
                    case .feedback: ticks += 1
                    }
                }
                #expect(ticks <= (knob.detentsPerTurn ?? 0) + 1)
                #expect(Self.inRange(knob, knob.value) && Self.inRange(knob, knob.displayedValue))
                #expect(began == ended + (knob.isTracking ? 1 : 0))
                #expect(knob.isHighlighted == (knob.isTracking && knob.isEnabled))
            }
            check(knob.send(knobEvent(.began, degrees, time: time)))
            for step in steps {
                time += 1.0 / 60
                let radius = step.magnitude.truncatingRemainder(dividingBy: 1) < 0.1 ? 2.0 : 40
                switch step {
                case 65...:
                    check(knob.send(knobEvent(.ended, degrees, time: time)))
                    check(knob.send(knobEvent(.began, degrees, time: time, tapCount: Int(step) % 3)))
                case ...(-67):
                    check(knob.enable(!knob.isEnabled))
                case ...(-65):
                    check(knob.send(knobEvent(.cancelled, degrees, time: time)))
                    check(knob.send(knobEvent(.began, degrees, time: time)))
                default:
                    degrees += step
                    if !knob.isEndless, knob.isContinuous {
                        let before = knob.value
                        check(knob.send(knobEvent(.moved, degrees, radius: radius, time: time)))
                        if knob.interaction.kind == .rotating, mode & 64 == 0, mode & 16 == 0,
                            knob.arc.sweep.radians > 0.1
                        {
                            // Never a jump: at most what the finger turned, never across the gap.
                            #expect(
                                abs(knob.value - before)
                                    <= span * abs(step) / knob.arc.sweep.degrees + 1e-9 * max(1, abs(minimum)))
                        }
                    } else {
                        check(knob.send(knobEvent(.moved, degrees, radius: radius, time: time)))
                    }
                }
                var frame: [KnobEvent] = []
                knob.advance(to: time) { frame.append($0) }
                #expect(frame.isEmpty)
                check([])
            }
            _ = knob.enable(true)
            check(knob.send(knobEvent(.cancelled, degrees, time: time)))
            #expect(began == ended && !knob.isTracking)
        }
    }
}
