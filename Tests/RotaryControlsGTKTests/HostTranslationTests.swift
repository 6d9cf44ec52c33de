import CGtk4
import RotaryControls
import RotaryControlsGTK
import Testing

// Widgets need a display; these tests cover what does not: GDK's keys in the core's vocabulary.
// What each key does is the models' decision (Tests/RotaryControlsTests); the widgets themselves
// are exercised by the end-to-end tests (Tests/EndToEnd).

@Suite("GTK host translation")
@MainActor
struct HostTranslationTests {
    @Test(arguments: [
        (GDK_KEY_Up, ControlKey.up), (GDK_KEY_KP_Up, .up), (GDK_KEY_Down, .down), (GDK_KEY_KP_Down, .down),
        (GDK_KEY_Left, .left), (GDK_KEY_KP_Left, .left), (GDK_KEY_Right, .right), (GDK_KEY_KP_Right, .right),
        (GDK_KEY_Page_Up, .pageUp), (GDK_KEY_KP_Page_Up, .pageUp), (GDK_KEY_Page_Down, .pageDown),
        (GDK_KEY_KP_Page_Down, .pageDown), (GDK_KEY_Home, .home), (GDK_KEY_KP_Home, .home),
        (GDK_KEY_End, .end), (GDK_KEY_KP_End, .end), (GDK_KEY_space, .activate), (GDK_KEY_Return, .activate),
        (GDK_KEY_KP_Enter, .activate), (GDK_KEY_Escape, .escape), (GDK_KEY_Tab, .nextPart),
        (GDK_KEY_KP_Tab, .nextPart), (GDK_KEY_ISO_Left_Tab, .previousPart),
    ])
    func keysMapToControlKeys(_ keyval: Int32, _ key: ControlKey) {
        #expect(ControlWidgetHost.controlKey(for: guint(keyval)) == key)
    }

    @Test func everyControlKeyHasAGDKKey() {
        let mapped = Set(
            [
                GDK_KEY_Up, GDK_KEY_Down, GDK_KEY_Left, GDK_KEY_Right, GDK_KEY_Page_Up, GDK_KEY_Page_Down,
                GDK_KEY_Home, GDK_KEY_End, GDK_KEY_space, GDK_KEY_Escape, GDK_KEY_Tab, GDK_KEY_ISO_Left_Tab,
            ]
            .compactMap { ControlWidgetHost.controlKey(for: guint($0)) })
        #expect(mapped == Set(ControlKey.allCases))
    }

    @Test(arguments: [GDK_KEY_a, GDK_KEY_F1, GDK_KEY_BackSpace, 0])
    func otherKeysAreNotUsed(_ keyval: Int32) {
        #expect(ControlWidgetHost.controlKey(for: guint(keyval)) == nil)
    }
}
