import CGtk4
import Foundation
import RotaryControls
import Testing

@testable import RotaryControlsGTK

// GTK does not recognise an equal picture as unchanged: every queued draw costs a whole frame.
// The widget queues one only when its model changed — not for a model set to an equal value,
// not for a key that changes nothing — and the frame after a real change is drawn.
@Suite("GTK draws only what changed", .enabled(if: hasDisplay, "GTK needs a display (run under xvfb-run)"))
@MainActor
struct DrawOnlyWhenChangedTests {
    /// Runs GLib's main loop for `seconds` (frames are drawn on the frame clock).
    private func runLoop(for seconds: Double) {
        let end = ControlWidgetHost.now + seconds
        while ControlWidgetHost.now < end {
            g_main_context_iteration(nil, 0)
            usleep(2_000)
        }
    }

    /// Runs the main loop until `condition` holds, at most `seconds`.
    private func runLoop(until condition: () -> Bool, seconds: Double = 10) -> Bool {
        let end = ControlWidgetHost.now + seconds
        while !condition() && ControlWidgetHost.now < end {
            g_main_context_iteration(nil, 0)
            usleep(2_000)
        }
        return condition()
    }

    @Test func aDrawIsQueuedOnlyWhenTheModelChanged() throws {
        try #require(gtk_init_check() != 0)
        let knob = RotaryKnobWidget(model: RotaryKnobModel(value: 0.5))
        let window: UnsafeMutablePointer<GtkWidget> = gtk_window_new()
        let gtkWindow = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
        defer { gtk_window_destroy(gtkWindow) }
        gtk_window_set_child(gtkWindow, knob.widget)
        gtk_window_present(gtkWindow)
        try #require(runLoop(until: { knob.framesDrawn > 0 }), "the first frame is drawn")
        runLoop(for: 0.3)
        let settled = knob.framesDrawn

        let same = knob.model
        knob.model = same // equal: nothing to draw
        _ = knob.keyPressed(guint(GDK_KEY_Home))
        _ = knob.keyPressed(guint(GDK_KEY_End))
        _ = knob.keyPressed(guint(GDK_KEY_End)) // at the end already: used, nothing changes
        let atEnd = knob.framesDrawn
        #expect(runLoop(until: { knob.framesDrawn > atEnd }), "the changes are drawn")
        runLoop(for: 0.3)
        let afterChange = knob.framesDrawn
        #expect(afterChange > settled)

        let current = knob.model
        knob.model = current
        _ = knob.keyPressed(guint(GDK_KEY_End))
        #expect(knob.model == current)
        runLoop(for: 0.5)
        #expect(
            knob.framesDrawn == afterChange, "no frame for an unchanged model (\(knob.framesDrawn - afterChange) drawn)"
        )
    }
}
