/// The contract every control model adopts: the circular slider, the rotary knob, the radial
/// spinner, the picker wheel and the rotation dial. A platform host is written once against it:
/// it sets bounds and environment, delivers pointer events, keys, scroll and frame times, plays
/// the feedback the model asks for, and paints ``drawing()``. Every decision is the model's.
///
/// ```swift
/// var knob = RotaryKnobModel()
/// knob.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
/// _ = knob.handle(.right, at: 0) { event in print(event) }   // one step up
/// ```
public protocol ControlModel: Equatable, Sendable {
    /// The model's own events.
    associatedtype Event: ControlModelEvent
    /// The model's look; drawing and hit testing use the same stored value.
    associatedtype Style: Equatable, Sendable

    /// The control's own coordinate space (origin top-left, points).
    var bounds: Rect { get set }
    /// The look, used by both ``drawing()`` and hit testing.
    var style: Style { get set }

    /// Whether the control takes input; a disabled control ignores every input and draws dimmed.
    var isEnabled: Bool { get }
    /// Enables or disables the control; disabling it during an interaction ends the interaction
    /// (`editingEnded` is reported, so began/ended stay balanced).
    mutating func setEnabled(_ enabled: Bool, report: (Event) -> Void)
    /// Whether the system's Reduce Motion is on: animations jump, spins and flings land at once.
    /// Turned on while something moves, the motion lands on its end at the next frame
    /// (`advance`), reporting what it owed; the rotation dial's coasting stops where it is.
    var isReduceMotionEnabled: Bool { get set }
    /// Whether the layout reads right to left (← then increments, → decrements).
    var isRightToLeft: Bool { get set }

    /// Handles one pointer event.
    mutating func handle(_ event: PointerEvent, report: (Event) -> Void)
    /// Applies an adjustment (a key, a scroll step, an assistive technology) to a part of the
    /// control (``accessibilityElements`` index; most controls have one). Answers whether it was
    /// used (`false` when disabled or when the part does not exist).
    mutating func adjust(_ adjustment: ControlAdjustment, part: Int, at time: Double, report: (Event) -> Void) -> Bool
    /// Space/Return, or an assistive technology's activate: answers whether it was used.
    mutating func activate(at time: Double, report: (Event) -> Void) -> Bool
    /// Performs a custom accessibility action on a part (see ``AccessibilityAction``); a default
    /// maps minimum, maximum and reset onto ``adjust(_:part:at:report:)`` and ``activate(at:report:)``.
    mutating func performAccessibilityAction(
        _ kind: AccessibilityAction.Kind, part: Int, at time: Double, report: (Event) -> Void
    ) -> Bool
    /// Escape, and the host's window, app or scene ceasing to be active: answers whether it was
    /// used (an open spinner asks to close; the other controls ignore it).
    mutating func cancel(at time: Double, report: (Event) -> Void) -> Bool
    /// The part that keys adjust (a range slider's focused handle); 0 for one-part controls.
    var focusedPart: Int { get }
    /// Moves the keyboard focus to the next (or previous) part; answers `false` when there is
    /// none, so that the host moves focus to the next control.
    mutating func moveFocus(forward: Bool) -> Bool
    /// The remainder of scrolling not yet turned into a step.
    var scrollAccumulator: ScrollAccumulator { get set }

    /// Advances animations and inertia to `time` (seconds, the events' clock).
    mutating func advance(to time: Double, report: (Event) -> Void)
    /// Whether the host must keep calling ``advance(to:report:)`` on every frame.
    var needsFrames: Bool { get }

    /// Calls `body` with each area that takes pointers, topmost first (what the model would
    /// take: a slider's handles, a knob's disc, a closed spinner's centre), whatever
    /// ``isEnabled`` says (the host driver checks that). Allocates nothing.
    func hitAreas(_ body: (ControlHitArea) -> Void)
    /// What `increments` of an assistive technology (VoiceOver's swipe up and down, GTK's
    /// accessible value steps) mean: for the slider and the knob 10 % of the range, or one step
    /// when that is coarser (``ControlAdjustment/pages(_:)``); one item for the spinner and the
    /// picker wheel; one step for the rotation dial. Keys keep their own small steps.
    func assistiveAdjustment(increments: Int) -> ControlAdjustment

    /// The picture of the current state in ``bounds`` with ``style``.
    func drawing() -> Drawing
    /// One element per adjustable part, for VoiceOver, GTK's accessibility and the like.
    var accessibilityElements: [AccessibilityElement] { get }
    /// The custom actions the element of `part` offers (see ``AccessibilityAction``); none by
    /// default.
    func accessibilityActions(forPart part: Int) -> [AccessibilityAction]
    /// Where a double-tap-and-hold on the element of `part` starts a drag (a handle, a knob's
    /// pointer), in the control's coordinates; `nil` (the default) for the element's centre.
    func accessibilityActivationPoint(forPart part: Int) -> Point?
    /// Sets part `part`'s value to `value` (in its element's `range`) as an assistive technology
    /// asks (GTK's `GtkAccessibleRange`), as the user's change; answers whether it was used
    /// (`false` by default: a control whose value is not set this way).
    mutating func setAccessibilityValue(_ value: Double, part: Int, report: (Event) -> Void) -> Bool
    /// Part `part`'s value as a value entry shows it for editing (the format's text, "-3.5 dB");
    /// `nil` (the default) when the control takes no typed value or the part does not exist.
    func valueText(part: Int) -> String?
    /// Sets part `part` from typed text as the user's change; answers `false` (nothing changed)
    /// when the text is not a number, the part does not exist, the control is disabled or it
    /// takes no typed value (the default).
    mutating func setValue(fromText text: String, part: Int, report: (Event) -> Void) -> Bool
}
