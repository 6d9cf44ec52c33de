/// An arrow key, as hardware keyboards (and remote controls) send them to a focused control.
public enum ArrowKey: String, Hashable, Sendable, CaseIterable {
    /// ↑
    case up
    /// ↓
    case down
    /// ←
    case left
    /// →
    case right

    /// How many adjustment steps the key moves a rotary control: +1 (increment) for up and for
    /// the key pointing the way text reads (→ left-to-right, ← right-to-left), −1 for the others.
    ///
    /// Up always increments and down always decrements, as for `UISlider` and VoiceOver's
    /// swipes; only the horizontal keys mirror in a right-to-left layout.
    public func adjustmentSteps(rightToLeft: Bool) -> Int {
        switch self {
        case .up: return 1
        case .down: return -1
        case .right: return rightToLeft ? -1 : 1
        case .left: return rightToLeft ? 1 : -1
        }
    }
}
