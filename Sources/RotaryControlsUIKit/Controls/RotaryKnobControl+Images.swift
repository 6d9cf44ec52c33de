#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls
import UIKit

/// An image-based look (the core's `RotaryKnobImages`): a static background, a knob image per
/// control state that turns with the value, and a static foreground on top. With no knob image
/// the knob is drawn in its own look.
extension RotaryKnobControl {
    /// Drawn first, filling the bounds, never turned (default none).
    @IBInspectable public var backgroundImage: UIImage? {
        get { PlatformImages.image(for: style.images.background) }
        set { style.images.background = PlatformImages.reference(for: newValue) }
    }
    /// Drawn last, filling the bounds, never turned (default none).
    @IBInspectable public var foregroundImage: UIImage? {
        get { PlatformImages.image(for: style.images.foreground) }
        set { style.images.foreground = PlatformImages.reference(for: newValue) }
    }
    /// Where the knob image's centre sits, in the control's coordinates (default the centre of
    /// the bounds; a non-finite point means the centre).
    public var knobImageCenter: CGPoint {
        get {
            let center = style.images.knobCenter(in: Rect(bounds))
            return CGPoint(x: center.x, y: center.y)
        }
        set { style.images.knobImageCenter = Point(x: Double(newValue.x), y: Double(newValue.y)) }
    }

    /// Sets the knob image for `.normal`, `.highlighted` (while turning) or `.disabled`; a
    /// state without its own image uses the normal one. Other states are ignored.
    public func setKnobImage(_ image: UIImage?, for state: UIControl.State) {
        let reference = PlatformImages.reference(for: image)
        switch state {
        case .normal: style.images.knob = reference
        case .highlighted: style.images.highlightedKnob = reference
        case .disabled: style.images.disabledKnob = reference
        default: break
        }
    }

    /// Same as ``setKnobImage(_:for:)``; the name MHRotaryKnob's `setKnobImage:forState:` has.
    public func setKnobImage(_ image: UIImage?, forState state: UIControl.State) {
        setKnobImage(image, for: state)
    }

    /// The knob image set for `state` (`nil` when that state has none of its own).
    public func knobImage(for state: UIControl.State) -> UIImage? {
        switch state {
        case .normal: return PlatformImages.image(for: style.images.knob)
        case .highlighted: return PlatformImages.image(for: style.images.highlightedKnob)
        case .disabled: return PlatformImages.image(for: style.images.disabledKnob)
        default: return nil
        }
    }

    /// Same as ``knobImage(for:)``; the name MHRotaryKnob's `knobImageForState:` has.
    public func knobImage(forState state: UIControl.State) -> UIImage? {
        knobImage(for: state)
    }

    /// The knob image drawn now, for the current state (with the normal image's fallback).
    public var currentKnobImage: UIImage? {
        PlatformImages.image(for: style.images.knobImage(for: model.state))
    }
}
#endif
