import RotaryControls
import Testing

@Suite struct CircularSliderDrawingTests {
    func lines(_ slider: CircularSliderModel) -> [String] {
        slider.drawing().description.split(separator: "\n").map(String.init)
    }

    @Test func defaultSliderDrawsTrackAndHandleOnly() {
        let slider = CircularSliderModel(value: 25)
        #expect(lines(slider) == [
            "drawing 200x200",
            "  layer slider.track",
            "    arc c=(100,100) r=92.5 start=0° sweep=360° cw stroke=#aaaaaa w=5 cap=round",
            "  arc c=(100,100) r=92.5 start=0° sweep=90° cw stroke=#555555 w=5 cap=round",
            "  layer slider.handle transform=[1,0,0,1,192.5,100]",
            "    circle c=(0,0) r=7.5 fill=#555555",
        ])
    }

    @Test(arguments: [Rect.zero, Rect(x: 0, y: 0, width: -5, height: 100), Rect(x: .nan, y: 0, width: 100, height: 100),
                      Rect(x: 0, y: 0, width: .infinity, height: 100), Rect(x: 0, y: 0, width: 1e12, height: 1e12)])
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
        #expect(text[2].contains("stroke=#aaaaaa"))
        #expect(text[3].contains("stroke=gradient[#aaaaaa,#0000ff,#555555]") && text[3].contains("sweep=180°"))
        slider.style.gradientColors = []
        #expect(lines(slider)[3].contains("stroke=#555555"))
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
        #expect(inside.radius == 92.5 && inside.labelRadius < inside.radius)
        slider.style.labelOffset = 40
        let outside = slider.layout
        #expect(outside.radius < 92.5 && outside.labelRadius > outside.radius)
        #expect(outside.labelRadius + 12 * 0.6 <= 100 + 1e-9)
    }

    @Test func pressedHandleIsSemiTransparentUnlessNotHighlightable() {
        var slider = CircularSliderModel()
        _ = slider.send(sliderEvent(.began, 0))
        #expect(lines(slider).contains { $0.hasPrefix("  layer slider.handle") && $0.hasSuffix(" opacity=0.5") })
        slider.style.firstHandle.isHighlightable = false
        #expect(!lines(slider).contains { $0.contains("opacity") })
    }

    @Test func rangeFillsBetweenTheHandles() {
        let slider = CircularSliderModel(value: 25, secondValue: 75)
        let text = lines(slider)
        #expect(text[3] == "  arc c=(100,100) r=92.5 start=90° sweep=180° cw stroke=#555555 w=5 cap=round")
        #expect(text.filter { $0.hasPrefix("  layer slider.handle") }.count == 2)
    }
}
