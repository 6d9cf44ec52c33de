import RotaryControls
import Testing

/// Outside (binding, code) changes applied only when they change something (issue 27, item 3).
@Suite struct OutsideChangeTests {
    /// The knob's setters stop an animation: a setting applied again unchanged must not.
    @Test func settingsAppliedAgainUnchangedKeepTheAnimation() {
        var knob = RotaryKnobModel(value: 0)
        knob.setValue(1, animated: true, at: 0) { _ in }
        knob.update(\.minimumValue, to: 0)
        knob.update(\.maximumValue, to: 1)
        knob.update(\.step, to: nil)
        #expect(knob.needsFrames, "unchanged settings leave the animation running")
        knob.minimumValue = 0
        #expect(!knob.needsFrames, "the setter itself drops it: why hosts use update(_:to:)")
    }

    /// A stepped knob: the finger's travel within a step survives settings applied again.
    @Test func aSteppedDragKeepsTheFingersTravelWhenSettingsComeBackUnchanged() {
        func drag(reapplying: Bool) -> Double {
            var driver = ControlDriver(model: RotaryKnobModel(minimumValue: 0, maximumValue: 1, value: 0.5))
            driver.model.step = 0.1
            driver.pointer(.began, at: Point(x: 50, y: 10), time: 0)
            // Eight samples of 10° each: 80° of the 270° arc ≈ 0.296, three steps.
            for index in 1...8 {
                let point = Point(
                    center: Point(x: 50, y: 50), radius: 40, bearing: Bearing(degrees: Double(index) * 10))
                driver.pointer(.moved, at: point, time: Double(index) / 100)
                if reapplying {
                    driver.change { model, _ in
                        model.update(\.minimumValue, to: 0)
                        model.update(\.maximumValue, to: 1)
                        model.update(\.step, to: 0.1)
                    }
                }
            }
            return driver.model.value
        }
        #expect(isClose(drag(reapplying: true), drag(reapplying: false), 1e-12))
        #expect(isClose(drag(reapplying: true), 0.8, 1e-9))
    }

    @Test func aFloatBindingsEchoIsNotAppliedAgain() {
        var echo = BindingEcho<Double>()
        let user = 0.123456789
        let readBack = Double(Float(user))
        #expect(readBack != user)
        echo.wrote(user, readBack: readBack)
        #expect(echo.valueToApply(readBack, modelValue: user) == nil, "the user's own value, back")
        #expect(echo.valueToApply(readBack, modelValue: user) == nil, "and again")
        #expect(echo.valueToApply(user, modelValue: user) == nil, "what the model holds already")
        #expect(echo.valueToApply(0.5, modelValue: user) == 0.5, "a change made outside")
        #expect(echo.valueToApply(readBack, modelValue: 0.5) == readBack, "the echo is forgotten after it")
    }
}
