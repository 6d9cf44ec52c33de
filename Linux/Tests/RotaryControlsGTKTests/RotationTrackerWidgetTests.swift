import CGtk4
import Foundation
import RotaryControls
import RotaryControlsCairo
import RotaryControlsGTK
import Testing

// Widgets need a display; these tests cover what does not: the dial's drawing, the value text,
// the key mapping and the accessible value. The widget itself is exercised by the e2e tests.

@Suite("Rotation dial")
struct RotationDialDrawingTests {
    static let bounds = Rect(x: 0, y: 0, width: 160, height: 160)

    @Test(arguments: [0.0, 90, 450, -135])
    func snapshot(_ degrees: Double) throws {
        let drawing = RotationDialDrawing(rotation: Rotation(degrees: degrees), isTracking: degrees == 90).drawing(in: Self.bounds)
        let reference = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/dial-\(Int(degrees)).png").path
        let record = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
        if let failure = try CairoSnapshot.verify(drawing, reference: reference, record: record) {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test(arguments: [(0.0, "0°, 0 turns"), (90, "90°, 0 turns"), (360, "360°, 1 turn"), (-725, "-725°, -2 turns"),
                      (.nan, "0°, 0 turns"), (.infinity, "0°, 0 turns")])
    func valueText(_ degrees: Double, _ expected: String) {
        #expect(RotationDialDrawing.valueText(Rotation(degrees: degrees)) == expected)
    }

    @Test func nonFiniteRotationDrawsAsZero() {
        let nan = RotationDialDrawing(rotation: Rotation(radians: .nan)).drawing(in: Self.bounds)
        #expect(nan == RotationDialDrawing(rotation: .zero).drawing(in: Self.bounds))
        #expect(!nan.description.contains("nan"))
    }

    @Test(arguments: [Rect.zero, Rect(x: 0, y: 0, width: 20, height: 300), Rect(x: 0, y: 0, width: .nan, height: 40)])
    func tinyBoundsDrawNothing(_ bounds: Rect) {
        #expect(RotationDialDrawing(rotation: Rotation(degrees: 30)).drawing(in: bounds).elements.isEmpty)
    }

    @Test func turnsShowTheArcOfTheCurrentTurnOnly() {
        let arcs = { (degrees: Double) in
            RotationDialDrawing(rotation: Rotation(degrees: degrees)).drawing(in: Self.bounds).elements.compactMap { element -> Arc? in
                if case let .arc(_, _, arc, _) = element { return arc }
                return nil
            }
        }
        #expect(arcs(0).isEmpty)
        #expect(arcs(360).isEmpty)
        #expect(Swift.abs((arcs(450).first?.sweep.degrees ?? 0) - 90) < 1e-9)
        #expect(Swift.abs((arcs(-90).first?.sweep.degrees ?? 0) - 270) < 1e-9)
    }
}

@Suite("GTK host translation")
@MainActor
struct HostTranslationTests {
    @Test(arguments: [
        (GDK_KEY_Right, ControlKey.increment), (GDK_KEY_Up, .increment), (GDK_KEY_KP_Up, .increment),
        (GDK_KEY_Left, .decrement), (GDK_KEY_Down, .decrement), (GDK_KEY_Page_Up, .pageUp),
        (GDK_KEY_Page_Down, .pageDown), (GDK_KEY_Home, .home), (GDK_KEY_End, .end),
        (GDK_KEY_space, .activate), (GDK_KEY_Return, .activate), (GDK_KEY_KP_Enter, .activate),
    ])
    func keysMapToControlKeys(_ keyval: Int32, _ key: ControlKey) {
        #expect(DrawingAreaHost.controlKey(for: guint(keyval)) == key)
    }

    @Test(arguments: [GDK_KEY_a, GDK_KEY_Tab, GDK_KEY_Escape, 0])
    func otherKeysAreNotUsed(_ keyval: Int32) {
        #expect(DrawingAreaHost.controlKey(for: guint(keyval)) == nil)
    }

    @Test func hostedValueNeverCarriesNonFiniteNumbers() {
        let value = HostedValue(minimum: -.infinity, maximum: .nan, current: .infinity, text: "x")
        #expect(value == HostedValue(minimum: 0, maximum: 0, current: 0, text: "x"))
    }
}
