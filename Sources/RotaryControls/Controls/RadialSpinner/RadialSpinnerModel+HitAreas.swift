/// Where the spinner takes pointers, and what an assistive increment is.
extension RadialSpinnerModel {
    /// Closed: the centre's touch area only, for taps (a drag that starts there is the
    /// container's). Open: the whole bounds (a drag turns the ring or the picker, a tap outside
    /// closes), drags in every direction for the ring and vertical drags for the picker wheel.
    /// Allocates nothing.
    public func hitAreas(_ body: (ControlHitArea) -> Void) {
        let layout = self.layout
        if isOpen {
            body(ControlHitArea(.rectangle(bounds), use: picker == nil ? .drags : .verticalDrags))
        } else {
            body(ControlHitArea(.circle(center: layout.center, radius: layout.centerTouchRadius), use: .taps))
        }
    }

    /// One enabled item per increment (VoiceOver's swipe selects the next item, as in a picker).
    public func assistiveAdjustment(increments: Int) -> ControlAdjustment {
        .steps(increments)
    }
}
