import CGtk4
import Foundation
import RotaryControls
import RotaryControlsCairo
import RotaryControlsGTK
import Testing

// The host decodes a control's images before its first frame: when the widget is realised, and
// when the app asks after giving it new images. Counted in decodes, never timed.
@Suite("GTK image preparation", .enabled(if: hasDisplay, "GTK needs a display (run under xvfb-run)"))
@MainActor
struct ImagePreparationTests {
    private static let assets = demoAssets

    private static func items(_ names: [String]) -> [SpinnerItem] {
        names.map { SpinnerItem(icon: ImageReference(name: $0), title: $0) }
    }

    @Test func realisingASpinnerDecodesItsOpenRingsIconsOnce() throws {
        try #require(gtk_init_check() != 0)
        let store = CairoImageStore(directory: Self.assets)
        let spinner = RadialSpinnerWidget(model: RadialSpinnerModel(items: Self.items(["star", "heart", "bolt"]), mode: .radialOnly),
                                          renderer: CairoRenderer(images: store))
        let window: UnsafeMutablePointer<GtkWidget> = gtk_window_new()
        defer {
            gtk_window_destroy(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self))
            while g_main_context_iteration(nil, 0) != 0 {}   // GTK's own work for the destroyed window, here
        }
        gtk_window_set_child(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), spinner.widget)
        #expect(store.decodeCount == 0)

        // Closed, the spinner shows one icon; its open ring's three are decoded on realising.
        // (The window is shown: GTK crashes on the pending layout of a window realised without
        // being shown and then destroyed, once the main loop runs again.)
        gtk_window_present(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self))
        for _ in 0..<2_000 where gtk_widget_get_realized(spinner.widget) == 0 {
            g_main_context_iteration(nil, 0)
            usleep(1_000)
        }
        #expect(gtk_widget_get_realized(spinner.widget) != 0)
        #expect(store.decodeCount == 3)
        #expect(!spinner.isPoppedUp)
        spinner.prepareImages()
        #expect(store.decodeCount == 3)

        spinner.model = RadialSpinnerModel(items: Self.items(["star", "gift", "moon"]), mode: .radialOnly)
        spinner.prepareImages()
        #expect(store.decodeCount == 5)
    }

    /// A spinner of forty items (spoke icons small enough to be prepared turned; larger ones
    /// stay vectors) drawing from `store`.
    private static func fortyItemSpinner(_ store: CairoImageStore) -> RadialSpinnerWidget {
        let items = Self.items((0..<40).map { ["star", "heart", "bolt", "leaf", "moon", "sun"][$0 % 6] })
        return RadialSpinnerWidget(model: RadialSpinnerModel(items: items, mode: .radialOnly), renderer: CairoRenderer(images: store))
    }

    /// `spinner` in an overlay in a shown window of `width` × `height`, once it has drawn and
    /// its idle preparation ran: the window (the caller destroys it) and the overlay.
    private static func present(
        _ spinner: RadialSpinnerWidget, width: Int32, height: Int32
    ) -> (window: UnsafeMutablePointer<GtkWindow>, overlay: UnsafeMutablePointer<GtkWidget>) {
        let widget: UnsafeMutablePointer<GtkWidget> = gtk_window_new()
        let window = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWindow.self)
        let overlay: UnsafeMutablePointer<GtkWidget> = gtk_overlay_new()
        gtk_overlay_set_child(OpaquePointer(overlay), spinner.widget)
        gtk_window_set_child(window, overlay)
        gtk_window_set_default_size(window, width, height)
        gtk_window_present(window)
        for _ in 0..<2_000 where gtk_widget_get_width(overlay) < 300 || !spinner.hasDrawn {
            g_main_context_iteration(nil, 0)
            usleep(1_000)
        }
        for _ in 0..<50 { g_main_context_iteration(nil, 0) }   // the idle preparation, if any
        return (window, overlay)
    }

    /// Opens `spinner` and checks that `store` already holds every copy its open ring needs
    /// (a fresh store would have some to make); returns the square it opened in.
    private static func expectRingPrepared(_ spinner: RadialSpinnerWidget, in store: CairoImageStore) throws -> Rect {
        spinner.update { model, _ in model.isOpen = true }
        let square = try #require(spinner.popUpSquare)
        var open = spinner.model
        open.bounds = square
        let scale = Double(gtk_widget_get_scale_factor(spinner.widget))
        let fresh = CairoImageStore(directory: Self.assets)
        #expect(fresh.prepare(open.drawing(), pixelScale: scale) > 0, "the open ring has copies to make")
        #expect(store.prepare(open.drawing(), pixelScale: scale) == 0, "every copy the open ring needs was made ahead")
        return square
    }

    /// Laid out in a window, a closed spinner renders its open ring's icons for the square the
    /// ring will open in (before, only for its own small size): opening then finds every copy made.
    @Test func aLaidOutSpinnerPreparesItsRingForThePopUpSquare() throws {
        try #require(gtk_init_check() != 0)
        let store = CairoImageStore(directory: Self.assets)
        let spinner = Self.fortyItemSpinner(store)
        let (window, overlay) = Self.present(spinner, width: 420, height: 360)
        defer { gtk_window_destroy(window) }
        try #require(gtk_widget_get_width(overlay) >= 300)
        #expect(try Self.expectRingPrepared(spinner, in: store).width >= 300)
    }

    /// A closed spinner that keeps its own size while its window grows (centred in the overlay,
    /// so neither it nor the hidden pop-up layer gets a `resize`) still prepares its ring for
    /// the larger square it will now open in: it watches its window's size.
    @Test func aClosedSpinnerPreparesItsRingAgainWhenTheWindowGrows() throws {
        try #require(gtk_init_check() != 0)
        let store = CairoImageStore(directory: Self.assets)
        let spinner = Self.fortyItemSpinner(store)
        gtk_widget_set_halign(spinner.widget, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(spinner.widget, GTK_ALIGN_CENTER)
        let (window, overlay) = Self.present(spinner, width: 320, height: 300)
        defer { gtk_window_destroy(window) }
        try #require(gtk_widget_get_width(overlay) >= 300)
        let closedWidth = gtk_widget_get_width(spinner.widget)

        gtk_window_set_default_size(window, 640, 600)
        for _ in 0..<2_000 where gtk_widget_get_height(overlay) < 580 {
            g_main_context_iteration(nil, 0)
            usleep(1_000)
        }
        for _ in 0..<50 { g_main_context_iteration(nil, 0) }   // the idle preparation
        try #require(gtk_widget_get_height(overlay) >= 580)
        #expect(gtk_widget_get_width(spinner.widget) == closedWidth, "the closed spinner kept its size")
        let square = try Self.expectRingPrepared(spinner, in: store)
        #expect(square.width >= 560, "the ring opens across the grown window (it was at most 300 wide)")
    }

    /// A new scale factor (the window moved to a monitor of another scale) prepares the images
    /// again, for the new pixels: once, after the frame, like a new size.
    @Test func aNewScaleFactorPreparesTheImagesAgain() throws {
        try #require(gtk_init_check() != 0)
        let store = CairoImageStore(directory: Self.assets)
        let spinner = RadialSpinnerWidget(model: RadialSpinnerModel(items: Self.items(["star", "heart"]), mode: .radialOnly),
                                          renderer: CairoRenderer(images: store))
        let window: UnsafeMutablePointer<GtkWidget> = gtk_window_new()
        let gtkWindow = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
        defer { gtk_window_destroy(gtkWindow) }
        gtk_window_set_child(gtkWindow, spinner.widget)
        gtk_window_present(gtkWindow)
        for _ in 0..<2_000 where !spinner.hasDrawn {
            g_main_context_iteration(nil, 0)
            usleep(1_000)
        }
        for _ in 0..<50 { g_main_context_iteration(nil, 0) }
        try #require(spinner.hasDrawn)
        let before = spinner.preparations

        // GTK notifies `scale-factor` when the widget's surface changes scale; Xvfb has one
        // monitor, so the notification is sent here as GTK sends it.
        g_object_notify(UnsafeMutableRawPointer(spinner.widget).assumingMemoryBound(to: GObject.self), "scale-factor")
        g_object_notify(UnsafeMutableRawPointer(spinner.widget).assumingMemoryBound(to: GObject.self), "scale-factor")
        #expect(spinner.preparations == before, "prepared on an idle callback, not during the notification")
        for _ in 0..<50 { g_main_context_iteration(nil, 0) }
        #expect(spinner.preparations == before + 1, "two notifications, one preparation")
    }
}
