#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls

/// The core's ``ControlDriver`` with its model type erased, for ``ModelControl``: a class that is
/// not generic (so that it can be an `@IBOutlet`, a storyboard class and an `@objc` sender) holds
/// its driver as `any AnyControlDriver`. Every decision stays the driver's.
protocol AnyControlDriver: Sendable {
    /// The model, as the core's contract.
    var anyModel: any ControlModel { get }
    /// Replaces the model (a model of another type is ignored); queues no events.
    mutating func replaceModel(with model: any ControlModel)
    /// Runs a change of the model as `Model` (the driver's own model type).
    mutating func change<Model: ControlModel, Result>(
        as type: Model.Type,
        _ body: (inout Model, (Model.Event) -> Void) -> Result
    ) -> Result
    /// The next queued event and its shared meaning.
    mutating func nextAnyEvent() -> (event: any ControlModelEvent, shared: ControlEvent?)?

    var isPointerDown: Bool { get }
    /// Where the touch under way is, in the control's coordinates; `nil` without one.
    var activePointerLocation: Point? { get }
    var needsFrames: Bool { get }
    @discardableResult
    mutating func follow(bounds: Rect?, rightToLeft: Bool?, reduceMotion: Bool?, enabled: Bool?) -> Bool
    mutating func pointer(
        _ phase: PointerEvent.Phase, at location: Point?, time: Double, tapCount: Int?,
        modifiers: PointerModifiers)
    @discardableResult mutating func key(_ key: ControlKey, time: Double) -> Bool
    @discardableResult mutating func scroll(_ input: ScrollInput, time: Double) -> Bool
    mutating func endScrolling()
    @discardableResult mutating func assistiveAdjust(part: Int, increments: Int, time: Double) -> Bool
    @discardableResult mutating func activate(time: Double) -> Bool
    /// Performs a custom accessibility action on `part` (the model's `performAccessibilityAction`).
    @discardableResult mutating func performAccessibilityAction(
        _ kind: AccessibilityAction.Kind, part: Int, time: Double
    ) -> Bool
    @discardableResult mutating func deactivate(at time: Double) -> Bool
    mutating func advance(to time: Double)
    func takesPointer(at location: Point) -> Bool
    func letsContainerPan(from start: Point, dx: Double, dy: Double) -> Bool
    func takesScroll(
        dx: Double, dy: Double, containerScrollsHorizontally: Bool, containerScrollsVertically: Bool,
        isFocused: Bool
    ) -> Bool
}

extension ControlDriver: AnyControlDriver {
    var anyModel: any ControlModel { model }
    var activePointerLocation: Point? { activePointer?.location }

    mutating func replaceModel(with model: any ControlModel) {
        guard let model = model as? Model else { return }
        self.model = model
    }

    mutating func change<Other: ControlModel, Result>(
        as type: Other.Type,
        _ body: (inout Other, (Other.Event) -> Void) -> Result
    ) -> Result {
        change { model, report in
            guard var typed = model as? Other else { preconditionFailure("a \(Model.self) is no \(Other.self)") }
            defer { model = typed as! Model }
            return withoutActuallyEscaping(report) { report in
                body(&typed) { event in report(event as! Model.Event) }
            }
        }
    }

    mutating func performAccessibilityAction(_ kind: AccessibilityAction.Kind, part: Int, time: Double) -> Bool {
        let now = monotonic(time)
        return change { model, report in model.performAccessibilityAction(kind, part: part, at: now, report: report) }
    }

    mutating func nextAnyEvent() -> (event: any ControlModelEvent, shared: ControlEvent?)? {
        guard let (event, shared) = nextEvent() else { return nil }
        return (event, shared)
    }
}
#endif
