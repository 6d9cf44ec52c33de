/// A running animation of the displayed value (internal). The animation runs on the
/// progress (0 → 1) and the value is the blend `from·(1 − p) + to·p`, which never overflows
/// (unlike `from + (to − from)·p` across a range from −1e308 to 1e308).
struct RotaryKnobAnimation: Hashable, Sendable {
    var progress: ValueAnimation
    let fromValue: Double
    let toValue: Double

    /// A running animation, or `nil` when it would be finished at once (no duration, no
    /// distance).
    init?(from: Double, to: Double, startTime: Double, duration: Double, curve: TimingCurve) {
        guard from != to, from.isFinite, to.isFinite else { return nil }
        progress = ValueAnimation(from: 0, to: 1, startTime: startTime, duration: duration, curve: curve)
        guard !progress.isFinished else { return nil }
        fromValue = from
        toValue = to
    }

    /// The value shown now.
    var value: Double {
        let p = progress.value
        return fromValue * (1 - p) + toValue * p
    }
}

/// Setting the value in code, animated the long way round (MHRotaryKnob's
/// `setValue:animated:`), and the frame clock that drives it.
extension RotaryKnobModel {
    // MARK: - Setting values in code

    /// Sets ``value`` in code, optionally animating the knob to it, and reports nothing
    /// (programmatic changes send no events, like `UISlider`).
    ///
    /// ``value`` takes the new value at once (clamped, or wrapped in endless mode, on the
    /// step grid). With `animated`, ``displayedValue`` then moves there from where it is
    /// shown now over `duration` seconds (default 0.75, with `curve`, default ease-in-out)
    /// starting at `time`, as the host calls ``advance(to:report:)``. Because the *value*
    /// moves, the knob travels the long way round: from the minimum to the maximum it passes
    /// through every value in between, the middle included — never the short way across the
    /// gap. Without animation, with a zero, negative or NaN duration, or during a touch, the
    /// display follows at once. A NaN or infinite value changes nothing. A running animation
    /// is replaced (the new one starts from the value shown).
    public mutating func setValue(
        _ value: Double,
        animated: Bool,
        duration: Double = ValueAnimation.defaultDuration,
        curve: TimingCurve = .easeInOut,
        at time: Double
    ) {
        guard value.isFinite else { return }
        let shown = displayedValue
        let target = normalized(value)
        self.value = target
        guard animated, touch == nil else { return }
        animation = RotaryKnobAnimation(from: shown, to: target, startTime: time, duration: duration, curve: curve)
    }

    // MARK: - Frames

    /// Where the knob is drawn: ``value``, or during an animation the value the animation
    /// has reached. This is the hook for custom drawing (MHRotaryKnob's
    /// `valueDidChange(from:to:animated:)`): redraw whenever it changes. Always within the
    /// range (a timing curve that overshoots is clamped at the ends).
    public var displayedValue: Double {
        guard let shown = animation?.value, !shown.isNaN else { return storedValue }
        return scale.clamped(shown)
    }

    /// Whether the host should keep its frame clock running (an animation is in progress).
    public var needsFrames: Bool { animation != nil }

    /// Moves a running animation to `time` (the host's frame clock); redraw afterwards from
    /// ``displayedValue``. Reports nothing: the value the app reads changed (silently, or
    /// reported by the double-tap's release) when the animation started. NaN times are
    /// ignored; times before the start show the start value. `report` is kept for the shape
    /// every control shares.
    public mutating func advance(to time: Double, report: (Event) -> Void) {
        guard var running = animation, !time.isNaN else { return }
        running.progress.advance(to: time)
        animation = running.progress.isFinished ? nil : running
    }

    /// The bearing the knob's pointer shows for `value`: along the ``arc`` (bounded), or
    /// from 12 o'clock, a full turn per range, in the arc's direction (endless).
    public func pointerBearing(for value: Double) -> Bearing {
        let fraction = scale.fraction(for: value)
        guard isEndless else { return scale.arc.bearing(atFraction: fraction) }
        return Bearing.top.turned(by: Rotation(radians: fraction * 2 * .pi * scale.arc.direction.sign))
    }
}
