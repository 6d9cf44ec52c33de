import CGtk4
import Foundation
import RotaryControls
import RotaryControlsCairo
import RotaryControlsGTK
import Testing

// While a spinner's ring turns, its small spoke icons are resampled (approximate); GTK draws
// only when something changes, so the host draws one more frame once the ring rests, and that
// frame is exact. Counted in frames and approximations, never timed against a bar.
@Suite("GTK exact frame at rest", .enabled(if: hasDisplay, "GTK needs a display (run under xvfb-run)"))
@MainActor
struct ExactFrameAtRestTests {
    private static let assets = demoAssets

    /// Runs GLib's main loop for about `milliseconds`, or until `done` holds.
    private func run(_ milliseconds: Int, until done: () -> Bool = { false }) {
        for _ in 0..<milliseconds where !done() {
            while g_main_context_iteration(nil, 0) != 0 {}
            usleep(1_000)
        }
    }

    @Test func aRingThatStopsTurningIsDrawnOnceMoreExact() throws {
        try #require(gtk_init_check() != 0)
        let names = ["star", "heart", "bolt", "leaf", "moon", "sun"]
        let items = (0..<40).map { SpinnerItem(icon: ImageReference(name: names[$0 % names.count]), title: "\($0)") }
        var model = RadialSpinnerModel(items: items, mode: .radialOnly)
        model.isOpen = true
        let layers = CairoLayerCache()
        layers.resamplesTurnedLayers = true   // debug builds leave it off
        var renderer = CairoRenderer(images: CairoImageStore(directory: Self.assets))
        renderer.layers = layers
        let spinner = RadialSpinnerWidget(model: model, renderer: renderer, width: 300, height: 300)
        let window: UnsafeMutablePointer<GtkWidget> = gtk_window_new()
        let gtkWindow = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
        defer { gtk_window_destroy(gtkWindow) }
        gtk_window_set_child(gtkWindow, spinner.widget)
        gtk_window_present(gtkWindow)
        run(2_000) { spinner.hasDrawn }
        try #require(spinner.hasDrawn)

        // A spin in code turns the ring for 0.3 s on the frame clock, then rests.
        var spun = false
        spinner.update { model, report in
            spun = model.spin(to: 5, turns: 0, duration: 0.3, at: RadialSpinnerWidget.now, report: report)
        }
        #expect(spun && spinner.model.needsFrames)
        run(3_000) { !spinner.model.needsFrames }
        try #require(!spinner.model.needsFrames)
        #expect(layers.approximatedCount > 0, "the turning ring was resampled")
        let restingFrame = spinner.framesDrawn
        let approximations = spinner.renderer.approximations

        // Within a moment, one more frame: exact (no new approximation), and then no more.
        run(600) { spinner.framesDrawn > restingFrame }
        #expect(spinner.framesDrawn == restingFrame + 1)
        #expect(spinner.renderer.approximations == approximations, "the frame at rest drew everything exact")
        run(400)
        #expect(spinner.framesDrawn == restingFrame + 1, "nothing more to draw")
    }
}
