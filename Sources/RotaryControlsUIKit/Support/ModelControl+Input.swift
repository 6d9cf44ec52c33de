#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls
import UIKit

/// Keys, scrolling and VoiceOver: the inputs besides touches, each handed to the model.
extension ModelControl {
    // MARK: - Keys and scrolling

    /// The control takes key focus, so that hardware keys adjust it.
    override public var canBecomeFirstResponder: Bool { true }

    /// Arrows, Page Up/Down, Home/End, Space/Return, Escape and Tab go to the model as
    /// ``ControlKey``s; the keys it does not use (and every other key) go on to `super`.
    override public func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        followLayoutDirection()
        let unused = presses.filter { press in
            guard let key = press.key.flatMap(ControlKey.init) else { return true }
            return !send { model, report in model.handle(key, at: press.timestamp, report: report) }
        }
        if !unused.isEmpty { super.pressesBegan(unused, with: event) }
    }

    @objc func scrolled(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .changed:
            let translation = recognizer.translation(in: self)
            recognizer.setTranslation(.zero, in: self)
            // Up (negative y) and right (positive x) increment.
            let input = ScrollInput.points(Double(translation.x - translation.y))
            send { model, report in model.scroll(input, at: DisplayLinkDriver.now, report: report) }
        case .ended, .cancelled, .failed:
            controlModel.scrollAccumulator.reset()
        default:
            break
        }
    }

    // MARK: - Accessibility

    /// One element per part of the control (a slider's handles, a knob, a spinner), described
    /// by the model; increment and decrement adjust the part by one step, activate activates.
    override public var accessibilityElements: [Any]? {
        get { refreshAccessibility(); return parts }
        set {}
    }

    func refreshAccessibility() {
        guard accessibilityIsStale else { return }
        accessibilityIsStale = false
        let descriptions = controlModel.accessibilityElements
        while parts.count < descriptions.count {
            let part = parts.count
            parts.append(ControlPartElement(container: self, adjust: { [weak self] steps in
                self?.send { model, report in
                    model.adjust(.steps(steps), part: part, at: DisplayLinkDriver.now, report: report)
                }
                self?.refreshAccessibility()
            }, activate: { [weak self] in
                defer { self?.refreshAccessibility() }
                return self?.send { model, report in model.activate(at: DisplayLinkDriver.now, report: report) } ?? false
            }))
        }
        parts.removeLast(parts.count - descriptions.count)
        for (index, (element, description)) in zip(parts, descriptions).enumerated() {
            element.update(from: description, label: partLabels.indices.contains(index) ? partLabels[index] : nil)
        }
    }
}
#endif
