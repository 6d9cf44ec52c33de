#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls
import UIKit

/// The track configuration and typed values of a ``CircularSliderControl`` (and of the range
/// slider), forwarded to the core's `CircularSliderModel`.
extension CircularSliderControl {
    /// The neutral value, enabled sub-range, ticks, taper and value format (default none of
    /// them): `UISlider.TrackConfiguration` on a circle. Setting it holds the values inside the
    /// enabled range (and on a tick with tick-only values) and sends no events.
    ///
    /// ```swift
    /// slider.trackConfiguration = RotaryTrackConfiguration(
    ///     neutralValue: 0, ticks: TrackTick.evenlySpaced(5, from: -1, to: 1), allowsTickValuesOnly: true)
    /// ```
    public var trackConfiguration: RotaryTrackConfiguration {
        get { model.trackConfiguration }
        set { model.trackConfiguration = newValue }
    }

    /// The value of `handle` as a text field shows it for editing, through the track
    /// configuration's format; `nil` for the second handle of a slider that is not a range.
    public func valueText(for handle: CircularSliderHandle = .first) -> String? {
        model.valueText(part: handle == .first ? 0 : 1)
    }

    /// The first handle's value as a text field shows it for editing (see ``valueText(for:)``).
    public var valueText: String { valueText(for: .first) ?? "" }

    /// Sets `handle` from text the user typed, read by the track configuration's format (the
    /// unit optional, a full stop as the decimal point) and held as a key would hold it. A
    /// user's change: sends `.valueChanged` when the value moved. Answers `false`, changing
    /// nothing, when the text is not a number, the handle does not exist or the slider is
    /// disabled.
    @discardableResult
    public func setValue(fromText text: String, for handle: CircularSliderHandle = .first) -> Bool {
        update(CircularSliderModel.self) { model, report in
            model.setValue(fromText: text, part: handle == .first ? 0 : 1, report: report)
        }
    }
}
#endif
