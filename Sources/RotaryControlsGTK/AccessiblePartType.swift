import CGtk4

/// The GType of a control's accessible parts (`RotaryControlsAccessiblePart`): a plain `GObject`
/// implementing `GtkAccessible` and `GtkAccessibleRange` (GTK ≥ 4.10), so that assistive
/// technologies see a range slider's two handles as two child sliders, each with its own
/// value, bounds and spoken text, settable from the client. Its interface functions hand
/// each call to the instance's ``AccessiblePart`` (linked through qdata); the construct-only
/// `accessible-role` property is overridden as `GtkStackPage` does.
@MainActor
enum AccessiblePartType {
    /// The registered type (registered on first use).
    static let type: GType = register()
    /// The qdata key under which an instance keeps its part.
    static let partKey: GQuark = g_quark_from_static_string("rotarycontrols-part")
    /// The property id of `accessible-role`.
    private static let roleProperty: guint = 1
    /// The qdata key of the role given at construction.
    private static let roleKey: GQuark = g_quark_from_static_string("rotarycontrols-part-role")

    private static func register() -> GType {
        GObjectTypes.register("RotaryControlsAccessiblePart", parent: rc_type_object(),
                              classSize: MemoryLayout<GObjectClass>.size, instanceSize: MemoryLayout<GObject>.size,
                              classInit: classInit,
                              interfaces: [(rc_type_accessible(), accessibleInit), (rc_type_accessible_range(), rangeInit)])
    }

    /// The part of an instance; `nil` once the part let it go.
    static func part(of instance: UnsafeMutableRawPointer?) -> AccessiblePart? {
        guard let instance,
              let data = g_object_get_qdata(instance.assumingMemoryBound(to: GObject.self), partKey) else { return nil }
        return Unmanaged<AccessiblePart>.fromOpaque(data).takeUnretainedValue()
    }

    private static func withPart<T: Sendable>(_ instance: OpaquePointer?, _ fallback: T, _ body: (AccessiblePart) -> T) -> T {
        let address = UInt(bitPattern: instance)
        return MainActor.assumeIsolated {
            guard let part = part(of: UnsafeMutableRawPointer(bitPattern: address)) else { return fallback }
            return body(part)
        }
    }

    // MARK: - Class and interface functions

    private static let classInit: GClassInitFunc = { klass, _ in
        guard let klass else { return }
        let objectClass = klass.assumingMemoryBound(to: GObjectClass.self)
        objectClass.pointee.set_property = { object, id, value, _ in
            guard let object, let value, id == AccessiblePartType.roleProperty else { return }
            let role = UInt(g_value_get_enum(value))
            g_object_set_qdata(object, AccessiblePartType.roleKey, UnsafeMutableRawPointer(bitPattern: role + 1))
        }
        objectClass.pointee.get_property = { object, id, value, _ in
            guard let object, let value, id == AccessiblePartType.roleProperty else { return }
            let stored = UInt(bitPattern: g_object_get_qdata(object, AccessiblePartType.roleKey))
            g_value_set_enum(value, gint(stored > 0 ? stored - 1 : UInt(GTK_ACCESSIBLE_ROLE_SLIDER.rawValue)))
        }
        g_object_class_override_property(objectClass, roleProperty, "accessible-role")
    }

    private static let accessibleInit: GInterfaceInitFunc = { iface, _ in
        guard let table = iface?.assumingMemoryBound(to: GtkAccessibleInterface.self) else { return }
        table.pointee.get_at_context = { accessible in
            OpaquePointer(bitPattern: withPart(accessible, 0) { UInt(bitPattern: $0.atContext()) })
        }
        table.pointee.get_platform_state = { accessible, state in
            withPart(accessible, false) { $0.platformState(state) } ? 1 : 0
        }
        table.pointee.get_accessible_parent = { accessible in
            OpaquePointer(bitPattern: withPart(accessible, 0) { UInt(bitPattern: $0.accessibleParent()) })
        }
        table.pointee.get_first_accessible_child = { _ in nil }
        table.pointee.get_next_accessible_sibling = { accessible in
            OpaquePointer(bitPattern: withPart(accessible, 0) { UInt(bitPattern: $0.nextSibling()) })
        }
        table.pointee.get_bounds = { accessible, x, y, width, height in
            let frame = withPart(accessible, nil) { $0.frame() }
            guard let frame else { return 0 }
            x?.pointee = frame.x
            y?.pointee = frame.y
            width?.pointee = frame.width
            height?.pointee = frame.height
            return 1
        }
    }

    private static let rangeInit: GInterfaceInitFunc = { iface, _ in
        guard let table = iface?.assumingMemoryBound(to: GtkAccessibleRangeInterface.self) else { return }
        table.pointee.set_current_value = { range, value in
            withPart(range, false) { $0.setValue(value) } ? 1 : 0
        }
    }
}
