import CGtk4

/// Tells its owner when the window a widget is in has changed size and been laid out again.
///
/// GtkWindow's `default-width` and `default-height` follow the size the user gives it (GTK 4
/// keeps them current, which is how apps save a window's size), and `maximized` and
/// `fullscreened` cover the sizes that do not change them. They change before the window's
/// new layout, so the owner is told after the window's frame clock next paints, when every
/// widget has its new place. A widget whose own size stays the same while the window around
/// it grows (a closed spinner in the window it opens across) learns this way that what it will
/// show later changed size. It holds references to the window (and to its frame clock while
/// waiting for a paint); dropping the watch disconnects and releases them.
@MainActor
final class GtkWindowSizeWatch {
    private let window: UnsafeMutablePointer<GtkWindow>
    private var handlers: [gulong] = []
    private var clock: OpaquePointer?
    private var afterPaint: gulong = 0
    private let onResized: () -> Void

    /// Watches the window `widget` is in; `nil` when its root is not a `GtkWindow`.
    init?(widget: UnsafeMutablePointer<GtkWidget>, onResized: @escaping () -> Void) {
        guard let window = GtkRootWindow.of(widget) else { return nil }
        self.window = window
        self.onResized = onResized
        g_object_ref(UnsafeMutableRawPointer(window))
        let notify: NotifyCallback = { _, _, data in
            let address = UInt(bitPattern: data)
            MainActor.assumeIsolated { GtkWindowSizeWatch.watch(address).windowChanged() }
        }
        for property in ["default-width", "default-height", "maximized", "fullscreened"] {
            handlers.append(g_signal_connect_data(UnsafeMutableRawPointer(window), "notify::" + property,
                                                  unsafeBitCast(notify, to: GCallback.self),
                                                  Unmanaged.passUnretained(self).toOpaque(), nil, GConnectFlags(rawValue: 0)))
        }
    }

    isolated deinit {
        stopWaiting()
        for handler in handlers { g_signal_handler_disconnect(UnsafeMutableRawPointer(window), handler) }
        g_object_unref(UnsafeMutableRawPointer(window))
    }

    private static func watch(_ address: UInt) -> GtkWindowSizeWatch {
        Unmanaged<GtkWindowSizeWatch>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).takeUnretainedValue()
    }

    /// A size property changed: waits for the frame clock's next paint (once however many
    /// properties change before it); without a frame clock (not shown), tells the owner now.
    private func windowChanged() {
        guard afterPaint == 0 else { return }
        let widget = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWidget.self)
        guard let frameClock = gtk_widget_get_frame_clock(widget) else {
            onResized()
            return
        }
        let painted: FrameClockCallback = { _, data in
            let address = UInt(bitPattern: data)
            MainActor.assumeIsolated {
                let watch = GtkWindowSizeWatch.watch(address)
                withExtendedLifetime(watch) {
                    watch.stopWaiting()
                    watch.onResized()
                }
            }
        }
        g_object_ref(UnsafeMutableRawPointer(frameClock))
        clock = frameClock
        afterPaint = g_signal_connect_data(UnsafeMutableRawPointer(frameClock), "after-paint",
                                           unsafeBitCast(painted, to: GCallback.self),
                                           Unmanaged.passUnretained(self).toOpaque(), nil, GConnectFlags(rawValue: 0))
        gdk_frame_clock_request_phase(frameClock, GDK_FRAME_CLOCK_PHASE_AFTER_PAINT)
    }

    private func stopWaiting() {
        guard let clock else { return }
        g_signal_handler_disconnect(UnsafeMutableRawPointer(clock), afterPaint)
        g_object_unref(UnsafeMutableRawPointer(clock))
        self.clock = nil
        afterPaint = 0
    }

    typealias NotifyCallback = @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> Void
    typealias FrameClockCallback = @convention(c) (OpaquePointer?, gpointer?) -> Void
}
