import PropertyBased
import RotaryControls
import Testing

/// The slider's look: visible markers, no barbs over round caps, a clear double-circle handle,
/// a pressed handle that grows instead of fading, finishes and a centred visible arc.
@Suite struct CircularSliderLookTests {
    func lines(_ slider: CircularSliderModel) -> [String] {
        slider.drawing().description.split(separator: "\n").map(String.init)
    }

    /// Every element's opacity as drawn (groups multiply), with the element.
    func flattened(_ elements: [Drawing.Element], opacity: Double = 1) -> [(Drawing.Element, Double)] {
        elements.flatMap { element -> [(Drawing.Element, Double)] in
            if case let .group(group) = element { return flattened(group.elements, opacity: opacity * group.opacity) }
            return [(element, opacity)]
        }
    }

    @Test func pressedHandleGrowsWithAHaloAndStaysOpaque() {
        var slider = CircularSliderModel()
        let resting = flattened(slider.drawing().elements).compactMap { element, opacity -> Double? in
            if case let .circle(_, radius, .some(.semantic(.tint)), _) = element, opacity == 1 { return radius }
            return nil
        }
        #expect(resting == [7.5])
        _ = slider.send(sliderEvent(.began, 0))
        let pressed = flattened(slider.drawing().elements).compactMap { element, opacity -> (Double, Double)? in
            if case let .circle(_, radius, .some(.semantic(.tint)), _) = element { return (radius, opacity) }
            return nil
        }
        // The halo (a quarter opaque, 4 points wider), then the handle itself, 3 points wider and opaque.
        #expect(pressed.map(\.0) == [14.5, 10.5] && pressed.map(\.1) == [0.25, 1])
        // The grown handle and its halo fit in the bounds at every bearing.
        #expect(slider.layout.radius + 14.5 <= 100)
        slider.style.firstHandle.isHighlightable = false
        #expect(!lines(slider).contains { $0.contains("opacity") })
        #expect(slider.layout.radius == 92.5, "a handle that is never highlighted keeps no room for it")
    }

    @Test func markersAreOutlinedAndEndMarkersStayInsideTheRoundCaps() {
        var slider = CircularSliderModel()
        slider.maximumAngle = 180
        slider.markerCount = 5
        let ellipses = flattened(slider.drawing().elements).compactMap { element, _ -> (Rect, Stroke?)? in
            if case let .ellipse(rect, _, stroke) = element { return (rect, stroke) }
            return nil
        }
        #expect(ellipses.count == 5)
        #expect(ellipses.allSatisfy { $0.1 == Stroke(.semantic(.background), width: 1) })
        // Width along the track 3; across it 9 in the middle, at most the track's width (5) at the ends.
        #expect(ellipses.map(\.0.height) == [4, 9, 9, 9, 4])
        // A full circle has no ends: every marker is full size.
        slider.maximumAngle = 360
        let full = flattened(slider.drawing().elements).compactMap { element, _ -> Double? in
            if case let .ellipse(rect, _, _) = element { return rect.height }
            return nil
        }
        #expect(full == [9, 9, 9, 9, 9])
    }

    @Test func doubleCircleHandleHidesTheTrackBetweenRingAndDot() {
        var slider = CircularSliderModel(value: 25)
        slider.style.firstHandle.kind = .doubleCircle
        let text = lines(slider)
        #expect(
            text.suffix(3) == [
                "  layer slider.handle transform=[1,0,0,1,185.5,100]",
                "    circle c=(0,0) r=6 fill=@background stroke=@tint w=3 cap=butt",
                "    circle c=(0,0) r=2.85 fill=@tint",
            ])
    }

    @Test(arguments: SurfaceFinish.allCases)
    func trackFinishAddsShadesAndHighlightsOverTheWholeTrack(finish: SurfaceFinish) {
        var slider = CircularSliderModel(value: 25)
        slider.style.firstHandle.finish = .flat
        let flatCount = slider.drawing().elements.count
        slider.style.finish = finish
        let added = slider.drawing().elements.count - flatCount
        // The finish is one still layer over the track: shades (and highlights) of the whole circle.
        #expect(added == (finish == .flat ? 0 : 1))
        let text = lines(slider)
        let overlay = text.drop { $0 != "  layer slider.finish" }.dropFirst().prefix { $0.hasPrefix("    ") }
        let parts = overlay.filter { !$0.hasPrefix("     ") }
        #expect(parts.count == [.flat: 0, .matte: 1, .glossy: 2, .pearlescent: 2][finish])
        if finish == .pearlescent {
            // The iridescent sheen: opaque colours in one translucent group, so the gradient's
            // overlapping segments do not darken into stripes.
            #expect(parts.last?.hasPrefix("    group opacity=0.6") == true)
            #expect(overlay.last?.hasPrefix("      arc") == true && overlay.last?.contains("/0.") == false)
        }
        if finish != .flat {
            #expect(
                text[4] == "  layer slider.finish"
                    && text[5].hasPrefix("    arc c=(100,100) r=87 start=0° sweep=360° cw stroke=#000000/"))
        }
    }

    @Test func centringTheVisibleArcPutsAHalfCircleInTheMiddle() {
        var slider = CircularSliderModel()
        slider.maximumAngle = 180
        #expect(slider.layout.center == Point(x: 100, y: 100))
        slider.style.centersVisibleArc = true
        let layout = slider.layout
        // The arc runs from 9 over 12 to 3 o'clock: its box (with the handle's room) is centred.
        let extent = 14.5
        let top = layout.center.y - layout.radius - extent
        let bottom = layout.center.y + extent
        #expect(isClose(layout.radius, 85.5) && isClose(top + bottom, 200) && isClose(layout.center.x, 100))
        // A quarter circle (10:30 over 12 to 1:30) grows until its chord fills the frame's width.
        slider.maximumAngle = 90
        let quarter = slider.layout
        let box = [slider.arc.start, .top, slider.arc.end].map {
            Point(center: quarter.center, radius: quarter.radius, bearing: $0)
        }
        #expect(isClose(quarter.radius, (200 - 2 * extent) / 2.0.squareRoot()))
        let xs = box.map(\.x), ys = box.map(\.y)
        #expect(isClose((xs.min()! + xs.max()!) / 2, 100) && isClose((ys.min()! + ys.max()!) / 2, 100))
        // A full circle is centred either way.
        slider.maximumAngle = 360
        #expect(slider.layout.center == Point(x: 100, y: 100) && slider.layout.radius == 85.5)
    }

    @Test func aCentredArcAlwaysFitsItsBounds() async {
        await propertyCheck(
            count: 300, input: Gen.double(in: -50...600), Gen.double(in: -50...600),
            Gen.double(in: -30...400), Gen.double(in: -720...720)
        ) { width, height, angle, rotation in
            var slider = CircularSliderModel(value: 30)
            slider.bounds = Rect(x: 7, y: -3, width: width, height: height)
            slider.maximumAngle = angle
            slider.rotationAngle = rotation
            slider.style.centersVisibleArc = true
            let layout = slider.layout
            #expect(layout.center.isFinite && layout.radius.isFinite && layout.radius >= 0)
            let text = slider.drawing().description.lowercased()
            #expect(!text.contains("nan") && !text.contains("inf"))
            guard width > 0, height > 0, layout.radius > 0 else { return }
            // Every point of the visible arc, with the handle's outer room, lies inside the bounds.
            let room = slider.style.firstHandle.outerRadius(lineWidth: slider.style.lineWidth)
            for step in 0...64 {
                let point = layout.point(at: slider.arc.bearing(atFraction: Double(step) / 64))
                #expect(point.x - room >= 7 - 1e-6 && point.x + room <= 7 + width + 1e-6)
                #expect(point.y - room >= -3 - 1e-6 && point.y + room <= -3 + height + 1e-6)
            }
        }
    }

    @Test func defaultGradientStartsApartFromTheTrack() {
        var slider = CircularSliderModel(value: 50)
        slider.style.usesGradient = true
        let first = CircularSliderStyle.defaultGradientColors[0]
        #expect(first != DrawingColor.lightGray && first == .systemBlue)
        #expect(lines(slider)[3].contains("stroke=gradient[#007aff,#5856d6,#af52de]"))
    }
}
