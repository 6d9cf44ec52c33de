/// A value animation in progress (internal).
struct CircularSliderAnimation: Equatable, Sendable {
    var animation: ValueAnimation
    var handle: CircularSliderHandle
    var token: CircularSliderAnimationToken
    var isInterrupted = false
}

/// Animated value changes in code (`setValue(_:withAnimation:duration:completion:)`).
extension CircularSliderModel {
    // MARK: - Setting values in code

    /// Sets a handle's value in code, animated along the arc or at once, and returns the token
    /// that ``Event/animationFinished(_:completed:)`` will carry (the completion).
    ///
    /// The value animates through every value in between (the long way round if need be), in
    /// `duration` seconds (default 0.75, with `curve`, default ease-in-out) from `time`, as the host calls ``advance(to:report:)``.
    /// Nothing is reported per frame: at the end one `valueChanged(…, handle: nil, fromUser:
    /// false)` (when the value changed) and `animationFinished(token, completed: true)`.
    /// Without animation, or with a zero, negative or NaN duration, or during a drag, the value
    /// is set at once and both events are reported before this returns. A NaN or infinite
    /// value changes nothing (the finished event is still reported). A running animation is
    /// interrupted first (`completed: false`).
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
        stopAnimation(report: report)
        nextAnimationToken &+= 1
        let token = CircularSliderAnimationToken(rawValue: nextAnimationToken)
        guard let current = self.value(of: handle) else {
            report(.animationFinished(token, completed: true))
            return token
        }
        let target = value.isFinite ? (handle == .first ? clampedFirst(value) : clampedSecond(value)) : current
        let animation = ValueAnimation(from: current, to: target, startTime: time, duration: duration, curve: curve)
        if animated, drag == nil, !animation.isFinished {
            self.animation = CircularSliderAnimation(animation: animation, handle: handle, token: token)
            return token
        }
        apply(target, to: handle)
        syncDragAfterProgrammaticChange()
        if target != current { report(.valueChanged(target, handle: nil, fromUser: false)) }
        report(.animationFinished(token, completed: true))
        return token
    }

    /// Whether the host should keep its frame clock running (an animation is in progress).
    public var needsFrames: Bool { animation != nil }

    /// Moves a running animation to `time` (the host's frame clock). Reports nothing until
    /// the animation ends; then the final value (`fromUser: false`) and `animationFinished`.
    /// NaN times are ignored.
    public mutating func advance(to time: Double, report: (Event) -> Void) {
        guard var running = animation, !time.isNaN else { return }
        if running.isInterrupted {
            animation = nil
            report(.animationFinished(running.token, completed: false))
            return
        }
        let value = running.animation.advance(to: time)
        apply(value, to: running.handle)
        animation = running
        guard running.animation.isFinished else { return }
        animation = nil
        if running.animation.toValue != running.animation.fromValue {
            report(.valueChanged(self.value(of: running.handle) ?? value, handle: nil, fromUser: false))
        }
        report(.animationFinished(running.token, completed: true))
    }

    /// Stops a running animation where it is, reporting the value it reached (when it moved)
    /// and `animationFinished(…, completed: false)`.
    mutating func stopAnimation(report: (Event) -> Void) {
        guard let running = animation else { return }
        animation = nil
        if !running.isInterrupted, let now = value(of: running.handle), now != running.animation.fromValue {
            report(.valueChanged(now, handle: nil, fromUser: false))
        }
        report(.animationFinished(running.token, completed: false))
    }

    private mutating func apply(_ value: Double, to handle: CircularSliderHandle) {
        if handle == .first {
            storedValue = clampedFirst(value)
            if !isEndless { revolutions = completedTurns(at: position(of: storedValue)) }
        } else if storedSecondValue != nil {
            storedSecondValue = clampedSecond(value)
        }
    }
}
