import RotaryControls
import Testing

@Suite struct StyleScaleTests {
    @Test func invalidFactorsActAsOneAndTheRestIsKeptInRange() {
        for bad in [Double.nan, .infinity, -.infinity, 0, -2] {
            #expect(StyleScale(metrics: bad, text: bad) == .identity, "\(bad)")
        }
        let scale = StyleScale(metrics: 0.1, text: 10)
        #expect(scale.metrics == 0.25 && scale.text == 4)
        #expect(StyleScale(metrics: 1.5).metrics == 1.5 && !StyleScale(metrics: 1.5).isIdentity)
    }

    @Test func sliderScalesStrokesAndTextButNotTheTouchArea() {
        let style = CircularSliderStyle(
            lineWidth: 6, labelFontSize: 12, labelOffset: 4,
            markerSize: Size(width: 3, height: 9))
        let scaled = style.scaled(StyleScale(metrics: 2, text: 1.5))
        #expect(scaled.lineWidth == 12 && scaled.labelOffset == 8)
        #expect(scaled.firstHandle.enlargementPoints == 2 * style.firstHandle.enlargementPoints)
        #expect(scaled.secondHandle.enlargementPoints == 2 * style.secondHandle.enlargementPoints)
        #expect(scaled.markerSize == Size(width: 6, height: 18))
        #expect(scaled.labelFontSize == 18)
        #expect(scaled.minimumTouchSize == style.minimumTouchSize && scaled.sliderPadding == style.sliderPadding)
        #expect(style.scaled(.identity) == style)
    }

    @Test func scaledSliderLaysOutAThickerTrack() {
        var model = CircularSliderModel(bounds: Rect(x: 0, y: 0, width: 200, height: 200))
        let regular = model.layout
        model.style = model.style.scaled(StyleScale(metrics: 0.5))
        let small = model.layout
        #expect(small.lineWidth == regular.lineWidth / 2)
        #expect(small.firstHandleRadius < regular.firstHandleRadius)
        #expect(small.touchHalfSize == 22)
    }

    @Test func knobScalesItsStrokes() {
        let style = RotaryKnobStyle(bodyOutlineWidth: 1, trackWidth: 4, bodyInset: 10, pointerWidth: 3, tickWidth: 1.5)
        let scaled = style.scaled(StyleScale(metrics: 0.5, text: 3))
        #expect(scaled.trackWidth == 2 && scaled.bodyOutlineWidth == 0.5 && scaled.pointerWidth == 1.5)
        #expect(scaled.tickWidth == 0.75 && scaled.bodyInset == 5)
        #expect(style.scaled(StyleScale(text: 3)) == style)
    }

    @Test func spinnerScalesItsCentreIconsBorderAndText() {
        let style = RadialSpinnerStyle(centerRadius: 30, borderWidth: 2, maximumIconRadius: 40, displayFontSize: 20)
        let scaled = style.scaled(StyleScale(metrics: 1.25, text: 2))
        #expect(scaled.centerRadius == 37.5 && scaled.borderWidth == 2.5 && scaled.maximumIconRadius == 50)
        #expect(scaled.displayFontSize == 40 && scaled.minimumTouchSize == style.minimumTouchSize)
    }
}

@Suite struct CircularSliderTrackDrawingTests {
    @Test func trackDrawingIsTheDrawingWithoutItsHandles() {
        var range = CircularSliderModel(value: 20, secondValue: 70)
        range.labels = ["a", "b"]
        let full = range.drawing().elements
        let track = range.drawing(includingHandles: false).elements
        #expect(track.count == full.count - 2)
        #expect(Array(full.prefix(track.count)) == track)
        var disabled = CircularSliderModel(value: 20)
        disabled.setEnabled(false) { _ in }
        guard case let .group(dimmed)? = disabled.drawing(includingHandles: false).elements.first,
            case let .group(whole)? = disabled.drawing().elements.first
        else {
            Issue.record("a disabled slider is one dimmed group")
            return
        }
        #expect(dimmed.opacity == whole.opacity && dimmed.elements.count == whole.elements.count - 1)
    }
}
