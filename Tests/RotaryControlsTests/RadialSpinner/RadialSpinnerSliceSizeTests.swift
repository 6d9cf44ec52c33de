import PropertyBased
import RotaryControls
import Testing

/// Unequal slice sizes: spokes placed by cumulative size, the slice under the pointer selected.
@Suite struct RadialSpinnerSliceSizeTests {
    /// The bearing (degrees clockwise from 12 o'clock) of each spoke's icon in the drawing.
    static func spokeBearings(_ spinner: RadialSpinnerModel) -> [Double] {
        let layout = spinner.layout
        return spinner.drawing().layers.compactMap { layer -> Double? in
            guard layer.id.name == "spinner.spoke.icon" else { return nil }
            let place = Point(x: layer.transform.tx, y: layer.transform.ty)
            guard let bearing = Bearing(from: layout.center, to: place) else { return nil }
            let degrees = bearing.radians * 180 / .pi
            return degrees > 359.5 ? degrees - 360 : degrees
        }
    }

    /// Whether `a` and `b` hold the same angles within a millionth of a degree.
    static func same(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-6 }
    }

    @Test func spokesSitAtTheCentresOfTheirSlices() {
        var spinner = openSpinner(4)
        #expect(Self.same(Self.spokeBearings(spinner), [0, 90, 180, 270]), "equal by default")
        spinner.sliceSizes = [2, 1, 1, 4] // eighths of 360°: 90°, 45°, 45°, 180°
        // Slice 0 centred at the top: it spans −45°…45°, then 45…90, 90…135, 135…315.
        #expect(Self.same(Self.spokeBearings(spinner), [0, 67.5, 112.5, 225]))
        // Selected 2: its slice centred under the pointer, the others around it by size.
        spinner.selectedIndex = 2
        #expect(Self.same(Self.spokeBearings(spinner), [247.5, 315, 0, 112.5]))
        // Bad sizes count as 1; sizes past the end too.
        spinner.sliceSizes = [.nan, -1, 0, .infinity]
        #expect(Self.same(Self.spokeBearings(spinner), [180, 270, 0, 90]))
        spinner.selectedIndex = 0
        spinner.sliceSizes = [3]
        #expect(Self.same(Self.spokeBearings(spinner), [0, 120, 180, 240]))
    }

    @Test func theSliceUnderThePointerIsSelectedWhileTurning() {
        var spinner = openSpinner(4)
        spinner.sliceSizes = [2, 1, 1, 4]
        var events = spinner.send(spinnerEvent(.began, 180, time: 0))
        // Turning the ring 50° counter-clockwise brings slice 1 (45°…90°) under the pointer: it
        // passes slice 0's edge at 45°.
        events += spinner.send(spinnerEvent(.moved, 170, time: 0.1))
        events += spinner.send(spinnerEvent(.moved, 150, time: 0.2))
        events += spinner.send(spinnerEvent(.moved, 130, time: 0.3))
        #expect(spinner.selectedIndex == 1 && changes(events) == [1])
        #expect(abs(spinner.ringPosition - (1 - 0.5 + 5.0 / 45)) < 1e-9)
        // On to 100° turned: slice 2 (90°…135°).
        events = spinner.send(spinnerEvent(.moved, 100, time: 0.4))
        events += spinner.send(spinnerEvent(.moved, 80, time: 0.5))
        #expect(spinner.selectedIndex == 2 && changes(events) == [2])
        // Back past 0: the wide slice 3 (135°…315°, i.e. −225°…−45°) comes up after slice 0.
        events = spinner.send(spinnerEvent(.moved, 120, time: 0.6))
        events += spinner.send(spinnerEvent(.moved, 160, time: 0.7))
        events += spinner.send(spinnerEvent(.moved, 200, time: 0.8))
        events += spinner.send(spinnerEvent(.moved, 240, time: 0.9))
        #expect(spinner.selectedIndex == 3 && changes(events) == [1, 0, 3])
    }

    @Test func aWindowOntoALongListKeepsEqualSlots() {
        var spinner = openSpinner(50)
        let equal = Self.spokeBearings(spinner)
        spinner.sliceSizes = Array(repeating: 1, count: 49) + [30]
        #expect(Self.spokeBearings(spinner) == equal)
    }

    @Test func theRingStaysPutInsideTheTapSlopEvenPastANarrowSlicesEdge() {
        // Slice 0 is 6.9° wide; the tap slop (8 points at radius 100) is 4.6° of turn. At 4°
        // the finger is past slice 0's edge but the touch is still a tap: the ring stays.
        var spinner = openSpinner(3)
        spinner.sliceSizes = [0.15, 3.35, 4.3]
        _ = spinner.send(spinnerEvent(.began, 180, time: 0))
        var events = spinner.send(spinnerEvent(.moved, 176, time: 0.05))
        #expect(!spinner.isEditing && spinner.ringPosition == 0 && events.isEmpty)
        // At 5° it is a drag: the ring jumps to the finger, slice 1 under the pointer.
        events = spinner.send(spinnerEvent(.moved, 175, time: 0.1))
        #expect(spinner.isEditing && spinner.selectedIndex == 1 && changes(events) == [1])
    }

    @Test func theSelectionIsAlwaysTheSliceUnderThePointerAndRestsOnItsCentre() async {
        let sizes = Gen.double(in: 0.2...5).array(of: 2...12)
        let steps = Gen.double(in: -30...30).array(of: 1...30)
        await propertyCheck(count: 200, input: sizes, steps) { sizes, steps in
            var spinner = openSpinner(sizes.count)
            spinner.sliceSizes = sizes
            let total = sizes.reduce(0, +)
            var degrees = 180.0, time = 0.0
            _ = spinner.send(spinnerEvent(.began, degrees, time: time))
            var turned = 0.0
            for step in steps {
                degrees += step
                turned += step
                time += 0.05
                _ = spinner.send(spinnerEvent(.moved, degrees, time: time))
                // The ring turned with the finger: the angle under the pointer, from slice 0's
                // centre, is −turned; find the slice that holds it.
                var along = (-turned / 360 * total + sizes[0] / 2).truncatingRemainder(dividingBy: total)
                if along < 0 { along += total }
                var slice = 0
                while slice < sizes.count - 1, along >= sizes[slice] {
                    along -= sizes[slice]
                    slice += 1
                }
                let nearAnEdge = along < 1e-6 || sizes[slice] - along < 1e-6
                if spinner.isEditing {
                    #expect(nearAnEdge || spinner.selectedIndex == slice)
                } else {
                    // Still inside the tap slop: the ring has not moved yet.
                    #expect(spinner.selectedIndex == 0 && spinner.ringPosition == 0)
                }
            }
            _ = spinner.send(spinnerEvent(.ended, degrees, time: time + 0.05))
            _ = spinner.runFrames(from: time + 0.05, hertz: 60)
            #expect(!spinner.needsFrames && spinner.ringPosition == Double(spinner.selectedIndex ?? -1))
        }
    }
}
