/// Keyboard and assistive activation: what a press of Space or Return does.
extension RadialSpinnerModel {
    /// Does exactly what a tap on the centre does at `time`, for a keyboard or
    /// switch-control user: a closed spinner opens (`opened` and feedback), or with a single
    /// enabled item reports `singleValueSelected`; an open one closes (`closed` and feedback)
    /// unless `shouldClose`, given the selected index, returns `false`; a moving ring settles
    /// on its nearest enabled item instead.
    ///
    /// Ignored while a finger is down (``isTracking``), while ``isEnabled`` is `false`, for an
    /// empty spinner and for a non-finite `time`. Like a tap, it allocates nothing.
    public mutating func activate(at time: Double, report: (Event) -> Void, shouldClose: (Int?) -> Bool) {
        guard time.isFinite, !isTracking else { return }
        let center = layout.center
        handle(PointerEvent(phase: .began, location: center, timestamp: time), report: report, shouldClose: shouldClose)
        handle(PointerEvent(phase: .ended, location: center, timestamp: time), report: report, shouldClose: shouldClose)
    }

    /// ``activate(at:report:shouldClose:)`` with no close veto.
    public mutating func activate(at time: Double, report: (Event) -> Void) {
        activate(at: time, report: report, shouldClose: { _ in true })
    }
}
