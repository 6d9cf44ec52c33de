/// The knob's ``RotaryKnobModel/trackConfiguration`` at work: the taper between value and
/// angle, the fill from the neutral value, the disabled ends of the track, and the spoken value.
extension RotaryKnobModel {
    /// The scale every value↔angle conversion of the knob goes through: ``rotationScale`` with
    /// the configuration's taper (none in endless mode, where a turn is the whole range).
    var taperedScale: TaperedValueScale {
        TaperedValueScale(scale: rotationScale, taper: isEndless ? .linear : trackConfiguration.taper)
    }

    /// Whether a non-linear taper applies (bounded mode, a taper the range allows).
    var hasTaper: Bool {
        !isEndless && !trackConfiguration.taper.isLinear(minimum: scale.minimumValue, maximum: scale.maximumValue)
    }

    /// Whether the value rests on ticks only (bounded mode, ``RotaryTrackConfiguration/allowsTickValuesOnly``).
    var tickValuesOnly: Bool {
        !isEndless && trackConfiguration.allowsTickValuesOnly
    }

    /// Reports `.feedback(.limitReached)` when the user's change from `before` brought the
    /// value onto an end of the track (of the enabled sub-range when one is set): once on
    /// arrival, never while it stays pinned there, and never in endless mode (no end).
    func reportLimitArrival(from before: Double, report: (Event) -> Void) {
        guard !isEndless, storedValue != before else { return }
        let bounds = trackConfiguration.enabledBounds(in: scale)
        if storedValue == bounds.lowerBound || storedValue == bounds.upperBound { report(.feedback(.limitReached)) }
    }

    /// `value` after a finger's linear change of value `change` (a share of the range): along
    /// the tapered track when there is a taper, so that a drag moves the pointer evenly.
    /// Kept inside the enabled sub-range, so that turning back from past an end moves at once.
    func dragged(_ value: Double, by change: Double) -> Double {
        let moved: Double
        let half = scale.halfSpan
        if hasTaper, half > 0 {
            let tapered = taperedScale
            moved = tapered.value(atPosition: tapered.position(for: value) + change / 2 / half)
        } else {
            moved = scale.clamped(value + change)
        }
        guard trackConfiguration.enabledRange != nil else { return moved }
        let bounds = trackConfiguration.enabledBounds(in: scale)
        return Swift.min(Swift.max(moved, bounds.lowerBound), bounds.upperBound)
    }

    /// The filled part of the arc for `value`: from the neutral value (clamped into the enabled
    /// sub-range; the minimum without one) to the value, either way; `nil` when it has no length.
    func filledArc(for value: Double) -> Arc? {
        let tapered = taperedScale
        let sign = arc.direction.sign
        let origin = trackConfiguration.neutralFillStart(in: scale) ?? scale.minimumValue
        let a = tapered.rotation(for: origin).radians * sign
        let b = tapered.rotation(for: value).radians * sign
        let low = Swift.min(a, b), high = Swift.max(a, b)
        guard high - low > 0 else { return nil }
        return Arc(
            start: arc.start.turned(by: Rotation(radians: low * sign)), sweep: Rotation(radians: high - low),
            direction: arc.direction)
    }

    /// The track: the whole arc, or — with an enabled sub-range — the enabled part, and the
    /// parts outside it at the style's disabled opacity.
    func trackElements(center: Point, radius: Double, stroke: Stroke) -> [Drawing.Element] {
        guard trackConfiguration.enabledRange != nil else {
            return [.arc(center: center, radius: radius, arc: arc, stroke: stroke)]
        }
        let bounds = trackConfiguration.enabledBounds(in: scale)
        let tapered = taperedScale
        let sign = arc.direction.sign
        let low = tapered.rotation(for: bounds.lowerBound).radians * sign
        let high = tapered.rotation(for: bounds.upperBound).radians * sign
        let total = arc.sweep.radians
        func piece(_ from: Double, _ to: Double) -> Drawing.Element? {
            guard to - from > 0 else { return nil }
            let part = Arc(
                start: arc.start.turned(by: Rotation(radians: from * sign)),
                sweep: Rotation(radians: to - from), direction: arc.direction)
            return .arc(center: center, radius: radius, arc: part, stroke: stroke)
        }
        let disabled = [piece(0, low), piece(high, total)].compactMap { $0 }
        var elements = [piece(low, high)].compactMap { $0 }
        if !disabled.isEmpty {
            elements.append(.group(Drawing.Group(opacity: style.safeDisabledOpacity, elements: disabled)))
        }
        return elements
    }

    /// The ticks the knob draws, as bearings, with whether each is a major mark (the full
    /// length) or a minor one (the outer half): one set from one of two sources.
    /// - The configuration's ticks inside the range (bounded mode), at their values through the
    ///   taper. When some have a title or an image, those are major and the others minor; when
    ///   none has, all are major.
    /// - Without such ticks, the ticks the style's ``RotaryKnobStyle/tickCount`` produces (or an
    ///   endless knob's detents, see ``detentTickCount``): evenly spaced, major — along the arc
    ///   from end to end, or around the whole circle from 12 o'clock in endless mode.
    func scaleTicks(tickCount: Int) -> [(bearing: Bearing, isMajor: Bool)] {
        let configured = isEndless ? [] : trackConfiguration.ticks(in: scale)
        if !configured.isEmpty {
            let tapered = taperedScale
            let titled = configured.contains { $0.title != nil || $0.image != nil }
            return configured.map { tick in
                (tapered.bearing(for: tick.value), !titled || tick.title != nil || tick.image != nil)
            }
        }
        let count = tickCount > 0 ? tickCount : detentTickCount
        guard count > 0 else { return [] }
        let closed = isEndless || arc.isFullCircle
        return (0..<count).map { index in
            if isEndless {
                return (Bearing.top.turned(by: Rotation(radians: 2 * .pi * Double(index) / Double(count))), true)
            }
            let fraction = count == 1 ? 0.5 : Double(index) / Double(closed ? count : count - 1)
            return (arc.bearing(atFraction: fraction), true)
        }
    }

    // MARK: - Accessibility

    /// What assistive technologies hear besides the value: the enabled range's two ends
    /// ("From -24 dB to +6 dB"), `nil` without an enabled sub-range.
    var enabledRangeHint: String? {
        guard trackConfiguration.enabledRange != nil else { return nil }
        let bounds = trackConfiguration.enabledBounds(in: scale)
        return "From " + trackConfiguration.spokenValue(bounds.lowerBound, in: scale)
            + " to " + trackConfiguration.spokenValue(bounds.upperBound, in: scale)
    }
}
