/// The thumbless style: a one-value slider drawn as a progress ring and dragged anywhere on
/// its track.
extension CircularSliderModel {
    /// Whether the slider is thumbless: ``handleVisibility`` is
    /// ``CircularSliderHandleVisibility/hidden`` and it has one value (a range slider keeps its
    /// handles).
    ///
    /// A thumbless slider
    /// - draws no handle: the filled track (from the start, or from the neutral value) is the
    ///   progress ring; the layout keeps no room for a handle, so the ring is as large as the
    ///   track's own width allows;
    /// - takes a touch anywhere on the track — within half of
    ///   ``CircularSliderStyle/minimumTouchSize`` (or half the track's width, when wider) of its
    ///   centre line, along the arc and its round or square end caps — whatever
    ///   ``touchPolicy`` says: the value jumps to the touch (reporting `editingBegan`, then
    ///   `valueChanged`) and the drag goes on from there, as a drag of the handle does. The
    ///   empty middle and the gap are not the slider's (a container scrolls with them);
    /// - keeps keys, scrolling and assistive adjustments as they are; its one accessibility
    ///   element is framed by the track, with its activation point on the value's position
    ///   on the track (``accessibilityActivationPoint(forPart:)``).
    public var isThumbless: Bool { handleVisibility == .hidden && storedSecondValue == nil }

    /// The arc a thumbless slider takes touches on: the track's arc, longer at each open end
    /// by the reach of a round or square cap (half the track's width); `nil` when that covers
    /// the whole circle.
    func thumblessTouchArc(in layout: CircularSliderLayout) -> Arc? {
        let arc = self.arc
        guard !arc.isFullCircle else { return nil }
        let reach = style.lineCap == .butt || layout.radius <= 0 ? 0 : layout.lineWidth / 2 / layout.radius
        let sweep = arc.sweep.radians + 2 * reach
        guard sweep < 2 * Double.pi else { return nil }
        return Arc(
            start: arc.start.turned(by: Rotation(radians: -reach * arc.direction.sign)),
            sweep: Rotation(radians: sweep), direction: arc.direction)
    }

    /// Whether a thumbless slider takes a touch at `location` (its `bearing` from the centre,
    /// `nil` in the dead zone).
    func thumblessTrackContains(_ location: Point, bearing: Bearing?, layout: CircularSliderLayout) -> Bool {
        guard let bearing, layout.ringContains(location) else { return false }
        return thumblessTouchArc(in: layout)?.contains(bearing) ?? true
    }

    /// The box around the track's visible arc, grown by the touch half-size: the frame of a
    /// thumbless slider's accessibility element.
    func trackFrame(in layout: CircularSliderLayout) -> Rect {
        let box = CircularSliderLayout.unitBox(of: arc)
        let half = layout.touchHalfSize
        return Rect(
            x: layout.center.x + layout.radius * box.minX - half,
            y: layout.center.y + layout.radius * box.minY - half,
            width: layout.radius * box.width + 2 * half, height: layout.radius * box.height + 2 * half)
    }
}
