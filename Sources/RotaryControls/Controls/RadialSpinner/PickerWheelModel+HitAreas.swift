/// Where the picker wheel takes pointers, and what an assistive increment is.
extension PickerWheelModel {
    /// The whole bounds, for vertical drags (a horizontal drag is the container's). Allocates
    /// nothing.
    public func hitAreas(_ body: (ControlHitArea) -> Void) {
        body(ControlHitArea(.rectangle(bounds), use: .verticalDrags))
    }

    /// One enabled row per increment (as `UIPickerView`).
    public func assistiveAdjustment(increments: Int) -> ControlAdjustment {
        .steps(increments)
    }
}
