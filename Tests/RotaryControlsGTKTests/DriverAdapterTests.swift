import CGtk4
import RotaryControls
import Testing

@testable import RotaryControlsGTK

// The GTK widget as an adapter around the core's ControlDriver: GDK's modifier state in the
// core's vocabulary, the keys that open the value entry, GTK's `contains` answered from the
// model's hit areas, a Ctrl-click reset, and typed values as the user's change.
@Suite("GTK driver adapter")
@MainActor
struct DriverAdapterTests {
    @Test func gdkModifiersBecomePointerModifiers() {
        #expect(ControlWidgetHost.pointerModifiers(GdkModifierType(rawValue: 0)) == [])
        #expect(ControlWidgetHost.pointerModifiers(GDK_SHIFT_MASK) == .shift)
        #expect(ControlWidgetHost.pointerModifiers(GDK_CONTROL_MASK) == .control)
        #expect(ControlWidgetHost.pointerModifiers(GDK_ALT_MASK) == .option)
        #expect(ControlWidgetHost.pointerModifiers(GDK_SUPER_MASK) == .command)
        let both = GdkModifierType(
            rawValue: GDK_SHIFT_MASK.rawValue | GDK_CONTROL_MASK.rawValue | GDK_BUTTON1_MASK.rawValue)
        #expect(ControlWidgetHost.pointerModifiers(both) == [.shift, .control])
    }

    /// A key, the modifiers held and what it should open.
    struct EntryKey: Sendable, CustomStringConvertible {
        let keyval: Int32
        let state: UInt32
        let trigger: ValueEntryTrigger?
        var description: String { "\(keyval) \(state)" }
    }

    nonisolated static let control = GDK_CONTROL_MASK.rawValue
    nonisolated static let entryKeys: [EntryKey] = [
        EntryKey(keyval: GDK_KEY_4, state: 0, trigger: .type("4")),
        EntryKey(keyval: GDK_KEY_KP_7, state: 0, trigger: .type("7")),
        EntryKey(keyval: GDK_KEY_0, state: 0, trigger: .type("0")),
        EntryKey(keyval: GDK_KEY_minus, state: 0, trigger: .type("-")),
        EntryKey(keyval: GDK_KEY_KP_Subtract, state: 0, trigger: .type("-")),
        EntryKey(keyval: GDK_KEY_period, state: 0, trigger: .type(".")),
        EntryKey(keyval: GDK_KEY_plus, state: 0, trigger: .type("+")),
        EntryKey(keyval: GDK_KEY_e, state: control, trigger: .editCurrent),
        EntryKey(keyval: GDK_KEY_E, state: control | GDK_SHIFT_MASK.rawValue, trigger: .editCurrent),
        EntryKey(keyval: GDK_KEY_e, state: 0, trigger: nil),
        EntryKey(keyval: GDK_KEY_4, state: control, trigger: nil),
        EntryKey(keyval: GDK_KEY_4, state: GDK_ALT_MASK.rawValue, trigger: nil),
        EntryKey(keyval: GDK_KEY_Up, state: 0, trigger: nil),
        EntryKey(keyval: GDK_KEY_Return, state: 0, trigger: nil),
    ]

    @Test(arguments: entryKeys)
    func keysThatOpenTheValueEntry(_ key: EntryKey) {
        #expect(ValueEntryTrigger.forKey(guint(key.keyval), state: GdkModifierType(rawValue: key.state)) == key.trigger)
    }

    private func asWindow(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWindow> {
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWindow.self)
    }

    /// A window showing `widget` at 200×200, once GTK has allocated it.
    private func show(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        let window = gtk_window_new()!
        gtk_window_set_default_size(asWindow(window), 200, 200)
        gtk_window_set_child(asWindow(window), widget)
        gtk_window_present(asWindow(window))
        for _ in 0..<400 where gtk_widget_get_width(widget) < 200 { g_main_context_iteration(nil, 1) }
        return window
    }

    @Test(.enabled(if: hasDisplay, "GTK needs a display (run under xvfb-run)"))
    func gtkPicksTheKnobOnlyOnItsDiscAndCtrlClickResets() throws {
        try #require(gtk_init_check() != 0)
        let knob = RotaryKnobWidget(
            model: RotaryKnobModel(minimumValue: 0, maximumValue: 10, value: 7, defaultValue: 2))
        let window = show(knob.widget)
        defer { gtk_window_destroy(asWindow(window)) }
        try #require(gtk_widget_get_width(knob.widget) >= 200 && gtk_widget_get_height(knob.widget) >= 200)
        let centre = Point(
            x: Double(gtk_widget_get_width(knob.widget)) / 2, y: Double(gtk_widget_get_height(knob.widget)) / 2)
        #expect(gtk_widget_contains(knob.widget, centre.x, centre.y) != 0, "the disc takes the click")
        #expect(gtk_widget_contains(knob.widget, 1, 1) == 0, "a corner outside the disc goes through")
        knob.isEnabled = false
        #expect(gtk_widget_contains(knob.widget, centre.x, centre.y) == 0, "a disabled knob takes nothing")
        knob.isEnabled = true

        var events: [RotaryKnobModel.Event] = []
        knob.onEvent = { events.append($0) }
        knob.controlPointer(.began, at: centre, time: ControlWidgetHost.now, tapCount: 1, modifiers: [])
        knob.controlPointer(.ended, at: nil, time: ControlWidgetHost.now, tapCount: nil, modifiers: [])
        #expect(knob.model.value == 7, "a plain click leaves the value")
        knob.model.reduceMotionForTests()
        events = []
        knob.controlPointer(.began, at: centre, time: ControlWidgetHost.now, tapCount: 1, modifiers: .control)
        knob.controlPointer(.ended, at: nil, time: ControlWidgetHost.now, tapCount: nil, modifiers: .control)
        #expect(knob.model.value == 2, "Ctrl-click resets to the default")
        #expect(events.contains(.valueChanged(2, fromUser: true)))
    }

    @Test(.enabled(if: hasDisplay, "GTK needs a display (run under xvfb-run)"))
    func typedTextSetsTheValueAsTheUsers() throws {
        try #require(gtk_init_check() != 0)
        let knob = RotaryKnobWidget(model: RotaryKnobModel(minimumValue: 0, maximumValue: 10, value: 5))
        let window = show(knob.widget)
        defer { gtk_window_destroy(asWindow(window)) }
        var events: [RotaryKnobModel.Event] = []
        knob.onEvent = { events.append($0) }
        #expect(knob.controlTypedText() == "5")
        #expect(knob.controlApplyTypedText("7.25"))
        #expect(knob.model.value == 7.25)
        #expect(events == [.valueChanged(7.25, fromUser: true)])
        events = []
        #expect(!knob.controlApplyTypedText("abc"), "not a number")
        #expect(knob.controlApplyTypedText("99"), "a number beyond the range is clamped")
        #expect(knob.model.value == 10)
        #expect(
            events == [.valueChanged(10, fromUser: true), .feedback(.limitReached)], "at the end: the limit, as a key")

        #expect(knob.openValueEntry(.type("3")))
        let entry = try #require(knob.valueEntry)
        #expect(entry.isShown)
        #expect(String(cString: gtk_editable_get_text(OpaquePointer(entry.entry))) == "3")
        gtk_editable_set_text(OpaquePointer(entry.entry), "4.5")
        entry.entryActivated()
        #expect(knob.model.value == 4.5)
        #expect(!entry.isShown, "Enter on a value closes the entry")

        let spinner = RadialSpinnerWidget(
            model: RadialSpinnerModel(items: [SpinnerItem(icon: ImageReference(name: "star"), title: "A")]))
        g_object_ref_sink(UnsafeMutableRawPointer(spinner.widget))
        defer { g_object_unref(UnsafeMutableRawPointer(spinner.widget)) }
        #expect(
            spinner.controlTypedText() == nil && !spinner.openValueEntry(ValueEntryTrigger.editCurrent),
            "a spinner takes no typing")
    }
}

extension RotaryKnobModel {
    /// Resets land at once (no animation to wait for in a test).
    mutating func reduceMotionForTests() { isReduceMotionEnabled = true }
}
