import RotaryControls
import Testing

@testable import RotaryControlsGallery

@Suite struct PickerScenesTests {
    @Test func pickerScenesAreListedInOrder() {
        #expect(
            GalleryScene.picker.map(\.id) == [
                "picker-resting", "picker-mid-scroll", "picker-disabled-rows", "picker-ten-thousand",
                "picker-fling-filmstrip",
            ])
        #expect(GalleryScene.picker.allSatisfy { $0.section == "Picker wheel" })
        let ids = GalleryScene.all.map(\.id)
        let start = ids.firstIndex(of: "picker-resting") ?? ids.endIndex
        #expect(Array(ids[start...].prefix(GalleryScene.picker.count)) == GalleryScene.picker.map(\.id))
    }

    @Test func tenThousandRowsDrawAsManyElementsAsTwelve() {
        let many = GalleryScene.pickerTenThousand.drawing.leafCount
        let few = GalleryScene.pickerDrawing([("", GalleryScene.pickerModel(6))]).leafCount
        #expect(many == few)
    }
}
