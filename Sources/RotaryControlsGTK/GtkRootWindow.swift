import CGtk4

/// The `GtkWindow` a widget is in, for the watches that follow it (its size, whether it is active).
enum GtkRootWindow {
    /// The window `widget` is in; `nil` when its root is not a `GtkWindow` (or it has none).
    @MainActor
    static func of(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWindow>? {
        guard let root = gtk_widget_get_root(widget) else { return nil }
        let instance = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GTypeInstance.self)
        guard g_type_check_instance_is_a(instance, gtk_window_get_type()) != 0 else { return nil }
        return UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWindow.self)
    }
}
