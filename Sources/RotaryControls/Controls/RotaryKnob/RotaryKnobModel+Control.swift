/// Keys, scrolling and assistive technologies: the knob's meaning of each ``ControlAdjustment``,
/// Space/Return, Escape, focus, and its accessibility element.
extension RotaryKnobModel {
    // MARK: - Adjusting

    /// Applies a key, scroll or accessibility adjustment to the knob (part 0, its only part).
    ///
    /// - `.steps(n)`: n × ``step``, or n × 1 % of the range without one (arrows, scrolling,
    ///   VoiceOver's swipes).
    /// - `.pages(n)`: n × 10 % of the range, at least one ``step`` (Page Up/Down).
    /// - `.toMinimum` / `.toMaximum`: the ends (Home/End) — of the enabled sub-range when
    ///   ``RotaryKnobModel/trackConfiguration`` has one. In endless mode the maximum is the
    ///   minimum (the value wraps), so End goes to the minimum too: the pointer at 12 o'clock.
    ///
    /// With a taper, a step without ``step`` is 1 % of the *track* and a page 10 % of it (see
    /// ``TaperedValueScale``); with tick-only values a step or a page moves to the next tick.
    ///
    /// Clamped at the ends (wrapped in endless mode), on the step grid; counts are limited to
    /// ±1 000 000. A user action: it reports `valueChanged(_, fromUser: true)` when the value
    /// changed, then `.feedback(.limitReached)` when it has just arrived at an end (not again
    /// while it stays there), without editing began/ended (as `UISlider`'s
    /// `accessibilityIncrement`). A
    /// running animation ends at once first (one set in code makes its report). Answers
    /// `false` when disabled or for another part, else `true` (also at an end, where nothing
    /// moves: the key was the knob's).
    public mutating func adjust(
        _ adjustment: ControlAdjustment, part: Int, at time: Double,
        report: (Event) -> Void
    ) -> Bool {
        guard storedEnabled, part == 0 else { return false }
        finishAnimation(report: report)
        let target: Double
        switch adjustment {
        case .steps(let count) where tickValuesOnly,
            .pages(let count) where tickValuesOnly:
            target = trackConfiguration.tickValue(from: storedValue, movingBy: count, in: scale) ?? storedValue
        case .steps(let count) where hasTaper:
            target = taperedScale.adjusted(storedValue, bySteps: count)
        case .pages(let count) where hasTaper:
            target = taperedScale.adjusted(storedValue, byPages: count)
        case .steps(let count):
            // A hundredth of the range is a fiftieth of the half-span (no overflow).
            target = storedValue + ControlAdjustment.limitedCount(count) * (scale.step ?? scale.halfSpan / 50)
        case .pages(let count):
            let page = Swift.max(scale.halfSpan / 5, scale.step ?? 0)
            target = storedValue + ControlAdjustment.limitedCount(count) * page
        case .toMinimum: target = isEndless ? minimumValue : trackConfiguration.enabledBounds(in: scale).lowerBound
        case .toMaximum: target = isEndless ? maximumValue : trackConfiguration.enabledBounds(in: scale).upperBound
        }
        applyUserValue(target, report: report)
        return true
    }

    /// Sets the value an assistive technology asks for (GTK's `GtkAccessibleRange`), as the
    /// user's: clamped (wrapped when endless) as a drag's value is, reporting
    /// `valueChanged(_, fromUser: true)` when it changed, then `.feedback(.limitReached)` when it
    /// has just arrived at an end, as a key; a running animation ends first.
    /// Answers `false` — nothing done — when disabled, for another part or a NaN or infinite
    /// value; `true` otherwise.
    public mutating func setAccessibilityValue(_ value: Double, part: Int, report: (Event) -> Void) -> Bool {
        guard storedEnabled, part == 0, value.isFinite else { return false }
        finishAnimation(report: report)
        applyUserValue(value, report: report)
        return true
    }

    /// Space/Return (or an assistive technology's activate): with ``resetsToDefault``, resets
    /// the value to ``defaultValue`` as a double-tap does — animated from the value shown (a
    /// jump with ``isReduceMotionEnabled``), reported as the user's when it changed — and
    /// answers `true`. Without it, or when disabled, the key is not used: `false`.
    public mutating func activate(at time: Double, report: (Event) -> Void) -> Bool {
        guard storedEnabled, resetsToDefault else { return false }
        finishAnimation(report: report)
        let before = storedValue
        resetToDefault(at: time)
        if storedValue != before { report(.valueChanged(storedValue, fromUser: true)) }
        return true
    }

    /// Sets `proposed` (normalised) as a change by the user, reporting it when the value moved,
    /// then its arrival at an end (``reportLimitArrival(from:report:)``): the one rule for keys,
    /// scrolling, assistive adjustments and values, and typed values, as a drag reports it.
    mutating func applyUserValue(_ proposed: Double, report: (Event) -> Void) {
        let before = storedValue
        let next = normalized(proposed)
        guard next != before else { return }
        storedValue = next
        syncTouchWithValue()
        report(.valueChanged(next, fromUser: true))
        reportLimitArrival(from: before, report: report)
    }

    // MARK: - Accessibility

    /// The custom actions while enabled: "Reset to default" (with ``resetsToDefault``),
    /// "Minimum" and "Maximum" (in endless mode both are the minimum, so only "Minimum").
    /// None while disabled or for another part. Performed by
    /// ``ControlModel/performAccessibilityAction(_:part:at:report:)``.
    public func accessibilityActions(forPart part: Int) -> [AccessibilityAction] {
        guard storedEnabled, part == 0 else { return [] }
        var actions: [AccessibilityAction] = resetsToDefault ? [AccessibilityAction(.resetToDefault)] : []
        actions.append(AccessibilityAction(.minimum))
        if !isEndless { actions.append(AccessibilityAction(.maximum)) }
        return actions
    }

    /// The text spoken for `value`: the title of the tick it sits on, else the
    /// ``RotaryKnobModel/trackConfiguration``'s format (by default the number rounded to two
    /// decimals, "0.75"). NaN reads "nan".
    public func spokenValue(_ value: Double) -> String {
        trackConfiguration.spokenValue(value, in: scale)
    }

    /// Seven tenths of the way out along the pointer (where it is drawn), where VoiceOver's
    /// double-tap-and-hold starts a drag; `nil` for another part.
    public func accessibilityActivationPoint(forPart part: Int) -> Point? {
        guard part == 0 else { return nil }
        let layout = self.layout
        return layout.point(radius: layout.radius * 0.7, at: pointerBearing(for: displayedValue))
    }

    /// The knob as one element: named ``accessibilityLabel``, framed by the knob's circle,
    /// speaking ``value`` (``spokenValue(_:)``), with the range's numbers (the enabled
    /// sub-range's, whose ends the hint speaks); adjustable while enabled. Its custom actions:
    /// ``accessibilityActions(forPart:)``; its activation point, on the pointer:
    /// ``accessibilityActivationPoint(forPart:)``.
    public var accessibilityElements: [AccessibilityElement] {
        let layout = self.layout
        let frame = Rect(center: layout.center, radius: layout.radius)
        let bounds = isEndless ? minimumValue...maximumValue : trackConfiguration.enabledBounds(in: scale)
        let range = AccessibilityRange(minimum: bounds.lowerBound, maximum: bounds.upperBound, current: storedValue)
        return [
            AccessibilityElement(
                identifier: "knob", label: accessibilityLabel, value: spokenValue(storedValue),
                hint: isEndless ? nil : enabledRangeHint,
                frame: frame, isAdjustable: storedEnabled, range: range)
        ]
    }
}

extension RotaryKnobModel.Event: ControlModelEvent {
    /// The shared meaning: every knob event has one.
    public var controlEvent: ControlEvent? {
        switch self {
        case .editingBegan: return .editingBegan
        case .valueChanged(_, let fromUser): return .valueChanged(fromUser: fromUser)
        case .editingEnded: return .editingEnded
        case .feedback(let feedback): return .feedback(feedback)
        }
    }
}
