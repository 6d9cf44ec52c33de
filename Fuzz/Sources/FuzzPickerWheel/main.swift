import FuzzSupport
import RotaryControls

// MARK: - Entry point

/// libFuzzer entry: a random `PickerWheelModel` (empty, short or 10 000-row lists with random
/// disabled rows; NaN, infinite or zero bounds and row heights), then a random stream of
/// pointer events, keys, scrolling, frames, programmatic selections, item changes, enabling
/// and disabling, and adjustments. Beside the contract (``ContractHarness``), traps when the
/// wheel's own invariants break: a reported change is a real change to an existing row, the
/// offset stays on the rows, the selection and the predicted row are enabled rows, a finished
/// wheel rests on its selection.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPickerWheel(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size: size)
    var harness = ContractHarness(makePicker(&input))
    var time = 0.0
    while !input.isExhausted {
        var previous = harness.model.selectedIndex
        let count = harness.model.items.count
        let rows: (PickerWheelModel.Event, Int) -> Void = { event, _ in
            switch event {
            case let .valueChanged(index, _):
                precondition(index != previous && index >= 0 && index < count, "valueChanged is a real change")
                previous = index
            case let .rowPassed(row): precondition(row >= 0 && row < count, "rows passed exist")
            case .editingBegan, .editingEnded, .feedback: break
            }
        }
        switch input.byte() & 15 {
        case 0:
            if input.bool() {
                harness.step(.setting) { picker, _ in picker.selectedIndex = input.int(in: -5...12_000) }
            } else {
                harness.step(.code(changes: 1), check: rows) { picker, report in
                    picker.setSelectedIndex(input.int(in: -5...12_000), report: report)
                }
            }
        case 1: harness.step(.setting) { picker, _ in picker.items = makeItems(&input) }
        case 2:
            harness.step(.frame, check: rows) { picker, report in
                picker.advance(to: time + input.double(in: 0...2), report: report)
            }
        case 3:
            harness.step(.input, check: rows) { picker, report in
                let used = picker.handle(input.pick(ControlKey.self), at: time, report: report)
                precondition(!used || picker.isEnabled, "a disabled wheel uses no key")
            }
        case 4:
            harness.step(.input, check: rows) { picker, report in
                let adjustment: ControlAdjustment =
                    input.bool()
                    ? .steps(input.int(in: Int.min...Int.max))
                    : .pages(input.int(in: -3...3))
                _ = picker.adjust(adjustment, part: 0, at: time, report: report)
                _ = picker.scroll(.points(input.double(in: -100...100)), at: time, report: report)
            }
        case 5: harness.step(.setting) { picker, _ in picker.style.rowHeight = input.double(in: -10...300) }
        case 6:
            harness.step(.setting, check: rows) { picker, report in
                picker.isReduceMotionEnabled = input.bool()
                picker.setEnabled(input.byte() < 230, report: report)
            }
        case 7: harness.step(.setting) { picker, _ in picker.bounds = input.bounds() }
        default:
            harness.step(.input, check: rows) { picker, report in
                picker.handle(makeEvent(&input, picker: picker, time: &time), report: report)
            }
        }
        checkInvariants(harness.model)
    }
    harness.step(.input) { picker, report in picker.handle(.cancelled(x: 0, y: 0, at: time), report: report) }
    harness.step(.frame) { picker, report in picker.advance(to: .infinity, report: report) }
    harness.finish()
    let picker = harness.model
    precondition(!picker.needsFrames, "the last frame ends every motion")
    if let index = picker.selectedIndex { precondition(picker.offset == Double(index), "rests on the selection") }
    return 0
}

// MARK: - Inputs

/// Lists made before, by row count and mask (see `makeItems`): the 10 000-row lists, which
/// cost most to make and come back most (a first byte below 16 is kept by the fuzzer once it
/// finds them), in a memo of their own.
nonisolated(unsafe) private var madeItems = FuzzMemo<UInt64, [SpinnerItem]>(capacity: 32)
nonisolated(unsafe) private var madeLongItems = FuzzMemo<UInt64, [SpinnerItem]>(capacity: 256)

/// The rows (10 000 for a first byte below 16, else up to 40), each enabled by one of 24 mask
/// bits. Row `i` depends only on `i % 840` (titles every 7th, descriptions every 5th, the mask
/// every 24th), so the first 840 rows are made and the rest copied from them a block at a
/// time; a list made before with the same count and mask is handed out again. Once the memo of
/// long lists is full, the oldest is re-enabled by the new mask in place of a new list.
private func makeItems(_ input: inout FuzzInput) -> [SpinnerItem] {
    let count = input.byte() < 16 ? 10_000 : input.int(in: 0...40)
    let mask = input.bits(bytes: 3)
    if count == 10_000 {
        return madeLongItems.value(for: mask, make: { makeItems(count: count, mask: mask) }) { items in
            enable(&items, mask: mask)
        }
    }
    return madeItems.value(for: UInt64(count) << 32 | mask) { makeItems(count: count, mask: mask) }
}

private func makeItems(count: Int, mask: UInt64) -> [SpinnerItem] {
    let period = 840
    var block: [SpinnerItem] = []
    block.reserveCapacity(Swift.min(count, period))
    for index in 0..<Swift.min(count, period) {
        let title = index % 7 == 0 ? "" : "Row"
        let description: String? = index % 5 == 0 ? "d" : nil
        let bit: UInt64 = 1 << UInt64(index % 24)
        block.append(SpinnerItem(icon: "star", title: title, description: description, isEnabled: mask & bit != 0))
    }
    guard count > period else { return block }
    var items: [SpinnerItem] = []
    items.reserveCapacity(count)
    while items.count < count {
        items.append(contentsOf: block.prefix(count - items.count))
    }
    return items
}

/// Enables row `i` of `items` by bit `i % 24` of `mask`, as `makeItems(count:mask:)` does (which
/// made every other field independent of the mask).
private func enable(_ items: inout [SpinnerItem], mask: UInt64) {
    items.withUnsafeMutableBufferPointer { rows in
        var bit = 0
        for index in rows.indices {
            rows[index].isEnabled = mask >> UInt64(bit) & 1 != 0
            bit = bit == 23 ? 0 : bit + 1
        }
    }
}

private func makePicker(_ input: inout FuzzInput) -> PickerWheelModel {
    var picker = PickerWheelModel(
        items: makeItems(&input), selectedIndex: input.int(in: -5...12_000),
        bounds: input.bounds())
    picker.style.rowHeight = input.double(in: -10...300)
    picker.style.fontSize = input.double(in: -10...100)
    picker.isReduceMotionEnabled = input.bool()
    picker.setEnabled(input.byte() < 240) { _ in }
    return picker
}

/// A pointer event mostly over the wheel (and a little above and below it), sometimes anywhere.
private func makeEvent(_ input: inout FuzzInput, picker: PickerWheelModel, time: inout Double) -> PointerEvent {
    let phase = input.pointerPhase()
    time = input.time(after: time)
    let bounds = picker.bounds
    let location: Point
    if input.byte() < 200, bounds.origin.isFinite, bounds.width.isFinite, bounds.height.isFinite {
        location = Point(
            x: bounds.minX + input.finiteDouble(in: 0...1) * bounds.width,
            y: bounds.minY + input.finiteDouble(in: -0.5...1.5) * bounds.height)
    } else {
        location = input.anywhere()
    }
    return PointerEvent(phase: phase, location: location, timestamp: time)
}

// MARK: - Invariants

private func checkInvariants(_ picker: PickerWheelModel) {
    let count = picker.items.count
    precondition(
        picker.offset.isFinite && picker.offset >= 0 && picker.offset <= Double(Swift.max(count - 1, 0)),
        "offset finite and within the rows")
    // The rows are read in place: reading `items[i].isEnabled` or calling `contains` copies
    // whole items, which a nil selection on 10 000 disabled rows does on every step.
    picker.items.withUnsafeBufferPointer { rows in
        if let index = picker.selectedIndex {
            precondition(index >= 0 && index < count && rows[index].isEnabled, "selection is an enabled row")
        } else {
            var anyEnabled = false
            for index in rows.indices where rows[index].isEnabled {
                anyEnabled = true
                break
            }
            precondition(!anyEnabled, "nil selection only without enabled rows")
        }
        if let predicted = picker.predictedRow {
            precondition(
                predicted >= 0 && predicted < count && rows[predicted].isEnabled, "predicted row is enabled")
        }
    }
}
