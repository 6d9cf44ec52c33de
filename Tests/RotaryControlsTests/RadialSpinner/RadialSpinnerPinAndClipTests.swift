import RotaryControls
import Testing

/// The prize wheel's flexing pointer, in step with the ticks, and daisy icons clipped to their
/// circles.
@Suite struct RadialSpinnerPinAndClipTests {
    @Test func thePointerBendsAsEachEdgeComesAndSnapsBackWithTheTick() {
        var spinner = openSpinner(12)
        spinner.style.flexesPointer = true
        #expect(spinner.pointerFlex == 0)
        _ = spinner.send(spinnerEvent(.began, 0, time: 0))
        for step in 1...5 { _ = spinner.send(spinnerEvent(.moved, 30 * Double(step), time: 0.02 * Double(step))) }
        _ = spinner.send(spinnerEvent(.ended, 150, time: 0.1))
        // Clockwise: the pointer is pushed clockwise (positive).
        var previous = spinner.pointerFlex
        var largest = 0.0
        var snaps = 0
        var time = 0.1
        while spinner.needsFrames {
            time += 0.001
            let events = spinner.advanced(to: time)
            let flex = spinner.pointerFlex
            #expect(flex >= 0 && flex <= 1)
            largest = Swift.max(largest, flex)
            if ticks(events) > 0 {
                // The edge passed: the pointer let go in the same frame.
                #expect(flex < previous || previous == 0)
                if previous > 0.9 { snaps += 1 }
            }
            previous = flex
        }
        #expect(largest > 0.95 && snaps >= 3, "\(largest) \(snaps)")
        #expect(spinner.pointerFlex == 0, "at rest")
    }

    @Test func theMarkIsTurnedByTheFlexOnlyWhenTheStyleAsks() {
        var spinner = openSpinner(12)
        _ = spinner.send(spinnerEvent(.began, 0, time: 0))
        _ = spinner.send(spinnerEvent(.moved, 10, time: 0.05))
        _ = spinner.send(spinnerEvent(.moved, 14, time: 0.1)) // 0.47 of an item: the edge is 0.03 away
        #expect(spinner.pointerFlex > 0.8)
        func mark(_ spinner: RadialSpinnerModel) -> Drawing.Group? {
            for case let .group(group) in spinner.drawing().elements
            where group.layer == Drawing.LayerID("spinner.mark") { return group }
            return nil
        }
        #expect(mark(spinner)?.transform == .identity)
        spinner.style.flexesPointer = true
        #expect(mark(spinner)?.transform != .identity)
    }

    static func iconClips(_ elements: [Drawing.Element]) -> [Drawing.ClipCircle?] {
        elements.flatMap { element -> [Drawing.ClipCircle?] in
            guard case let .group(group) = element else { return [] }
            if group.layer?.name == "spinner.spoke.icon" { return [group.clipCircle] }
            return iconClips(group.elements)
        }
    }

    @Test func daisyIconsCanBeClippedToTheirCircles() {
        var spinner = openSpinner(6)
        #expect(Self.iconClips(spinner.drawing().elements).allSatisfy { $0 == nil })
        spinner.style.clipsIconsToCircles = true
        let clips = Self.iconClips(spinner.drawing().elements)
        #expect(clips.count == 6 && clips.allSatisfy { $0 != nil && $0?.center == .zero && ($0?.radius ?? 0) > 0 })
        spinner.style.isDaisy = false
        #expect(Self.iconClips(spinner.drawing().elements).allSatisfy { $0 == nil }, "plain icons are never clipped")
    }
}
