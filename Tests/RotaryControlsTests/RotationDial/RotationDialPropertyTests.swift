import PropertyBased
import RotaryControls
import Testing

/// Invariants under random event streams: the rotation stays finite, began/ended balance, a
/// disabled dial takes nothing, and the drawing never holds NaN.
@Suite struct RotationDialPropertyTests {
    @Test func randomStreamsKeepTheInvariants() async {
        let steps = zip(Gen.int(in: 0...15), Gen.double(in: -400...400), Gen.double(in: 0...0.05)).array(of: 1...50)
        await propertyCheck(count: 300, input: Gen.int(in: 0...7), steps) { mode, steps in
            var dial = RotationDialModel()
            dial.coastsAfterRelease = mode & 1 == 1
            dial.isReduceMotionEnabled = mode & 2 == 2
            var editing = 0
            var time = 0.0
            for (kind, degrees, dt) in steps {
                time += dt
                let wasEnabled = dial.isEnabled
                var userChanges = 0
                let report: (DialEvent) -> Void = { event in
                    switch event {
                    case .editingBegan: editing += 1
                    case .editingEnded: editing -= 1
                    case .valueChanged(let rotation, let fromUser):
                        #expect(rotation.radians.isFinite)
                        if fromUser { userChanges += 1 }
                    }
                }
                let point = Point(center: Point(x: 100, y: 100), radius: 60, bearing: Bearing(degrees: degrees))
                switch kind {
                case 0:
                    dial.handle(
                        PointerEvent(phase: .began, location: point, timestamp: time, tapCount: mode & 4 == 4 ? 2 : 1),
                        report: report)
                case 1: dial.handle(.ended(x: point.x, y: point.y, at: time), report: report)
                case 2: dial.handle(.cancelled(x: point.x, y: point.y, at: time), report: report)
                case 3:
                    _ = dial.handle(
                        ControlKey.allCases[Int(degrees.magnitude) % ControlKey.allCases.count], at: time,
                        report: report)
                case 4: _ = dial.scroll(.points(degrees), at: time, report: report)
                case 5: dial.setEnabled(degrees > -200, report: report)
                case 6: dial.setRotation(Rotation(degrees: degrees * 1e3), report: report)
                default: dial.handle(.moved(x: point.x, y: point.y, at: time), report: report)
                }
                dial.advance(to: time, report: report)
                if !wasEnabled, kind != 5, kind != 6 { #expect(userChanges == 0) }
                #expect(editing == (dial.isTracking ? 1 : 0))
                #expect(!dial.isReduceMotionEnabled || !dial.needsFrames)
                #expect(dial.rotation.radians.isFinite)
            }
            #expect(!dial.drawing().description.lowercased().contains("nan"))
        }
    }
}
