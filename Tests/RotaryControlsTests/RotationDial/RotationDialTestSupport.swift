import RotaryControls
import Testing

typealias DialEvent = RotationDialModel.Event

extension RotationDialModel {
    /// Handles `event` and returns exactly what was reported.
    mutating func send(_ event: PointerEvent) -> [DialEvent] {
        var events: [DialEvent] = []
        handle(event) { events.append($0) }
        return events
    }

    /// Presses `key` and returns whether it was used and the events reported.
    mutating func pressing(_ key: ControlKey) -> (used: Bool, events: [DialEvent]) {
        var events: [DialEvent] = []
        let used = handle(key, at: 0) { events.append($0) }
        return (used, events)
    }

    /// Advances the frame clock and returns the events reported.
    mutating func advancing(to time: Double) -> [DialEvent] {
        var events: [DialEvent] = []
        advance(to: time) { events.append($0) }
        return events
    }
}

/// Whether two dial event lists are equal, rotations compared within a millionth of a degree.
func sameDialEvents(_ actual: [DialEvent], _ expected: [DialEvent]) -> Bool {
    guard actual.count == expected.count else { return false }
    return zip(actual, expected).allSatisfy { a, e in
        if case let .valueChanged(ar, au) = a, case let .valueChanged(er, eu) = e {
            return au == eu && isClose(ar.degrees, er.degrees, 1e-6)
        }
        return a == e
    }
}

/// `.valueChanged(degrees, fromUser: true)`.
func turned(_ degrees: Double) -> DialEvent { .valueChanged(Rotation(degrees: degrees), fromUser: true) }
