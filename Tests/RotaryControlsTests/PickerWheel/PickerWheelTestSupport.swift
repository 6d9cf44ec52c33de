import RotaryControls

typealias PickerEvent = PickerWheelModel.Event

/// `count` items named "Row i" with icons, the indexes in `disabled` disabled.
func pickerItems(_ count: Int, disabled: Set<Int> = []) -> [SpinnerItem] {
    (0..<count).map { SpinnerItem(icon: "star", title: "Row \($0)", isEnabled: !disabled.contains($0)) }
}

/// A 200 × 200 picker (centre y = 100, rows 44 high).
func picker(_ count: Int, selected: Int = 0, disabled: Set<Int> = []) -> PickerWheelModel {
    PickerWheelModel(items: pickerItems(count, disabled: disabled), selectedIndex: selected)
}

extension PickerWheelModel {
    /// Handles `event` and returns the events reported.
    mutating func send(_ event: PointerEvent) -> [PickerEvent] {
        var events: [PickerEvent] = []
        handle(event) { events.append($0) }
        return events
    }

    /// Advances to `time` and returns the events reported.
    mutating func advanced(to time: Double) -> [PickerEvent] {
        var events: [PickerEvent] = []
        advance(to: time) { events.append($0) }
        return events
    }

    /// Advances at `hertz` from `start` until no frames are needed (at most 20 s) and returns
    /// the events reported.
    mutating func run(from start: Double, hertz: Double) -> [PickerEvent] {
        var events: [PickerEvent] = []
        var frame = 1.0
        while needsFrames, frame < 20 * hertz {
            advance(to: start + frame / hertz) { events.append($0) }
            frame += 1
        }
        return events
    }
}

/// `rowPassed` and a tick for each row of `rows`.
func passing(_ rows: some Sequence<Int>) -> [PickerEvent] {
    rows.flatMap { [PickerEvent.rowPassed($0), .feedback(.selectionTick)] }
}

/// A vertical pointer event at x = 100.
func vertical(_ phase: PointerEvent.Phase, _ y: Double, _ time: Double) -> PointerEvent {
    PointerEvent(phase: phase, location: Point(x: 100, y: y), timestamp: time)
}
