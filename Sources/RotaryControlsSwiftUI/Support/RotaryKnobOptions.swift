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
    /// The neutral value, enabled sub-range, ticks, taper and value format (default none).
    public var trackConfiguration: RotaryTrackConfiguration
    /// The look of the level overlay (kind, colours, peak hold); `nil` (the default) draws none.
    /// Its own level is ignored: ``level`` is the level shown.
    public var levelOverlay: RotaryLevelOverlay?
    /// The level the overlay shows (0…1 for a meter, −1…1 for a modulation; NaN is 0).
    public var level: Double

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
        trackConfiguration = model.trackConfiguration
        levelOverlay = model.levelOverlay
        level = 0
    }

    /// Brings `model` to these options (as code, reporting nothing), touching only what differs.
    /// Call it after the range is set: the default value is clamped into it.
    /// The level overlay moves to ``level`` at `time` (its peak hold runs on that clock); a
    /// changed look replaces the overlay, restarting its peak.
    func apply(to model: inout RotaryKnobModel, at time: Double) {
        if let defaultValue, model.defaultValue != defaultValue { model.defaultValue = defaultValue }
        model.update(\.resetsToDefault, to: resetsToDefault)
        model.update(\.interaction, to: interaction)
        model.update(\.maximumAngle, to: maximumAngle)
        model.update(\.isEndless, to: isEndless)
        model.update(\.detentsPerTurn, to: detentsPerTurn)
        model.update(\.isContinuous, to: isContinuous)
        model.update(\.trackConfiguration, to: trackConfiguration)
        if let levelOverlay {
            if !Self.sameLook(model.levelOverlay, levelOverlay) { model.levelOverlay = levelOverlay }
            if model.levelOverlay?.level != level || model.levelOverlay?.time != time {
                model.levelOverlay?.update(level: level, at: time)
            }
        } else if model.levelOverlay != nil {
            model.levelOverlay = nil
        }
    }

    /// Whether `current` draws as `wanted` does, whatever their levels and peaks.
    private static func sameLook(_ current: RotaryLevelOverlay?, _ wanted: RotaryLevelOverlay) -> Bool {
        guard let current else { return false }
        return current.kind == wanted.kind && current.paint == wanted.paint && current.peakPaint == wanted.peakPaint
            && current.holdsPeak == wanted.holdsPeak && current.peakHoldDuration == wanted.peakHoldDuration
            && current.peakFallRate == wanted.peakFallRate
    }
}

private struct RotaryKnobOptionsKey: EnvironmentKey {
    static let defaultValue = RotaryKnobOptions()
}

extension EnvironmentValues {
    /// The options of the rotary knobs in this environment.
    public var rotaryKnobOptions: RotaryKnobOptions {
        get { self[RotaryKnobOptionsKey.self] }
        set { self[RotaryKnobOptionsKey.self] = newValue }
    }
}

extension View {
    /// Sets every option of the rotary knobs in this view at once.
    public func rotaryKnobOptions(_ options: RotaryKnobOptions) -> some View {
        environment(\.rotaryKnobOptions, options)
    }

    /// Sets the value a double-tap (or Space/Return) resets the knobs to, and whether it does.
    public func rotaryKnobDefaultValue<V: BinaryFloatingPoint>(_ value: V, resetsOnDoubleTap: Bool = true) -> some View
    {
        transformEnvironment(\.rotaryKnobOptions) {
            $0.defaultValue = Double(value)
            $0.resetsToDefault = resetsOnDoubleTap
        }
    }

    /// Turns the knobs by rotating around the centre (`.rotating`, the default) or by dragging
    /// (`.horizontal`, `.vertical`: `distance` points cover the whole range), each change
    /// multiplied by `scaling` (MHRotaryKnob's `interactionStyle` and `scalingFactor`).
    public func rotaryKnobDragStyle(
        _ kind: RotaryKnobInteraction.Kind, distance: Double = 200,
        scaling: Double = 1
    ) -> some View {
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

    /// Gives the knobs and circular sliders in this view a track configuration: a neutral value
    /// the fill starts from, an enabled sub-range, ticks with titles or images, tick-only values,
    /// a taper and a value format (the rotary counterpart of `Slider`'s `neutralValue`,
    /// `enabledBounds` and `ticks`).
    ///
    /// ```swift
    /// RotaryKnob("Pan", value: $pan, in: -1...1)
    ///     .rotaryTrack(RotaryTrackConfiguration(neutralValue: 0))
    /// ```
    public func rotaryTrack(_ configuration: RotaryTrackConfiguration) -> some View {
        transformEnvironment(\.rotaryKnobOptions) { $0.trackConfiguration = configuration }
            .transformEnvironment(\.circularSliderOptions) { $0.trackConfiguration = configuration }
    }

    /// The track configuration in `Slider`'s words (iOS 26's `Slider(value:in:neutralValue:enabledBounds:…)`):
    /// the fill starts at `neutralValue`, the value is held inside `enabledBounds`, `ticks`
    /// are marked (and, with `tickValuesOnly`, the only values it rests on); values are written
    /// and spoken with `format`.
    public func rotaryTrack(
        neutralValue: Double? = nil, enabledBounds: ClosedRange<Double>? = nil,
        ticks: [TrackTick] = [], tickValuesOnly: Bool = false,
        taper: ValueTaper = .linear, format: ValueFormat = ValueFormat()
    ) -> some View {
        rotaryTrack(
            RotaryTrackConfiguration(
                neutralValue: neutralValue, enabledRange: enabledBounds, ticks: ticks,
                allowsTickValuesOnly: tickValuesOnly, taper: taper, format: format))
    }

    /// Draws a level on the knobs — a meter or a modulation around the value, with a peak hold
    /// — at `level` (0…1 for a meter, −1…1 for a modulation; NaN is 0). Change `level` as
    /// often as the display refreshes (from a `TimelineView` or the app's meter): only the
    /// knob's level layer is drawn again. The peak hold runs on the time of each change; when
    /// the level stops changing, the knob's own frames carry a held peak down to it on time
    /// (frames run only while the peak moves).
    ///
    /// ```swift
    /// RotaryKnob("Gain", value: $gain)
    ///     .knobLevel(meter.rms, overlay: RotaryLevelOverlay(kind: .meter))
    /// ```
    public func knobLevel(_ level: Double, overlay: RotaryLevelOverlay = RotaryLevelOverlay()) -> some View {
        transformEnvironment(\.rotaryKnobOptions) {
            $0.levelOverlay = overlay
            $0.level = level
        }
    }

    /// Whether the bindings are written while turning (`true`, the default) or once on release.
    public func rotaryKnobContinuousUpdates(_ isContinuous: Bool) -> some View {
        transformEnvironment(\.rotaryKnobOptions) { $0.isContinuous = isContinuous }
    }
}
#endif
