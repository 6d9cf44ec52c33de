/// The one host driver every platform wraps: it owns a control model and decides, once for
/// UIKit, SwiftUI and GTK, everything a host used to write itself.
///
/// - **Events**: every change runs through ``change(_:)`` (or an input method), which queues the
///   model's events in a reused buffer; the host then drains them with ``nextEvent()``, after the
///   model is stored, so that handlers see the new state and may call back in (their events join
///   the queue). Each comes with its shared meaning (``ControlEvent``): editing began, a change of
///   the user's or of code, editing ended, feedback. ``isEditing`` follows began/ended.
/// - **Environment**: ``follow(bounds:rightToLeft:reduceMotion:enabled:)`` sets only what differs
///   (a setter run again would reset what the user is doing).
/// - **Pointers**: ``pointer(_:at:time:tapCount:modifiers:)`` makes timestamps monotonic, counts taps where
///   the platform does not, gives every event of a touch its touch-down's tap count, ends a touch
///   the platform lost (a new touch-down while one is down) with a cancel from its last point, and
///   stands the last point in for an end or cancel that comes without one.
/// - **Deactivation**: ``deactivate(at:)`` cancels the touch and tells the model (an open spinner
///   asks to close).
/// - **Frames**: ``needsFrames`` and ``advance(to:)``.
/// - **Outside changes**: ``model`` may be set from code; ``change(_:)`` with
///   ``ControlModel/update(_:to:)`` applies settings only when they differ, and
///   ``BindingEcho`` keeps the user's own value coming back through a binding from being applied
///   again as a change of code.
/// - **Hit testing**: ``takesPointer(at:)`` and ``letsContainerPan(from:dx:dy:)``, from the model's
///   ``ControlModel/hitAreas(_:)``.
///
/// ```swift
/// var driver = ControlDriver(model: RotaryKnobModel())
/// driver.follow(bounds: Rect(x: 0, y: 0, width: 100, height: 100))
/// driver.pointer(.began, at: Point(x: 50, y: 10), time: 0)
/// while let (event, shared) = driver.nextEvent() { print(event, shared as Any) }   // editingBegan
/// ```
///
/// Handling an event allocates nothing once the queue has grown to the largest burst.
public struct ControlDriver<Model: ControlModel>: Sendable {
    /// The model. Setting it from code replaces it as is and queues no events (as `UISlider`'s
    /// programmatic changes send none).
    public var model: Model
    /// Events reported and not yet taken by ``nextEvent()``; the storage is kept between bursts.
    @usableFromInline var queue: [Model.Event] = []
    /// How many of ``queue`` were taken.
    @usableFromInline var taken = 0
    /// The event of the touch that is down (its last sample), or `nil`.
    public var activePointer: PointerEvent? { storedActivePointer }
    @usableFromInline var storedActivePointer: PointerEvent?
    /// The latest time seen, so that no event goes back in time.
    public var latestTime: Double { storedLatestTime }
    @usableFromInline var storedLatestTime = -Double.infinity
    /// Counts taps for platforms whose touches carry no tap count.
    public var tapCounter = TapCounter()
    /// Whether the user is editing: between an `editingBegan` and its `editingEnded`, as queued.
    public var isEditing: Bool { storedIsEditing }
    @usableFromInline var storedIsEditing = false

    /// A driver for `model`.
    public init(model: Model) {
        self.model = model
        queue.reserveCapacity(16)
    }

    // MARK: - Changes and events

    /// Runs a change of the model that reports events (a value set in code, an answer to a
    /// close request) and queues the events. Answers what the change answers.
    @discardableResult
    @inlinable
    public mutating func change<Result>(_ body: (inout Model, (Model.Event) -> Void) -> Result) -> Result {
        if taken == queue.count {
            queue.removeAll(keepingCapacity: true)
            taken = 0
        }
        // The queue is moved out for the change (no copy, no allocation), so that the report
        // closure and the model are separate accesses.
        var events = queue
        queue = []
        var editing = storedIsEditing
        let result = body(&model) { event in
            switch event.controlEvent {
            case .editingBegan?: editing = true
            case .editingEnded?: editing = false
            default: break
            }
            events.append(event)
        }
        queue = events
        storedIsEditing = editing
        return result
    }

    /// The next queued event and its shared meaning, oldest first; `nil` when none is left (the
    /// queue's storage is then reused).
    @inlinable
    public mutating func nextEvent() -> (event: Model.Event, shared: ControlEvent?)? {
        guard taken < queue.count else {
            queue.removeAll(keepingCapacity: true)
            taken = 0
            return nil
        }
        let event = queue[taken]
        taken += 1
        return (event, event.controlEvent)
    }

    /// Whether events are waiting for ``nextEvent()``.
    public var hasEvents: Bool { taken < queue.count }

    // MARK: - Environment

    /// Gives the model the parts of its environment passed (`nil` leaves a part alone), setting
    /// each only when it differs from what the model holds. Disabling ends an interaction under
    /// way (`editingEnded` is queued) and drops the touch. Answers whether anything changed.
    @discardableResult
    public mutating func follow(
        bounds: Rect? = nil, rightToLeft: Bool? = nil, reduceMotion: Bool? = nil,
        enabled: Bool? = nil
    ) -> Bool {
        var changed = false
        if let bounds, model.bounds != bounds {
            model.bounds = bounds
            changed = true
        }
        if let rightToLeft, model.isRightToLeft != rightToLeft {
            model.isRightToLeft = rightToLeft
            changed = true
        }
        if let reduceMotion, model.isReduceMotionEnabled != reduceMotion {
            model.isReduceMotionEnabled = reduceMotion
            changed = true
        }
        if let enabled, model.isEnabled != enabled {
            change { model, report in model.setEnabled(enabled, report: report) }
            if !enabled { storedActivePointer = nil }
            changed = true
        }
        return changed
    }

    // MARK: - Time

    /// `time` made monotonic: never before the latest time seen (a non-finite time is the latest
    /// time, or 0 before any).
    @inlinable
    public mutating func monotonic(_ time: Double) -> Double {
        let now = time.isFinite ? Swift.max(time, storedLatestTime) : (storedLatestTime.isFinite ? storedLatestTime : 0)
        storedLatestTime = now
        return now
    }

    /// Whether the host must keep calling ``advance(to:)`` on every frame.
    public var needsFrames: Bool { model.needsFrames }

    /// Advances animations and inertia to `time` (made monotonic).
    public mutating func advance(to time: Double) {
        let now = monotonic(time)
        change { model, report in model.advance(to: now, report: report) }
    }
}
