/// The control contract: enabled state, keyboard focus between the handles, and adjustments
/// from keys, scrolling and assistive technologies.
extension CircularSliderModel {
    // MARK: - Enabled

    /// Whether the slider takes input (default `true`). A disabled slider ignores pointer
    /// events, keys, scrolling and assistive adjustments, and is drawn at
    /// ``CircularSliderStyle/disabledOpacity``. Values set in code still apply.
    public var isEnabled: Bool { storedEnabled }

    /// Enables or disables the slider. Disabling it during a drag ends the drag as a cancel
    /// does (unreported values, then `editingEnded`; no snap), so began/ended stay balanced, and
    /// forgets any scrolling remainder. Setting the current state does nothing.
    public mutating func setEnabled(_ enabled: Bool, report: (Event) -> Void) {
        guard enabled != storedEnabled else { return }
        if !enabled {
            finish(snapping: false, report: report)
            scrollAccumulator.reset()
        }
        storedEnabled = enabled
    }

    // MARK: - Focus

    /// The handle keys and scrolling move: 0 for the first, 1 for a range's second (default 0).
    /// Tab and Shift-Tab switch it (``moveFocus(forward:)``); grabbing a handle focuses it.
    public var focusedPart: Int { isRange ? storedFocusedPart : 0 }

    /// The handle of ``focusedPart``.
    public var focusedHandle: CircularSliderHandle { focusedPart == 1 ? .second : .first }

    /// Moves the keyboard focus to a range's second handle (`forward`) or back to the first.
    /// Answers `false` — focus stays — when there is no handle that way (the first handle
    /// going back, the second going forward, a single-handle or disabled slider), so the host
    /// moves focus to the next control.
    public mutating func moveFocus(forward: Bool) -> Bool {
        guard storedEnabled, isRange else { return false }
        let target = forward ? 1 : 0
        guard storedFocusedPart != target else { return false }
        storedFocusedPart = target
        return true
    }

    /// Space/Return: a slider has no action (`false`).
    public mutating func activate(at time: Double, report: (Event) -> Void) -> Bool { false }

    // MARK: - Adjusting

    /// The amount one step moves: the ``step``, else 1 % of the range (0 for an empty range).
    public var adjustmentStep: Double { scale.step ?? scale.halfSpan / 50 }

    /// The amount one page moves: 10 % of the range; with a ``step``, the nearest whole number
    /// of steps, at least one.
    public var adjustmentPage: Double {
        let tenth = scale.halfSpan / 5
        guard let step = scale.step else { return tenth }
        return step * Swift.max(1, (tenth / step).rounded())
    }

    /// Moves handle `part` (0 the first, 1 a range's second) by an adjustment: steps of
    /// ``adjustmentStep``, pages of ``adjustmentPage``, or to the ends. Values land on the
    /// ``step`` grid when there is one and stay in the range; a range's handle stops
    /// ``minimumDistance`` from the other (so `toMaximum` on the first handle goes as far as
    /// the second allows). Counts are capped at ±1 000 000.
    ///
    /// A user action: it reports `valueChanged(…, fromUser: true)` when the value changed, then
    /// `.feedback(.limitReached)` when the handle has just arrived at an end of the track (of
    /// the enabled sub-range; not again while it stays there; never when endless), without
    /// editing began/ended (as `UISlider`'s `accessibilityIncrement`). A running
    /// animation stops first. Answers `false` — nothing done — when the slider is disabled or
    /// the part does not exist; `true` otherwise, also at an end where nothing moves.
    @discardableResult
    public mutating func adjust(_ adjustment: ControlAdjustment, part: Int, at time: Double, report: (Event) -> Void)
        -> Bool
    {
        guard storedEnabled, part == 0 || (part == 1 && isRange) else { return false }
        let handle: CircularSliderHandle = part == 0 ? .first : .second
        stopAnimation(report: report)
        guard let current = value(of: handle) else { return false }
        let proposed: Double
        switch adjustment {
        case let .steps(count) where trackConfiguration.allowsTickValuesOnly && !isEndless,
            let .pages(count) where trackConfiguration.allowsTickValuesOnly && !isEndless:
            proposed = trackConfiguration.tickValue(from: current, movingBy: count, in: scale) ?? current
        case let .steps(count) where hasTaper && scale.step == nil:
            proposed = taperedScale.adjusted(current, bySteps: count)
        case let .pages(count) where hasTaper: proposed = taperedScale.adjusted(current, byPages: count)
        case let .steps(count): proposed = moved(current, by: count, of: adjustmentStep)
        case let .pages(count): proposed = moved(current, by: count, of: adjustmentPage)
        case .toMinimum: proposed = isEndless ? scale.minimumValue : enabledBounds.lowerBound
        case .toMaximum: proposed = isEndless ? scale.maximumValue : enabledBounds.upperBound
        }
        commitUserValue(proposed, to: handle, from: current, report: report)
        return true
    }

    /// Sets handle `part` to the value an assistive technology asks for (GTK's
    /// `GtkAccessibleRange`), as the user's, with the rules of ``adjust(_:part:at:report:)``:
    /// clamped, on the ``step`` grid when there is one, ``minimumDistance`` from a range's other
    /// handle; `valueChanged(…, fromUser: true)` when it changed, then `.feedback(.limitReached)`
    /// when the handle has just arrived at an end, as a key reports it. Answers `false` — nothing
    /// done — when disabled, for a part that does not exist or a NaN or infinite value.
    @discardableResult
    public mutating func setAccessibilityValue(_ value: Double, part: Int, report: (Event) -> Void) -> Bool {
        guard storedEnabled, value.isFinite, part == 0 || (part == 1 && isRange) else { return false }
        let handle: CircularSliderHandle = part == 0 ? .first : .second
        stopAnimation(report: report)
        guard let current = self.value(of: handle) else { return false }
        let proposed = scale.step == nil ? scale.clamped(value) : scale.stepped(scale.clamped(value))
        commitUserValue(proposed, to: handle, from: current, report: report)
        return true
    }

    /// `value` moved by `count` × `size`, clamped, on the step grid when there is one.
    private func moved(_ value: Double, by count: Int, of size: Double) -> Double {
        let count = ControlAdjustment.limitedCount(count)
        let moved = scale.clamped(value + count * size)
        return scale.step == nil ? moved : scale.stepped(moved)
    }

    /// Moves `handle` from `current` to `proposed` (kept ``minimumDistance`` from a range's other
    /// handle) as the user's change — the revolutions and the drag follow, `valueChanged(…,
    /// fromUser: true)` is reported — and answers the value it took; `nil` when that is `current`.
    ///
    /// The one rule for every user path but a drag (keys, scrolling, assistive adjustments and
    /// values, typed values; a drag reports its own arrival as the finger goes): when the value
    /// moved onto an end of the track (of the enabled sub-range; never when endless), it then
    /// reports `.feedback(.limitReached)` — once on arrival, as nothing is reported while the
    /// value stays.
    @discardableResult
    mutating func commitUserValue(
        _ proposed: Double, to handle: CircularSliderHandle, from current: Double,
        report: (Event) -> Void
    ) -> Double? {
        let distance = minimumValueDistance
        let next =
            handle == .first ? clampedFirst(proposed, distance: distance) : clampedSecond(proposed, distance: distance)
        guard next != current else { return nil }
        if handle == .first { storedValue = next } else { storedSecondValue = next }
        updateRevolutions()
        syncDragAfterProgrammaticChange()
        report(.valueChanged(next, handle: handle, fromUser: true))
        if !isEndless, next == enabledBounds.lowerBound || next == enabledBounds.upperBound {
            report(.feedback(.limitReached))
        }
        return next
    }
}
