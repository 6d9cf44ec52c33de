import RotaryControls
import Testing

/// The picker wheel's feel in numbers: a release while holding still settles within 0.3 s; a
/// flick coasts, then rests within 0.3 s of coming within a tenth of a row (no creep).
@Suite struct PickerWheelFeelTests {
    /// Frames at `hertz` from `start` until the wheel needs none: (time, offset, events) each.
    static func frames(_ wheel: inout PickerWheelModel, from start: Double, hertz: Double)
        -> [(time: Double, offset: Double, events: [PickerEvent])]
    {
        var frames: [(time: Double, offset: Double, events: [PickerEvent])] = []
        var index = 1.0
        while wheel.needsFrames, index <= 20 * hertz {
            let time = start + index / hertz
            let events = wheel.advanced(to: time)
            frames.append((time, wheel.offset, events))
            index += 1
        }
        return frames
    }

    @Test(arguments: [30.0, 60, 120, 240])
    func aReleaseWhileHoldingStillSettlesWithinAThirdOfASecond(hertz: Double) throws {
        var wheel = picker(20)
        _ = wheel.send(vertical(.began, 100, 0))
        for step in 1...6 { _ = wheel.send(vertical(.moved, 100 - Double(step) * 10, Double(step) / 60)) }
        for step in 1...12 { _ = wheel.send(vertical(.moved, 40, 0.1 + Double(step) / 60)) }
        _ = wheel.send(vertical(.ended, 40, 0.3))
        #expect(wheel.predictedRow == 1, "60 points up is 1.36 rows: the nearest row")
        let frames = Self.frames(&wheel, from: 0.3, hertz: hertz)
        let rest = try #require(frames.last)
        #expect(rest.time - 0.3 <= 0.25 + 1 / hertz + 1e-9, "at rest \(rest.time - 0.3) s after the release")
        #expect(rest.events == [.valueChanged(1, fromUser: true), .editingEnded] && wheel.offset == 1)
    }

    @Test(arguments: [30.0, 60, 120, 240])
    func aFlickRestsWithinAThirdOfASecondOfTheLastTenth(hertz: Double) throws {
        var wheel = picker(100)
        _ = PickerWheelDragTests.flick(&wheel)
        let target = try #require(wheel.predictedRow)
        let frames = Self.frames(&wheel, from: 0.04, hertz: hertz)
        let rest = try #require(frames.last)
        let near = try #require(frames.first { Swift.abs($0.offset - Double(target)) <= 0.1 })
        #expect(rest.time - near.time <= 0.3, "creep of \(rest.time - near.time) s at \(hertz) Hz")
        #expect(rest.time - 0.04 < 2, "the whole fling takes \(rest.time - 0.04) s")
        #expect(rest.events.suffix(2) == [.valueChanged(target, fromUser: true), .editingEnded])
        #expect(
            frames.dropLast().allSatisfy { frame in
                !frame.events.contains { if case .valueChanged = $0 { true } else { false } }
            },
            "the selection is reported when the wheel stops")
    }
}
