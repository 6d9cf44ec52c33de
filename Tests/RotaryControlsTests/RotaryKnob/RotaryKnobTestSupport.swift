import RotaryControls
import Testing

typealias KnobEvent = RotaryKnobModel.Event

/// The centre of a default knob (100 × 100 bounds).
let knobCenter = Point(x: 50, y: 50)

/// A pointer event at `degrees` clockwise from 12 o'clock, `radius` from the default knob's centre.
func knobEvent(_ phase: PointerEvent.Phase, _ degrees: Double, radius: Double = 40, time: Double = 0, tapCount: Int = 1) -> PointerEvent {
    PointerEvent(phase: phase, location: Point(center: knobCenter, radius: radius, bearing: Bearing(degrees: degrees)),
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
