import FuzzSupport
import RotaryControls

// MARK: - Entry point

/// libFuzzer entry: a random `PickerWheelModel` (empty, short or 10 000-row lists with random
/// disabled rows; NaN, infinite or zero bounds and row heights), then a random stream of
/// pointer events, keys, scrolling, frames, programmatic selections, item changes, enabling
/// and disabling, and adjustments. Traps on any broken invariant.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPickerWheel(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size: size)
    var picker = makePicker(&input)
    var time = 0.0
    var editing = 0
    while !input.isExhausted {
        var previous = picker.selectedIndex
        let count = picker.items.count
        let report: (PickerWheelModel.Event) -> Void = { event in
            switch event {
            case .editingBegan: editing += 1
            case .editingEnded: editing -= 1
            case let .valueChanged(index, _):
                precondition(index != previous && index >= 0 && index < count, "valueChanged is a real change")
                previous = index
            case let .rowPassed(row): precondition(row >= 0 && row < count, "rows passed exist")
            case .feedback: break
            }
            precondition(editing == 0 || editing == 1, "editing began/ended alternate")
        }
        switch input.byte() & 15 {
        case 0:
            if input.bool() {
                picker.selectedIndex = input.int(in: -5...12_000)
                previous = picker.selectedIndex
            } else {
                picker.setSelectedIndex(input.int(in: -5...12_000), report: report)
            }
        case 1: picker.items = makeItems(&input)
        case 2:
            picker.advance(to: time + input.double(in: 0...2), report: report)
            precondition(!picker.isReduceMotionEnabled || picker.isTracking || !picker.needsFrames,
                         "Reduce Motion: nothing moves by itself after a frame")
        case 3:
            let key = ControlKey.allCases[input.int(in: 0...(ControlKey.allCases.count - 1))]
            let used = picker.handle(key, at: time, report: report)
            precondition(!used || picker.isEnabled, "a disabled wheel uses no key")
        case 4:
            let adjustment: ControlAdjustment = input.bool() ? .steps(input.int(in: Int.min...Int.max))
                : .pages(input.int(in: -3...3))
            _ = picker.adjust(adjustment, part: 0, at: time, report: report)
            _ = picker.scroll(.points(input.double(in: -100...100)), at: time, report: report)
        case 5: picker.style.rowHeight = input.double(in: -10...300)
        case 6:
            picker.isReduceMotionEnabled = input.bool()
            picker.setEnabled(input.byte() < 230, report: report)
        case 7: picker.bounds = makeBounds(&input)
        default:
            picker.handle(makeEvent(&input, picker: picker, time: &time), report: report)
        }
        checkInvariants(picker)
    }
    picker.handle(.cancelled(x: 0, y: 0, at: time)) { event in
        if case .editingEnded = event { editing -= 1 }
    }
    picker.advance(to: .infinity) { event in
        if case .editingEnded = event { editing -= 1 }
    }
    precondition(editing == 0 && !picker.isTracking && !picker.needsFrames, "every session ends")
    if let index = picker.selectedIndex { precondition(picker.offset == Double(index), "rests on the selection") }
    return 0
}

// MARK: - Inputs

private func makeItems(_ input: inout FuzzInput) -> [SpinnerItem] {
    let count = input.byte() < 16 ? 10_000 : input.int(in: 0...40)
    let mask = input.bits(bytes: 3)
    var items: [SpinnerItem] = []
    items.reserveCapacity(count)
    for index in 0..<count {
        let title = index % 7 == 0 ? "" : "Row"
        let description: String? = index % 5 == 0 ? "d" : nil
        let bit: UInt64 = 1 << UInt64(index % 24)
        items.append(SpinnerItem(icon: "star", title: title, description: description, isEnabled: mask & bit != 0))
    }
    return items
}

private func makeBounds(_ input: inout FuzzInput) -> Rect {
    Rect(x: input.double(in: -50...50), y: input.double(in: -50...50),
         width: input.double(in: 0...600), height: input.double(in: 0...600))
}

private func makePicker(_ input: inout FuzzInput) -> PickerWheelModel {
    var picker = PickerWheelModel(items: makeItems(&input), selectedIndex: input.int(in: -5...12_000),
                                  bounds: makeBounds(&input))
    picker.style.rowHeight = input.double(in: -10...300)
    picker.style.fontSize = input.double(in: -10...100)
    picker.isReduceMotionEnabled = input.bool()
    picker.setEnabled(input.byte() < 240) { _ in }
    return picker
}

private func makeEvent(_ input: inout FuzzInput, picker: PickerWheelModel, time: inout Double) -> PointerEvent {
    let phases: [PointerEvent.Phase] = [.moved, .moved, .moved, .moved, .began, .ended, .cancelled]
    let phase = phases[input.int(in: 0...(phases.count - 1))]
    time = input.byte() < 240 ? time + input.finiteDouble(in: 0...0.1) : input.double(in: -10...10)
    let bounds = picker.bounds
    let location: Point
    if input.byte() < 200, bounds.origin.isFinite, bounds.width.isFinite, bounds.height.isFinite {
        location = Point(x: bounds.minX + input.finiteDouble(in: 0...1) * bounds.width,
                         y: bounds.minY + input.finiteDouble(in: -0.5...1.5) * bounds.height)
    } else {
        location = Point(x: input.double(in: -1000...1000), y: input.double(in: -1000...1000))
    }
    return PointerEvent(phase: phase, location: location, timestamp: time)
}

// MARK: - Invariants

private func checkInvariants(_ picker: PickerWheelModel) {
    let count = picker.items.count
    precondition(picker.offset.isFinite && picker.offset >= 0 && picker.offset <= Double(Swift.max(count - 1, 0)),
                 "offset finite and within the rows")
    if let index = picker.selectedIndex {
        precondition(index >= 0 && index < count && picker.items[index].isEnabled, "selection is an enabled row")
    } else {
        precondition(!picker.items.contains { $0.isEnabled }, "nil selection only without enabled rows")
    }
    if let predicted = picker.predictedRow {
        precondition(predicted >= 0 && predicted < count && picker.items[predicted].isEnabled, "predicted row is enabled")
    }
    let text = picker.drawing().description
    precondition(!text.contains("nan") && !text.contains("inf"), "no NaN or infinity in the drawing:\n\(text)")
}
