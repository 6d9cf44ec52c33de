import PropertyBased
import RotaryControls
import Testing

/// Invariants under random item lists, random finger walks and random frame clocks.
@Suite struct RadialSpinnerPropertyTests {
    /// Items whose enabled state comes from the bits of `mask` (bit `i % 20` off: disabled).
    static func items(_ count: Int, mask: Int) -> [SpinnerItem] {
        let disabled = Set((0..<count).filter { mask & (1 << ($0 % 20)) == 0 })
        return spinnerItems(count, disabled: disabled)
    }

    /// Whether `spinner`'s selection obeys the rules: `nil` exactly when no item is enabled,
    /// otherwise a valid, enabled index.
    static func selectionIsValid(_ spinner: RadialSpinnerModel) -> Bool {
        guard let index = spinner.selectedIndex else { return !spinner.items.contains { $0.isEnabled } }
        return spinner.items.indices.contains(index) && spinner.items[index].isEnabled
    }

    @Test func selectionIsNeverDisabledEditingBalancedAndTheRingRestsOnTheSelection() async {
        let steps = Gen.double(in: -179...179).array(of: 1...50)
        await propertyCheck(
            count: 300, input: Gen.int(in: 0...60), Gen.int(in: 0...(1 << 20)), steps,
            Gen.int(in: 0...7)
        ) { count, mask, steps, flags in
            var spinner = RadialSpinnerModel(
                items: Self.items(count, mask: mask), selectedIndex: mask % 61,
                mode: .radialOnly)
            spinner.isOpen = true
            spinner.isReduceMotionEnabled = flags & 1 == 1
            spinner.maximumVisibleSpokes = flags & 2 == 2 ? 7 : 40
            var audit = SelectionEventAudit()
            var degrees = 0.0, time = 0.0
            func check(_ events: [SpinnerEvent], before: Int?) {
                audit.check(events.map(\.audited), before: before, after: spinner.selectedIndex) { index in
                    spinner.items.indices.contains(index) && spinner.items[index].isEnabled
                }
                #expect(Self.selectionIsValid(spinner) && spinner.ringPosition.isFinite)
            }
            func send(_ event: PointerEvent) {
                let before = spinner.selectedIndex
                check(spinner.send(event), before: before)
            }
            send(spinnerEvent(.began, degrees, time: time))
            for step in steps {
                time += 0.01 + abs(step) / 2000
                if abs(step) > 160 {
                    // Lift (or cancel), let the ring move for a while, touch again elsewhere.
                    send(spinnerEvent(step > 0 ? .ended : .cancelled, degrees, time: time))
                    let before = spinner.selectedIndex
                    check(spinner.advanced(to: time + abs(step) / 300), before: before)
                    time += abs(step) / 300
                    degrees += step
                    send(spinnerEvent(.began, degrees, radius: 40 + abs(step) / 2, time: time))
                    continue
                }
                degrees += step / 3
                send(spinnerEvent(.moved, degrees, time: time))
            }
            send(spinnerEvent(.ended, degrees, time: time + 0.01))
            let before = spinner.selectedIndex
            check(spinner.advanced(to: time + 1e6), before: before)
            #expect(audit.isBalanced && !spinner.isEditing && !spinner.needsFrames && !spinner.isTracking)
            #expect(spinner.ringPosition == Double(spinner.selectedIndex ?? 0))
        }
    }

    @Test func flingsRestOnThePredictionIdenticallyAt30To240Hertz() async {
        await propertyCheck(
            count: 200, input: Gen.int(in: 2...10_000), Gen.int(in: 1...(1 << 20)),
            Gen.double(in: -170...170), Gen.double(in: 0.02...0.5)
        ) { count, mask, sweep, duration in
            var spinner = RadialSpinnerModel(items: Self.items(count, mask: mask | 1), mode: .radialOnly)
            spinner.isOpen = true
            _ = spinner.send(spinnerEvent(.began, 0, time: 0))
            for step in 1...10 {
                _ = spinner.send(spinnerEvent(.moved, sweep * Double(step) / 10, time: duration * Double(step) / 10))
            }
            _ = spinner.send(spinnerEvent(.ended, sweep, time: duration))
            guard let predicted = spinner.predictedRestingIndex else {
                // Only when the release already sits on its item.
                #expect(!spinner.needsFrames && spinner.ringPosition == Double(spinner.selectedIndex ?? -1))
                return
            }
            #expect(spinner.items[predicted].isEnabled)
            var results: [[Double]] = []
            for hertz in [30.0, 60, 120, 240] {
                var copy = spinner
                let events = copy.runFrames(from: duration, hertz: hertz)
                #expect(copy.selectedIndex == predicted && copy.ringPosition == Double(predicted))
                #expect(events.last == .editingEnded && !copy.needsFrames)
                results.append([Double(copy.selectedIndex ?? -1), copy.ringPosition, Double(ticks(events))])
            }
            #expect(results.allSatisfy { $0 == results[0] })
        }
    }

    /// Moves of ±1…±11 enabled items (`.steps`, ±1 being ↑/↓) and ±12 for Home/End: always the
    /// enabled item that many on, clamped at the ends.
    @Test func accessibilityNeverSelectsADisabledItemAndDoesNotWrap() async {
        await propertyCheck(
            count: 200, input: Gen.int(in: 1...40), Gen.int(in: 0...(1 << 20)),
            Gen.int(in: -12...12).array(of: 1...60)
        ) { count, mask, moves in
            var spinner = RadialSpinnerModel(items: Self.items(count, mask: mask), selectedIndex: mask % 41)
            let enabled = spinner.items.indices.filter { spinner.items[$0].isEnabled }
            for move in moves {
                let before = spinner.selectedIndex
                var events: [SpinnerEvent] = []
                switch move {
                case -12: events = spinner.adjusted(.toMinimum)
                case 12: events = spinner.adjusted(.toMaximum)
                case -1: events = spinner.pressed(.down).events
                case 1: events = spinner.pressed(.up).events
                default: events = spinner.adjusted(.steps(move))
                }
                #expect(Self.selectionIsValid(spinner))
                guard let before, let now = spinner.selectedIndex else {
                    #expect(events.isEmpty)
                    continue
                }
                let position = enabled.firstIndex(of: before) ?? 0
                let target = move == -12 ? 0 : move == 12 ? enabled.count - 1 : position + move
                let expected = enabled[min(max(target, 0), enabled.count - 1)]
                #expect(now == expected)
                #expect(events == (now == before ? [] : [.valueChanged(now, fromUser: true), .valueSelected(now)]))
                #expect(spinner.ringPosition == Double(now))
            }
        }
    }

    @Test func layoutAndDrawingStayFiniteWithAnyBoundsAndStyle() async {
        await propertyCheck(
            count: 200, input: Gen.double(in: -10...800), Gen.double(in: -10...80),
            Gen.int(in: 0...500), Gen.double(in: -5...20)
        ) { side, centerRadius, count, border in
            var spinner = RadialSpinnerModel(
                items: spinnerItems(count), bounds: Rect(x: 5, y: 5, width: side, height: side / 2))
            spinner.style.centerRadius = centerRadius
            spinner.style.borderWidth = border
            spinner.isOpen = true
            let layout = spinner.layout
            for value in [layout.ringRadius, layout.iconRadius, layout.spokeRadius, layout.centerRadius] {
                #expect(value.isFinite && value >= 0)
            }
            #expect(layout.spokeRadius + layout.iconRadius <= layout.ringRadius + 1e-9)
            #expect(layout.ringRadius <= max(0, side / 4) + 1e-9)
        }
    }
}
