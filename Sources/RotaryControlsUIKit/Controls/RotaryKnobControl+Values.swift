#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls
import UIKit

/// Values and behaviour: `UISlider`'s vocabulary and every setting of the core's
/// `RotaryKnobModel`, forwarded.
extension RotaryKnobControl {
    // MARK: - Values (UISlider vocabulary)

    /// The value at the knob's left stop (default 0).
    @IBInspectable public var minimumValue: Double {
        get { model.minimumValue }
        set { model.minimumValue = newValue }
    }
    /// The value at the knob's right stop (default 1).
    @IBInspectable public var maximumValue: Double {
        get { model.maximumValue }
        set { model.maximumValue = newValue }
    }
    /// The value, clamped; NaN is ignored. Setting it sends no control events; the delegate
    /// hears `fromUser: false` when it changed.
    @IBInspectable public var value: Double {
        get { model.value }
        set { setValue(newValue, animated: false) }
    }
    /// The value a double-tap returns to.
    @IBInspectable public var defaultValue: Double {
        get { model.defaultValue }
        set { model.defaultValue = newValue }
    }
    /// Whether a double-tap resets to ``defaultValue`` (default `true`).
    @IBInspectable public var resetsToDefault: Bool {
        get { model.resetsToDefault }
        set { model.resetsToDefault = newValue }
    }
    /// Whether `.valueChanged` is sent while turning (`true`, the default) or only on release.
    @IBInspectable public var isContinuous: Bool {
        get { model.isContinuous }
        set { model.isContinuous = newValue }
    }
    /// The whole arc the knob turns through, in degrees (default 270, at most 360), centred on
    /// 12 o'clock — the same measure as the slider's `maximumAngle`.
    @IBInspectable public var maximumAngle: Double {
        get { model.maximumAngle }
        set { model.maximumAngle = newValue }
    }
    /// The angle of each stop from 12 o'clock, in degrees (default 135): half of
    /// ``maximumAngle``; the name MHRotaryKnob uses.
    @IBInspectable public var maxAngle: Double {
        get { model.maximumAngle / 2 }
        set { model.maximumAngle = newValue * 2 }
    }
    /// How a drag turns the knob: rotating (the default), horizontal or vertical dragging,
    /// scaling, drag distance and fine adjustment (the core's `RotaryKnobInteraction`).
    public var interaction: RotaryKnobInteraction {
        get { model.interaction }
        set { model.interaction = newValue }
    }

    /// Same as ``isContinuous``; the name MHRotaryKnob uses.
    public var continuous: Bool {
        get { isContinuous }
        set { isContinuous = newValue }
    }
    /// The step values snap to while turning and that keys and VoiceOver move by, or `nil` (the
    /// default) for continuous values; a stepped knob ticks at each step.
    public var step: Double? {
        get { model.step }
        set { model.step = newValue }
    }
    /// Whether the knob turns without stops, wrapping from the maximum to the minimum
    /// (default `false`).
    @IBInspectable public var isEndless: Bool {
        get { model.isEndless }
        set { model.isEndless = newValue }
    }
    /// Detents per full turn, each crossed with a selection tick (a haptic); `nil` (the default)
    /// for none. Zero and negative counts act as `nil`; the model caps large counts.
    public var detentsPerTurn: Int? {
        get { model.detentsPerTurn }
        set { model.detentsPerTurn = newValue }
    }

    // MARK: - Interaction

    /// The kind of gesture that changes the value (default `.rotating`).
    public var interactionKind: RotaryKnobInteraction.Kind {
        get { interaction.kind }
        set { interaction.kind = newValue }
    }
    /// Same as ``interactionKind``, with the case names MHRotaryKnob uses.
    public var interactionStyle: RotaryKnobInteractionStyle {
        get { RotaryKnobInteractionStyle(interaction.kind) }
        set { interaction.kind = newValue.kind }
    }
    /// Multiplies every change (default 1); zero, negative and non-finite values are ignored.
    @IBInspectable public var scalingFactor: Double {
        get { interaction.scalingFactor }
        set { interaction.scalingFactor = newValue }
    }
    /// For the horizontal and vertical styles: the points of travel across the whole range
    /// (default 200).
    @IBInspectable public var dragDistance: Double {
        get { interaction.dragDistance }
        set { interaction.dragDistance = newValue }
    }
    /// Fine adjustment: at this many points outside the knob, changes are half as fast (at
    /// three times as far, a quarter). `nil` (the default) turns it off.
    public var fineAdjustmentDistance: Double? {
        get { interaction.fineAdjustmentDistance }
        set { interaction.fineAdjustmentDistance = newValue }
    }
    /// Touches closer than this to the centre, in points, are ignored by the rotating style
    /// (default 4).
    @IBInspectable public var minimumDistanceFromCenter: Double {
        get { interaction.minimumDistanceFromCenter }
        set { interaction.minimumDistanceFromCenter = newValue }
    }
    /// Same as ``minimumDistanceFromCenter``; the name MHRotaryKnob uses.
    @IBInspectable public var minRequiredDistanceFromKnobCenter: Double {
        get { minimumDistanceFromCenter }
        set { minimumDistanceFromCenter = newValue }
    }
}

/// How a drag turns a ``RotaryKnobControl``, named as MHRotaryKnob names them (the core's
/// `RotaryKnobInteraction.Kind`).
public enum RotaryKnobInteractionStyle: Int, Sendable, CaseIterable {
    /// Turn around the centre.
    case rotating
    /// Drag left or right.
    case sliderHorizontal
    /// Drag down or up.
    case sliderVertical

    /// The style of a core kind.
    public init(_ kind: RotaryKnobInteraction.Kind) {
        switch kind {
        case .rotating: self = .rotating
        case .horizontal: self = .sliderHorizontal
        case .vertical: self = .sliderVertical
        }
    }

    /// The core kind.
    public var kind: RotaryKnobInteraction.Kind {
        switch self {
        case .rotating: return .rotating
        case .sliderHorizontal: return .horizontal
        case .sliderVertical: return .vertical
        }
    }
}
#endif
