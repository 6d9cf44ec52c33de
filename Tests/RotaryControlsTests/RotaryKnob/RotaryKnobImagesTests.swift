import RotaryControls
import Testing

@Suite struct RotaryKnobImagesTests {
    @Test func defaultsAreEmpty() {
        let images = RotaryKnobImages()
        #expect(images.background == nil && images.foreground == nil && images.knob == nil)
        #expect(images.highlightedKnob == nil && images.disabledKnob == nil && images.knobImageCenter == nil)
        for state in RotaryKnobState.allCases { #expect(images.knobImage(for: state) == nil) }
    }

    @Test(arguments: [
        (RotaryKnobState.normal, "knob"), (.highlighted, "knob"), (.disabled, "knob"),
    ])
    func missingStatesFallBackToNormal(state: RotaryKnobState, expected: String) {
        let images = RotaryKnobImages(knob: "knob")
        #expect(images.knobImage(for: state)?.name == expected)
    }

    @Test func ownStateImagesWin() {
        let images = RotaryKnobImages(knob: "n", highlightedKnob: "h", disabledKnob: "d")
        #expect(images.knobImage(for: .normal)?.name == "n")
        #expect(images.knobImage(for: .highlighted)?.name == "h")
        #expect(images.knobImage(for: .disabled)?.name == "d")
    }

    @Test func knobCenterFallsBackToBoundsCentreForMissingOrNonFinite() {
        let bounds = Rect(x: 0, y: 0, width: 100, height: 60)
        #expect(RotaryKnobImages().knobCenter(in: bounds) == Point(x: 50, y: 30))
        #expect(RotaryKnobImages(knobImageCenter: Point(x: .nan, y: 3)).knobCenter(in: bounds) == Point(x: 50, y: 30))
        #expect(RotaryKnobImages(knobImageCenter: Point(x: 10, y: 12)).knobCenter(in: bounds) == Point(x: 10, y: 12))
    }

    @Test(arguments: [
        (true, false, RotaryKnobState.normal), (true, true, .highlighted),
        (false, false, .disabled), (false, true, .disabled),
    ])
    func stateFromFlags(enabled: Bool, highlighted: Bool, expected: RotaryKnobState) {
        #expect(RotaryKnobState(isEnabled: enabled, isHighlighted: highlighted) == expected)
    }
}
