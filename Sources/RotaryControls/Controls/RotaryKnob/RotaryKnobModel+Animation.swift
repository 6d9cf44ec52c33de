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
        let running = ValueAnimation(from: shown, to: target, startTime: time, duration: duration, curve: curve)
        animation = running.isFinished ? nil : running
    }

    // MARK: - Frames

    /// Where the knob is drawn: ``value``, or during an animation the value the animation
    /// has reached. This is the hook for custom drawing (MHRotaryKnob's
    /// `valueDidChange(from:to:animated:)`): redraw whenever it changes.
    public var displayedValue: Double { animation?.value ?? storedValue }

    /// Whether the host should keep its frame clock running (an animation is in progress).
    public var needsFrames: Bool { animation != nil }

    /// Moves a running animation to `time` (the host's frame clock); redraw afterwards from
    /// ``displayedValue``. Reports nothing: the value the app reads changed (silently, or
    /// reported by the double-tap's release) when the animation started. NaN times are
    /// ignored; times before the start show the start value. `report` is kept for the shape
    /// every control shares.
    public mutating func advance(to time: Double, report: (Event) -> Void) {
        guard var running = animation, !time.isNaN else { return }
        running.advance(to: time)
        animation = running.isFinished ? nil : running
    }

    /// The bearing the knob's pointer shows for `value`: along the ``arc`` (bounded), or
    /// from 12 o'clock, a full turn per range, in the arc's direction (endless).
    public func pointerBearing(for value: Double) -> Bearing {
        guard isEndless else { return scale.bearing(for: value) }
        let fraction = scale.fraction(for: value)
        return Bearing.top.turned(by: Rotation(radians: fraction * 2 * .pi * scale.arc.direction.sign))
    }
}
