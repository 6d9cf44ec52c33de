/// The programmatic prize-wheel spin.
extension RadialSpinnerModel {
    /// Whether a spin started in code is running (the spinner takes no input meanwhile).
    public var isSpinning: Bool { motion?.isSpin ?? false }

    /// Lands a running spin at once on its item.
    mutating func finishSpinAtOnce(report: (Event) -> Void) {
        guard let motion, motion.isSpin else { return }
        self.motion = nil
        ringPosition = Double(motion.targetSlot)
        reportPassing(report: report)
        restRing()
    }
}
