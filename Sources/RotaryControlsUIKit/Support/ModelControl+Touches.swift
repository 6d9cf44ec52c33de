#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls
import UIKit

/// Touches: `UIControl` tracking handed to the driver, and hit testing from its hit areas.
extension ModelControl {
    /// A touch is the control's only where the model would take it (a slider's handles under
    /// `.handleOnly`, a knob's disc, a closed spinner's centre, an open spinner's whole area):
    /// elsewhere it reaches the views beneath, and a scroll view scrolls.
    override open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        prepareForHitTest()
        return driver.takesPointer(at: Point(point))
    }

    /// Refuses an ancestor's pan (a scroll view, a sheet's dismissal, a navigation swipe) that
    /// starts on what the control drags, as `UISlider` does on its thumb; lets through a pan the
    /// control would not use (a swipe over a closed spinner's centre, a vertical swipe over a
    /// horizontally dragged knob). The control's own scroll recogniser asks the driver whether
    /// the scroll is the control's or a container's.
    override open func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        if recognizer === scrollRecognizer { return scrollShouldBegin(recognizer as! UIPanGestureRecognizer) }
        guard recognizer.view !== self, let pan = recognizer as? UIPanGestureRecognizer else {
            return super.gestureRecognizerShouldBegin(recognizer)
        }
        let translation = pan.translation(in: self)
        let location = pan.location(in: self)
        let start = Point(x: Double(location.x - translation.x), y: Double(location.y - translation.y))
        return driver.letsContainerPan(from: start, dx: Double(translation.x), dy: Double(translation.y))
            && super.gestureRecognizerShouldBegin(recognizer)
    }

    /// Tracks a touch the model takes, without becoming first responder (touching a control
    /// never dismisses the keyboard, as with `UISlider`).
    override open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let location = Point(touch.location(in: self))
        guard driver.takesPointer(at: location) else { return false }
        feedbackPlayer.prepare()
        let modifiers = PointerModifiers(event?.modifierFlags ?? [])
        sendTouch {
            $0.pointer(.began, at: location, time: touch.timestamp, tapCount: touch.tapCount, modifiers: modifiers)
        }
        return true
    }

    override open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let location = Point(touch.location(in: self))
        let modifiers = PointerModifiers(event?.modifierFlags ?? [])
        sendTouch { $0.pointer(.moved, at: location, time: touch.timestamp, tapCount: nil, modifiers: modifiers) }
        return true
    }

    /// Ends the touch; UIKit may end tracking without one, and the driver then ends it where it
    /// last was.
    override open func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let location = touch.map { Point($0.location(in: self)) }
        let time = touch?.timestamp ?? event?.timestamp ?? DisplayLinkDriver.now
        sendTouch { $0.pointer(.ended, at: location, time: time, tapCount: nil, modifiers: []) }
        super.endTracking(touch, with: event)
    }

    override open func cancelTracking(with event: UIEvent?) {
        let time = event?.timestamp ?? DisplayLinkDriver.now
        sendTouch { $0.pointer(.cancelled, at: nil, time: time, tapCount: nil, modifiers: []) }
        super.cancelTracking(with: event)
    }

    /// `send(_:)` for a touch's event, marked as such (``isHandlingTouch``).
    private func sendTouch(_ input: (inout any AnyControlDriver) -> Void) {
        isHandlingTouch = true
        defer { isHandlingTouch = false }
        send(input)
    }

    /// Brings the model's bounds up to date before a hit test (the spinner's open area follows
    /// the window); does nothing by default.
    @objc func prepareForHitTest() {}
}

extension Point {
    /// The core point of a `CGPoint`.
    init(_ point: CGPoint) {
        self.init(x: Double(point.x), y: Double(point.y))
    }
}
#endif
