#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls
import UIKit

/// The track configuration, the level overlay and typed values of a ``RotaryKnobControl``,
/// forwarded to the core's `RotaryKnobModel`.
extension RotaryKnobControl {
    /// The neutral value, enabled sub-range, ticks, taper and value format (default none of
    /// them): the knob's counterpart of `UISlider.TrackConfiguration`. Setting it holds the
    /// value inside the enabled range (and on a tick with tick-only values) and sends no events.
    ///
    /// ```swift
    /// knob.trackConfiguration = RotaryTrackConfiguration(
    ///     neutralValue: 0, enabledRange: -48...6,
    ///     format: ValueFormat(fractionDigits: 1, unit: .decibels, showsPlusSign: true))
    /// ```
    public var trackConfiguration: RotaryTrackConfiguration {
        get { model.trackConfiguration }
        set { model.trackConfiguration = newValue }
    }

    /// A meter or modulation arc drawn inside the track, with a peak hold; `nil` (the default)
    /// draws none. Move its level with ``updateLevel(_:at:)``; it never changes the value. Drawn
    /// with the drawn look only (a knob image has no track).
    public var levelOverlay: RotaryLevelOverlay? {
        get { model.levelOverlay }
        set { model.levelOverlay = newValue }
    }

    /// Moves the level overlay to `level` (0…1 for a meter, −1…1 for a modulation; NaN is 0) at
    /// `time` (seconds; by default now, on the display link's clock, so a `CADisplayLink`'s
    /// `targetTimestamp` fits). Call it every frame: only the knob's level layer is drawn again,
    /// the other layers are kept. When the updates stop, the knob's display link runs while a
    /// held peak stands above the level, so the peak falls on time. Does nothing without a
    /// ``levelOverlay``.
    ///
    /// ```swift
    /// knob.levelOverlay = RotaryLevelOverlay(kind: .meter)
    /// // in the display link's callback:
    /// knob.updateLevel(meter.rms, at: link.targetTimestamp)
    /// ```
    public func updateLevel(_ level: Double, at time: TimeInterval = DisplayLinkDriver.now) {
        guard model.levelOverlay != nil else { return }
        update(RotaryKnobModel.self) { model, _ in model.levelOverlay?.update(level: level, at: time) }
    }

    /// The value as a text field shows it for editing, through the track configuration's format
    /// ("-3.5 dB"). Bind it to a `UITextField`: show it when editing begins, hand what was typed
    /// to ``setValue(fromText:)`` when it ends.
    public var valueText: String { model.valueText }

    /// Sets the value from text the user typed, read by the track configuration's format (the
    /// unit optional, a full stop as the decimal point) and held as any value is (clamped, on
    /// the step grid, inside the enabled range). A user's change: sends `.valueChanged` when the
    /// value moved and tells the delegate `fromUser: true`. Answers `false`, changing nothing,
    /// when the text is not a number or the knob is disabled.
    ///
    /// ```swift
    /// func textFieldDidEndEditing(_ field: UITextField) {
    ///     if !knob.setValue(fromText: field.text ?? "") { field.text = knob.valueText }
    /// }
    /// ```
    @discardableResult
    public func setValue(fromText text: String) -> Bool {
        update(RotaryKnobModel.self) { model, report in model.setValue(fromText: text, report: report) }
    }
}
#endif
