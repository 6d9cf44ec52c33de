import CGtk4
import Foundation
import RotaryControls
import Testing

@testable import RotaryControlsGTK

// On a busy machine GDK merges the motions queued within a frame into one event and keeps the
// earlier positions as its history; the host hands them to the model one by one, dated before
// the event (the end-to-end fling scenarios exercise the reading of GDK's history under load).
@Suite("GTK merged motions", .enabled(if: hasDisplay, "GTK needs a display (run under xvfb-run)"))
@MainActor
struct MergedMotionTests {
    /// A dial's pointer at `degrees` (clockwise from 12 o'clock), 80 points from its centre,
    /// as an offset from where a drag began at 0°.
    private static func offset(_ degrees: Double) -> (x: Double, y: Double) {
        let radians = degrees * .pi / 180
        return (80 * sin(radians), 80 - 80 * cos(radians))
    }

    /// A dial laid out at 200 × 200 points in a window; `body` uses it, then the window goes.
    private static func withDial(_ body: (RotationDialWidget) -> Void) throws {
        try #require(gtk_init_check() != 0)
        let dial = RotationDialWidget(model: RotationDialModel())
        let window: UnsafeMutablePointer<GtkWidget> = gtk_window_new()
        defer { gtk_window_destroy(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)) }
        gtk_window_set_child(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), dial.widget)
        var allocation = GtkAllocation(x: 0, y: 0, width: 200, height: 200)
        gtk_widget_size_allocate(dial.widget, &allocation, -1)
        try? #require(gtk_widget_get_width(dial.widget) == 200)
        body(dial)
    }

    @Test func mergedMotionsReachTheModelOneByOneDatedBeforeTheEvent() throws {
        try Self.withDial { dial in
            var turns: [Double] = []
            dial.onEvent = { event in
                if case let .valueChanged(rotation, _) = event { turns.append(rotation.degrees) }
            }
            dial.pressed(x: 100, y: 20, count: 1)
            // The finger rests a moment (motions are never dated before the press), then moves.
            usleep(150_000)
            // Five 10° moves 20 ms apart merged into one event: four as its history, then the event.
            for step in 1...4 {
                let (x, y) = Self.offset(Double(step) * 10)
                dial.dragged(offsetX: x, offsetY: y, phase: .moved, age: Double(5 - step) * 0.02)
            }
            let (x, y) = Self.offset(50)
            dial.dragged(offsetX: x, offsetY: y, phase: .moved)
            #expect(turns.count == 5)
            #expect(zip(turns, [10.0, 20, 30, 40, 50]).allSatisfy { Swift.abs($0 - $1) < 0.01 }, "\(turns)")
            // Dated 20 ms apart, the moves give about 500°/s, not the speed of 50° in no time.
            let degreesPerSecond = dial.model.tracker.velocity * 180 / .pi
            #expect(degreesPerSecond > 350 && degreesPerSecond < 650, "\(degreesPerSecond)°/s")
        }
    }

    @Test func aMergedMotionIsNeverDatedBeforeTheLastOne() throws {
        try Self.withDial { dial in
            dial.pressed(x: 100, y: 20, count: 1)
            var (x, y) = Self.offset(10)
            dial.dragged(offsetX: x, offsetY: y, phase: .moved)
            // A history older than the motion already delivered: dated with it, not before.
            (x, y) = Self.offset(20)
            dial.dragged(offsetX: x, offsetY: y, phase: .moved, age: 5)
            #expect(Swift.abs(dial.model.rotation.degrees - 20) < 0.01)
            #expect(dial.model.tracker.velocity.isFinite)
        }
    }
}
