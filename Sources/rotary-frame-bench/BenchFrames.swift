import CGtk4

/// Counts the frames the window paints: the time of every "after-paint" of its frame clock
/// (`g_get_monotonic_time`, microseconds; the driver's CLOCK_MONOTONIC).
@MainActor
final class BenchFrames {
    /// The paint times so far (capacity kept ahead: steady-state painting does not allocate).
    private(set) var times: [Int] = []
    /// Called after each paint (the app checks whether the subject is ready).
    var onPaint: (() -> Void)?

    init() {
        times.reserveCapacity(1 << 14)
    }

    /// Starts counting the paints of `window`'s frame clock (the window must be realised).
    func attach(to window: UnsafeMutablePointer<GtkWidget>) {
        guard let clock = gtk_widget_get_frame_clock(window) else { return }
        let callback: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
            guard let data else { return }
            let frames = Unmanaged<BenchFrames>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { frames.painted() }
        }
        g_signal_connect_data(
            UnsafeMutableRawPointer(clock), "after-paint", unsafeBitCast(callback, to: GCallback.self),
            Unmanaged.passUnretained(self).toOpaque(), nil, GConnectFlags(rawValue: 0))
    }

    private func painted() {
        if times.count == times.capacity { times.reserveCapacity(times.count * 2) }
        times.append(g_get_monotonic_time())
        onPaint?()
    }
}
