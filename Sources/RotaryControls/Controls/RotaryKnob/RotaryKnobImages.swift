/// The images of an image-based rotary knob (MHRotaryKnob's look): a static background, a
/// knob image per state that turns with the value, and a static foreground on top.
///
/// Every image is optional. A state without its own knob image falls back to the normal one
/// (``knobImage(for:)``); with no knob image at all the knob is drawn in its default look.
public struct RotaryKnobImages: Hashable, Sendable {
    /// Drawn first, filling the bounds, never turned. `nil` (the default) draws nothing.
    public var background: ImageReference?
    /// Drawn last, filling the bounds, never turned. `nil` (the default) draws nothing.
    public var foreground: ImageReference?
    /// The knob image in the normal state; the fallback for the other states.
    public var knob: ImageReference?
    /// The knob image while tracking; `nil` falls back to ``knob``.
    public var highlightedKnob: ImageReference?
    /// The knob image while disabled; `nil` falls back to ``knob``.
    public var disabledKnob: ImageReference?
    /// Where the knob image's centre sits, in the control's coordinates; `nil` (the default)
    /// means the centre of the bounds. A non-finite point is treated as `nil`.
    public var knobImageCenter: Point?

    /// Creates a set of images; everything is `nil` by default.
    public init(
        background: ImageReference? = nil,
        foreground: ImageReference? = nil,
        knob: ImageReference? = nil,
        highlightedKnob: ImageReference? = nil,
        disabledKnob: ImageReference? = nil,
        knobImageCenter: Point? = nil
    ) {
        self.background = background
        self.foreground = foreground
        self.knob = knob
        self.highlightedKnob = highlightedKnob
        self.disabledKnob = disabledKnob
        self.knobImageCenter = knobImageCenter
    }

    // MARK: - Lookup

    /// The knob image for `state`, falling back to the normal image when that state has none;
    /// `nil` when there is no knob image at all.
    public func knobImage(for state: RotaryKnobState) -> ImageReference? {
        switch state {
        case .normal: return knob
        case .highlighted: return highlightedKnob ?? knob
        case .disabled: return disabledKnob ?? knob
        }
    }

    /// The centre of the knob image inside `bounds`: ``knobImageCenter`` when it is set and
    /// finite, else the centre of `bounds`.
    public func knobCenter(in bounds: Rect) -> Point {
        if let center = knobImageCenter, center.isFinite { return center }
        return bounds.center
    }
}
