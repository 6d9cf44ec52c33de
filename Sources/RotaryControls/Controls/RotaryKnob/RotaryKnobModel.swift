/// A rotary knob (MHRotaryKnob as a platform-neutral model): a value between a minimum and a
/// maximum, turned by a finger around the centre or by dragging, with an endless mode, detent
/// ticks, double-tap reset and an animated `setValue` that travels the long way.
///
/// It adopts ``ControlModel``: the host sets ``bounds``, ``isReduceMotionEnabled`` and
/// ``isRightToLeft``, feeds pointer events to ``handle(_:report:)``, keys to
/// ``handle(_:at:report:)``, scrolling to ``scroll(_:at:report:)``, calls
/// ``advance(to:report:)`` from its frame clock while ``needsFrames`` is `true`, and draws
/// ``drawing()`` (made with the stored ``style``).
///
/// **Two values.** ``value`` is what the app reads: it changes at once, also when an
/// animation starts. ``displayedValue`` is where the knob is drawn: during an animation it
/// moves from the old value to ``value`` frame by frame.
///
/// **The `valueDidChange(from:to:animated:)` hook.** MHRotaryKnob calls that method so
/// subclasses can draw. Here the drawing is a pure function of the model, so the hook is
/// ``displayedValue``: after every call that can change it the host redraws from it
/// (``pointerBearing(for:)`` turns it into an angle). Comparing the displayed value before and
/// after a call gives `from` and `to`; ``isAnimating`` says whether the change is animated.
///
/// **Events.** `editingBegan` is sent on touch-down (the circular slider's choice), even
/// though touch-down never moves the value; `editingEnded` ends every touch that began
/// (release, cancel, becoming disabled). `valueChanged(_, fromUser: true)` is sent once per
/// real change of ``value`` by the user (while dragging when ``isContinuous``, else once on
/// release; keys, scrolling, double-tap and Space/Return resets). A value set in code is never
/// the user's: ``setValue(_:animated:duration:curve:at:report:)`` reports
/// `valueChanged(_, fromUser: false)` once, at once or when its animation ends; the plain
/// setters (``value``, the range) report nothing.
///
/// ```swift
/// var knob = RotaryKnobModel()
/// knob.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
/// knob.handle(.began(x: 50, y: 0, at: 0)) { print($0) }     // editingBegan
/// knob.handle(.moved(x: 100, y: 50, at: 0.1)) { print($0) } // valueChanged(0.8333…, fromUser: true)
/// ```
public struct RotaryKnobModel: ControlModel {
    /// What the knob reports to its host.
    public enum Event: Hashable, Sendable {
        /// A touch went down on an enabled knob.
        case editingBegan
        /// The value changed; `fromUser` is `true` for touches, double-tap and Space/Return
        /// resets, keys, scrolling and accessibility adjustments, `false` for
        /// ``RotaryKnobModel/setValue(_:animated:duration:curve:at:report:)``.
        case valueChanged(Double, fromUser: Bool)
        /// The touch that began ended, was cancelled, or the knob became disabled.
        case editingEnded
        /// Feedback to play: a `.selectionTick` for each detent crossed.
        case feedback(Feedback)
    }

    // MARK: - Storage

    var scale: ValueScale
    var storedValue: Double
    /// The explicitly set default value, or `nil` for the middle of the range.
    var storedDefaultValue: Double?
    var storedMaximumAngle: Double = 270
    var storedDetents: Int?
    var storedEnabled = true
    var touch: RotaryKnobTouch?
    var animation: RotaryKnobAnimation?

    /// The control's own coordinate space; the knob turns around its centre.
    public var bounds: Rect
    /// The look, used by ``drawing()`` (default: a ``RotaryKnobStyle`` with every default).
    /// Touches land on the whole bounds whatever the style.
    public var style: RotaryKnobStyle
    /// How a finger turns the knob (the kind of gesture, scaling factor, drag distance, fine
    /// adjust).
    public var interaction = RotaryKnobInteraction()
    /// Whether a double-tap (a touch with `tapCount == 2` that does not move the value), or
    /// Space/Return, resets the value to ``defaultValue`` (default `true`).
    public var resetsToDefault = true
    /// Whether value changes are reported while dragging (default `true`) or once on release.
    public var isContinuous = true
    /// Whether the system's Reduce Motion is on (default `false`): ``setValue(_:animated:duration:curve:at:report:)``
    /// and the double-tap reset then jump instead of animating. A running animation finishes.
    public var isReduceMotionEnabled = false
    /// Whether the layout reads right to left (default `false`): ← then turns the value up
    /// and → down. Turning by touch is not mirrored (a knob turns clockwise everywhere).
    public var isRightToLeft = false
    /// The scrolling not yet turned into a step (see ``scroll(_:at:report:)``).
    public var scrollAccumulator = ScrollAccumulator()
    /// What assistive technologies call the knob (default "Value").
    public var accessibilityLabel = "Value"

    // MARK: - Init

    /// Creates a knob with MHRotaryKnob's defaults: 0…1, value 0.5, default value the middle of
    /// the range, a 270° arc centred on 12 o'clock, in 100 × 100 bounds, with the default style.
    ///
    /// Non-finite bounds fall back to 0 and 1, an inverted range is raised to the minimum,
    /// values are clamped and a NaN value gives the middle of the range. A `defaultValue` of
    /// `nil` (the default), NaN or infinity means the middle of the range, following range
    /// changes; a finite one is clamped and kept (see ``defaultValue``).
    public init(
        minimumValue: Double = 0,
        maximumValue: Double = 1,
        value: Double = 0.5,
        defaultValue: Double? = nil,
        bounds: Rect = Rect(x: 0, y: 0, width: 100, height: 100),
        style: RotaryKnobStyle = RotaryKnobStyle()
    ) {
        let scale = ValueScale(minimumValue: minimumValue, maximumValue: maximumValue, arc: .knob)
        self.scale = scale
        storedValue = value.isNaN ? scale.value(forFraction: 0.5) : scale.clamped(value)
        storedDefaultValue = defaultValue.flatMap { $0.isFinite ? scale.clamped($0) : nil }
        self.bounds = bounds
        self.style = style
    }

    // MARK: - Values

    /// The value at the start of the arc (default 0). NaN and infinities are ignored; above
    /// the maximum it raises the maximum. The value and an explicit default value are clamped
    /// to match; reports nothing.
    public var minimumValue: Double {
        get { scale.minimumValue }
        set {
            scale.minimumValue = newValue
            rangeDidChange()
        }
    }

    /// The value at the end of the arc (default 1). NaN and infinities are ignored; below the
    /// minimum it lowers the minimum. The value and an explicit default value are clamped to
    /// match; reports nothing.
    public var maximumValue: Double {
        get { scale.maximumValue }
        set {
            scale.maximumValue = newValue
            rangeDidChange()
        }
    }

    /// The value the app reads (default 0.5).
    ///
    /// Clamped into the range (wrapped in ``isEndless`` mode), on the ``step`` grid when there
    /// is one. NaN and infinities are ignored. Setting it reports nothing (use
    /// ``setValue(_:animated:duration:curve:at:report:)`` to tell the host), ends a running
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

    /// The value a double-tap or Space/Return resets to.
    ///
    /// Until it is set, the middle of the range (0.5 for 0…1, MHRotaryKnob's default), and it
    /// follows range changes. Once set it is clamped into the range and kept (clamped again
    /// when the range changes). NaN and infinities are ignored.
    public var defaultValue: Double {
        get { storedDefaultValue ?? scale.value(forFraction: 0.5) }
        set {
            guard newValue.isFinite else { return }
            storedDefaultValue = scale.clamped(newValue)
        }
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

    /// The neutral value, enabled sub-range, ticks, taper and value format (default: none of
    /// them; see ``RotaryTrackConfiguration``). The value is held inside the enabled range and,
    /// with tick-only values, on a tick; setting it re-holds the value and reports nothing.
    /// In ``isEndless`` mode only the format and the ticks' titles apply (a turn is the whole
    /// range, with no ends to hold and no taper). Its ticks inside the range are the marks the
    /// knob draws, in place of the evenly spaced ones of ``RotaryKnobStyle/tickCount``; the
    /// titled ones (or those with an image) are major marks, the others minor.
    public var trackConfiguration = RotaryTrackConfiguration() {
        didSet {
            storedValue = normalized(storedValue)
            syncTouchWithValue()
        }
    }

    /// A meter or modulation drawn inside the track, with a peak hold, as a layer of its own
    /// (`knob.level`); `nil` (default) draws none. Update it every frame with
    /// ``RotaryLevelOverlay/update(level:at:)``; it never changes the value. Drawn with the drawn
    /// look only (a knob image has no track).
    public var levelOverlay: RotaryLevelOverlay?

    /// Endless mode, the iPod wheel (default `false`).
    ///
    /// The knob has no ends: one full turn (360°, whatever the ``arc``) covers the whole
    /// range, and the value **wraps modulo the range** into `minimumValue..<maximumValue`
    /// (turning past the maximum continues from the minimum; the maximum itself, and values a
    /// rounding error below it, read as the minimum). An empty range stays at the minimum. The
    /// pointer is drawn at 12 o'clock for the minimum.
    public var isEndless = false {
        didSet {
            storedValue = normalized(storedValue)
            syncTouchWithValue()
        }
    }

    // MARK: - States

    /// Whether the knob takes input (default `true`). Change it with
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
    /// A disabled knob takes no input of any kind (pointer, keys, scrolling, accessibility
    /// adjustments) and is drawn dimmed; an animation started in code still runs to its end.
    /// Setting the same state reports nothing.
    public mutating func setEnabled(_ enabled: Bool, report: (Event) -> Void) {
        guard enabled != storedEnabled else { return }
        if !enabled {
            finishTouch(resetting: false, at: nil, report: report)
            scrollAccumulator.reset()
        }
        storedEnabled = enabled
    }

    private mutating func rangeDidChange() {
        animation = nil
        storedValue = normalized(storedValue)
        storedDefaultValue = storedDefaultValue.map { scale.clamped($0) }
        syncTouchWithValue()
    }
}
