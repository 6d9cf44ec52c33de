/// Pointers, keys, scrolling, assistive technologies and deactivation, normalised and handed to
/// the model.
extension ControlDriver {
    // MARK: - Pointers

    /// Delivers a pointer sample:
    /// - `time` is made monotonic (``monotonic(_:)``);
    /// - `began` takes `tapCount` when the platform gives one, else ``tapCounter``'s count; a
    ///   touch still down (its end was lost) is first cancelled from its last point;
    /// - `moved`, `ended` and `cancelled` belong to the touch that is down (without one they are
    ///   ignored) and carry its touch-down's tap count; a `nil` location is the last point (an end
    ///   or cancel that comes without a touch);
    /// - a touch-down on a disabled control is not delivered;
    /// - `modifiers` are the keys held with this sample (Shift pressed during a drag refines it
    ///   from then on); a synthesised cancel carries none.
    @inlinable
    public mutating func pointer(
        _ phase: PointerEvent.Phase, at location: Point?, time: Double, tapCount: Int? = nil,
        modifiers: PointerModifiers = []
    ) {
        let now = monotonic(time)
        switch phase {
        case .began:
            if activePointer != nil { pointer(.cancelled, at: nil, time: now) }
            guard model.isEnabled, let location else { return }
            let count = tapCount ?? tapCounter.touchDown(at: location, time: now)
            if tapCount != nil { _ = tapCounter.touchDown(at: location, time: now) }
            deliver(
                PointerEvent(
                    phase: .began, location: location, timestamp: now, tapCount: Swift.max(1, count),
                    modifiers: modifiers))
        case .moved, .ended, .cancelled:
            guard let last = activePointer else { return }
            let point = location ?? last.location
            deliver(
                PointerEvent(
                    phase: phase, location: point, timestamp: now, tapCount: last.tapCount,
                    modifiers: modifiers))
        }
    }

    /// Whether a touch is down.
    public var isPointerDown: Bool { activePointer != nil }

    @inlinable
    mutating func deliver(_ event: PointerEvent) {
        storedActivePointer = event.phase == .began || event.phase == .moved ? event : nil
        change { model, report in model.handle(event, report: report) }
    }

    // MARK: - Keys, scrolling, assistive technologies

    /// Delivers a key; answers whether the model used it (unused keys go on to the platform).
    @discardableResult
    public mutating func key(_ key: ControlKey, time: Double) -> Bool {
        let now = monotonic(time)
        return change { model, report in model.handle(key, at: now, report: report) }
    }

    /// Delivers scrolling; answers whether any of it was taken.
    @discardableResult
    public mutating func scroll(_ input: ScrollInput, time: Double) -> Bool {
        let now = monotonic(time)
        return change { model, report in model.scroll(input, at: now, report: report) }
    }

    /// Forgets the scrolling remainder (the platform's scroll gesture ended).
    public mutating func endScrolling() {
        model.scrollAccumulator.reset()
    }

    /// An assistive technology's increment (positive) or decrement (negative) of part `part`:
    /// the model's ``ControlModel/assistiveAdjustment(increments:)`` — 10 % of a slider's or
    /// knob's range (or one step when coarser), one item of a spinner. Answers whether it was used.
    @discardableResult
    public mutating func assistiveAdjust(part: Int, increments: Int, time: Double) -> Bool {
        let now = monotonic(time)
        return change { model, report in model.adjustAssistively(by: increments, part: part, at: now, report: report) }
    }

    /// An adjustment of part `part` (a key, a step asked for in code). Answers whether it was used.
    @discardableResult
    public mutating func adjust(_ adjustment: ControlAdjustment, part: Int, time: Double) -> Bool {
        let now = monotonic(time)
        return change { model, report in model.adjust(adjustment, part: part, at: now, report: report) }
    }

    /// An assistive technology's activate (or Space/Return): answers whether it was used.
    @discardableResult
    public mutating func activate(time: Double) -> Bool {
        let now = monotonic(time)
        return change { model, report in model.activate(at: now, report: report) }
    }

    // MARK: - Deactivation

    /// The window, app or scene stopped being active: a touch that is down is cancelled from its
    /// last point, then the model hears a cancel (an open spinner asks to close; the others
    /// ignore it). Answers whether the model used the cancel.
    @discardableResult
    public mutating func deactivate(at time: Double) -> Bool {
        let now = monotonic(time)
        pointer(.cancelled, at: nil, time: now)
        return change { model, report in model.cancel(at: now, report: report) }
    }
}
