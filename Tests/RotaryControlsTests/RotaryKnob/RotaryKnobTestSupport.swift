import RotaryControls
import Testing

typealias KnobEvent = RotaryKnobModel.Event

/// The centre of a default knob (100 × 100 bounds).
let knobCenter = Point(x: 50, y: 50)

/// A pointer event at `degrees` clockwise from 12 o'clock, `radius` from the default knob's centre.
func knobEvent(_ phase: PointerEvent.Phase, _ degrees: Double, radius: Double = 40, time: Double = 0, tapCount: Int = 1)
    -> PointerEvent
{
    PointerEvent(
        phase: phase, location: Point(center: knobCenter, radius: radius, bearing: Bearing(degrees: degrees)),
        timestamp: time, tapCount: tapCount)
}

/// A pointer event at `(x, y)`.
func knobEvent(_ phase: PointerEvent.Phase, x: Double, y: Double, time: Double = 0, tapCount: Int = 1) -> PointerEvent {
    PointerEvent(phase: phase, location: Point(x: x, y: y), timestamp: time, tapCount: tapCount)
}

extension RotaryKnobModel {
    /// Handles `event` and returns the events reported.
    mutating func send(_ event: PointerEvent) -> [KnobEvent] {
        var events: [KnobEvent] = []
        handle(event) { events.append($0) }
        return events
    }

    /// Enables or disables and returns the events reported.
    mutating func enable(_ enabled: Bool) -> [KnobEvent] {
        var events: [KnobEvent] = []
        setEnabled(enabled) { events.append($0) }
        return events
    }
}

/// Whether two event lists are equal, values compared within `tolerance`.
func sameKnobEvents(_ actual: [KnobEvent], _ expected: [KnobEvent], tolerance: Double = 1e-9) -> Bool {
    guard actual.count == expected.count else { return false }
    for (a, e) in zip(actual, expected) {
        if case let .valueChanged(av, au) = a, case let .valueChanged(ev, eu) = e {
            if !(isClose(av, ev, tolerance) && au == eu) { return false }
        } else if a != e {
            return false
        }
    }
    return true
}

/// `.valueChanged(value, fromUser: true)`.
func user(_ value: Double) -> KnobEvent { .valueChanged(value, fromUser: true) }

/// A tick.
let tick = KnobEvent.feedback(.selectionTick)

/// `.valueChanged(value, fromUser: false)`: a value set in code.
func code(_ value: Double) -> KnobEvent { .valueChanged(value, fromUser: false) }

extension RotaryKnobModel {
    /// The drawing with `style` stored first.
    func drawing(with style: RotaryKnobStyle) -> Drawing {
        var copy = self
        copy.style = style
        return copy.drawing()
    }

    /// Applies `adjustment` and returns the events reported (`used` gets the answer).
    mutating func adjusting(_ adjustment: ControlAdjustment, at time: Double = 0) -> [KnobEvent] {
        var events: [KnobEvent] = []
        _ = adjust(adjustment, part: 0, at: time) { events.append($0) }
        return events
    }

    /// Presses `key` and returns whether it was used and the events reported.
    mutating func pressing(_ key: ControlKey, at time: Double = 0) -> (used: Bool, events: [KnobEvent]) {
        var events: [KnobEvent] = []
        let used = handle(key, at: time) { events.append($0) }
        return (used, events)
    }

    /// Sets the value in code and returns the events reported.
    mutating func setting(
        _ value: Double, animated: Bool, duration: Double = ValueAnimation.defaultDuration,
        curve: TimingCurve = .easeInOut, at time: Double = 0
    ) -> [KnobEvent] {
        var events: [KnobEvent] = []
        setValue(value, animated: animated, duration: duration, curve: curve, at: time) { events.append($0) }
        return events
    }

    /// Advances the frame clock and returns the events reported.
    mutating func advancing(to time: Double) -> [KnobEvent] {
        var events: [KnobEvent] = []
        advance(to: time) { events.append($0) }
        return events
    }
}
