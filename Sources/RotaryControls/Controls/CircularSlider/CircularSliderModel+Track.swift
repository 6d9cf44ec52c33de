/// The slider's ``CircularSliderModel/trackConfiguration`` at work: the taper between value and
/// position, values held inside the enabled sub-range, the fill from the neutral value, the
/// disabled ends of the track, and what is spoken.
extension CircularSliderModel {
    /// Whether a non-linear taper applies (not in endless mode, where the value wraps).
    var hasTaper: Bool {
        !isEndless && !trackConfiguration.taper.isLinear(minimum: scale.minimumValue, maximum: scale.maximumValue)
    }

    /// The scale read through the configuration's taper.
    var taperedScale: TaperedValueScale {
        TaperedValueScale(scale: scale, taper: hasTaper ? trackConfiguration.taper : .linear)
    }

    /// The signed rotation from the arc's start to `value`, through the taper when there is one.
    func taperedRotation(for value: Double) -> Rotation {
        hasTaper ? taperedScale.rotation(for: value) : scale.rotation(for: value)
    }

    /// The bearing at which `value` sits, through the taper when there is one.
    func taperedBearing(for value: Double) -> Bearing {
        scale.arc.start.turned(by: taperedRotation(for: value))
    }

    /// The value (clamped, not stepped) after turning `rotation` from the arc's start, through
    /// the taper when there is one.
    func taperedValue(for rotation: Rotation) -> Double {
        guard hasTaper else { return scale.value(for: rotation) }
        let total = scale.totalSweep.radians
        guard total > 0, rotation.radians.isFinite else { return scale.minimumValue }
        return taperedScale.value(atPosition: rotation.radians * scale.arc.direction.sign / total)
    }

    /// `value` clamped into the range and the enabled sub-range (and onto a tick with tick-only
    /// values). With the default configuration, and in endless mode (where the value wraps and
    /// the configuration's limits do not apply), exactly ``ValueScale/clamped(_:)``.
    func held(_ value: Double) -> Double {
        trackConfiguration.isDefault || isEndless
            ? scale.clamped(value) : trackConfiguration.held(scale.clamped(value), in: scale)
    }

    /// The enabled part of the range (the whole range by default).
    var enabledBounds: ClosedRange<Double> { trackConfiguration.enabledBounds(in: scale) }

    /// The positions the fill runs between for a single handle with a neutral value (either
    /// way, from the neutral value clamped into the enabled sub-range), `nil` otherwise.
    func neutralFill() -> (low: Double, high: Double)? {
        guard storedSecondValue == nil, !isEndless, let neutral = trackConfiguration.neutralFillStart(in: scale) else {
            return nil
        }
        let a = position(of: neutral), b = position(of: storedValue)
        return (Swift.min(a, b), Swift.max(a, b))
    }

    /// The track: the whole arc, or with an enabled sub-range the enabled part plainly and the
    /// parts outside it at the style's disabled opacity.
    func trackElements(center: Point, radius: Double, stroke: Stroke) -> [Drawing.Element] {
        guard trackConfiguration.enabledRange != nil, !isEndless else {
            return [.arc(center: center, radius: radius, arc: arc, stroke: stroke)]
        }
        let bounds = enabledBounds
        let low = position(of: bounds.lowerBound), high = position(of: bounds.upperBound)
        func piece(_ from: Double, _ to: Double) -> Drawing.Element? {
            guard to - from > 0 else { return nil }
            let part = Arc(
                start: bearing(atPosition: from), sweep: Rotation(radians: Swift.min(to - from, 2 * .pi)),
                direction: arc.direction)
            return .arc(center: center, radius: radius, arc: part, stroke: stroke)
        }
        let disabled = [piece(0, low), piece(high, totalPosition)].compactMap { $0 }
        var elements = [piece(low, high)].compactMap { $0 }
        if !disabled.isEmpty {
            elements.append(.group(Drawing.Group(opacity: style.safeDisabledOpacity, elements: disabled)))
        }
        return elements
    }

    /// The ends of the enabled sub-range, spoken ("From 20 % to 80 %"); `nil` without one.
    var enabledRangeHint: String? {
        guard trackConfiguration.enabledRange != nil else { return nil }
        let bounds = enabledBounds
        return "From " + spokenValue(bounds.lowerBound) + " to " + spokenValue(bounds.upperBound)
    }
}
