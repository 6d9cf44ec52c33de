/// A prize wheel's fling: the outcome is drawn by the app's odds first, then the fling is aimed
/// at it (``WeightedFling``); a fling too short to count settles back where it started.
extension RadialSpinnerModel {
    /// The odds of the items of the open ring, with disabled items at 0.
    var weightedOutcomes: WeightedOutcomes? {
        guard let landing = weightedLanding else { return nil }
        let weights = landing.weights
        return WeightedOutcomes(
            weights: storedItems.indices.map { index in
                index < weights.count && isSelectable(index) ? weights[index] : 0
            })
    }

    /// Releases the ring turned from `touchStart` with `velocity` (radians per second, clockwise
    /// positive). Without ``weightedLanding`` it is the plain fling. With it:
    /// - a fling worth at least ``SpinRules/minimumTurns`` turns (a turn is
    ///   ``visibleSpokeCount`` items) draws an item by the weights and coasts to it, passing
    ///   items with their ticks and landing with `valueSelected`, as any fling;
    /// - a shorter release (a nudge, a drag by hand) draws nothing and settles back on the
    ///   item the ring showed at touch-down (the nearest enabled one);
    /// - when no item can come up (all weights 0) it is the plain fling.
    mutating func flingOrSpin(velocity: Double, touchStart: Double, at time: Double, report: (Event) -> Void) {
        guard var landing = weightedLanding, let outcomes = weightedOutcomes else {
            fling(velocity: velocity, at: time, report: report)
            return
        }
        let limit = RadialSpinnerModel.maximumFlingSpeed
        let speed = velocity.isFinite ? Swift.min(Swift.max(velocity, -limit), limit) : 0
        let aim = WeightedFling.aim(
            from: ringPosition, velocity: -speed / sliceAngle(atPosition: ringPosition), at: time,
            timeConstant: storedFlingTimeConstant,
            itemCount: storedItems.count, slotsPerTurn: Double(visibleSpokeCount), rules: landing.rules,
            outcomes: outcomes, using: &landing.random)
        weightedLanding = landing
        switch aim {
        case .spin(let motion, _):
            start(motion, report: report)
        case .tooShort:
            guard let back = walk.nearest(to: touchStart, wrapping: true) else {
                restWithoutItem(report: report)
                return
            }
            start(AimedMotion.settle(from: ringPosition, at: time, to: back), report: report)
        case .nothingToPick:
            fling(velocity: velocity, at: time, report: report)
        }
    }
}
