import CGtk4

/// One control in the demo grid: a title, the control's widget and a live value label.
@MainActor
final class DemoCell {
    /// Short stable name used in the dump (`tracker`, `knob-rotary`, …).
    let name: String
    /// The control's own widget (its bounds are dumped).
    let control: UnsafeMutablePointer<GtkWidget>
    /// The box holding title, control and label: what goes in the grid.
    let box: UnsafeMutablePointer<GtkWidget>
    /// The current numeric value (dumped) and its text (shown under the control).
    var value: () -> Double
    var text: () -> String
    /// More `key=value` fields for the dump (a range's upper value, a spinner's `open=1`…);
    /// keys and values must not contain spaces.
    var fields: () -> [(String, String)] = { [] }
    private let label: UnsafeMutablePointer<GtkWidget>

    init(
        name: String, title: String, control: UnsafeMutablePointer<GtkWidget>,
        value: @escaping () -> Double, text: @escaping () -> String
    ) {
        self.name = name
        self.control = control
        self.value = value
        self.text = text
        box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)
        label = gtk_label_new("")
        let heading = gtk_label_new(title)
        gtk_widget_add_css_class(heading, "heading")
        gtk_box_append(cast(box), heading)
        gtk_box_append(cast(box), control)
        gtk_box_append(cast(box), label)
        // The control is named by its heading, as an app labels its controls.
        rc_accessible_set_labelled_by(OpaquePointer(control), OpaquePointer(heading))
        refresh()
    }

    /// Updates the value label; call from the control's change callback.
    /// An empty text hides the label (a control that shows its value itself).
    func refresh() {
        let value = text()
        gtk_label_set_text(cast(label), value)
        gtk_widget_set_visible(label, value.isEmpty ? 0 : 1)
    }
}
