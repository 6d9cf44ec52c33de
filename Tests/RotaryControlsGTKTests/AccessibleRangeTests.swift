import CGtk4
import RotaryControls
import Testing

@testable import RotaryControlsGTK

// What a screen reader's client reaches through GTK's accessibility interfaces, called as
// GTK's AT-SPI backend calls them (the end-to-end scenario atspi-client drives the same through
// a real client): a value set through GtkAccessibleRange is the user's change; a range slider's
// two handles are two accessible children with their own values; the theme's colours are read.
@Suite("GTK accessible range", .enabled(if: hasDisplay, "GTK needs a display (run under xvfb-run)"))
@MainActor
struct AccessibleRangeTests {
    /// `accessible`'s GtkAccessibleRange.set_current_value, as GTK's AT-SPI backend calls it.
    private func setCurrentValue(_ accessible: OpaquePointer, _ value: Double) -> Bool {
        let instance = UnsafeMutableRawPointer(accessible).assumingMemoryBound(to: GTypeInstance.self)
        guard
            let table = g_type_interface_peek(
                UnsafeMutableRawPointer(instance.pointee.g_class), rc_type_accessible_range())?
                .assumingMemoryBound(to: GtkAccessibleRangeInterface.self),
            let set = table.pointee.set_current_value
        else { return false }
        return set(accessible, value) != 0
    }

    @Test func aValueSetThroughTheAccessibleRangeIsTheUsersChange() throws {
        try #require(gtk_init_check() != 0)
        let knob = RotaryKnobWidget(model: RotaryKnobModel(minimumValue: 0, maximumValue: 10, value: 5))
        g_object_ref_sink(UnsafeMutableRawPointer(knob.widget))
        defer { g_object_unref(UnsafeMutableRawPointer(knob.widget)) }
        var events: [RotaryKnobModel.Event] = []
        knob.onEvent = { events.append($0) }
        #expect(setCurrentValue(OpaquePointer(knob.widget), 7.5))
        #expect(knob.model.value == 7.5)
        #expect(events == [.valueChanged(7.5, fromUser: true)])
        #expect(!setCurrentValue(OpaquePointer(knob.widget), .nan), "a NaN value is refused")
        knob.isEnabled = false
        events = []
        #expect(!setCurrentValue(OpaquePointer(knob.widget), 2), "a disabled control refuses")
        #expect(knob.model.value == 7.5 && events.isEmpty)
    }

    @Test func theRangeSlidersHandlesAreTwoAccessibleChildrenWithTheirOwnValues() throws {
        try #require(gtk_init_check() != 0)
        let slider = CircularSliderWidget(
            model: CircularSliderModel(minimumValue: 0, maximumValue: 100, value: 20, secondValue: 70))
        // Laid out at 200 × 200 points: the handles' minimum distance depends on the track's size.
        let window: UnsafeMutablePointer<GtkWidget> = gtk_window_new()
        defer { gtk_window_destroy(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)) }
        gtk_window_set_child(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), slider.widget)
        var allocation = GtkAllocation(x: 0, y: 0, width: 200, height: 200)
        gtk_widget_size_allocate(slider.widget, &allocation, -1)
        try #require(gtk_widget_get_width(slider.widget) == 200)
        let first = try #require(gtk_accessible_get_first_accessible_child(OpaquePointer(slider.widget)))
        defer { g_object_unref(UnsafeMutableRawPointer(first)) }
        let second = try #require(gtk_accessible_get_next_accessible_sibling(first))
        defer { g_object_unref(UnsafeMutableRawPointer(second)) }
        #expect(gtk_accessible_get_next_accessible_sibling(second) == nil, "two handles, no third")
        #expect(gtk_accessible_get_accessible_role(first) == GTK_ACCESSIBLE_ROLE_SLIDER)
        #expect(gtk_accessible_get_accessible_role(second) == GTK_ACCESSIBLE_ROLE_SLIDER)
        let parent = gtk_accessible_get_accessible_parent(second)
        #expect(parent == OpaquePointer(slider.widget))
        if let parent { g_object_unref(UnsafeMutableRawPointer(parent)) }
        var events: [CircularSliderModel.Event] = []
        slider.onEvent = { events.append($0) }
        #expect(setCurrentValue(second, 85))
        #expect(setCurrentValue(first, 40))
        #expect(slider.model.value == 40 && slider.model.secondValue == 85)
        #expect(
            events == [
                .valueChanged(85, handle: .second, fromUser: true), .valueChanged(40, handle: .first, fromUser: true),
            ])
        // A one-handle slider has no accessible children of its own.
        slider.model = CircularSliderModel(value: 10)
        #expect(gtk_accessible_get_first_accessible_child(OpaquePointer(slider.widget)) == nil)
    }

    @Test func theThemesAccentAndBackgroundAreRead() throws {
        try #require(gtk_init_check() != 0)
        let probes = ThemeProbes.shared
        let white = DrawingColor(red: 1, green: 1, blue: 1, alpha: 1)
        let accent = probes.color(of: .accent), background = probes.color(of: .background)
        #expect(accent != white, "the accent is a named colour of the theme, not CSS's initial white")
        #expect(accent.alpha == 1 && background.alpha == 1)
        #expect(accent != background)
    }
}
