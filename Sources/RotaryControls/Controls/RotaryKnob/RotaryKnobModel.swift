/// A rotary knob (MHRotaryKnob as a platform-neutral model): a value between a minimum and a
/// maximum, turned by a finger around the centre or by dragging, with an endless mode, detent
/// ticks, double-tap reset and an animated `setValue` that travels the long way.
///
/// The host sets ``bounds``, feeds pointer events to ``handle(_:report:)``, calls
/// ``advance(to:report:)`` from its frame clock while ``needsFrames`` is `true`, and draws
/// ``drawing(style:)``.
///
/// **Two values.** ``value`` is what the app reads: it changes at once, also when an
/// animation starts. ``displayedValue`` is where the knob is drawn: during an animation it
/// moves from the old value to ``value`` frame by frame.
///
/// **The `valueDidChange(from:to:animated:)` hook.** MHRotaryKnob calls that method so
/// subclasses can draw. Here the drawing is a pure function of the model, so the hook is
/// ``displayedValue``: after every call that can change it (``handle(_:report:)``,
/// ``advance(to:report:)``, ``setValue(_:animated:duration:curve:at:)``, the value setters)
/// the host redraws from it (``pointerBearing(for:)`` turns it into an angle). Comparing the
/// displayed value before and after a call gives `from` and `to`; ``needsFrames`` says
/// whether the change is animated.
///
/// **Events.** `editingBegan` is sent on touch-down (the circular slider's choice), even
/// though touch-down never moves the value; `editingEnded` ends every touch that began
/// (release, cancel, becoming disabled). `valueChanged(_, fromUser: true)` is sent once per
/// real change of ``value`` by the user (while dragging when ``isContinuous``, else once on
/// release). Programmatic changes (setters, ``setValue(_:animated:duration:curve:at:)``,
/// animation frames) report nothing.
///
/// ```swift
/// var knob = RotaryKnobModel()
/// knob.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
/// knob.handle(.began(x: 50, y: 0, at: 0)) { print($0) }     // editingBegan
/// knob.handle(.moved(x: 100, y: 50, at: 0.1)) { print($0) } // valueChanged(0.8333…, fromUser: true)
/// ```
public struct RotaryKnobModel: Equatable, Sendable {
    /// What the knob reports to its host.
    public enum Event: Hashable, Sendable {
        /// A touch went down on an enabled knob.
        case editingBegan
        /// The value changed; `fromUser` is `true` for touches, double-tap resets and
        /// accessibility adjustments (the knob never reports programmatic changes, so it is
        /// always `true` today; the flag keeps the shape shared by every control).
        case valueChanged(Double, fromUser: Bool)
        /// The touch that began ended, was cancelled, or the knob became disabled.
        case editingEnded
        /// Feedback to play: a `.selectionTick` for each detent crossed.
        case feedback(Feedback)
    }

    // MARK: - Storage

    var scale: ValueScale
    var storedValue: Double
    var storedDefaultValue: Double
    var storedMaxAngle: Double = 135
    var storedDetents: Int?
    var storedEnabled = true
    var touch: RotaryKnobTouch?
    var animation: RotaryKnobAnimation?

    /// The control's own coordinate space; the knob turns around its centre.
    public var bounds: Rect
    /// How a finger turns the knob (style, scaling factor, drag distance, fine adjust).
    public var interaction = RotaryKnobInteraction()
    /// Whether a double-tap (a touch with `tapCount == 2` that does not move the value)
    /// animates the value back to ``defaultValue`` on release (default `true`).
    public var resetsToDefault = true
    /// Whether value changes are reported while dragging (default `true`) or once on release.
    public var isContinuous = true

    // MARK: - Init

    /// Creates a knob with MHRotaryKnob's defaults: 0…1, value 0.5, default value 0.5,
    /// ±135° around 12 o'clock, in 100 × 100 bounds.
    ///
    /// Non-finite bounds fall back to 0 and 1, an inverted range is raised to the minimum,
    /// values are clamped and a NaN value or default value gives the middle of the range.
    public init(
        minimumValue: Double = 0,
        maximumValue: Double = 1,
        value: Double = 0.5,
        defaultValue: Double = 0.5,
        bounds: Rect = Rect(x: 0, y: 0, width: 100, height: 100)
    ) {
        scale = ValueScale(minimumValue: minimumValue, maximumValue: maximumValue, arc: .knob)
        let middle = scale.value(forFraction: 0.5)
        storedValue = value.isNaN ? middle : scale.clamped(value)
        storedDefaultValue = defaultValue.isNaN ? middle : scale.clamped(defaultValue)
        self.bounds = bounds
    }

    // MARK: - Values

    /// The value at the start of the arc (default 0). NaN and infinities are ignored; above
    /// the maximum it raises the maximum. The value and default value are clamped to match.
    public var minimumValue: Double {
        get { scale.minimumValue }
        set { scale.minimumValue = newValue; rangeDidChange() }
    }

    /// The value at the end of the arc (default 1). NaN and infinities are ignored; below the
    /// minimum it lowers the minimum. The value and default value are clamped to match.
    public var maximumValue: Double {
        get { scale.maximumValue }
        set { scale.maximumValue = newValue; rangeDidChange() }
    }

    /// The value the app reads (default 0.5).
    ///
    /// Clamped into the range (wrapped in ``isEndless`` mode), on the ``step`` grid when there
    /// is one. NaN and infinities are ignored. Setting it reports nothing, ends a running
    /// animation (the knob shows the new value at once), and during a touch becomes the value
    /// that further dragging adds to.
    public var value: Double {
        get { storedValue }
        set {
            guard newValue.isFinite else { return }
            animation = nil
            storedValue = normalized(newValue)
            syncTouchWithValue()
        }
    }

    /// The value a double-tap resets to (default 0.5), clamped into the range; NaN and
    /// infinities are ignored.
    public var defaultValue: Double {
        get { storedDefaultValue }
        set { storedDefaultValue = scale.accepted(newValue, replacing: storedDefaultValue) }
    }

    /// The spacing of allowed values, or `nil` (default) for continuous values. Zero, negative
    /// and non-finite steps are ignored. Dragging moves an unsnapped value and shows the
    /// nearest step; the value is snapped when the step is set.
    public var step: Double? {
        get { scale.step }
        set {
            scale.step = newValue
            storedValue = normalized(storedValue)
            syncTouchWithValue()
        }
    }

    // MARK: - Arc and modes

    /// Half the arc in degrees: the knob turns from `−maxAngle` to `+maxAngle` around
    /// 12 o'clock (default 135, MHRotaryKnob's). Taken by size, capped at 180 (a full
    /// circle); NaN and infinities are ignored. At 0 the arc has no length: turning changes
    /// nothing (the drag styles still work).
    public var maxAngle: Double {
        get { storedMaxAngle }
        set {
            guard newValue.isFinite else { return }
            storedMaxAngle = Swift.min(Swift.abs(newValue), 180)
            scale.arc = .knob(maxAngle: storedMaxAngle)
        }
    }

    /// The arc the values are laid along (default ``Arc/knob``). Setting any arc is allowed;
    /// ``maxAngle`` then reports half its sweep.
    public var arc: Arc {
        get { scale.arc }
        set { scale.arc = newValue; storedMaxAngle = newValue.sweep.degrees / 2 }
    }

    /// Endless mode, the iPod wheel (default `false`).
    ///
    /// The knob has no ends: one full turn (360°, whatever the ``arc``) covers the whole
    /// range, and the value **wraps modulo the range** into `minimumValue..<maximumValue`
    /// (turning past the maximum continues from the minimum; the maximum itself, and values a
    /// rounding error below it, read as the minimum). An empty range stays at the minimum. The pointer is drawn at 12 o'clock for
    /// the minimum.
    public var isEndless = false {
        didSet { storedValue = normalized(storedValue); syncTouchWithValue() }
    }

    /// Detents per full turn of the knob, or `nil` (the default) for none. Each detent the
    /// knob's rotation crosses reports exactly one `.feedback(.selectionTick)`, also when a
    /// single sample crosses several. In bounded mode the detents are spaced
    /// `360° / detentsPerTurn` along the arc from its start. Zero and negative counts act as
    /// `nil`; counts above ``maximumDetentsPerTurn`` act as that maximum.
    public var detentsPerTurn: Int? {
        get { storedDetents }
        set { storedDetents = newValue.flatMap { $0 > 0 ? Swift.min($0, RotaryKnobModel.maximumDetentsPerTurn) : nil } }
    }

    /// The largest ``detentsPerTurn`` (3600: a tick every tenth of a degree).
    public static let maximumDetentsPerTurn = 3600

    // MARK: - States

    /// Whether the knob responds to touches (default `true`). Change it with
    /// ``setEnabled(_:report:)``, which ends a touch in progress.
    public var isEnabled: Bool { storedEnabled }

    /// Whether a touch is being tracked.
    public var isTracking: Bool { touch != nil }

    /// Whether the knob is highlighted: enabled and tracking.
    public var isHighlighted: Bool { storedEnabled && touch != nil }

    /// The state the knob is drawn in.
    public var state: RotaryKnobState { RotaryKnobState(isEnabled: storedEnabled, isHighlighted: isHighlighted) }

    /// Enables or disables the knob. Disabling it during a touch ends the touch as a cancel
    /// would: an unreported value change is reported (`fromUser: true`), then `editingEnded`.
    /// A disabled knob ignores every pointer event. Setting the same state reports nothing.
    public mutating func setEnabled(_ enabled: Bool, report: (Event) -> Void) {
        guard enabled != storedEnabled else { return }
        if !enabled { finishTouch(resetting: false, at: nil, report: report) }
        storedEnabled = enabled
    }

    // MARK: - Normalising

    /// `value` as stored: wrapped (endless) or clamped, then on the step grid.
    func normalized(_ value: Double) -> Double {
        guard isEndless else { return scale.stepped(value) }
        let wrapped = wrap(value)
        let stepped = scale.stepped(wrapped)
        return stepped >= scale.maximumValue ? scale.minimumValue : stepped
    }

    /// `value` wrapped into `minimumValue..<maximumValue` (the minimum for an empty range or
    /// a non-finite value). A value within a trillionth of the range below the maximum reads as
    /// the minimum (rounding after a whole turn).
    func wrap(_ value: Double) -> Double {
        let span = scale.span
        guard span > 0, value.isFinite else { return scale.minimumValue }
        var offset = (value - scale.minimumValue).truncatingRemainder(dividingBy: span)
        if offset < 0 { offset += span }
        if offset >= span * (1 - 1e-12) || !offset.isFinite { offset = 0 }
        return scale.minimumValue + offset
    }

    private mutating func rangeDidChange() {
        animation = nil
        storedValue = normalized(storedValue)
        storedDefaultValue = scale.clamped(storedDefaultValue)
        syncTouchWithValue()
    }
}
