import CGtk4

/// The GType of a control's accessible parts (`RotaryControlsAccessiblePart`): a `GtkWidget`
/// subclass that draws nothing and takes no pointer or focus, child of the control's widget,
/// implementing `GtkAccessibleRange` (GTK ≥ 4.10), so that assistive technologies see a range
/// slider's two handles as two child sliders, each with its own value, bounds (its allocation:
/// the handle's frame) and spoken text, settable from the client. It reports itself focused
/// (`GtkAccessible`'s platform state) while the control's focused part is this one. Its functions
/// hand each call to the instance's ``AccessiblePart`` (linked through qdata).
@MainActor
enum AccessiblePartType {
    /// The registered type (registered on first use).
    static let type = GObjectTypes.register(
        "RotaryControlsAccessiblePart",
        interfaces: [(rc_type_accessible(), accessibleInit), (rc_type_accessible_range(), rangeInit)])
    /// The qdata key under which an instance keeps its part.
    static let partKey: GQuark = g_quark_from_static_string("rotarycontrols-part")

    nonisolated(unsafe) private static var parentAccessible: UnsafeMutablePointer<GtkAccessibleInterface>?

    /// `body` with the part of `instance` on the main actor; `fallback` once the part let it go.
    private static func withPart<T: Sendable>(_ instance: OpaquePointer?, _ fallback: T, _ body: (AccessiblePart) -> T)
        -> T
    {
        let address = UInt(bitPattern: instance)
        return MainActor.assumeIsolated {
            (GObjectTypes.linked(to: address, key: partKey) as AccessiblePart?).map(body) ?? fallback
        }
    }

    private static let accessibleInit: GInterfaceInitFunc = { iface, _ in
        guard let iface else { return }
        // GType copied GtkWidget's table into `iface`: only the platform state changes.
        let table = iface.assumingMemoryBound(to: GtkAccessibleInterface.self)
        parentAccessible = g_type_interface_peek_parent(iface)?.assumingMemoryBound(to: GtkAccessibleInterface.self)
        table.pointee.get_platform_state = { accessible, state in
            switch state {
            case GTK_ACCESSIBLE_PLATFORM_STATE_FOCUSABLE: return 1
            case GTK_ACCESSIBLE_PLATFORM_STATE_FOCUSED: return withPart(accessible, false) { $0.isFocused } ? 1 : 0
            default:
                let inherited = MainActor.assumeIsolated { parentAccessible?.pointee.get_platform_state }
                return inherited?(accessible, state) ?? 0
            }
        }
    }

    private static let rangeInit: GInterfaceInitFunc = { iface, _ in
        guard let table = iface?.assumingMemoryBound(to: GtkAccessibleRangeInterface.self) else { return }
        table.pointee.set_current_value = { range, value in
            withPart(range, false) { $0.setValue(value) } ? 1 : 0
        }
    }
}
