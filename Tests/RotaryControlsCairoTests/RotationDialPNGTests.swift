import RotaryControls
import Testing

/// The core's rotation dial painted by Cairo (the drawing itself is tested in the root package).
@Suite struct RotationDialPNGTests {
    @Test(arguments: [0.0, 90, 450, -135])
    func dial(_ degrees: Double) throws {
        var dial = RotationDialModel(bounds: Rect(x: 0, y: 0, width: 160, height: 160))
        dial.rotation = Rotation(degrees: degrees)
        if degrees == 90 { dial.handle(.began(x: 80, y: 10, at: 0)) { _ in } } // tracking: the tinted rim
        try assertPNGSnapshot(dial.drawing(), named: "dial-\(Int(degrees))")
    }
}
