import RotaryControls
import Testing

typealias SliderEvent = CircularSliderModel.Event

/// Centre and track radius of a default slider in the default 200 × 200 bounds
/// (radius 100 − 14.5: the large handle, 7.5, grows by 3 when pressed and has a 4-point halo).
let sliderCenter = Point(x: 100, y: 100)
let sliderRadius = 85.5

/// A pointer event at `degrees` clockwise from 12 o'clock on the default slider's track.
func sliderEvent(_ phase: PointerEvent.Phase, _ degrees: Double, radius: Double = sliderRadius, time: Double = 0)
    -> PointerEvent
{
    PointerEvent(
        phase: phase, location: Point(center: sliderCenter, radius: radius, bearing: Bearing(degrees: degrees)),
        timestamp: time)
}

extension CircularSliderModel {
    /// Handles `event` and returns the events reported.
    mutating func send(_ event: PointerEvent) -> [SliderEvent] {
        var events: [SliderEvent] = []
        handle(event) { events.append($0) }
        return events
    }
}

/// Whether two event lists are equal, values compared within `tolerance`.
func sameEvents(_ actual: [SliderEvent], _ expected: [SliderEvent], tolerance: Double = 1e-9) -> Bool {
    guard actual.count == expected.count else { return false }
    for (a, e) in zip(actual, expected) {
        if case let .valueChanged(av, ah, au) = a, case let .valueChanged(ev, eh, eu) = e {
            if !(isClose(av, ev, tolerance) && ah == eh && au == eu) { return false }
        } else if a != e {
            return false
        }
    }
    return true
}

extension CircularSliderModel {
    /// Presses `key` and returns whether it was used and the events reported.
    mutating func press(_ key: ControlKey, at time: Double = 0) -> (used: Bool, events: [SliderEvent]) {
        var events: [SliderEvent] = []
        let used = handle(key, at: time) { events.append($0) }
        return (used, events)
    }

    /// Scrolls by `input` and returns whether it was taken and the events reported.
    mutating func scrolled(_ input: ScrollInput, at time: Double = 0) -> (used: Bool, events: [SliderEvent]) {
        var events: [SliderEvent] = []
        let used = scroll(input, at: time) { events.append($0) }
        return (used, events)
    }

    /// Applies `adjustment` to `part` and returns whether it was used and the events reported.
    mutating func adjusted(_ adjustment: ControlAdjustment, part: Int = 0, at time: Double = 0) -> (
        used: Bool, events: [SliderEvent]
    ) {
        var events: [SliderEvent] = []
        let used = adjust(adjustment, part: part, at: time) { events.append($0) }
        return (used, events)
    }
}
