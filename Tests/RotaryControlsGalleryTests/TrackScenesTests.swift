import RotaryControls
import Testing

@testable import RotaryControlsGallery

@Suite struct TrackScenesTests {
    @Test func trackScenesAreListedLast() {
        #expect(
            GalleryScene.track.map(\.id) == [
                "track-neutral-value", "track-enabled-range", "track-taper", "track-level-overlay",
            ])
        #expect(GalleryScene.prizeWheel.map(\.id) == ["prize-wheel-look", "prize-wheel-slices"])
        let last = GalleryScene.track.count + GalleryScene.prizeWheel.count
        #expect(
            Array(GalleryScene.all.suffix(last).map(\.id)) == GalleryScene.track.map(\.id)
                + GalleryScene.prizeWheel.map(\.id))
    }

    @Test func theRangeSpeaksThroughItsFormat() {
        let cell = GalleryScene.trackSlider(
            30, second: 67.26, RotaryTrackConfiguration(format: ValueFormat(fractionDigits: 0, unit: .percent)))
        #expect(cell.0 == "30 percent – 67 percent")
    }
}
