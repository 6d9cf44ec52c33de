import CGtk4

/// Registers the GTypes the GTK host defines in Swift and makes their instances (the C macros of
/// GObject's own type definitions do not import).
@MainActor
enum GObjectTypes {
    /// Registers `name`, a subclass of `parent` with the given class and instance sizes, its
    /// `classInit`, and the interfaces it implements with their init functions.
    static func register(
        _ name: String, parent: GType, classSize: Int, instanceSize: Int,
        classInit: GClassInitFunc? = nil, interfaces: [(GType, GInterfaceInitFunc)] = []
    ) -> GType {
        var info = GTypeInfo()
        info.class_size = guint16(classSize)
        info.class_init = classInit
        info.instance_size = guint16(instanceSize)
        let type = g_type_register_static(parent, name, &info, GTypeFlags(rawValue: 0))
        for (interface, initialise) in interfaces {
            var entry = GInterfaceInfo(interface_init: initialise, interface_finalize: nil, interface_data: nil)
            g_type_add_interface_static(type, interface, &entry)
        }
        return type
    }

    /// Gives a child `widget` the `area` of its parent (measured first, as GTK asks).
    static func allocate(_ widget: UnsafeMutablePointer<GtkWidget>, _ area: GtkAllocation) {
        var minimum = GtkRequisition(), area = area
        gtk_widget_get_preferred_size(widget, &minimum, nil)
        gtk_widget_size_allocate(widget, &area, -1)
    }

    /// A new widget of `type` with the accessible role `role` (a construct-only property;
    /// `g_object_new` is variadic, so it goes through `g_object_new_with_properties`), floating.
    static func widget(of type: GType, role: GtkAccessibleRole) -> UnsafeMutablePointer<GtkWidget> {
        var value = GValue()
        g_value_init(&value, rc_type_accessible_role())
        g_value_set_enum(&value, gint(role.rawValue))
        defer { g_value_unset(&value) }
        let object = "accessible-role".withCString { name -> UnsafeMutablePointer<GObject> in
            var names: [UnsafePointer<CChar>?] = [name]
            return withUnsafePointer(to: value) { g_object_new_with_properties(type, 1, &names, $0) }
        }
        return UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self)
    }
}
