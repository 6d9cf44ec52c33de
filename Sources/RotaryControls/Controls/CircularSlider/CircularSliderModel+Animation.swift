/// A value animation in progress (internal): one animation per handle that moves, on one clock.
struct CircularSliderAnimation: Equatable, Sendable {
    var first: ValueAnimation?
    var second: ValueAnimation?
    var token: CircularSliderAnimationToken
    /// The values both handles had when the animation started.
    var startFirst: Double
    var startSecond: Double?
    /// A value was assigned in code meanwhile: the next frame ends the animation unfinished.
    var isInterrupted = false

    var isFinished: Bool { (first?.isFinished ?? true) && (second?.isFinished ?? true) }
}

/// Values set in code, at once or animated (MSCircularSlider's
/// `setValue(_:withAnimation:duration:completion:)`), and the frame clock.
extension CircularSliderModel {
    // MARK: - Setting values in code

    /// Sets a handle's value in code, animated along the arc or at once, and returns the token
    /// that ``Event/animationFinished(_:completed:)`` will carry (the completion).
    ///
    /// The value is clamped into the range; the other handle of a range gives way only to keep
    /// the order (a change made in code is never held back by ``minimumDistance``). It
    /// animates through every value in between (the long way round if need be), in `duration`
    /// seconds (default 0.75, with `curve`, default ease-in-out) from `time`, as the host calls
    /// ``advance(to:report:)``. Nothing is reported per frame: at the end one
    /// `valueChanged(…, fromUser: false)` per handle that changed, then
    /// `animationFinished(token, completed: true)`. Without animation, with Reduce Motion on
    /// (``isReduceMotionEnabled``), with a zero, negative or NaN duration, or during a drag, the
    /// value is set at once and the events are reported before this returns. A NaN or infinite
    /// value, or the second handle of a single-handle slider, changes nothing (the finished
    /// event is still reported). A running animation is interrupted first (`completed: false`).
    @discardableResult
    public mutating func setValue(
        _ value: Double,
        for handle: CircularSliderHandle = .first,
        animated: Bool,
        duration: Double = ValueAnimation.defaultDuration,
        curve: TimingCurve = .easeInOut,
        at time: Double,
        report: (Event) -> Void
    ) -> CircularSliderAnimationToken {
        var targets = (first: storedValue, second: storedSecondValue)
        if value.isFinite, self.value(of: handle) != nil {
            let clamped = scale.clamped(value)
            if handle == .first {
                targets = (clamped, storedSecondValue.map { Swift.max($0, clamped) })
            } else {
                targets = (Swift.min(storedValue, clamped), clamped)
            }
        }
        return set(targets, animated: animated, duration: duration, curve: curve, at: time, report: report)
    }

    /// Sets both values of a range in one call, animated or at once; the order of the two
    /// changes is the model's business, so no intermediate state ever pushes a handle.
    ///
    /// The pair is put in order (the smaller value goes to the first handle) and clamped into
    /// the range; ``minimumDistance`` does not apply to changes made in code. A non-finite
    /// value leaves its handle where it is (the other is set as by
    /// ``setValue(_:for:animated:duration:curve:at:report:)``); a single-handle slider takes
    /// `first` only. Reported as ``setValue(_:for:animated:duration:curve:at:report:)`` is:
    /// `valueChanged(…, fromUser: false)` for each handle that changed (first, then second),
    /// then `animationFinished`.
    ///
    /// ```swift
    /// var clock = CircularSliderModel(minimumValue: 0, maximumValue: 24, value: 9, secondValue: 17)
    /// clock.setValues(22, 23, animated: false, at: 0) { print($0) }  // 22…23, whatever came first
    /// ```
    @discardableResult
    public mutating func setValues(
        _ first: Double,
        _ second: Double,
        animated: Bool,
        duration: Double = ValueAnimation.defaultDuration,
        curve: TimingCurve = .easeInOut,
        at time: Double,
        report: (Event) -> Void
    ) -> CircularSliderAnimationToken {
        guard isRange, first.isFinite, second.isFinite else {
            let handle: CircularSliderHandle = first.isFinite || !isRange ? .first : .second
            return setValue(
                handle == .first ? first : second, for: handle, animated: animated,
                duration: duration, curve: curve, at: time, report: report)
        }
        let targets = (scale.clamped(Swift.min(first, second)), scale.clamped(Swift.max(first, second)) as Double?)
        return set(targets, animated: animated, duration: duration, curve: curve, at: time, report: report)
    }

    /// Moves both handles to `targets` (already clamped and in order).
    private mutating func set(
        _ targets: (first: Double, second: Double?), animated: Bool, duration: Double, curve: TimingCurve,
        at time: Double, report: (Event) -> Void
    ) -> CircularSliderAnimationToken {
        stopAnimation(report: report)
        nextAnimationToken &+= 1
        let token = CircularSliderAnimationToken(rawValue: nextAnimationToken)
        var running = CircularSliderAnimation(token: token, startFirst: storedValue, startSecond: storedSecondValue)
        if targets.first != storedValue {
            running.first = ValueAnimation(
                from: storedValue, to: targets.first, startTime: time, duration: duration, curve: curve)
        }
        if let second = storedSecondValue, let target = targets.second, target != second {
            running.second = ValueAnimation(from: second, to: target, startTime: time, duration: duration, curve: curve)
        }
        if animated, !isReduceMotionEnabled, drag == nil, !running.isFinished {
            animation = running
            return token
        }
        let before = (storedValue, storedSecondValue)
        apply(targets)
        syncDragAfterProgrammaticChange()
        reportCodeChanges(from: before, report: report)
        report(.animationFinished(token, completed: true))
        return token
    }

    /// Whether the host should keep its frame clock running (an animation is in progress).
    public var needsFrames: Bool { animation != nil }

    /// Moves a running animation to `time` (the host's frame clock). Reports nothing until
    /// the animation ends; then the final values (`fromUser: false`) and `animationFinished`.
    /// With Reduce Motion turned on meanwhile (``isReduceMotionEnabled``) the animation ends at
    /// this call, at its target, reported the same way — whatever `time` is. Otherwise NaN
    /// times are ignored.
    public mutating func advance(to time: Double, report: (Event) -> Void) {
        guard var running = animation, !time.isNaN || isReduceMotionEnabled else { return }
        if running.isInterrupted {
            animation = nil
            report(.animationFinished(running.token, completed: false))
            return
        }
        // Reduce Motion turned on while the animation ran: it lands at once, as the knob's does.
        let landing = isReduceMotionEnabled ? Double.infinity : time
        let values = (running.first?.advance(to: landing), running.second?.advance(to: landing))
        apply((values.0 ?? storedValue, values.1 ?? storedSecondValue))
        animation = running
        guard running.isFinished else { return }
        animation = nil
        reportCodeChanges(from: (running.startFirst, running.startSecond), report: report)
        report(.animationFinished(running.token, completed: true))
    }

    /// Stops a running animation where it is, reporting the values it reached (when they
    /// moved) and `animationFinished(…, completed: false)`.
    mutating func stopAnimation(report: (Event) -> Void) {
        guard let running = animation else { return }
        animation = nil
        if !running.isInterrupted { reportCodeChanges(from: (running.startFirst, running.startSecond), report: report) }
        report(.animationFinished(running.token, completed: false))
    }

    /// Reports `valueChanged(…, fromUser: false)` for each handle whose value differs from `before`.
    private func reportCodeChanges(from before: (Double, Double?), report: (Event) -> Void) {
        if storedValue != before.0 { report(.valueChanged(storedValue, handle: .first, fromUser: false)) }
        if let second = storedSecondValue, second != before.1 {
            report(.valueChanged(second, handle: .second, fromUser: false))
        }
    }

    /// Puts both values in place: clamped, in order (no distance: a change made in code).
    private mutating func apply(_ values: (first: Double, second: Double?)) {
        storedValue = scale.clamped(values.first)
        if storedSecondValue != nil, let second = values.second {
            storedSecondValue = Swift.max(scale.clamped(second), storedValue)
        }
        updateRevolutions()
    }
}
