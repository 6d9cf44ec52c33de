import CGtk4
import RotaryControls

/// The open spinner's items as assistive technologies see them: one child widget of the pop-up
/// per item (a `RotaryControlsSpinnerItem`, which draws nothing and takes no pointer), with the
/// role *radio*, named by the item's spoken text (``RadialSpinnerModel/spokenValue(_:)``),
/// checked when selected and insensitive (disabled) when the item is not enabled. Each enabled
/// item has one action, `item.select` (a disabled item's is disabled, so it offers none), which a client runs (AT-SPI's Action interface) to choose the item:
/// it reaches the model as the user's choice (``RadialSpinnerModel/setAccessibilityValue(_:part:report:)``).
@MainActor
final class RadialSpinnerItemElements {
    private weak var popUp: RadialSpinnerPopUp?
    private(set) var items: [Item] = []
    /// What the elements were last made from: nothing to do while it stays the same (most
    /// pointer moves and frames of a turning ring).
    private var publishedFrom: (items: [SpinnerItem], selected: Int?, enabled: Bool)?

    /// One item's widget, its select action (owned by the widget's action group) and what it
    /// last published.
    struct Item {
        let widget: UnsafeMutablePointer<GtkWidget>
        let action: OpaquePointer?
        var published: (name: String, checked: Bool, enabled: Bool)?
    }

    init(popUp: RadialSpinnerPopUp) {
        self.popUp = popUp
    }

    /// The registered item type: a `GtkWidget` subclass with GTK's defaults (draws nothing, no size).
    private static let itemType = GObjectTypes.register("RotaryControlsSpinnerItem")

    /// Publishes `model`'s items: one element per item (made again when the count changes),
    /// names, checked and enabled states when they changed.
    func update(for model: RadialSpinnerModel) {
        guard let popUp else { return }
        let storedItems = model.items
        if let from = publishedFrom, from.selected == model.selectedIndex, from.enabled == model.isEnabled,
            from.items == storedItems
        {
            return
        }
        publishedFrom = (storedItems, model.selectedIndex, model.isEnabled)
        if items.count != model.count {
            removeAll()
            items = (0..<model.count).map { _ in makeItem(in: popUp) }
        }
        for (index, item) in items.enumerated() {
            let now = (
                name: model.spokenValue(index), checked: model.selectedIndex == index,
                enabled: storedItems[index].isEnabled && model.isEnabled
            )
            if now.name != item.published?.name {
                AccessibleProperties.update(
                    OpaquePointer(item.widget), strings: [(GTK_ACCESSIBLE_PROPERTY_LABEL, now.name)])
            }
            if now.checked != item.published?.checked {
                rc_accessible_set_state_tristate(
                    OpaquePointer(item.widget), GTK_ACCESSIBLE_STATE_CHECKED,
                    now.checked ? GTK_ACCESSIBLE_TRISTATE_TRUE : GTK_ACCESSIBLE_TRISTATE_FALSE)
            }
            if now.enabled != item.published?.enabled {
                gtk_widget_set_sensitive(item.widget, now.enabled ? 1 : 0)
                g_simple_action_set_enabled(item.action, now.enabled ? 1 : 0)
            }
            items[index].published = now
        }
    }

    /// Gives every element the pop-up's whole area (the items move with the ring; the pop-up
    /// is where they are).
    func allocate(width: Int32, height: Int32) {
        for item in items {
            GObjectTypes.allocate(item.widget, GtkAllocation(x: 0, y: 0, width: width, height: height))
        }
    }

    /// Removes every element from the pop-up.
    func removeAll() {
        for item in items { gtk_widget_unparent(item.widget) }
        items = []
        publishedFrom = nil
    }

    private func makeItem(in popUp: RadialSpinnerPopUp) -> Item {
        let widget = GObjectTypes.widget(of: Self.itemType, role: GTK_ACCESSIBLE_ROLE_RADIO)
        gtk_widget_set_can_target(widget, 0)
        gtk_widget_set_focusable(widget, 0)
        let group = g_simple_action_group_new()
        let action = g_simple_action_new("select", nil)
        let activated: ActivateCallback = { action, _, data in
            let (actionAddress, widgetAddress) = (UInt(bitPattern: action), UInt(bitPattern: data))
            MainActor.assumeIsolated {
                guard let popUp = ControlWidgetType.host(of: widgetAddress) as? RadialSpinnerPopUp,
                    let index = popUp.items.items.firstIndex(where: { UInt(bitPattern: $0.action) == actionAddress })
                else { return }
                _ = popUp.choose(index)
            }
        }
        // Connected while the pop-up's widget lives (GLib disconnects it when the widget goes).
        g_signal_connect_object(
            UnsafeMutableRawPointer(action), "activate", unsafeBitCast(activated, to: GCallback.self),
            UnsafeMutableRawPointer(popUp.widget), GConnectFlags(rawValue: 0))
        g_action_map_add_action(OpaquePointer(group), action)
        g_object_unref(UnsafeMutableRawPointer(action))
        gtk_widget_insert_action_group(widget, "item", OpaquePointer(group))
        g_object_unref(UnsafeMutableRawPointer(group))
        gtk_widget_set_parent(widget, popUp.widget)
        return Item(widget: widget, action: action)
    }

    typealias ActivateCallback = @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> Void
}
