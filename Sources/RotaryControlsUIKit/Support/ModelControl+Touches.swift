#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls
import UIKit

/// Touches: UIControl's tracking handed to the model as pointer events.
extension ModelControl {
    override public func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        feedbackPlayer.prepare()
        feed(PointerEvent(touch, phase: .began, in: self))
        // A tracked control takes key focus, so that hardware keys reach it next.
        guard tracksTouch else { return false }
        _ = becomeFirstResponder()
        return true
    }

    override public func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        feed(PointerEvent(touch, phase: .moved, in: self))
        return true
    }

    override public func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        // UIKit ends some tracking without a touch: the last one stands in for it.
        feed(touch.map { PointerEvent($0, phase: .ended, in: self) } ?? lastPointer(.ended, event))
        super.endTracking(touch, with: event)
    }

    override public func cancelTracking(with event: UIEvent?) {
        feed(lastPointer(.cancelled, event))
        super.cancelTracking(with: event)
    }

    /// Sends `event` to the model and remembers it.
    private func feed(_ event: PointerEvent) {
        lastPointer = event
        send { model, report in model.handle(event, report: report) }
    }

    /// The last pointer event again, in `phase`, dated no earlier than it or `event`.
    private func lastPointer(_ phase: PointerEvent.Phase, _ event: UIEvent?) -> PointerEvent {
        let last = lastPointer ?? PointerEvent(phase: phase, location: Rect(bounds).center, timestamp: 0)
        return PointerEvent(phase: phase, location: last.location,
                            timestamp: Swift.max(eventTime(event), last.timestamp), tapCount: last.tapCount)
    }
}
#endif
