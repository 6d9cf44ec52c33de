import PropertyBased
import RotaryControls
import Testing

/// The driver's invariants under random host call sequences: the platforms' worst (lost ends,
/// ends without a touch, time going back or NaN, disabling and deactivating mid-drag).
@Suite struct ControlDriverPropertyTests {
    /// Runs host calls chosen by `codes` on a driver of `model`, checking after each one: time
    /// never goes back, editing began/ended stay balanced and match ``ControlDriver/isEditing``,
    /// no touch is down on a disabled control; and at the end a deactivation leaves nothing
    /// under way.
    static func check<Model: ControlModel>(_ model: Model, codes: [Int], values: [Double]) {
        var driver = ControlDriver(model: model)
        var open = 0
        var time = 0.0
        var latest = -Double.infinity
        func drain() {
            while let (_, shared) = driver.nextEvent() {
                switch shared {
                case .editingBegan?: open += 1
                case .editingEnded?: open -= 1
                default: break
                }
                #expect(open == 0 || open == 1)
            }
            #expect(driver.isEditing == (open == 1))
            #expect(driver.latestTime >= latest || !latest.isFinite)
            latest = driver.latestTime
            if !driver.model.isEnabled { #expect(!driver.isPointerDown) }
        }
        let bounds = driver.model.bounds
        for (index, code) in codes.enumerated() {
            let value = values[index % values.count]
            let point = Point(
                x: bounds.minX + bounds.width * (value + 1) / 2,
                y: bounds.minY + bounds.height * (1 - value * value))
            time += code % 7 == 0 ? -0.5 : 1.0 / 120 // now and then an earlier time
            let stamp = code % 11 == 0 ? Double.nan : time
            switch code % 10 {
            case 0: driver.pointer(.began, at: point, time: stamp)
            case 1, 2, 3: driver.pointer(.moved, at: point, time: stamp)
            case 4: driver.pointer(.ended, at: code % 3 == 0 ? nil : point, time: stamp)
            case 5: driver.pointer(.cancelled, at: nil, time: stamp)
            case 6: driver.follow(enabled: !driver.model.isEnabled)
            case 7: driver.deactivate(at: stamp)
            case 8: driver.advance(to: stamp)
            default: driver.pointer(.began, at: point, time: stamp, tapCount: code % 4)
            }
            if let pointer = driver.activePointer {
                #expect(pointer.timestamp <= driver.latestTime && pointer.tapCount >= 1)
                // A sample just delivered carries the latest time.
                if [0, 1, 2, 3, 9].contains(code % 10) { #expect(pointer.timestamp == driver.latestTime) }
            }
            drain()
        }
        driver.follow(enabled: true)
        driver.deactivate(at: time + 10)
        driver.advance(to: time + 20)
        drain()
        #expect(!driver.isPointerDown)
        #expect(open == 0 && !driver.isEditing)
    }

    static let codes = Gen.int(in: 0...1000).array(of: 1...80)
    static let values = Gen.double(in: -1...1).array(of: 1...20)

    @Test func aKnobsDriverStaysBalancedAndMonotonic() async {
        await propertyCheck(count: 300, input: Self.codes, Self.values) { codes, values in
            Self.check(RotaryKnobModel(), codes: codes, values: values)
        }
    }

    @Test func aSlidersDriverStaysBalancedAndMonotonic() async {
        await propertyCheck(count: 300, input: Self.codes, Self.values) { codes, values in
            var slider = CircularSliderModel(value: 20, secondValue: 70)
            slider.touchPolicy = .handleOrTrack
            Self.check(slider, codes: codes, values: values)
        }
    }

    @Test func aDialsDriverStaysBalancedAndMonotonic() async {
        await propertyCheck(count: 300, input: Self.codes, Self.values) { codes, values in
            Self.check(RotationDialModel(), codes: codes, values: values)
        }
    }
}
