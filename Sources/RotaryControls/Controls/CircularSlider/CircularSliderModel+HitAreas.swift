/// Where the slider takes pointers, for the hosts' hit testing.
extension CircularSliderModel {
    /// The handles' touch areas (squares of at least 44 × 44 points; a range's second handle
    /// first when it is drawn on top), then — under ``CircularSliderTouchPolicy/handleOrTrack``
    /// — the track's ring along the arc, or — with ``allowsRangeDrag`` — the ring between a
    /// range's two handles. Every area takes drags in every direction. The rest of the bounds
    /// (the empty middle, the gap) is not the slider's: a touch there reaches what lies beneath
    /// or scrolls the container. A thumbless slider (``isThumbless``) has one area: the
    /// track's ring along the arc and its end caps, whatever the touch policy. Allocates nothing.
    public func hitAreas(_ body: (ControlHitArea) -> Void) {
        let layout = self.layout
        let half = layout.touchHalfSize
        let inner = Swift.max(0, layout.radius - half), outer = layout.radius + half
        if isThumbless {
            body(
                ControlHitArea(
                    .band(
                        center: layout.center, innerRadius: inner, outerRadius: outer,
                        arc: thumblessTouchArc(in: layout)), use: .drags))
            return
        }
        func square(_ handle: CircularSliderHandle) -> ControlHitArea {
            let center = handleCenter(handle, in: layout)
            return ControlHitArea(
                .rectangle(Rect(x: center.x - half, y: center.y - half, width: 2 * half, height: 2 * half)),
                use: .drags)
        }
        if isRange { body(square(.second)) }
        body(square(.first))
        if touchPolicy == .handleOrTrack {
            body(
                ControlHitArea(
                    .band(center: layout.center, innerRadius: inner, outerRadius: outer, arc: arc), use: .drags))
        } else if allowsRangeDrag, let second = storedSecondValue {
            let low = Swift.min(position(of: storedValue), position(of: second))
            let high = Swift.max(position(of: storedValue), position(of: second))
            let between =
                high - low < 2 * Double.pi
                ? Arc(
                    start: arc.start.turned(by: Rotation(radians: low * arc.direction.sign)),
                    sweep: Rotation(radians: high - low), direction: arc.direction)
                : nil
            body(
                ControlHitArea(
                    .band(center: layout.center, innerRadius: inner, outerRadius: outer, arc: between),
                    use: .drags))
        }
    }
}
