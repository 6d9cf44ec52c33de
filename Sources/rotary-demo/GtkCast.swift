import CGtk4

// GTK's cast macros (GTK_BOX(w), GTK_WINDOW(w), …) do not import. A GtkWidget pointer is also a
// pointer to its subclass instance: these reinterpret it as whatever the callee's parameter needs.

/// `widget` as a pointer to a GTK struct the headers define (GtkWindow, GtkBox, …).
@inline(__always)
func cast<T>(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<T> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: T.self)
}

/// `widget` as an opaque pointer, for GTK types whose struct is private (GtkLabel, GtkGrid, …).
@inline(__always)
func cast(_ widget: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer {
    OpaquePointer(widget)
}
