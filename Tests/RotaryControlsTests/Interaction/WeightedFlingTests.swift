import PropertyBased
import RotaryControls
import Testing

@Suite struct WeightedFlingTests {
    static let odds = WeightedOutcomes(weights: [10, 0, 20, 30, 40, 0, 0, 0])

    /// The item a slot shows on a wheel of `count` items.
    static func item(atSlot slot: Int, count: Int) -> Int { ((slot % count) + count) % count }

    @Test func aHundredThousandSeededSpinsLandByTheWeights() {
        var random = SplitMixRandomNumberGenerator(state: 29)
        var velocities = SplitMixRandomNumberGenerator(state: 30)
        var counts = [Int](repeating: 0, count: 8)
        for _ in 0..<100_000 {
            // Any fling of one to five turns, either way, from anywhere.
            let speed = 8 + Double(velocities.next() % 32_000) / 1_000
            let velocity = velocities.next() % 2 == 0 ? speed : -speed
            let start = Double(Int(velocities.next() % 16)) - 8
            guard
                case let .spin(motion, item) = WeightedFling.aim(
                    from: start, velocity: velocity, at: 0, timeConstant: 1, itemCount: 8, slotsPerTurn: 8,
                    rules: SpinRules(minimumTurns: 1), outcomes: Self.odds, using: &random)
            else {
                Issue.record("not a spin")
                return
            }
            #expect(Self.item(atSlot: motion.target, count: 8) == item)
            counts[item] += 1
        }
        for index in 0..<8 {
            #expect(
                Swift.abs(Double(counts[index]) / 100_000 - Self.odds.probability(of: index)) <= 0.01, "item \(index)")
        }
    }

    @Test func aSpinTurnsTheWayItWasFlungAndAtLeastTheMinimum() async {
        let speeds = Gen.double(in: 8...60)
        let starts = Gen.double(in: -50...50)
        await propertyCheck(count: 300, input: speeds, Gen.bool, starts, Gen.uint64(), Gen.double(in: 0...2)) {
            speed, forward, start, seed, turns in
            var random = SplitMixRandomNumberGenerator(state: seed)
            let velocity = forward ? speed : -speed
            let aim = WeightedFling.aim(
                from: start, velocity: velocity, at: 3, timeConstant: 0.6, itemCount: 8,
                slotsPerTurn: 8, rules: SpinRules(minimumTurns: turns), outcomes: Self.odds,
                using: &random)
            let natural = 0.6 * velocity
            switch aim {
            case .tooShort:
                #expect(Swift.abs(natural) < Swift.max(turns * 8, AimedMotion.coastThreshold) + 1e-9)
            case let .spin(motion, item):
                let travel = Double(motion.target) - start
                #expect((travel > 0) == forward)
                #expect(Swift.abs(travel) >= turns * 8 - 1e-9)
                // About as far as the hand sent it: within one cycle of items of the natural rest.
                #expect(Swift.abs(Double(motion.target) - (start + natural)) <= 8 + turns * 8)
                #expect(Self.odds.probability(of: item) > 0)
                // It rests exactly on its slot, never passing it (monotonic).
                var last = start
                var time = 3.0
                while time < motion.endTime + 0.1 {
                    let position = motion.position(at: time)
                    #expect(forward ? position >= last - 1e-9 : position <= last + 1e-9)
                    last = position
                    time += 1.0 / 60
                }
                #expect(last == Double(motion.target))
            case .nothingToPick:
                Issue.record("weights can be picked")
            }
        }
    }

    @Test func aNudgeIsNoSpinAndDrawsNothing() {
        var random = SplitMixRandomNumberGenerator(state: 5)
        let aim = WeightedFling.aim(
            from: 0, velocity: 10, at: 0, timeConstant: 1, itemCount: 8, slotsPerTurn: 8,
            rules: SpinRules(minimumTurns: 2), outcomes: Self.odds, using: &random)
        #expect(aim == .tooShort)
        #expect(random == SplitMixRandomNumberGenerator(state: 5))
        let still = WeightedFling.aim(
            from: 0, velocity: 0.1, at: 0, timeConstant: 1, itemCount: 8, slotsPerTurn: 8,
            rules: SpinRules(), outcomes: Self.odds, using: &random)
        #expect(still == .tooShort)
    }

    @Test func nothingToPickWhenNoWeightOrTooFewOutcomes() {
        var random = SplitMixRandomNumberGenerator(state: 5)
        for (odds, count) in [(WeightedOutcomes(weights: [0, 0]), 2), (Self.odds, 9), (Self.odds, 0)] {
            let aim = WeightedFling.aim(
                from: 0, velocity: 30, at: 0, timeConstant: 1, itemCount: count, slotsPerTurn: 8,
                rules: SpinRules(), outcomes: odds, using: &random)
            #expect(aim == .nothingToPick)
        }
    }

    @Test func rulesAreCleaned() {
        #expect(SpinRules(minimumTurns: .nan).minimumTurns == 0)
        #expect(SpinRules(minimumTurns: -3).minimumTurns == 0)
        var rules = SpinRules(minimumTurns: 1e9)
        #expect(rules.minimumTurns == 1000)
        rules.minimumTurns = 2.5
        #expect(rules.minimumTurns == 2.5)
    }

    @Test func nonFiniteInputsAreTakenAsZero() {
        var random = SplitMixRandomNumberGenerator(state: 5)
        let still = WeightedFling.aim(
            from: .nan, velocity: .nan, at: .nan, timeConstant: .nan, itemCount: 8,
            slotsPerTurn: .nan, rules: SpinRules(), outcomes: Self.odds, using: &random)
        #expect(still == .tooShort)
        let wild = WeightedFling.aim(
            from: .nan, velocity: .infinity, at: .nan, timeConstant: 1, itemCount: 8,
            slotsPerTurn: .nan, rules: SpinRules(minimumTurns: 1), outcomes: Self.odds, using: &random)
        #expect(wild != .nothingToPick)
    }
}
