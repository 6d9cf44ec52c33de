/// A rotation dial: an endless dial turned by one finger around its centre, showing the
/// angle and the number of turns (the single-touch rotation gesture of ``RotationTracker`` as a
/// control). It adopts ``ControlModel``, so every platform hosts it like the other controls.
///
/// All turning is the tracker's (anchored at the centre of ``bounds``, with a dead zone of 12
/// points by default); the dial adds key and scroll steps, a reset to 0 on a double-tap or
/// Space/Return, and, with ``coastsAfterRelease``, coasting with ``Inertia`` after a fling
/// (driven by ``advance(to:report:)`` while ``needsFrames``; never with Reduce Motion).
///
/// **Events.** `editingBegan` on a press (anywhere on the dial, the dead zone included),
/// `valueChanged(_, fromUser: true)` for every change by the user (dragging, coasting after
/// the user's fling, keys, scrolling, resets), `editingEnded` when the finger lifts or the
/// touch is cancelled. ``setRotation(_:report:)`` reports `valueChanged(_, fromUser: false)`;
/// the ``rotation`` setter reports nothing.
///
/// ```swift
/// var dial = RotationDialModel()                             // 200 × 200, centre (100, 100)
/// dial.handle(.began(x: 100, y: 20, at: 0)) { print($0) }    // editingBegan
/// dial.handle(.moved(x: 180, y: 100, at: 0.1)) { print($0) } // valueChanged(90°, fromUser: true)
/// ```
public struct RotationDialModel: ControlModel {
    /// What the dial reports.
    public enum Event: Hashable, Sendable {
        /// A press started tracking.
        case editingBegan
        /// The rotation changed; `fromUser` is `false` only for ``RotationDialModel/setRotation(_:report:)``.
        case valueChanged(Rotation, fromUser: Bool)
        /// The finger lifted, the touch was cancelled, or the dial became disabled.
        case editingEnded
    }

    // MARK: - Storage

    /// The core recogniser; its `rotation` is the dial's angle (positive clockwise, any number
    /// of turns).
    public internal(set) var tracker: RotationTracker
    /// The coasting motion under way (radians), if any; a press, a key or a change in code
    /// stops it.
    public internal(set) var coasting: Inertia?
    var storedEnabled = true

    /// The dial's coordinate space; it turns around the centre.
    public var bounds: Rect
    /// The look, used by ``drawing()``. Touches land on the whole bounds whatever the style.
    public var style: RotationDialStyle
    /// How far one arrow key or scroll step turns the dial (default 15°).
    public var keyStep = Rotation(degrees: 15)
    /// How far Page Up/Down turn the dial (90°, a quarter turn).
    public static let pageStep = Rotation(degrees: 90)
    /// Whether a fling keeps the dial turning after release, slowing down exponentially
    /// (default `false`).
    public var coastsAfterRelease = false
    /// Releases slower than this, in radians per second, do not coast (default 0.5).
    public var minimumCoastingVelocity = 0.5
    /// Whether the system's Reduce Motion is on (default `false`): a fling never coasts, and
    /// turning it on stops a coasting dial where it is.
    public var isReduceMotionEnabled = false {
        didSet { if isReduceMotionEnabled { coasting = nil } }
    }
    /// Whether the layout reads right to left (default `false`): ← then turns clockwise.
    public var isRightToLeft = false
    /// The scrolling not yet turned into a step.
    public var scrollAccumulator = ScrollAccumulator()
    /// What assistive technologies call the dial (default "Rotation").
    public var accessibilityLabel = "Rotation"

    // MARK: - Init

    /// Creates a dial at rotation 0 in `bounds` (default 200 × 200) with a dead zone of
    /// `deadZoneRadius` points around the centre (default 12) and `style`.
    public init(
        bounds: Rect = Rect(x: 0, y: 0, width: 200, height: 200), deadZoneRadius: Double = 12,
        style: RotationDialStyle = RotationDialStyle()
    ) {
        self.bounds = bounds
        self.style = style
        tracker = RotationTracker(anchor: bounds.center, deadZoneRadius: deadZoneRadius)
    }

    // MARK: - Rotation

    /// The dial's rotation, positive clockwise, any number of turns. Setting it reports
    /// nothing (use ``setRotation(_:report:)`` to tell the host) and stops coasting; NaN and
    /// infinities are ignored. During a touch the new rotation is the base that turning adds to.
    public var rotation: Rotation {
        get { tracker.rotation }
        set {
            guard newValue.radians.isFinite else { return }
            coasting = nil
            tracker.rotation = newValue
        }
    }

    /// Sets the rotation in code and reports it, once, as not the user's:
    /// `valueChanged(_, fromUser: false)` when it changed. Stops coasting; NaN and infinities
    /// are ignored.
    public mutating func setRotation(_ rotation: Rotation, report: (Event) -> Void) {
        guard rotation.radians.isFinite else { return }
        let before = tracker.rotation
        self.rotation = rotation
        if tracker.rotation != before { report(.valueChanged(tracker.rotation, fromUser: false)) }
    }

    // MARK: - States

    /// Whether the dial takes input (default `true`); change it with ``setEnabled(_:report:)``.
    public var isEnabled: Bool { storedEnabled }

    /// Whether a finger is on the dial.
    public var isTracking: Bool { tracker.phase.isTracking }

    /// Enables or disables the dial. Disabling it ends a touch (`editingEnded`) and stops
    /// coasting; a disabled dial takes no input of any kind and is drawn dimmed. Setting the
    /// same state reports nothing.
    public mutating func setEnabled(_ enabled: Bool, report: (Event) -> Void) {
        guard enabled != storedEnabled else { return }
        if !enabled {
            coasting = nil
            scrollAccumulator.reset()
            if tracker.phase.isTracking {
                tracker.handle(PointerEvent(phase: .cancelled, location: bounds.center, timestamp: 0))
                report(.editingEnded)
            }
        }
        storedEnabled = enabled
    }

    // MARK: - Pointer

    /// Feeds one pointer event to the tracker: `editingBegan` when a press starts tracking (a
    /// press stops coasting; a double-tap press, `tapCount` ≥ 2, first resets the rotation to
    /// 0), `valueChanged(_, fromUser: true)` for each change of rotation, `editingEnded` when
    /// the finger lifts or the touch is cancelled. A fast release (at least
    /// ``minimumCoastingVelocity``) coasts when ``coastsAfterRelease`` is on and Reduce Motion
    /// is off. The anchor follows the centre of ``bounds`` at each press. A disabled dial
    /// ignores everything. Allocates nothing.
    public mutating func handle(_ event: PointerEvent, report: (Event) -> Void) {
        guard storedEnabled else { return }
        let before = tracker.rotation
        if event.phase == .began, !tracker.phase.isTracking {
            tracker.anchor = bounds.center
            coasting = nil
            if event.tapCount >= 2 { tracker.rotation = .zero }
        }
        let wasTracking = tracker.phase.isTracking
        tracker.handle(event)
        if !wasTracking, tracker.phase.isTracking { report(.editingBegan) }
        if tracker.rotation != before { report(.valueChanged(tracker.rotation, fromUser: true)) }
        if wasTracking, !tracker.phase.isTracking {
            if event.phase == .ended, coastsAfterRelease, !isReduceMotionEnabled,
                Swift.abs(tracker.velocity) >= minimumCoastingVelocity
            {
                coasting = Inertia(
                    position: tracker.rotation.radians, velocity: tracker.velocity, time: event.timestamp)
            }
            report(.editingEnded)
        }
    }

    // MARK: - Frames

    /// Moves a coasting dial to its position at `time`, reporting the change (the user's
    /// fling); the coasting ends at rest.
    public mutating func advance(to time: Double, report: (Event) -> Void) {
        guard var motion = coasting else { return }
        let before = tracker.rotation
        tracker.rotation = Rotation(radians: motion.advance(to: time))
        coasting = motion.isResting ? nil : motion
        if tracker.rotation != before { report(.valueChanged(tracker.rotation, fromUser: true)) }
    }

    /// Whether the dial is coasting (the host keeps its frame clock running).
    public var needsFrames: Bool { coasting != nil }
}
