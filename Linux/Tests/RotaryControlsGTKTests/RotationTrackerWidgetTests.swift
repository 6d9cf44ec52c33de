import CGtk4
import Foundation
import RotaryControls
import RotaryControlsCairo
import RotaryControlsGTK
import Testing

// Widgets need a display; these tests cover what does not: the key mapping and the accessible
// value. The widget itself is exercised by the e2e tests; the dial's model and drawing are the
// core's (Tests/RotaryControlsTests/RotationDial, and the PNGs in RotaryControlsCairoTests).

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
