import CGtk4
import RotaryControls
import RotaryControlsGTK

// A GTK 4 window holding a circular slider and a label that follows its value.
// Run: swift run --package-path Examples/GTKWindow

/// A GTK widget pointer as the pointer type a GTK function wants (GTK's cast macros,
/// `GTK_WINDOW(w)` and friends, do not import into Swift).
func cast<T>(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<T> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: T.self)
}

MainActor.assumeIsolated {
    gtk_init()
    let window: UnsafeMutablePointer<GtkWidget> = gtk_window_new()
    gtk_window_set_title(cast(window), "RotaryControls in GTK")
    gtk_window_set_default_size(cast(window), 320, 360)

    let box: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)
    gtk_widget_set_margin_top(box, 12)
    gtk_widget_set_margin_bottom(box, 12)

    // The slider: the core model decides everything; the widget delivers input and draws.
    var model = CircularSliderModel(minimumValue: 0, maximumValue: 100, value: 40)
    model.step = 5
    let slider = CircularSliderWidget(model: model, width: 280, height: 280)
    gtk_box_append(cast(box), slider.widget)

    let label: UnsafeMutablePointer<GtkWidget> = gtk_label_new("Volume: 40")
    gtk_box_append(cast(box), label)
    slider.onEvent = { event in
        if case let .valueChanged(value, _, _) = event {
            gtk_label_set_text(OpaquePointer(label), "Volume: \(Int(value))")
        }
    }

    gtk_window_set_child(cast(window), box)
    gtk_window_present(cast(window))
    // Run until the window is closed.
    while g_list_model_get_n_items(gtk_window_get_toplevels()) > 0 {
        g_main_context_iteration(nil, 1)
    }
}
