#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls
import UIKit
import UIKit.UIGestureRecognizerSubclass

/// The delegate of a ``SingleTouchRotationGestureRecognizer`` that chooses the point the finger
/// turns around.
@MainActor
@objc public protocol SingleTouchRotationGestureRecognizerDelegate: UIGestureRecognizerDelegate {
    /// The anchor, in the coordinates of the recogniser's view. Asked on every touch-down.
    func anchorPoint(for recognizer: SingleTouchRotationGestureRecognizer) -> CGPoint
}

/// A one-finger rotation recogniser: the finger turns around an anchor, and the recogniser
/// reports ``rotation``, ``velocity`` and ``turns`` the way `UIRotationGestureRecognizer` does
/// for two fingers (radians, clockwise on screen positive).
///
/// All the work is done by the core's ``RotationTracker`` (multi-turn counting, dead zone,
/// jump guard, limits, velocity); this class feeds it touches and maps its phases to the
/// standard states:
/// - touch-down: `.possible`; the first sample that turns: `.began`; later ones: `.changed`;
/// - lift after turning: `.ended`; lift without turning (a tap): `.failed`;
/// - a system cancel after turning: `.cancelled` (never `.ended`); before turning: `.failed`.
///
/// The anchor is, in order: ``anchor`` when set, the delegate's
/// ``SingleTouchRotationGestureRecognizerDelegate/anchorPoint(for:)`` when the delegate adopts
/// that protocol, else the centre of the view's bounds. Only the first touch is tracked; others
/// are ignored.
///
/// The finger is measured in a space that does not turn with the view — the view's superview
/// (the window when it has none), the anchor converted there at touch-down — so the pattern
/// below, which turns the very view the recogniser is attached to, follows the finger exactly.
/// (Measured in the turning view itself, each sample would have the rotation already applied
/// taken off, and the view would turn at half the finger's speed.)
///
/// When UIKit resets the recogniser without an end (it failed, another recogniser won, the
/// view left the window), the tracker is cancelled too, so the next touch-down starts afresh.
///
/// ```swift
/// let turn = SingleTouchRotationGestureRecognizer(target: self, action: #selector(turned(_:)))
/// dial.addGestureRecognizer(turn)
///
/// @objc func turned(_ recognizer: SingleTouchRotationGestureRecognizer) {
///     dial.transform = CGAffineTransform(rotationAngle: recognizer.rotation)
/// }
/// ```
@MainActor
public final class SingleTouchRotationGestureRecognizer: UIGestureRecognizer {
    // MARK: - Configuration

    /// A fixed anchor in the view's coordinates; `nil` (the default) asks the delegate or uses
    /// the view's centre.
    public var anchor: CGPoint?
    /// Touches closer than this to the anchor are ignored (default 4 points).
    public var deadZoneRadius: CGFloat = 4
    /// The largest change one touch sample may make; a larger one is discarded. `nil` (the
    /// default) accepts any change up to 180°.
    public var jumpGuard: Rotation?
    /// Bounds on ``rotation`` with slip or hold behaviour; `nil` (the default) means none.
    public var limits: RotationLimits?
    /// Whether each gesture continues from the previous ``rotation`` (a dial that remembers
    /// where it was, needed for ``limits``). `false` (the default) starts every gesture at 0,
    /// like `UIRotationGestureRecognizer`.
    public var isCumulative = false

    // MARK: - Reported values

    /// The rotation in radians, clockwise positive, over as many turns as the finger made.
    /// Setting it (for example to 0 after reading it) makes further turning add to the new
    /// value; NaN and infinities are ignored.
    public var rotation: CGFloat {
        get { CGFloat(tracker.rotation.radians) }
        set { tracker.rotation = Rotation(radians: Double(newValue)) }
    }

    /// The velocity of ``rotation`` in radians per second (smoothed; kept after the touch
    /// lifts, for a fling; zero after a cancel).
    public var velocity: CGFloat { CGFloat(tracker.velocity) }

    /// Completed turns of the finger around the anchor in this gesture (clockwise positive).
    public var turns: Int { tracker.turns }

    /// The anchor used by the current (or last) gesture, in the view's coordinates (as the view
    /// was at touch-down).
    public private(set) var anchorInView: CGPoint = .zero

    /// The core tracker (read-only), for everything else it knows. Its anchor and samples are in
    /// the measuring space (the view's superview, or the window).
    public private(set) var tracker = RotationTracker(anchor: .zero)

    private weak var trackedTouch: UITouch?
    /// The space the finger is measured in: the view's superview at touch-down (`nil`: the window).
    private weak var measuringSpace: UIView?
    /// The last sample fed to the tracker, which a reset without an end cancels from.
    private var lastSample: PointerEvent?

    // MARK: - Touches

    override public func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        for touch in touches where touch !== trackedTouch {
            guard trackedTouch == nil, let view else {
                ignore(touch, for: event)
                continue
            }
            trackedTouch = touch
            configureTracker(in: view)
            feed(.began, touch: touch, in: view)
        }
    }

    override public func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard let touch = trackedTouch, touches.contains(touch), let view else { return }
        feed(.moved, touch: touch, in: view)
    }

    override public func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        guard let touch = trackedTouch, touches.contains(touch), let view else { return }
        feed(.ended, touch: touch, in: view)
    }

    override public func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        guard let touch = trackedTouch, touches.contains(touch), let view else { return }
        feed(.cancelled, touch: touch, in: view)
    }

    /// Forgets the touch; a tracker still tracking (UIKit failed or cancelled the recogniser
    /// without an end reaching it) is cancelled from its last sample.
    override public func reset() {
        super.reset()
        trackedTouch = nil
        if tracker.phase.isTracking, var last = lastSample {
            last.phase = .cancelled
            _ = tracker.handle(last)
        }
        lastSample = nil
    }

    // MARK: - Private

    private func configureTracker(in view: UIView) {
        let point =
            anchor
            ?? (delegate as? SingleTouchRotationGestureRecognizerDelegate)?.anchorPoint(for: self)
            ?? CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        anchorInView = point
        measuringSpace = view.superview
        let anchor = view.convert(point, to: view.superview)
        tracker.anchor = Point(x: Double(anchor.x), y: Double(anchor.y))
        tracker.deadZoneRadius = Double(deadZoneRadius)
        tracker.jumpGuard = jumpGuard
        tracker.limits = limits
        if !isCumulative { tracker.rotation = .zero }
    }

    private func feed(_ phase: PointerEvent.Phase, touch: UITouch, in view: UIView) {
        // Never in `view` itself: the handler may turn it (see the class comment).
        let location = touch.location(in: measuringSpace ?? view.superview)
        let event = PointerEvent(
            phase: phase, location: Point(x: Double(location.x), y: Double(location.y)),
            timestamp: touch.timestamp, tapCount: touch.tapCount)
        lastSample = event
        guard let reported = tracker.handle(event) else { return }
        switch reported {
        case .idle, .possible: break
        case .began: state = .began
        case .changed: state = .changed
        case .ended: state = .ended
        case .cancelled: state = .cancelled
        case .failed: state = .failed
        }
    }
}
#endif
