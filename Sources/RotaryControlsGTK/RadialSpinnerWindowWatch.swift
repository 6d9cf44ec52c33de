import CGtk4

/// Tells a popped-up ``RadialSpinnerWidget`` when its window stops being the active window
/// (GtkWindow's `is-active` turns false: another window took the focus). Connected while it
/// lives: the spinner keeps one only while the pop-up shows. It holds a reference to the window,
/// so the window outlives the connection; dropping the watch disconnects and releases it.
@MainActor
final class RadialSpinnerWindowWatch {
    private let window: UnsafeMutablePointer<GtkWindow>
    private var handler: gulong = 0
    private let onDeactivated: () -> Void

    /// Watches the window `widget` is in; `nil` when its root is not a `GtkWindow`.
    init?(widget: UnsafeMutablePointer<GtkWidget>, onDeactivated: @escaping () -> Void) {
        guard let window = GtkRootWindow.of(widget) else { return nil }
        self.window = window
        self.onDeactivated = onDeactivated
        g_object_ref(UnsafeMutableRawPointer(window))
        let notify: NotifyCallback = { object, _, data in
            guard let object else { return }
            let address = UInt(bitPattern: data)
            let isActive = gtk_window_is_active(UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWindow.self)) != 0
            guard !isActive else { return }
            MainActor.assumeIsolated {
                // Closing may drop the watch (a pop-up hidden at once): keep it until the call returns.
                let watch = Unmanaged<RadialSpinnerWindowWatch>.fromOpaque(UnsafeRawPointer(bitPattern: address)!)
                    .takeUnretainedValue()
                withExtendedLifetime(watch) { watch.onDeactivated() }
            }
        }
        handler = g_signal_connect_data(UnsafeMutableRawPointer(window), "notify::is-active",
                                        unsafeBitCast(notify, to: GCallback.self),
                                        Unmanaged.passUnretained(self).toOpaque(), nil, GConnectFlags(rawValue: 0))
    }

    isolated deinit {
        g_signal_handler_disconnect(UnsafeMutableRawPointer(window), handler)
        g_object_unref(UnsafeMutableRawPointer(window))
    }

    typealias NotifyCallback = @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> Void
}
