import RotaryControls
import Testing

@testable import RotaryControlsGallery

@Suite struct KnobScenesTests {
    @Test func knobScenesAreListedInOrder() {
        #expect(
            GalleryScene.knob.map(\.id) == [
                "knob-default-values", "knob-tick-marks", "knob-images", "knob-disabled", "knob-highlighted",
                "knob-endless", "knob-animation-filmstrip",
            ])
        #expect(GalleryScene.knob.allSatisfy { $0.section == "Rotary knob" })
        let ids = GalleryScene.all.map(\.id)
        let start = ids.firstIndex(of: "knob-default-values") ?? ids.endIndex
        #expect(Array(ids[start...].prefix(GalleryScene.knob.count)) == GalleryScene.knob.map(\.id))
    }

    @Test func filmstripPassesThroughTheMiddle() {
        // The fifth frame (t = 0.4 of 0.8 s, linear) points straight up.
        var knob = RotaryKnobModel(value: 0)
        knob.setValue(1, animated: true, duration: 0.8, curve: .linear, at: 0) { _ in }
        knob.advance(to: 0.4) { _ in }
        #expect(
            abs(knob.displayedValue - 0.5) < 1e-12 && abs(knob.pointerRotation.degrees) < 1e-9,
            "\(knob.displayedValue) \(knob.pointerRotation.degrees)")
    }
}
