#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls
import UIKit

/// Keys, scrolling and VoiceOver: the inputs besides touches, each handed to the driver.
extension ModelControl {
    // MARK: - Keys and scrolling

    /// The control can take key focus (when the app makes it first responder, or the focus
    /// system focuses it), so that hardware keys adjust it; a touch never makes it first
    /// responder.
    override open var canBecomeFirstResponder: Bool { true }

    /// Arrows, Page Up/Down, Home/End, Space/Return, Escape and Tab go to the model as
    /// ``ControlKey``s; the keys it does not use (and every other key) go on to `super`.
    override open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        follow(rightToLeft: isRightToLeft)
        let unused = presses.filter { press in
            guard let key = press.key.flatMap(ControlKey.init) else { return true }
            return !send { $0.key(key, time: press.timestamp) }
        }
        if !unused.isEmpty { super.pressesBegan(unused, with: event) }
    }

    /// Scroll wheels and trackpads only: never a touch, so the pan does not compete with tracking.
    func addScrollRecognizer() {
        let scroll = UIPanGestureRecognizer(target: self, action: #selector(scrolled(_:)))
        scroll.allowedScrollTypesMask = .all
        scroll.allowedTouchTypes = []
        addGestureRecognizer(scroll)
    }

    /// The control's scroll recogniser.
    var scrollRecognizer: UIGestureRecognizer? {
        gestureRecognizers?.first { ($0 as? UIPanGestureRecognizer)?.allowedTouchTypes.isEmpty == true }
    }

    /// A scroll over the control adjusts it only when the driver says so: a scroll view around
    /// it that can scroll that way scrolls instead, unless the control has key focus.
    func scrollShouldBegin(_ pan: UIPanGestureRecognizer) -> Bool {
        let velocity = pan.velocity(in: self)
        var horizontal = false, vertical = false
        var ancestor = superview
        while let view = ancestor {
            if let scrollView = view as? UIScrollView, scrollView.isScrollEnabled {
                let inset = scrollView.adjustedContentInset
                horizontal =
                    horizontal || scrollView.contentSize.width + inset.left + inset.right > scrollView.bounds.width
                vertical =
                    vertical || scrollView.contentSize.height + inset.top + inset.bottom > scrollView.bounds.height
                    || scrollView.alwaysBounceVertical
            }
            ancestor = view.superview
        }
        return driver.takesScroll(
            dx: Double(velocity.x), dy: Double(velocity.y), containerScrollsHorizontally: horizontal,
            containerScrollsVertically: vertical, isFocused: isFirstResponder || isFocused)
    }

    @objc func scrolled(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .changed:
            let translation = recognizer.translation(in: self)
            recognizer.setTranslation(.zero, in: self)
            // Up (negative y) and right (positive x) increment.
            let input = ScrollInput.points(Double(translation.x - translation.y))
            send { $0.scroll(input, time: DisplayLinkDriver.now) }
        case .ended, .cancelled, .failed:
            send { $0.endScrolling() }
        default:
            break
        }
    }

    // MARK: - Accessibility

    /// One element per part of the control (a slider's handles, a knob, a spinner), described
    /// by the model; increment and decrement move the part by an assistive increment (10 % of a
    /// slider's or knob's range, or one step when coarser; one item of a spinner), activate
    /// activates.
    override open var accessibilityElements: [Any]? {
        get {
            refreshAccessibility()
            return parts
        }
        set {}
    }

    /// The model's value changed: the elements are rebuilt now while VoiceOver or Switch Control
    /// runs, else only when something asks for them (no strings built per drag frame).
    func accessibilityChanged() {
        accessibilityIsStale = true
        if UIAccessibility.isVoiceOverRunning || UIAccessibility.isSwitchControlRunning { refreshAccessibility() }
    }

    /// Traits every part gets besides the model's (`.adjustable`): none by default; the spinner
    /// adds `.button`.
    @objc var partTraits: UIAccessibilityTraits { [] }

    func refreshAccessibility() {
        guard accessibilityIsStale else { return }
        accessibilityIsStale = false
        let descriptions = controlModel.accessibilityElements
        while parts.count < descriptions.count {
            let part = parts.count
            parts.append(
                ControlPartElement(
                    container: self,
                    adjust: { [weak self] increments in
                        self?.send {
                            $0.assistiveAdjust(part: part, increments: increments, time: DisplayLinkDriver.now)
                        }
                        self?.refreshAccessibility()
                    },
                    activate: { [weak self] in
                        defer { self?.refreshAccessibility() }
                        return self?.send { $0.activate(time: DisplayLinkDriver.now) } ?? false
                    },
                    perform: { [weak self] kind in
                        defer { self?.refreshAccessibility() }
                        return self?.send {
                            $0.performAccessibilityAction(kind, part: part, time: DisplayLinkDriver.now)
                        } ?? false
                    }))
        }
        parts.removeLast(parts.count - descriptions.count)
        var traits = partTraits
        if !isEnabled { traits.insert(.notEnabled) }
        for (index, (element, description)) in zip(parts, descriptions).enumerated() {
            element.update(
                from: description, label: partLabels.indices.contains(index) ? partLabels[index] : nil,
                traits: traits)
            element.update(
                actions: isEnabled ? controlModel.accessibilityActions(forPart: index) : [],
                activationPoint: controlModel.accessibilityActivationPoint(forPart: index))
        }
    }
}
#endif
