/// Keys, scrolling and assistive technologies: the dial's meaning of each ``ControlAdjustment``,
/// Space/Return, Escape, focus, and its accessibility element.
extension RotationDialModel {
    // MARK: - Adjusting

    /// Applies a key, scroll or accessibility adjustment to the dial (part 0, its only part).
    ///
    /// - `.steps(n)`: n × ``keyStep`` (arrows, scrolling; up and → clockwise).
    /// - `.pages(n)`: n × ``pageStep``, a quarter turn (Page Up/Down).
    /// - `.toMinimum` and `.toMaximum`: back to rotation 0 (Home and End alike). The dial turns
    ///   without end either way, so neither key has an end to go to; its one landmark is the
    ///   origin. End doing what Home does (as on the endless knob) is something a user can
    ///   predict, where an unused End would go on to the host (a scroll view jumping to its
    ///   bottom).
    ///
    /// Counts are limited to ±1 000 000. A user action: it stops coasting and reports
    /// `valueChanged(_, fromUser: true)` when the rotation changed. Answers `false` when
    /// disabled or for another part.
    public mutating func adjust(
        _ adjustment: ControlAdjustment, part: Int, at time: Double,
        report: (Event) -> Void
    ) -> Bool {
        guard storedEnabled, part == 0 else { return false }
        let target: Rotation
        switch adjustment {
        case .steps(let count): target = tracker.rotation + keyStep * ControlAdjustment.limitedCount(count)
        case .pages(let count):
            target = tracker.rotation + RotationDialModel.pageStep * ControlAdjustment.limitedCount(count)
        case .toMinimum, .toMaximum: target = .zero
        }
        turn(to: target, report: report)
        return true
    }

    /// Turns to the rotation an assistive technology asks for, in degrees (the unit of the
    /// element's range), as the user's: `valueChanged(_, fromUser: true)` when it changed;
    /// coasting stops. Answers `false` — nothing done — when disabled, for another part or a
    /// NaN or infinite value; `true` otherwise.
    public mutating func setAccessibilityValue(_ degrees: Double, part: Int, report: (Event) -> Void) -> Bool {
        guard storedEnabled, part == 0, degrees.isFinite else { return false }
        turn(to: Rotation(degrees: degrees), report: report)
        return true
    }

    /// Space/Return (or an assistive technology's activate): resets the rotation to 0, as a
    /// double-tap does, reported as the user's when it changed. Answers `false` only when
    /// disabled.
    public mutating func activate(at time: Double, report: (Event) -> Void) -> Bool {
        guard storedEnabled else { return false }
        turn(to: .zero, report: report)
        return true
    }

    /// Turns to `target` as a user action (non-finite targets are ignored).
    private mutating func turn(to target: Rotation, report: (Event) -> Void) {
        coasting = nil
        let before = tracker.rotation
        tracker.rotation = target
        if tracker.rotation != before { report(.valueChanged(tracker.rotation, fromUser: true)) }
    }

    // MARK: - Accessibility

    /// The largest rotation, in degrees either way, published as the accessible range (ten
    /// turns); the dial itself is unbounded.
    public static let accessibleDegrees = 3600.0

    /// The text spoken for `rotation`: degrees rounded, then whole turns counted towards zero —
    /// "90°, 0 turns", "360°, 1 turn", "-725°, -2 turns". NaN and infinities read as 0.
    public func spokenValue(_ rotation: Rotation) -> String {
        let degrees = rotation.radians.isFinite ? rotation.degrees : 0
        guard degrees.magnitude < 1e15 else { return degrees < 0 ? "-∞°" : "∞°" }
        let turns = Int((degrees / 360).rounded(.towardZero))
        return "\(Int(degrees.rounded()))°, \(turns) turn\(Swift.abs(turns) == 1 ? "" : "s")"
    }

    /// The dial as one element: named ``accessibilityLabel``, framed by the dial's circle,
    /// speaking ``rotation`` (``spokenValue(_:)``), with a range in degrees of ±``accessibleDegrees``
    /// (the current value clamped into it); adjustable while enabled.
    public var accessibilityElements: [AccessibilityElement] {
        let degrees = tracker.rotation.degrees
        let limit = RotationDialModel.accessibleDegrees
        let range = AccessibilityRange(minimum: -limit, maximum: limit, current: degrees.clamped(to: -limit...limit))
        let radius = Swift.max(0, bounds.inscribedRadius.isFinite ? bounds.inscribedRadius : 0)
        let center = bounds.center.isFinite ? bounds.center : .zero
        return [
            AccessibilityElement(
                identifier: "dial", label: accessibilityLabel, value: spokenValue(tracker.rotation),
                frame: Rect(center: center, radius: radius), isAdjustable: storedEnabled,
                range: range)
        ]
    }
}

extension RotationDialModel.Event: ControlModelEvent {
    /// The shared meaning: every dial event has one.
    public var controlEvent: ControlEvent? {
        switch self {
        case .editingBegan: return .editingBegan
        case .valueChanged(_, let fromUser): return .valueChanged(fromUser: fromUser)
        case .editingEnded: return .editingEnded
        }
    }
}
