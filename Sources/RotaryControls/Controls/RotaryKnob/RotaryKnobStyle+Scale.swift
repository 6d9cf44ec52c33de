extension RotaryKnobStyle {
    /// This style with its strokes scaled by `scale.metrics` (track, outline, pointer and tick
    /// widths, body inset). The knob's own size is its bounds'; images and colours are kept. (The
    /// knob draws no text.)
    public func scaled(_ scale: StyleScale) -> RotaryKnobStyle {
        guard scale.metrics != 1 else { return self }
        var style = self
        style.trackWidth *= scale.metrics
        style.bodyOutlineWidth *= scale.metrics
        style.pointerWidth *= scale.metrics
        style.tickWidth *= scale.metrics
        style.bodyInset *= scale.metrics
        return style
    }
}
