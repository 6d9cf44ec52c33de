import CGtk4

/// Registers the GTypes the GTK host defines in Swift and makes their instances (the C macros of
/// GObject's own type definitions do not import).
@MainActor
enum GObjectTypes {
    /// Registers `name`, a `GtkWidget` subclass with no fields of its own, its `classInit`, and
    /// the interfaces it implements with their init functions.
    static func register(
        _ name: String, classInit: GClassInitFunc? = nil, interfaces: [(GType, GInterfaceInitFunc)] = []
    ) -> GType {
        var info = GTypeInfo()
        info.class_size = guint16(MemoryLayout<GtkWidgetClass>.size)
        info.class_init = classInit
        info.instance_size = guint16(MemoryLayout<GtkWidget>.size)
        let type = g_type_register_static(rc_type_widget(), name, &info, GTypeFlags(rawValue: 0))
        for (interface, initialise) in interfaces {
            var entry = GInterfaceInfo(interface_init: initialise, interface_finalize: nil, interface_data: nil)
            g_type_add_interface_static(type, interface, &entry)
        }
        return type
    }

    /// `body` on the main actor with the object behind a C callback's user data, unretained (GTK
    /// calls back on its main thread; the pointer crosses into the main actor as an address).
    nonisolated static func with<Object: AnyObject, T: Sendable>(
        _ data: gpointer?, _ body: @MainActor (Object) -> T
    ) -> T {
        let address = UInt(bitPattern: data)
        return MainActor.assumeIsolated {
            body(Unmanaged<Object>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).takeUnretainedValue())
        }
    }

    /// The object the instance at `address` keeps under `key` (its qdata, unretained); `nil` when
    /// it keeps none (not linked yet, or let go).
    static func linked<Object: AnyObject>(to address: UInt, key: GQuark) -> Object? {
        guard let instance = UnsafeMutableRawPointer(bitPattern: address),
            let data = g_object_get_qdata(instance.assumingMemoryBound(to: GObject.self), key)
        else { return nil }
        return Unmanaged<Object>.fromOpaque(data).takeUnretainedValue()
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
