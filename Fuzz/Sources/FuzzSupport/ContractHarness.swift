import RotaryControls

/// What kind of call one fuzz step makes, which decides what the contract expects of its reports.
public enum FuzzStep: Sendable {
    /// The user's input (a pointer event, a key, scrolling, an adjustment, a focus move): a
    /// disabled control reports nothing at all.
    case input
    /// A change made in code (a value or a selection set, a spin): at most `changes` value
    /// changes (one per value it sets, plus what an animation in code it cuts short still owed),
    /// never the user's. `owed` is what a user's motion the call cuts short still owes (a fling
    /// landing first): up to `owed` more changes, which may be the user's.
    case code(changes: Int, owed: Int = 0)
    /// A frame (`advance`): with Reduce Motion on, nothing moves by itself afterwards unless a
    /// touch is tracked.
    case frame
    /// Anything else (enabling, options, bounds, style): the checks every step gets.
    case setting
}

/// What one step reported, in the shared vocabulary of ``ControlEvent``.
public struct StepReport: Sendable {
    /// Every event reported, the model's own included.
    public var events = 0
    /// `valueChanged(fromUser: true)` events.
    public var userChanges = 0
    /// `valueChanged(fromUser: false)` events.
    public var codeChanges = 0
    /// `feedback` events.
    public var feedback = 0

    /// No events.
    public init() {}
}

/// The contract every control model keeps, checked the same way for every fuzz target.
///
/// A target makes its model from the fuzzer's bytes, then runs each call through
/// ``step(_:check:_:)``, which tallies what the call reports and traps (`precondition`) when
/// the contract breaks:
/// - `editingBegan` and `editingEnded` alternate (checked at every event);
/// - a disabled control takes no input: an ``FuzzStep/input`` step on a control that was
///   disabled reports nothing;
/// - a change made in code is never the user's and is reported once (``FuzzStep/code(changes:owed:)``);
/// - with Reduce Motion on, nothing moves by itself after a frame (``FuzzStep/frame``);
/// - after every step: a disabled control tracks no touch, an editing session has a touch or
///   waits for frames, and the drawing holds no NaN or infinity (``DrawingCheck``);
/// - at the end (``finish()``): every editing session and touch has ended.
///
/// The target adds its model's own invariants: per event in `check`, after a step by reading
/// ``model`` and ``last``.
public struct ContractHarness<Model: FuzzedControl> {
    /// The model under test; set it directly only between steps.
    public var model: Model
    @usableFromInline var openSessions = 0
    @usableFromInline var lastReport = StepReport()
    /// The model whose drawing was last checked: a model equal to it draws the same picture
    /// (a drawing is a pure function of the model), so its drawing needs no second look.
    @usableFromInline var checkedModel: Model?
    @usableFromInline var modelChanged = true

    /// Starts checking `model`, with no editing session open.
    public init(_ model: Model) {
        self.model = model
    }

    /// 1 while an editing session is open (after `editingBegan`, before `editingEnded`), else 0.
    public var editing: Int { openSessions }

    /// What the last step reported.
    public var last: StepReport { lastReport }

    /// Whether the model the last step left differs from the one checked before it (always
    /// true for a model holding a NaN, which is never equal to itself). A target's check that
    /// reads nothing but the model gives the same answer on an equal model, so it need only run
    /// when this is true.
    public var isModelNew: Bool { modelChanged }

    /// Runs `call` on the model as a step of `kind`: tallies its reports, checks each event
    /// (alternation, then `check` with the editing count after it), then the step's contract
    /// and the state every step leaves.
    @inlinable
    public mutating func step(
        _ kind: FuzzStep,
        check: (Model.Event, _ editing: Int) -> Void = { _, _ in },
        _ call: (inout Model, (Model.Event) -> Void) -> Void
    ) {
        let wasEnabled = model.isEnabled
        var tally = StepReport()
        var editing = openSessions
        // (`check` never outlives the call; the compiler cannot see that through `call`.)
        withoutActuallyEscaping(check) { check in
            call(&model) { event in
                tally.events += 1
                switch event.controlEvent {
                case .editingBegan?: editing += 1
                case .editingEnded?: editing -= 1
                case let .valueChanged(fromUser)?:
                    if fromUser { tally.userChanges += 1 } else { tally.codeChanges += 1 }
                case .feedback?: tally.feedback += 1
                case nil: break
                }
                precondition(editing == 0 || editing == 1, "editing began/ended alternate")
                check(event, editing)
            }
        }
        openSessions = editing
        lastReport = tally
        switch kind {
        case .input:
            if !wasEnabled { precondition(tally.events == 0, "a disabled control takes no input") }
        case let .code(changes, owed):
            precondition(tally.userChanges <= owed, "a change made in code is never the user's")
            precondition(
                tally.codeChanges + tally.userChanges <= changes + owed, "a change made in code is reported once")
        case .frame:
            precondition(
                !model.isReduceMotionEnabled || model.isTracking || !model.needsFrames,
                "Reduce Motion: nothing moves by itself after a frame")
        case .setting:
            break
        }
        checkState()
    }

    /// What every step leaves: no touch on a disabled control, an editing session only with a
    /// touch or frames to come, a drawing without NaN or infinity. The drawing is made and
    /// checked only when the model differs from the last one checked (a model with a NaN
    /// anywhere is never equal to itself, so it is always checked).
    public mutating func checkState() {
        precondition(model.isEnabled || !model.isTracking, "a disabled control tracks nothing")
        if openSessions == 1 {
            precondition(model.isTracking || model.needsFrames, "an editing session has a touch or waits for frames")
        }
        // (Compared in place: `checkedModel != model` would first copy `model` into an optional.)
        switch checkedModel {
        case let checked?: modelChanged = checked != model
        case nil: modelChanged = true
        }
        if modelChanged {
            DrawingCheck.require(model.drawing())
            checkedModel = model
        }
    }

    /// Checks that every editing session and touch has ended (after the target's own way of
    /// ending them: a cancel, disabling, the last frame).
    public func finish() {
        precondition(openSessions == 0 && !model.isTracking, "every editing session and touch ends")
    }
}
