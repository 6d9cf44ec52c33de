/// Keys and scrolling, decided once for every model from its adjustments.
extension ControlModel {
    /// Handles a key press: arrows adjust the focused part by one step (← and → mirrored when
    /// ``isRightToLeft``), Page Up/Down by a page, Home/End to the ends, Space/Return activate,
    /// Escape cancels, Tab/Shift-Tab move between parts. Answers whether the key was used (the
    /// host lets unused keys go on); a disabled control uses none.
    public mutating func handle(_ key: ControlKey, at time: Double, report: (Event) -> Void) -> Bool {
        guard isEnabled else { return false }
        switch key {
        case .up: return adjust(.steps(1), part: focusedPart, at: time, report: report)
        case .down: return adjust(.steps(-1), part: focusedPart, at: time, report: report)
        case .right: return adjust(.steps(isRightToLeft ? -1 : 1), part: focusedPart, at: time, report: report)
        case .left: return adjust(.steps(isRightToLeft ? 1 : -1), part: focusedPart, at: time, report: report)
        case .pageUp: return adjust(.pages(1), part: focusedPart, at: time, report: report)
        case .pageDown: return adjust(.pages(-1), part: focusedPart, at: time, report: report)
        case .home: return adjust(.toMinimum, part: focusedPart, at: time, report: report)
        case .end: return adjust(.toMaximum, part: focusedPart, at: time, report: report)
        case .activate: return activate(at: time, report: report)
        case .escape: return cancel(at: time, report: report)
        case .nextPart: return moveFocus(forward: true)
        case .previousPart: return moveFocus(forward: false)
        }
    }

    /// Handles scrolling: whole steps of the focused part, the remainder kept for the next call.
    /// Answers whether any input was taken (a disabled control takes none and keeps no remainder).
    public mutating func scroll(_ input: ScrollInput, at time: Double, report: (Event) -> Void) -> Bool {
        guard isEnabled else { return false }
        let steps = scrollAccumulator.steps(forDelta: input.notchCount * ScrollInput.pointsPerStep)
        guard steps != 0 else { return input.notchCount != 0 }
        _ = adjust(.steps(steps), part: focusedPart, at: time, report: report)
        return true
    }
}

/// What one-part controls with nothing to cancel answer; a model with more overrides them.
extension ControlModel {
    /// Escape: nothing to cancel by default, so the key is not used (`false`).
    public mutating func cancel(at time: Double, report: (Event) -> Void) -> Bool { false }

    /// The part the keys adjust: 0 by default (one part).
    public var focusedPart: Int { 0 }

    /// One part by default: answers `false`, so the host moves focus to the next control.
    public mutating func moveFocus(forward: Bool) -> Bool { false }
}

extension ControlAdjustment {
    /// A count of steps or pages as a Double, limited to ±1,000,000 so that no adjustment
    /// multiplies a step into an overflow.
    static func limitedCount(_ count: Int) -> Double {
        Double(Swift.max(-1_000_000, Swift.min(1_000_000, count)))
    }
}
