import CGtk4

/// Work run once later, on GLib's idle loop. The work keeps
/// what it captures alive until it has run (a host waiting for it is never freed under it).
@MainActor
enum GLibLater {
    /// The work, boxed to cross GLib's `gpointer`.
    private final class Work {
        let body: @MainActor () -> Void
        init(_ body: @escaping @MainActor () -> Void) { self.body = body }
    }

    /// Runs `body` once when the main loop is idle at `priority` (GLib's, default
    /// `G_PRIORITY_DEFAULT_IDLE`; `G_PRIORITY_LOW` runs after frames).
    static func whenIdle(priority: gint = G_PRIORITY_DEFAULT_IDLE, _ body: @escaping @MainActor () -> Void) {
        g_idle_add_full(priority, run, Unmanaged.passRetained(Work(body)).toOpaque(), nil)
    }

    /// GLib's callback: runs the work once and releases it.
    private static let run: GSourceFunc = { data in
        let address = UInt(bitPattern: data)
        MainActor.assumeIsolated {
            let work = Unmanaged<Work>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).takeRetainedValue()
            work.body()
        }
        return 0
    }
}
