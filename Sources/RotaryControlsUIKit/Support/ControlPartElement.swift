#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls
import UIKit

/// One part of a control (a slider handle, a knob, a spinner) for VoiceOver and Switch Control,
/// kept in step with the core's ``AccessibilityElement`` by ``ModelControl``. Increment,
/// decrement, activate and the custom actions (reset to default, minimum, maximum, moving a
/// range) go back to the model; VoiceOver's double-tap-and-hold starts on the handle.
@MainActor
final class ControlPartElement: UIAccessibilityElement {
    private let adjust: @MainActor (_ steps: Int) -> Void
    private let activate: @MainActor () -> Bool
    private let perform: @MainActor (_ action: AccessibilityAction.Kind) -> Bool
    /// The custom actions last set, to rebuild the `UIAccessibilityCustomAction`s only when
    /// they change.
    private var actions: [AccessibilityAction] = []
    /// The activation point in the container's coordinates; `nil` for the frame's centre.
    private var activationPoint: CGPoint?

    /// Creates an element inside `container` whose actions call `adjust` (±1), `activate` and
    /// `perform` (a custom action).
    init(
        container: UIView, adjust: @escaping @MainActor (Int) -> Void, activate: @escaping @MainActor () -> Bool,
        perform: @escaping @MainActor (AccessibilityAction.Kind) -> Bool
    ) {
        self.adjust = adjust
        self.activate = activate
        self.perform = perform
        super.init(accessibilityContainer: container)
    }

    /// Copies identifier, label (`label` when given), value, hint, frame (in the container's
    /// coordinates) and the `.adjustable` trait from the core's description, with the control's
    /// own `traits` (`.button`, `.notEnabled`).
    func update(from element: AccessibilityElement, label: String?, traits: UIAccessibilityTraits) {
        accessibilityIdentifier = element.identifier
        accessibilityLabel = label ?? element.label
        accessibilityValue = element.value
        accessibilityHint = element.hint
        accessibilityFrameInContainerSpace = element.frame.cgRect
        accessibilityTraits = (element.isAdjustable ? UIAccessibilityTraits.adjustable : []).union(traits)
    }

    /// Sets the custom actions (the core's, named by it) and the activation point (in the
    /// container's coordinates; `nil` for the frame's centre).
    func update(actions newActions: [AccessibilityAction], activationPoint point: Point?) {
        activationPoint = point.map { CGPoint(x: $0.x, y: $0.y) }
        guard newActions != actions else { return }
        actions = newActions
        accessibilityCustomActions = newActions.map { action in
            UIAccessibilityCustomAction(name: action.name) { [weak self] _ in self?.perform(action.kind) ?? false }
        }
    }

    /// The handle's place on screen (VoiceOver's double-tap-and-hold drags from there), or the
    /// frame's centre.
    override var accessibilityActivationPoint: CGPoint {
        get {
            guard let activationPoint, let view = accessibilityContainer as? UIView else {
                return super.accessibilityActivationPoint
            }
            return UIAccessibility.convertToScreenCoordinates(CGRect(origin: activationPoint, size: .zero), in: view)
                .origin
        }
        set { super.accessibilityActivationPoint = newValue }
    }

    override func accessibilityIncrement() {
        adjust(1)
    }

    override func accessibilityDecrement() {
        adjust(-1)
    }

    override func accessibilityActivate() -> Bool {
        activate()
    }
}
#endif
