#if canImport(SwiftUI)
import RotaryControls
import SwiftUI

/// Everything a ``RotaryKnob`` does beyond its value, range and step: the core model's settings,
/// set with view modifiers (`.rotaryKnobDefaultValue(…)`, `.rotaryKnobDragStyle(…)`, …) and
/// handed down through the environment. Each property means what the core's `RotaryKnobModel`
/// property of the same name means; the defaults are the model's (MHRotaryKnob's).
public struct RotaryKnobOptions: Hashable, Sendable {
    /// The value a double-tap or Space/Return resets to; `nil` (the default) for the middle of
    /// the range.
    public var defaultValue: Double?
    /// Whether a double-tap or Space/Return resets the value (default `true`).
    public var resetsToDefault: Bool
    /// How a finger turns the knob: rotating or dragging, scaling, fine adjust.
    public var interaction: RotaryKnobInteraction
    /// The arc in degrees, centred on 12 o'clock (default 270).
    public var maximumAngle: Double
    /// Endless mode: one turn covers the range and the value wraps (default `false`).
    public var isEndless: Bool
    /// Detents per full turn, each crossed with a selection tick; `nil` (the default) for none.
    public var detentsPerTurn: Int?
    /// Whether the binding is written while turning (default `true`) or once on release.
    public var isContinuous: Bool

    /// The core model's defaults.
    public init() {
        let model = RotaryKnobModel()
        defaultValue = nil
        resetsToDefault = model.resetsToDefault
        interaction = model.interaction
        maximumAngle = model.maximumAngle
        isEndless = model.isEndless
        detentsPerTurn = model.detentsPerTurn
        isContinuous = model.isContinuous
    }

    /// Brings `model` to these options (as code, reporting nothing), touching only what differs.
    /// Call it after the range is set: the default value is clamped into it.
    func apply(to model: inout RotaryKnobModel) {
        if let defaultValue, model.defaultValue != defaultValue { model.defaultValue = defaultValue }
        model.update(\.resetsToDefault, to: resetsToDefault)
        model.update(\.interaction, to: interaction)
        model.update(\.maximumAngle, to: maximumAngle)
        model.update(\.isEndless, to: isEndless)
        model.update(\.detentsPerTurn, to: detentsPerTurn)
        model.update(\.isContinuous, to: isContinuous)
    }
}

private struct RotaryKnobOptionsKey: EnvironmentKey {
    static let defaultValue = RotaryKnobOptions()
}

extension EnvironmentValues {
    /// The options of the rotary knobs in this environment.
    public var rotaryKnobOptions: RotaryKnobOptions {
        get { self[RotaryKnobOptionsKey.self] } set { self[RotaryKnobOptionsKey.self] = newValue }
    }
}

extension View {
    /// Sets every option of the rotary knobs in this view at once.
    public func rotaryKnobOptions(_ options: RotaryKnobOptions) -> some View {
        environment(\.rotaryKnobOptions, options)
    }

    /// Sets the value a double-tap (or Space/Return) resets the knobs to, and whether it does.
    public func rotaryKnobDefaultValue<V: BinaryFloatingPoint>(_ value: V, resetsOnDoubleTap: Bool = true) -> some View {
        transformEnvironment(\.rotaryKnobOptions) {
            $0.defaultValue = Double(value)
            $0.resetsToDefault = resetsOnDoubleTap
        }
    }

    /// Turns the knobs by rotating around the centre (`.rotating`, the default) or by dragging
    /// (`.horizontal`, `.vertical`: `distance` points cover the whole range), each change
    /// multiplied by `scaling` (MHRotaryKnob's `interactionStyle` and `scalingFactor`).
    public func rotaryKnobDragStyle(_ kind: RotaryKnobInteraction.Kind, distance: Double = 200,
                                    scaling: Double = 1) -> some View {
        transformEnvironment(\.rotaryKnobOptions) {
            $0.interaction.kind = kind
            $0.interaction.dragDistance = distance
            $0.interaction.scalingFactor = scaling
        }
    }

    /// Fine adjust: `distance` points outside the knob, changes are half as fast; `nil` turns it off.
    public func rotaryKnobFineAdjustment(distance: Double?) -> some View {
        transformEnvironment(\.rotaryKnobOptions) { $0.interaction.fineAdjustmentDistance = distance }
    }

    /// Sets the knobs' arc, centred on 12 o'clock (default 270°).
    public func rotaryKnobArc(maximumAngle: Angle) -> some View {
        transformEnvironment(\.rotaryKnobOptions) { $0.maximumAngle = maximumAngle.degrees }
    }

    /// Makes the knobs endless (the iPod wheel): one turn covers the range and the value wraps.
    public func rotaryKnobEndless(_ isEndless: Bool = true) -> some View {
        transformEnvironment(\.rotaryKnobOptions) { $0.isEndless = isEndless }
    }

    /// Gives the knobs `count` detents per turn, each crossed with a selection tick (`nil`: none).
    public func rotaryKnobDetents(perTurn count: Int?) -> some View {
        transformEnvironment(\.rotaryKnobOptions) { $0.detentsPerTurn = count }
    }

    /// Whether the bindings are written while turning (`true`, the default) or once on release.
    public func rotaryKnobContinuousUpdates(_ isContinuous: Bool) -> some View {
        transformEnvironment(\.rotaryKnobOptions) { $0.isContinuous = isContinuous }
    }
}
#endif
