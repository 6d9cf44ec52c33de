import FuzzSupport
import RotaryControls

// MARK: - Entry point

/// libFuzzer entry: a random `RadialSpinnerModel` (empty, one item, many items, disabled
/// items, NaN and zero sizes, every mode), then a random stream of pointer events, keys,
/// scrolling, frames, close requests and their answers, enabling and disabling, programmatic
/// changes of items, selection, options and bounds, and adjustments. Beside the contract
/// (``ContractHarness``), traps when the spinner's own invariants break: reported items are
/// enabled, one close request at a time, spins land on enabled items, the selection is an
/// enabled item, at rest the ring is on the selection, the layout is finite.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRadialSpinner(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size: size)
    var harness = ContractHarness(
        RadialSpinnerModel(
            items: makeItems(&input), selectedIndex: input.int(in: -3...60),
            mode: input.pick(), bounds: input.bounds()))
    var time = 0.0
    while !input.isExhausted {
        let items = harness.model.items
        let wasPending = harness.model.isCloseRequestPending
        // A spin or a fling the call cuts short lands first.
        let code = FuzzStep.code(changes: 1, owed: harness.model.needsFrames ? 1 : 0)
        var requests = 0
        let itemEvents: (RadialSpinnerModel.Event, Int) -> Void = { event, editing in
            switch event {
            case let .valueChanged(index, _):
                precondition(items.indices.contains(index) && items[index].isEnabled, "reported items are enabled")
            case let .valueSelected(index):
                precondition(
                    editing <= 1 && items.indices.contains(index) && items[index].isEnabled, "a choice is enabled")
            case let .singleValueSelected(index):
                precondition(items.indices.contains(index) && items[index].isEnabled, "the button is an enabled item")
                precondition(items.count == 1 || items.filter(\.isEnabled).count == 1, "a button has one enabled item")
            case .closeRequested:
                requests += 1
                precondition(!wasPending && requests == 1, "one request at a time")
            case let .spinEnded(index):
                precondition(items.indices.contains(index) && items[index].isEnabled, "a spin ends on an enabled item")
                precondition(editing == 0, "a spin is not an editing session")
            default: break
            }
        }
        switch input.byte() & 15 {
        case 0:
            if input.bool() {
                harness.step(.setting) { spinner, _ in
                    spinner.selectedIndex = input.bool() ? input.int(in: -5...70) : nil
                }
            } else {
                harness.step(code, check: itemEvents) { spinner, report in
                    spinner.setSelectedIndex(input.int(in: -5...70), report: report)
                }
            }
        case 1: harness.step(.setting) { spinner, _ in spinner.items = makeItems(&input) }
        case 2:
            harness.step(.frame, check: itemEvents) { spinner, report in
                spinner.advance(
                    to: input.byte() < 250 ? time + input.double(in: 0...2) : input.double(in: -5...5),
                    report: report)
            }
        case 3:
            harness.step(.input, check: itemEvents) { spinner, report in
                let adjustment: ControlAdjustment
                switch input.int(in: 0...3) {
                case 0: adjustment = .steps(input.int(in: Int.min...Int.max))
                case 1: adjustment = .pages(input.int(in: -3...3))
                case 2: adjustment = .toMinimum
                default: adjustment = .toMaximum
                }
                let used = spinner.adjust(adjustment, part: input.int(in: -1...1), at: time, report: report)
                precondition(!used || spinner.isEnabled, "a disabled spinner uses no adjustment")
            }
        case 4:
            harness.step(.setting, check: itemEvents) { spinner, report in
                switch input.int(in: 0...3) {
                case 0: spinner.isOpen = input.bool()
                case 1: spinner.asksBeforeClosing = input.bool()
                case 2: spinner.confirmClose(report: report)
                default: spinner.keepOpen()
                }
            }
        case 5:
            harness.step(.setting) { spinner, _ in
                spinner.mode = input.pick()
                spinner.threshold = input.int(in: -3...40)
                spinner.maximumVisibleSpokes = input.int(in: -2...60)
                if input.bool() {
                    spinner.sliceSizes = (0..<input.int(in: 0...14)).map { _ in input.double(in: -1...10) }
                }
            }
        case 6:
            harness.step(.setting, check: itemEvents) { spinner, report in
                spinner.isReduceMotionEnabled = input.bool()
                spinner.setEnabled(input.byte() < 230, report: report)
                spinner.isRightToLeft = input.bool()
                spinner.isSoundOn = input.bool()
                spinner.isHapticsOn = input.bool()
            }
        case 7:
            harness.step(.setting) { spinner, _ in
                spinner.radius = input.optionalDouble(in: -10...400)
                if input.bool() { spinner.bounds = input.bounds() }
                spinner.style.centerRadius = input.double(in: -10...200)
                spinner.style.borderWidth = input.double(in: -5...40)
                spinner.style.isDaisy = input.bool()
                spinner.flingTimeConstant = input.double(in: -1...5)
            }
        case 8:
            harness.step(.input, check: itemEvents) { spinner, report in
                let used = spinner.handle(input.pick(ControlKey.self), at: time, report: report)
                precondition(!used || spinner.isEnabled, "a disabled spinner uses no key")
            }
        case 10:
            let index = input.int(in: -2...70)
            var spun = false
            harness.step(code, check: itemEvents) { spinner, report in
                spun = spinner.spin(
                    to: index, turns: input.int(in: -20...20), duration: input.double(in: -1...8),
                    at: time, report: report)
            }
            if spun {
                precondition(items.indices.contains(index) && items[index].isEnabled, "a spin lands on an enabled item")
            }
            if spun, !harness.model.isSpinning {
                precondition(harness.model.selectedIndex == index, "a spin that landed at once is there")
            }
        case 9:
            harness.step(.input, check: itemEvents) { spinner, report in
                let scroll: ScrollInput =
                    input.bool()
                    ? .notches(input.double(in: -5...5))
                    : .points(input.double(in: -200...200))
                _ = spinner.scroll(scroll, at: time, report: report)
            }
        default:
            harness.step(.input, check: itemEvents) { spinner, report in
                spinner.handle(makeEvent(&input, spinner: spinner, time: &time), report: report)
            }
        }
        checkInvariants(harness.model, editing: harness.editing)
    }
    harness.step(.input) { spinner, report in spinner.handle(.cancelled(x: 0, y: 0, at: time), report: report) }
    harness.step(.setting) { spinner, _ in spinner.keepOpen() }
    harness.step(.frame) { spinner, report in spinner.advance(to: .infinity, report: report) }
    harness.finish()
    precondition(!harness.model.needsFrames && !harness.model.isSpinning, "the last frame ends every spin")
    checkInvariants(harness.model, editing: harness.editing)
    return 0
}

// MARK: - Inputs

/// Lists made before, by item count and mask (see `makeItems`).
nonisolated(unsafe) private var madeItems = FuzzMemo<UInt64, [SpinnerItem]>(capacity: 32)

/// No item, one, 1 000 or 10 000 (one list in ten each), else 2 to 60; each enabled by one of
/// 16 mask bits. A list made before with the same count and mask is handed out again.
private func makeItems(_ input: inout FuzzInput) -> [SpinnerItem] {
    let count: Int
    switch input.int(in: 0...9) {
    case 0: count = 0
    case 1: count = 1
    case 2: count = input.bool() ? 10_000 : 1_000
    default: count = input.int(in: 2...60)
    }
    let mask = input.bits(bytes: 2)
    return madeItems.value(for: UInt64(count) << 32 | mask) { makeItems(count: count, mask: mask) }
}

private func makeItems(count: Int, mask: UInt64) -> [SpinnerItem] {
    let icons: [ImageReference] = ["star", "heart", "bolt"]
    return (0..<count).map { index in
        SpinnerItem(icon: icons[index % 3], title: "\(index)", isEnabled: mask & (1 << UInt64(index % 16)) != 0)
    }
}

/// A pointer event mostly around the ring or on the centre, sometimes anywhere at all.
private func makeEvent(_ input: inout FuzzInput, spinner: RadialSpinnerModel, time: inout Double) -> PointerEvent {
    let phase = input.pointerPhase()
    time = input.time(after: time)
    let layout = spinner.layout
    let location: Point
    switch input.byte() {
    case 0..<170:
        let bearing = input.bearing()
        location = Point(
            center: layout.center, radius: input.finiteDouble(in: 0...(layout.ringRadius + 40)), bearing: bearing)
    case 170..<210:
        location = layout.center
    default:
        location = input.anywhere()
    }
    return PointerEvent(phase: phase, location: location, timestamp: time)
}

// MARK: - Invariants

private func checkInvariants(_ spinner: RadialSpinnerModel, editing: Int) {
    let items = spinner.items
    if let index = spinner.selectedIndex {
        precondition(items.indices.contains(index) && items[index].isEnabled, "the selection is an enabled item")
    } else {
        precondition(!items.contains { $0.isEnabled }, "no selection only without enabled items")
    }
    if let predicted = spinner.predictedRestingIndex {
        precondition(items.isEmpty || items.indices.contains(predicted), "the prediction is an item")
    }
    precondition(spinner.ringPosition.isFinite, "the ring position is finite")
    precondition(!spinner.isOpen || !items.isEmpty, "an empty spinner never opens")
    if spinner.isCloseRequestPending { precondition(spinner.isOpen, "only an open spinner asks to close") }
    if editing == 0, !spinner.isTracking, !spinner.needsFrames {
        precondition(spinner.ringPosition == Double(spinner.selectedIndex ?? 0), "at rest the ring is on the selection")
    }
    let layout = spinner.layout
    for value in [layout.ringRadius, layout.spokeRadius, layout.iconRadius, layout.centerRadius] {
        precondition(value.isFinite && value >= 0, "the layout is finite")
    }
}
