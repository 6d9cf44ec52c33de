import RotaryControls
import Testing

typealias SpinnerEvent = RadialSpinnerModel.Event

/// The centre of a spinner in the default 300 × 300 bounds.
let spinnerCenter = Point(x: 150, y: 150)

/// The icon names the gallery and the Linux assets use.
let spinnerIconNames = [
    "star", "heart", "bolt", "leaf", "moon", "sun", "drop", "flame", "bell", "flag", "gift", "music",
]

/// `count` items named after the icons ("star 0", …), the indexes in `disabled` disabled.
func spinnerItems(_ count: Int, disabled: Set<Int> = []) -> [SpinnerItem] {
    (0..<count).map { index in
        let name = spinnerIconNames[index % spinnerIconNames.count]
        return SpinnerItem(
            icon: ImageReference(name: name), title: "\(name) \(index)", value: index,
            isEnabled: !disabled.contains(index))
    }
}

/// A spinner with `count` items, already open (set in code, so no events).
func openSpinner(_ count: Int, selected: Int = 0, disabled: Set<Int> = []) -> RadialSpinnerModel {
    var spinner = RadialSpinnerModel(
        items: spinnerItems(count, disabled: disabled), selectedIndex: selected,
        mode: .radialOnly)
    spinner.isOpen = true
    return spinner
}

/// A pointer event at `degrees` clockwise from 12 o'clock, `radius` from the spinner's centre.
func spinnerEvent(_ phase: PointerEvent.Phase, _ degrees: Double, radius: Double = 100, time: Double) -> PointerEvent {
    PointerEvent(
        phase: phase, location: Point(center: spinnerCenter, radius: radius, bearing: Bearing(degrees: degrees)),
        timestamp: time)
}

/// A pointer event at the spinner's centre.
func centerEvent(_ phase: PointerEvent.Phase, time: Double) -> PointerEvent {
    PointerEvent(phase: phase, location: spinnerCenter, timestamp: time)
}

extension RadialSpinnerModel {
    /// Handles `event` and returns the events reported.
    mutating func send(_ event: PointerEvent) -> [SpinnerEvent] {
        var events: [SpinnerEvent] = []
        handle(event) { events.append($0) }
        return events
    }

    /// A tap (began and ended at the same place and time) and the events of both.
    mutating func tap(at location: Point, time: Double) -> [SpinnerEvent] {
        send(PointerEvent(phase: .began, location: location, timestamp: time))
            + send(PointerEvent(phase: .ended, location: location, timestamp: time + 0.05))
    }

    /// Advances to `time` and returns the events reported.
    mutating func advanced(to time: Double) -> [SpinnerEvent] {
        var events: [SpinnerEvent] = []
        advance(to: time) { events.append($0) }
        return events
    }

    /// Advances at `hertz` from `start` until no frames are needed (at most 60 s) and returns
    /// every event reported.
    mutating func runFrames(from start: Double, hertz: Double) -> [SpinnerEvent] {
        var events: [SpinnerEvent] = []
        var frame = 1.0
        while needsFrames, frame <= 60 * hertz {
            advance(to: start + frame / hertz) { events.append($0) }
            frame += 1
        }
        return events
    }

    /// An adjustment of part 0 at `time`, returning the events.
    mutating func adjusted(_ adjustment: ControlAdjustment, time: Double = 0) -> [SpinnerEvent] {
        var events: [SpinnerEvent] = []
        _ = adjust(adjustment, part: 0, at: time) { events.append($0) }
        return events
    }

    /// A key press at `time`, returning whether it was used and the events.
    mutating func pressed(_ key: ControlKey, time: Double = 0) -> (used: Bool, events: [SpinnerEvent]) {
        var events: [SpinnerEvent] = []
        let used = handle(key, at: time) { events.append($0) }
        return (used, events)
    }

    /// One step up (what ↑ sends), returning the events.
    mutating func incremented() -> [SpinnerEvent] { adjusted(.steps(1)) }

    /// One step down (what ↓ sends), returning the events.
    mutating func decremented() -> [SpinnerEvent] { adjusted(.steps(-1)) }

    /// Disables or enables the spinner, returning the events.
    mutating func enabled(_ enabled: Bool) -> [SpinnerEvent] {
        var events: [SpinnerEvent] = []
        setEnabled(enabled) { events.append($0) }
        return events
    }
}

/// A tick and a click: the feedback for one item passed.
let passed: [SpinnerEvent] = [.feedback(.selectionTick), .feedback(.click)]
/// A light impact and a click: the feedback of open, close and the single-item button.
let impact: [SpinnerEvent] = [.feedback(.lightImpact), .feedback(.click)]

/// The number of items passed in `events` (selection ticks).
func ticks(_ events: [SpinnerEvent]) -> Int {
    events.filter { $0 == .feedback(.selectionTick) }.count
}

/// The indexes reported by `valueChanged` in `events`.
func changes(_ events: [SpinnerEvent]) -> [Int] {
    events.compactMap { if case let .valueChanged(index, _) = $0 { return index } else { return nil } }
}
