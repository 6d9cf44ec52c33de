/// Where the knob takes pointers, for the hosts' hit testing.
extension RotaryKnobModel {
    /// The knob's disc (the corners of its bounds are not the knob's). The rotating kind takes
    /// drags in every direction; the horizontal and vertical drag styles take drags along their
    /// axis only, so a drag across it scrolls the container. Allocates nothing.
    public func hitAreas(_ body: (ControlHitArea) -> Void) {
        let layout = self.layout
        let use: ControlHitArea.Use
        switch interaction.kind {
        case .rotating: use = .drags
        case .horizontal: use = .horizontalDrags
        case .vertical: use = .verticalDrags
        }
        body(ControlHitArea(.circle(center: layout.center, radius: layout.radius), use: use))
    }
}
