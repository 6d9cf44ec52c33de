import CGtk4
import Foundation
import RotaryControls
import RotaryControlsCairo
import RotaryControlsGTK
import Testing

/// Whether GTK can open a display here (scripts/linux-test runs these tests under Xvfb).
private let hasDisplay = ProcessInfo.processInfo.environment["DISPLAY"] != nil
    || ProcessInfo.processInfo.environment["WAYLAND_DISPLAY"] != nil

// The host decodes a control's images before its first frame: when the widget is realised, and
// when the app asks after giving it new images. Counted in decodes, never timed.
@Suite("GTK image preparation", .enabled(if: hasDisplay, "GTK needs a display (run under xvfb-run)"))
@MainActor
struct ImagePreparationTests {
    /// The demo's icon folder (Linux/Assets), found from this file's path.
    private static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets").path

    private static func items(_ names: [String]) -> [SpinnerItem] {
        names.map { SpinnerItem(icon: ImageReference(name: $0), title: $0) }
    }

    @Test func realisingASpinnerDecodesItsOpenRingsIconsOnce() throws {
        try #require(gtk_init_check() != 0)
        let store = CairoImageStore(directory: Self.assets)
        let spinner = RadialSpinnerWidget(model: RadialSpinnerModel(items: Self.items(["star", "heart", "bolt"]), mode: .radialOnly),
                                          renderer: CairoRenderer(images: store))
        let window: UnsafeMutablePointer<GtkWidget> = gtk_window_new()
        defer { gtk_window_destroy(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)) }
        gtk_window_set_child(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), spinner.widget)
        #expect(store.decodeCount == 0)

        // Closed, the spinner shows one icon; its open ring's three are decoded on realising.
        gtk_widget_realize(spinner.widget)
        #expect(store.decodeCount == 3)
        #expect(!spinner.isPoppedUp)
        spinner.prepareImages()
        #expect(store.decodeCount == 3)

        spinner.model = RadialSpinnerModel(items: Self.items(["star", "gift", "moon"]), mode: .radialOnly)
        spinner.prepareImages()
        #expect(store.decodeCount == 5)
    }
}
