/// Where the dial takes pointers, and what an assistive increment is.
extension RotationDialModel {
    /// The disc inscribed in the bounds, for drags in every direction. Allocates nothing.
    public func hitAreas(_ body: (ControlHitArea) -> Void) {
        let center = bounds.center.isFinite ? bounds.center : .zero
        let radius = bounds.inscribedRadius
        body(ControlHitArea(.circle(center: center, radius: radius.isFinite ? Swift.max(0, radius) : 0), use: .drags))
    }

    /// One step per increment: the dial has no range to take a tenth of.
    public func assistiveAdjustment(increments: Int) -> ControlAdjustment {
        .steps(increments)
    }
}
