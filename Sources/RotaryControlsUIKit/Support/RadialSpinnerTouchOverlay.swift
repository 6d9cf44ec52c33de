#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import UIKit

/// A transparent view over the whole window while a spinner is open, whose hit test answers the
/// spinner for points its open area takes (and nothing elsewhere, so every other touch goes on
/// as if the overlay were not there).
///
/// UIKit hit-tests a view only inside all its ancestors' bounds; an open ring spreads beyond its
/// superview (a stack view's row, a small container) into the window, so without this a touch on
/// the outer ring would reach whatever lies beneath instead. The touch's view is the spinner
/// itself: its tracking, its ancestors' gesture recognisers and its `UIControl` events are the
/// usual ones.
@MainActor
final class RadialSpinnerTouchOverlay: UIView {
    private weak var spinner: UIView?

    init() {
        super.init(frame: .zero)
        backgroundColor = nil
        isOpaque = false
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        isAccessibilityElement = false
        accessibilityElementsHidden = true
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// Shows the overlay over `spinner`'s window while `isOpen`, and removes it otherwise.
    func follow(_ spinner: UIView, isOpen: Bool) {
        guard isOpen, let window = spinner.window else {
            if superview != nil { removeFromSuperview() }
            return
        }
        self.spinner = spinner
        // Added once per opening (never moved during a hit test, which may call back here).
        if superview !== window {
            frame = window.bounds
            window.addSubview(self)
        }
    }

    /// The spinner, where its open area takes the point; `nil` elsewhere.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let spinner, spinner.window === window, !spinner.isHidden, spinner.isUserInteractionEnabled else {
            return nil
        }
        let local = convert(point, to: spinner)
        return spinner.point(inside: local, with: event) ? spinner : nil
    }
}
#endif
