import PropertyBased
import RotaryControls
import Testing

/// Invariants under random item lists, random finger walks and random frame clocks.
@Suite struct PickerWheelPropertyTests {
    static func items(_ count: Int, mask: Int) -> [SpinnerItem] {
        pickerItems(count, disabled: Set((0..<count).filter { mask & (1 << ($0 % 20)) == 0 }))
    }

    @Test func offsetFiniteSelectionEnabledEditingBalanced() async {
        let steps = Gen.double(in: -300...300).array(of: 1...40)
        await propertyCheck(
            count: 300, input: Gen.int(in: 0...40), Gen.int(in: 0...(1 << 20)), steps,
            Gen.int(in: 0...3)
        ) { count, mask, steps, flags in
            var wheel = PickerWheelModel(items: Self.items(count, mask: mask), selectedIndex: mask % 41)
            wheel.isReduceMotionEnabled = flags & 1 == 1
            var audit = SelectionEventAudit()
            func check(_ events: [PickerEvent], before: Int?) {
                audit.check(events.map(\.audited), before: before, after: wheel.selectedIndex) { index in
                    wheel.items.indices.contains(index) && wheel.items[index].isEnabled
                }
                for case let .rowPassed(row) in events { #expect(wheel.items.indices.contains(row)) }
                #expect(wheel.offset.isFinite && wheel.offset >= 0 && wheel.offset <= Double(max(count - 1, 0)))
                if let index = wheel.selectedIndex {
                    #expect(wheel.items[index].isEnabled)
                } else {
                    #expect(!wheel.items.contains { $0.isEnabled })
                }
            }
            func send(_ event: PointerEvent) {
                let before = wheel.selectedIndex
                check(wheel.send(event), before: before)
            }
            var y = 100.0, time = 0.0
            send(vertical(.began, y, time))
            for step in steps {
                time += 0.005 + abs(step) / 5000
                if abs(step) > 250 {
                    send(vertical(step > 0 ? .ended : .cancelled, y, time))
                    let before = wheel.selectedIndex
                    check(wheel.advanced(to: time + abs(step) / 1000), before: before)
                    time += abs(step) / 1000
                    y = 100 + (step > 0 ? 1 : -1) * (abs(step) - 250) * 1.9
                    send(vertical(.began, y, time))
                } else {
                    y += step / 3
                    send(vertical(.moved, y, time))
                }
            }
            send(vertical(.ended, y, time + 0.01))
            let before = wheel.selectedIndex
            check(wheel.run(from: time + 0.01, hertz: 60), before: before)
            #expect(!wheel.needsFrames && audit.isBalanced)
            if let index = wheel.selectedIndex { #expect(wheel.offset == Double(index)) }
        }
    }
}
