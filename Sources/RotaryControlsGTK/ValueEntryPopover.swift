import CGtk4
import RotaryControls

extension ControlWidgetHost {
    /// Opens the value entry for `trigger`; answers `false` when the control takes no typing.
    @discardableResult
    public func openValueEntry(_ trigger: ValueEntryTrigger) -> Bool {
        guard isAlive, let current = controlTypedText() else { return false }
        let entry =
            valueEntry
            ?? ValueEntryPopover(parent: widget) { [weak self] text in
                guard let self, self.isAlive else { return false }
                return self.controlApplyTypedText(text)
            }
        valueEntry = entry
        switch trigger {
        case .editCurrent: entry.show(text: current, selectsAll: true)
        case .type(let first): entry.show(text: first, selectsAll: false)
        }
        return true
    }
}

/// Typing an exact value into a focused slider or knob, the GTK way: a `GtkPopover` pointing at
/// the control with a `GtkEntry` in it (docs/Linux.md, "Typing a value"). Enter applies the text
/// through the model's `setValue(fromText:part:report:)`; text that is not a number turns the
/// entry red (the theme's `error` style), rings the bell and keeps it open; Escape or a click
/// outside closes it unchanged. The entry is named by the control (labelled-by).
@MainActor
final class ValueEntryPopover {
    let popover: UnsafeMutablePointer<GtkWidget>
    let entry: UnsafeMutablePointer<GtkWidget>
    /// Applies typed text; answers whether it was a value.
    private let apply: (String) -> Bool

    /// A popover for `parent` (its child in GTK's tree: the parent presents and unparents it).
    init(parent: UnsafeMutablePointer<GtkWidget>, apply: @escaping (String) -> Bool) {
        self.apply = apply
        popover = gtk_popover_new()
        entry = gtk_entry_new()
        gtk_editable_set_width_chars(OpaquePointer(entry), 10)
        gtk_popover_set_child(asPopover, entry)
        gtk_widget_set_parent(popover, parent)
        rc_accessible_set_labelled_by(OpaquePointer(entry), OpaquePointer(parent))
        // Enter applies the text; closed (Enter, Escape, a click outside), the keyboard focus goes
        // back to the control.
        let activated: ActivateCallback = { _, data in
            GObjectTypes.with(data) { (entry: ValueEntryPopover) in entry.entryActivated() }
        }
        let closed: ActivateCallback = { _, data in
            GObjectTypes.with(data) { (entry: ValueEntryPopover) in entry.closed() }
        }
        for (instance, signal, callback) in [(entry, "activate", activated), (popover, "closed", closed)] {
            g_signal_connect_data(
                UnsafeMutableRawPointer(instance), signal, unsafeBitCast(callback, to: GCallback.self),
                Unmanaged.passUnretained(self).toOpaque(), nil, GConnectFlags(rawValue: 0))
        }
    }

    private var asPopover: UnsafeMutablePointer<GtkPopover> {
        UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkPopover.self)
    }

    typealias ActivateCallback = @convention(c) (OpaquePointer?, gpointer?) -> Void

    /// Whether the popover shows.
    var isShown: Bool { gtk_widget_get_visible(popover) != 0 }

    /// Shows the entry with `text`: selected when `selectsAll` (the current value), else with
    /// the cursor at its end (a typed first character).
    func show(text: String, selectsAll: Bool) {
        gtk_widget_remove_css_class(entry, "error")
        gtk_editable_set_text(OpaquePointer(entry), text)
        gtk_popover_popup(asPopover)
        _ = gtk_entry_grab_focus_without_selecting(
            UnsafeMutableRawPointer(entry).assumingMemoryBound(to: GtkEntry.self))
        if selectsAll {
            gtk_editable_select_region(OpaquePointer(entry), 0, -1)
        } else {
            gtk_editable_set_position(OpaquePointer(entry), -1)
        }
    }

    /// Enter: applies the text; closes on a value, else marks the entry and stays open.
    func entryActivated() {
        let text = String(cString: gtk_editable_get_text(OpaquePointer(entry)))
        if apply(text) {
            gtk_popover_popdown(asPopover)
        } else {
            gtk_widget_add_css_class(entry, "error")
            gtk_widget_error_bell(entry)
        }
    }

    /// The popover closed: the keyboard focus goes back to its parent.
    private func closed() {
        if let parent = gtk_widget_get_parent(popover) { gtk_widget_grab_focus(parent) }
    }

    /// The parent got its allocation: the popover follows it.
    func present() {
        gtk_popover_present(asPopover)
    }

    /// The parent is going away: the popover leaves GTK's tree with it.
    func detach() {
        gtk_widget_unparent(popover)
    }
}

/// What opens the value entry on a focused control.
public enum ValueEntryTrigger: Equatable, Sendable {
    /// Edit the current value (Ctrl+E, or Return/Enter the control did not use).
    case editCurrent
    /// Start typing with this character (a digit, `-`, `+` or `.`).
    case type(String)

    /// The trigger for a key press with `state`, before the control sees the key: a digit,
    /// `-`, `+` or `.` without Ctrl or Alt, or Ctrl+E; `nil` for any other key.
    public static func forKey(_ keyval: guint, state: GdkModifierType) -> ValueEntryTrigger? {
        let held = ControlWidgetHost.pointerModifiers(state), key = Int32(keyval)
        let control = held.contains(.control), alt = held.contains(.option)
        if control, !alt, key == GDK_KEY_e || key == GDK_KEY_E { return .editCurrent }
        guard !control, !alt, let scalar = UnicodeScalar(gdk_keyval_to_unicode(keyval)),
            "0123456789-+.".unicodeScalars.contains(scalar)
        else { return nil }
        return .type(String(scalar))
    }
}
