/// How values sit on a knob's or circular slider's track — the rotary counterpart of UISlider
/// 26's `TrackConfiguration`: a neutral value, an enabled sub-range, ticks and tick-only
/// values, plus a taper and a value format.
///
/// The defaults change nothing: no neutral value (the fill starts at the minimum), the whole
/// range enabled, no ticks, a linear taper, values written with up to two decimals.
///
/// ```swift
/// var gain = RotaryTrackConfiguration()
/// gain.neutralValue = 0                       // the fill grows from 0 dB either way
/// gain.enabledRange = -24...6                 // held inside; the rest drawn disabled
/// gain.ticks = [TrackTick(value: 0, title: "0 dB")]
/// gain.format = ValueFormat(fractionDigits: 1, unit: .decibels, showsPlusSign: true)
/// knob.trackConfiguration = gain
/// ```
public struct RotaryTrackConfiguration: Hashable, Sendable {
    /// Where the fill starts: the fill runs from here to the value, either way (a pan's centre,
    /// 0 dB). `nil` (default) starts it at the minimum. Clamped into the range when drawn, and
    /// into the ``enabledRange`` (``neutralFillStart(in:)``); NaN and infinities act as `nil`.
    public var neutralValue: Double?
    /// The part of the range the value may take; the rest of the track is drawn disabled.
    /// `nil` (default) enables the whole range. Read with ``enabledBounds(in:)``: clamped into
    /// the range, NaN or infinite ends fall back to the range's.
    public var enabledRange: ClosedRange<Double>?
    /// The marked values, in any order (default none). Ticks outside the range are not drawn
    /// or snapped to; NaN and infinite ticks are ignored.
    public var ticks: [TrackTick]
    /// Whether the value may only rest on a tick (default `false`): it snaps to the nearest
    /// tick inside the enabled range. Without such a tick the value moves freely.
    public var allowsTickValuesOnly: Bool
    /// How values spread along the track (default linear).
    public var taper: ValueTaper
    /// How values are written and spoken, and typed text read back.
    public var format: ValueFormat

    /// Creates a configuration; the defaults change nothing.
    public init(
        neutralValue: Double? = nil, enabledRange: ClosedRange<Double>? = nil, ticks: [TrackTick] = [],
        allowsTickValuesOnly: Bool = false, taper: ValueTaper = .linear, format: ValueFormat = ValueFormat()
    ) {
        self.neutralValue = neutralValue
        self.enabledRange = enabledRange
        self.ticks = ticks
        self.allowsTickValuesOnly = allowsTickValuesOnly
        self.taper = taper
        self.format = format
    }

    // MARK: - Reading against a scale

    /// The enabled part of `scale`'s range: ``enabledRange`` clamped into it (NaN or infinite
    /// ends replaced by the range's own), the whole range without one.
    public func enabledBounds(in scale: ValueScale) -> ClosedRange<Double> {
        guard let enabledRange else { return scale.minimumValue...scale.maximumValue }
        let low = enabledRange.lowerBound.isFinite ? scale.clamped(enabledRange.lowerBound) : scale.minimumValue
        let high = enabledRange.upperBound.isFinite ? scale.clamped(enabledRange.upperBound) : scale.maximumValue
        return low...Swift.max(low, high)
    }

    /// The neutral value clamped into `scale`'s range, or `nil`.
    public func neutral(in scale: ValueScale) -> Double? {
        guard let neutralValue, neutralValue.isFinite else { return nil }
        return scale.clamped(neutralValue)
    }

    /// Where a fill from the neutral value starts: the neutral value clamped into the enabled
    /// bounds (``enabledBounds(in:)``), so the fill never reaches into the disabled ends; `nil`
    /// without a neutral value (the fill then starts at the minimum).
    public func neutralFillStart(in scale: ValueScale) -> Double? {
        guard let neutral = neutral(in: scale) else { return nil }
        let bounds = enabledBounds(in: scale)
        return Swift.min(Swift.max(neutral, bounds.lowerBound), bounds.upperBound)
    }

    /// The ticks inside `scale`'s range with finite values, in value order.
    public func ticks(in scale: ValueScale) -> [TrackTick] {
        ticks.filter { $0.value.isFinite && $0.value >= scale.minimumValue && $0.value <= scale.maximumValue }
            .sorted { $0.value < $1.value }
    }

    /// `value` as a control holds it: clamped into the enabled bounds, then — with
    /// ``allowsTickValuesOnly`` — on the nearest tick inside them (the lower on a tie).
    /// NaN gives the enabled bounds' lower end.
    public func held(_ value: Double, in scale: ValueScale) -> Double {
        let bounds = enabledBounds(in: scale)
        let clamped =
            value.isNaN ? bounds.lowerBound : Swift.min(Swift.max(value, bounds.lowerBound), bounds.upperBound)
        guard allowsTickValuesOnly else { return clamped }
        var best: Double?
        for tick in ticks where tick.value.isFinite && bounds.contains(tick.value) {
            if let current = best {
                let distance = Swift.abs(tick.value - clamped), bestDistance = Swift.abs(current - clamped)
                if distance < bestDistance || (distance == bestDistance && tick.value < current) { best = tick.value }
            } else {
                best = tick.value
            }
        }
        return best ?? clamped
    }

    /// The tick value `count` ticks above `value` (below for negative counts) among the ticks
    /// inside the enabled bounds, stopping at the last one; `nil` without such ticks. Keys
    /// with tick-only values move by ticks: a step of 1 % would never leave the tick.
    public func tickValue(from value: Double, movingBy count: Int, in scale: ValueScale) -> Double? {
        let bounds = enabledBounds(in: scale)
        var values = ticks.map(\.value).filter { $0.isFinite && bounds.contains($0) }
        guard !values.isEmpty else { return nil }
        values.sort()
        let current = held(value, in: scale)
        // The index of the tick the value rests on (or the nearest one).
        var index = 0
        for (candidate, tickValue) in values.enumerated()
        where Swift.abs(tickValue - current) < Swift.abs(values[index] - current) { index = candidate }
        let moved = Swift.min(
            Swift.max(index + Swift.min(Swift.max(count, -values.count), values.count), 0), values.count - 1)
        return values[moved]
    }

    /// The title of the tick `value` sits on (within a billionth of the range), or `nil`.
    public func tickTitle(at value: Double, in scale: ValueScale) -> String? {
        let tolerance = Swift.max(1e-9, scale.halfSpan * 2e-9)
        return ticks.first { $0.title != nil && Swift.abs($0.value - value) <= tolerance }?.title
    }

    /// What is spoken for `value`: the title of the tick it sits on, else the format's spoken
    /// string.
    public func spokenValue(_ value: Double, in scale: ValueScale) -> String {
        tickTitle(at: value, in: scale) ?? format.spokenString(for: value)
    }

    /// Whether every setting is the default (a control then behaves as it always has).
    public var isDefault: Bool { self == RotaryTrackConfiguration() }
}
