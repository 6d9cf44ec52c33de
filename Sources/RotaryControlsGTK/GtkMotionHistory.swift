import CGtk4

/// The pointer positions GTK merged into one motion event: on a busy machine GDK compresses the
/// motions queued within a frame into the last one and keeps the earlier ones as its history
/// (`gdk_event_get_history`). Delivered one by one, a fast drag stays a run of small moves
/// instead of one jump — which a rotary tracker would have to drop as a wrap-around — and its
/// speed at the release stays right.
enum GtkMotionHistory {
    /// One earlier position, relative to the event that carries it.
    struct Sample: Equatable, Sendable {
        /// Offset from the event's own position, in points.
        var dx: Double
        var dy: Double
        /// How long before the event it was (seconds, at least 0).
        var age: Double
    }

    /// The earlier positions of the event `controller` is handling now, oldest first; empty when
    /// there is no event or no history.
    static func samples(of controller: OpaquePointer?) -> [Sample] {
        var count: guint = 0
        var x = 0.0, y = 0.0
        guard let event = gtk_event_controller_get_current_event(controller),
            let history = gdk_event_get_history(event, &count)
        else { return [] }
        defer { g_free(history) }
        guard count > 0, gdk_event_get_position(event, &x, &y) != 0 else { return [] }
        let time = gdk_event_get_time(event)
        return (0..<Int(count)).compactMap { index in
            let coord = history[index]
            let (hx, hy) = withUnsafeBytes(of: coord.axes) { axes in
                (
                    axes.load(fromByteOffset: Int(GDK_AXIS_X.rawValue) * 8, as: Double.self),
                    axes.load(fromByteOffset: Int(GDK_AXIS_Y.rawValue) * 8, as: Double.self)
                )
            }
            guard hx.isFinite, hy.isFinite, hx != x || hy != y else { return nil }
            // Times are milliseconds that wrap around; a difference is what counts.
            let age = Double(time &- coord.time) / 1_000
            return Sample(dx: hx - x, dy: hy - y, age: age < 60 ? age : 0)
        }
    }
}
