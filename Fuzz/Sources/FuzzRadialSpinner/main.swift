import FuzzSupport
import RotaryControls

// MARK: - Entry point

/// libFuzzer entry: a random `RadialSpinnerModel` (empty, one item, many items, disabled
/// items, NaN and zero sizes, every mode), then a random stream of pointer events, keys,
/// scrolling, frames, close requests and their answers, enabling and disabling, programmatic
/// changes of items, selection, options and bounds, and adjustments. Traps on any broken
/// invariant.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRadialSpinner(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size: size)
    var spinner = RadialSpinnerModel(items: makeItems(&input), selectedIndex: input.int(in: -3...60),
                                     mode: input.pick(), bounds: makeBounds(&input))
    var time = 0.0
    var editing = 0
    while !input.isExhausted {
        let items = spinner.items
        let wasPending = spinner.isCloseRequestPending
        var requests = 0
        let report: (RadialSpinnerModel.Event) -> Void = { event in
            switch event {
            case .editingBegan: editing += 1
            case .editingEnded: editing -= 1
            case let .valueChanged(index, _):
                precondition(items.indices.contains(index) && items[index].isEnabled, "reported items are enabled")
            case let .valueSelected(index):
                precondition(editing <= 1 && items.indices.contains(index) && items[index].isEnabled, "a choice is enabled")
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
            precondition(editing == 0 || editing == 1, "editing began/ended alternate")
        }
        switch input.byte() & 15 {
        case 0:
            if input.bool() {
                spinner.selectedIndex = input.bool() ? input.int(in: -5...70) : nil
            } else {
                spinner.setSelectedIndex(input.int(in: -5...70), report: report)
            }
        case 1: spinner.items = makeItems(&input)
        case 2:
            spinner.advance(to: input.byte() < 250 ? time + input.double(in: 0...2) : input.double(in: -5...5),
                            report: report)
            precondition(!spinner.isReduceMotionEnabled || spinner.isTracking || !spinner.needsFrames,
                         "Reduce Motion: nothing moves by itself after a frame")
        case 3:
            let adjustment: ControlAdjustment
            switch input.int(in: 0...3) {
            case 0: adjustment = .steps(input.int(in: Int.min...Int.max))
            case 1: adjustment = .pages(input.int(in: -3...3))
            case 2: adjustment = .toMinimum
            default: adjustment = .toMaximum
            }
            let used = spinner.adjust(adjustment, part: input.int(in: -1...1), at: time, report: report)
            precondition(!used || spinner.isEnabled, "a disabled spinner uses no adjustment")
        case 4:
            switch input.int(in: 0...3) {
            case 0: spinner.isOpen = input.bool()
            case 1: spinner.asksBeforeClosing = input.bool()
            case 2: spinner.confirmClose(report: report)
            default: spinner.keepOpen()
            }
        case 5:
            spinner.mode = input.pick()
            spinner.threshold = input.int(in: -3...40)
            spinner.maximumVisibleSpokes = input.int(in: -2...60)
            if input.bool() { spinner.sliceSizes = (0..<input.int(in: 0...14)).map { _ in input.double(in: -1...10) } }
        case 6:
            spinner.isReduceMotionEnabled = input.bool()
            spinner.setEnabled(input.byte() < 230, report: report)
            spinner.isRightToLeft = input.bool()
            spinner.isSoundOn = input.bool()
            spinner.isHapticsOn = input.bool()
        case 7:
            spinner.radius = input.optionalDouble(in: -10...400)
            if input.bool() { spinner.bounds = makeBounds(&input) }
            spinner.style.centerRadius = input.double(in: -10...200)
            spinner.style.borderWidth = input.double(in: -5...40)
            spinner.style.isDaisy = input.bool()
            spinner.flingTimeConstant = input.double(in: -1...5)
        case 8:
            let key = ControlKey.allCases[input.int(in: 0...(ControlKey.allCases.count - 1))]
            let used = spinner.handle(key, at: time, report: report)
            precondition(!used || spinner.isEnabled, "a disabled spinner uses no key")
        case 10:
            let index = input.int(in: -2...70)
            let spun = spinner.spin(to: index, turns: input.int(in: -20...20), duration: input.double(in: -1...8),
                                    at: time, report: report)
            if spun { precondition(items.indices.contains(index) && items[index].isEnabled, "a spin lands on an enabled item") }
            if spun, !spinner.isSpinning { precondition(spinner.selectedIndex == index, "a spin that landed at once is there") }
        case 9:
            _ = spinner.scroll(input.bool() ? .notches(input.double(in: -5...5)) : .points(input.double(in: -200...200)),
                               at: time, report: report)
        default:
            spinner.handle(makeEvent(&input, spinner: spinner, time: &time), report: report)
        }
        if spinner.isCloseRequestPending { precondition(spinner.isOpen, "only an open spinner asks to close") }
        checkInvariants(spinner, editing: editing)
    }
    spinner.handle(.cancelled(x: 0, y: 0, at: time)) { event in
        if case .editingEnded = event { editing -= 1 }
    }
    spinner.keepOpen()
    spinner.advance(to: .infinity) { event in
        if case .editingEnded = event { editing -= 1 }
    }
    precondition(editing == 0 && !spinner.isTracking && !spinner.needsFrames && !spinner.isSpinning,
                 "a cancel and the last frame end editing and spins")
    checkInvariants(spinner, editing: editing)
    return 0
}

// MARK: - Inputs

private func makeItems(_ input: inout FuzzInput) -> [SpinnerItem] {
    let count: Int
    switch input.int(in: 0...9) {
    case 0: count = 0
    case 1: count = 1
    case 2: count = input.bool() ? 10_000 : 1_000
    default: count = input.int(in: 2...60)
    }
    let mask = input.bits(bytes: 2)
    let icons: [ImageReference] = ["star", "heart", "bolt"]
    return (0..<count).map { index in
        SpinnerItem(icon: icons[index % 3], title: "\(index)", isEnabled: mask & (1 << UInt64(index % 16)) != 0)
    }
}

private func makeBounds(_ input: inout FuzzInput) -> Rect {
    Rect(x: input.double(in: -50...50), y: input.double(in: -50...50),
         width: input.double(in: 0...600), height: input.double(in: 0...600))
}

private func makeEvent(_ input: inout FuzzInput, spinner: RadialSpinnerModel, time: inout Double) -> PointerEvent {
    let phases: [PointerEvent.Phase] = [.moved, .moved, .moved, .moved, .began, .ended, .cancelled]
    let phase = phases[input.int(in: 0...(phases.count - 1))]
    time = input.byte() < 240 ? time + input.finiteDouble(in: 0...0.1) : input.double(in: -10...10)
    // Mostly around the ring or on the centre, sometimes anywhere at all.
    let layout = spinner.layout
    let location: Point
    switch input.byte() {
    case 0..<170:
        let bearing = Bearing(degrees: input.finiteDouble(in: 0...360))
        location = Point(center: layout.center, radius: input.finiteDouble(in: 0...(layout.ringRadius + 40)), bearing: bearing)
    case 170..<210:
        location = layout.center
    default:
        location = Point(x: input.double(in: -1000...1000), y: input.double(in: -1000...1000))
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
    if editing == 1, !spinner.isTracking { precondition(spinner.needsFrames, "an editing session waits for frames") }
    if editing == 0, !spinner.isTracking, !spinner.needsFrames {
        precondition(spinner.ringPosition == Double(spinner.selectedIndex ?? 0), "at rest the ring is on the selection")
    }
    let layout = spinner.layout
    for value in [layout.ringRadius, layout.spokeRadius, layout.iconRadius, layout.centerRadius] {
        precondition(value.isFinite && value >= 0, "the layout is finite")
    }
    let text = spinner.drawing().description
    precondition(!text.contains("nan") && !text.contains("inf"), "no NaN or infinity in the drawing:\n\(text)")
}
