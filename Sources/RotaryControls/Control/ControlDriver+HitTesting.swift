/// Hit testing and containers' pans, decided from the model's hit areas.
extension ControlDriver {
    /// Whether a pointer going down at `location` is the control's: an enabled control whose
    /// model has a hit area there (``ControlModel/hitAreas(_:)``: a slider's handles under
    /// `.handleOnly`, a knob's disc, a closed spinner's centre). Elsewhere the touch belongs to
    /// what lies beneath or around (a scroll view scrolls). Allocates nothing.
    public func takesPointer(at location: Point) -> Bool {
        model.isEnabled && model.hitArea(at: location) != nil
    }

    /// Whether a container's pan (a scroll view, a sheet's dismissal, a navigation swipe) may
    /// take a drag that went down at `start` and has moved by (`dx`, `dy`) when the container
    /// asks: yes where the control would not take the pointer, and where it takes only taps or
    /// the other axis (a vertical swipe over a horizontally dragged knob scrolls); no on what it
    /// drags — as `UISlider` refuses pans that start on its thumb.
    public func letsContainerPan(from start: Point, dx: Double, dy: Double) -> Bool {
        guard model.isEnabled, let area = model.hitArea(at: start) else { return true }
        return area.letsContainerPan(dx: dx, dy: dy)
    }
}

extension ControlDriver {
    /// Whether scrolling over the control (a mouse wheel, a two-finger trackpad swipe) adjusts
    /// it rather than scrolling the container around it: a disabled control takes none; a focused
    /// control takes all; otherwise the container scrolls when it can scroll along the scroll's
    /// main axis (vertical when |dy| ≥ |dx|), as a page with sliders in it scrolls past them, and
    /// the control takes the rest.
    public func takesScroll(
        dx: Double, dy: Double, containerScrollsHorizontally: Bool,
        containerScrollsVertically: Bool, isFocused: Bool
    ) -> Bool {
        guard model.isEnabled else { return false }
        if isFocused { return true }
        let horizontal = dx.isFinite ? Swift.abs(dx) : 0
        let vertical = dy.isFinite ? Swift.abs(dy) : 0
        return vertical >= horizontal ? !containerScrollsVertically : !containerScrollsHorizontally
    }
}
