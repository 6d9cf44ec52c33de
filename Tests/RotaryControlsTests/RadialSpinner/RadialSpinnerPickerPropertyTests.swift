import PropertyBased
import RotaryControls
import Testing

/// Picker mode under random items, random finger walks (on and off the panel) and random frames.
@Suite struct RadialSpinnerPickerPropertyTests {
    @Test func selectionStaysEnabledEditingBalancedAndEventsExact() async {
        let walk = Gen.double(in: -300...300).array(of: 1...40)
        await propertyCheck(
            count: 300, input: Gen.int(in: 0...200), Gen.int(in: 0...(1 << 20)), walk,
            Gen.int(in: 0...7)
        ) { count, mask, walk, flags in
            var spinner = RadialSpinnerModel(
                items: RadialSpinnerPropertyTests.items(count, mask: mask),
                selectedIndex: mask % 201, mode: .pickerOnly)
            spinner.isReduceMotionEnabled = flags & 1 == 1
            spinner.bounds =
                flags & 2 == 2 ? Rect(x: 0, y: 0, width: 420, height: 300) : Rect(x: 0, y: 0, width: 300, height: 300)
            spinner.isOpen = true
            var audit = SelectionEventAudit(), time = 0.0
            func check(_ events: [SpinnerEvent], before: Int?) {
                audit.check(events.map(\.audited), before: before, after: spinner.selectedIndex) { index in
                    spinner.items.indices.contains(index) && spinner.items[index].isEnabled
                }
                #expect(RadialSpinnerPropertyTests.selectionIsValid(spinner))
                if let offset = spinner.pickerOffset { #expect(offset.isFinite) }
            }
            func send(_ phase: PointerEvent.Phase, x: Double, y: Double) {
                let before = spinner.selectedIndex
                check(
                    spinner.send(PointerEvent(phase: phase, location: Point(x: x, y: y), timestamp: time)),
                    before: before)
            }
            var y = 150.0
            send(.began, x: 150, y: y)
            for step in walk {
                time += 0.005 + abs(step) / 5000
                if abs(step) > 250 {
                    send(step > 0 ? .ended : .cancelled, x: 150, y: y)
                    let before = spinner.selectedIndex
                    check(spinner.advanced(to: time + abs(step) / 1000), before: before)
                    time += abs(step) / 1000
                    y = 150 + step / 3
                    if !spinner.isOpen { spinner.isOpen = true }
                    send(.began, x: flags & 4 == 4 ? 10 : 150, y: y)
                    continue
                }
                y += step / 4
                send(.moved, x: 150, y: y)
            }
            send(.ended, x: 150, y: y)
            let before = spinner.selectedIndex
            check(spinner.advanced(to: time + 1e6), before: before)
            #expect(audit.isBalanced && !spinner.isEditing && !spinner.needsFrames && !spinner.isTracking)
            #expect(!spinner.drawing().description.contains("nan"))
        }
    }
}
