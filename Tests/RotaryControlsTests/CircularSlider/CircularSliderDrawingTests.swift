import RotaryControls
import Testing

@Suite struct CircularSliderDrawingTests {
    func lines(_ slider: CircularSliderModel) -> [String] {
        slider.drawing().description.split(separator: "\n").map(String.init)
    }

    @Test func defaultSliderDrawsTrackAndHandleOnly() {
        let slider = CircularSliderModel(value: 25)
        // Colours by role; the handle has the matte finish (shading and rim over the tint). The
        // radius leaves room for a pressed handle and its halo (100 − 14.5).
        #expect(
            lines(slider) == [
                "drawing 200x200",
                "  layer slider.track",
                "    arc c=(100,100) r=85.5 start=0° sweep=360° cw stroke=@track w=5 cap=round",
                "  arc c=(100,100) r=85.5 start=0° sweep=90° cw stroke=@tint w=5 cap=round",
                "  layer slider.handle transform=[1,0,0,1,185.5,100]",
                "    circle c=(0,0) r=7.5 fill=@tint",
                "    circle c=(0,0) r=7.5 fill=radial((0,-3.38) r=10.88)[#ffffff/0.16@0,#ffffff/0@0.45,#000000/0.16@1]",
                "    circle c=(0,0) r=7.13 stroke=#000000/0.22 w=0.75 cap=butt",
            ])
        #expect(
            lines(CircularSliderModel(value: 25, style: .msCircularSliderClassic)) == [
                "drawing 200x200",
                "  layer slider.track",
                "    arc c=(100,100) r=85.5 start=0° sweep=360° cw stroke=#aaaaaa w=5 cap=round",
                "  arc c=(100,100) r=85.5 start=0° sweep=90° cw stroke=#555555 w=5 cap=round",
                "  layer slider.handle transform=[1,0,0,1,185.5,100]",
                "    circle c=(0,0) r=7.5 fill=#555555",
            ])
    }

    @Test(arguments: [
        Rect.zero, Rect(x: 0, y: 0, width: -5, height: 100), Rect(x: .nan, y: 0, width: 100, height: 100),
        Rect(x: 0, y: 0, width: .infinity, height: 100), Rect(x: 0, y: 0, width: 1e12, height: 1e12),
    ])
    func unusableBoundsDrawNothing(bounds: Rect) {
        var slider = CircularSliderModel(value: 25)
        slider.bounds = bounds
        #expect(slider.drawing() == Drawing(size: .zero))
        #expect(slider.layout.radius.isFinite && slider.layout.center.isFinite)
    }

    @Test func gradientPaintsTheFilledArcOnly() {
        var slider = CircularSliderModel(value: 50)
        slider.style.usesGradient = true
        let text = lines(slider)
        #expect(text[2].contains("stroke=@track"))
        #expect(text[3].contains("stroke=gradient[#007aff,#5856d6,#af52de]") && text[3].contains("sweep=180°"))
        slider.style.gradientColors = []
        #expect(lines(slider)[3].contains("stroke=@tint"))
    }

    @Test func markerPathWinsOverImageWhichWinsOverTheEllipse() {
        var slider = CircularSliderModel()
        slider.markerCount = 2
        #expect(lines(slider).filter { $0.contains("ellipse") }.count == 2)
        slider.style.markerImage = "tick"
        #expect(lines(slider).filter { $0.contains("image \"tick\"") }.count == 2)
        slider.style.markerPath = DrawingPath.polyline([Point(x: 0, y: 0), Point(x: 0, y: -4)])
        let text = lines(slider)
        #expect(text.filter { $0.contains("path ") }.count == 2 && !text.contains { $0.contains("image") })
    }

    @Test func labelsOutsideShrinkTheSliderAndInsideDoNot() {
        var slider = CircularSliderModel()
        slider.labels = ["1", "2"]
        let inside = slider.layout
        #expect(inside.radius == sliderRadius && inside.labelRadius < inside.radius)
        slider.style.labelOffset = 40
        let outside = slider.layout
        #expect(outside.radius < sliderRadius && outside.labelRadius > outside.radius)
        #expect(outside.labelRadius + 12 * 0.6 <= 100 + 1e-9)
    }

    @Test func pressedHandleHasAHaloUnlessNotHighlightable() {
        var slider = CircularSliderModel()
        _ = slider.send(sliderEvent(.began, 0))
        #expect(lines(slider).contains("    group opacity=0.25"))
        slider.style.firstHandle.isHighlightable = false
        #expect(!lines(slider).contains { $0.contains("opacity") })
    }

    @Test func rangeFillsBetweenTheHandles() {
        let slider = CircularSliderModel(value: 25, secondValue: 75)
        let text = lines(slider)
        #expect(text[3] == "  arc c=(100,100) r=85.5 start=90° sweep=180° cw stroke=@tint w=5 cap=round")
        #expect(text.filter { $0.hasPrefix("  layer slider.handle") }.count == 2)
    }
}
