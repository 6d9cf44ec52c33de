#if canImport(UIKit) && !os(watchOS) && !os(tvOS) && !os(visionOS)
import RotaryControls
import UIKit

/// Apple Pencil barrel roll (Apple Pencil Pro, iOS 17.5): rolling the pencil while it hovers
/// over a knob or a rotation dial turns it, degree for degree. The roll is handed to the model as
/// scrolling (one notch per ``pencilRollDegreesPerStep``), so it is a user's change with
/// everything a scroll has: steps, ticks, taper, the enabled range, end stops, `.valueChanged`.
/// Rolling clockwise, seen from the pencil's end, turns clockwise. A touch under way wins: the
/// roll is ignored while a finger or the pencil tip is down.
extension ModelControl {
    /// Adds the hover recognizer that reads the pencil's roll (iOS 17.5 and later; controls
    /// whose ``pencilRollDegreesPerStep`` is `nil` get none).
    func addPencilRollRecognizer() {
        guard #available(iOS 17.5, macCatalyst 17.5, *), pencilRollDegreesPerStep != nil else { return }
        let hover = UIHoverGestureRecognizer(target: self, action: #selector(pencilHovered(_:)))
        hover.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.pencil.rawValue)]
        addGestureRecognizer(hover)
    }

    /// Turns the roll since the last hover sample into notches.
    @objc private func pencilHovered(_ recognizer: UIHoverGestureRecognizer) {
        guard #available(iOS 17.5, macCatalyst 17.5, *) else { return }
        switch recognizer.state {
        case .began:
            lastPencilRoll = Double(recognizer.rollAngle)
        case .changed:
            let roll = Double(recognizer.rollAngle)
            defer { lastPencilRoll = roll }
            guard let last = lastPencilRoll, let degreesPerStep = pencilRollDegreesPerStep, degreesPerStep > 0,
                !driver.isPointerDown
            else { return }
            let degrees = PencilRoll.delta(from: last, to: roll) * 180 / .pi
            guard degrees != 0 else { return }
            send { $0.scroll(.notches(degrees / degreesPerStep), time: DisplayLinkDriver.now) }
        default:
            lastPencilRoll = nil
        }
    }
}

/// The arithmetic of a barrel roll.
enum PencilRoll {
    /// The roll from `old` to `new` (radians), taken the short way round: within ±π, so that
    /// crossing the angle's wrap is a small turn, not a whole one. Non-finite angles give 0.
    static func delta(from old: Double, to new: Double) -> Double {
        guard old.isFinite, new.isFinite else { return 0 }
        let turn = 2 * Double.pi
        var delta = (new - old).truncatingRemainder(dividingBy: turn)
        if delta > .pi { delta -= turn } else if delta < -.pi { delta += turn }
        return delta
    }
}
#endif
