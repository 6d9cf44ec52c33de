#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls
import UIKit

/// Scroll-wheel and two-finger trackpad scrolling over a control (iPad pointer, Mac Catalyst),
/// turned into whole adjustment steps by the core's ``ScrollAccumulator``.
///
/// It installs a `UIPanGestureRecognizer` that accepts scroll events only (no touches), so it
/// never competes with the control's own touch tracking. Scrolling up or right increments.
@MainActor
public final class ScrollStepper: NSObject {
    /// The recogniser added to the view.
    public let recognizer: UIPanGestureRecognizer
    /// The accumulator (change ``ScrollAccumulator/pointsPerStep`` to tune the speed).
    public var accumulator = ScrollAccumulator(pointsPerStep: 20)
    private let onSteps: (Int) -> Void

    /// Installs scrolling on `view`; `onSteps` receives each non-zero number of whole steps.
    public init(view: UIView, onSteps: @escaping (Int) -> Void) {
        recognizer = UIPanGestureRecognizer()
        self.onSteps = onSteps
        super.init()
        recognizer.addTarget(self, action: #selector(scrolled(_:)))
        recognizer.allowedScrollTypesMask = .all
        recognizer.allowedTouchTypes = []
        view.addGestureRecognizer(recognizer)
    }

    @objc private func scrolled(_ recognizer: UIPanGestureRecognizer) {
        guard let view = recognizer.view else { return }
        switch recognizer.state {
        case .changed:
            let translation = recognizer.translation(in: view)
            recognizer.setTranslation(.zero, in: view)
            // Up (negative y) and right (positive x) increment.
            let steps = accumulator.steps(forDelta: Double(translation.x - translation.y))
            if steps != 0 { onSteps(steps) }
        case .ended, .cancelled, .failed:
            accumulator.reset()
        default:
            break
        }
    }
}
#endif
