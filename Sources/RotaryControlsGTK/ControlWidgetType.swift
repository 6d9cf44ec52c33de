import CGtk4
import RotaryControls

/// The GType every control's GTK widget is an instance of: `RotaryControlsWidget` (CSS node
/// `rotarycontrol`), a `GtkWidget` subclass registered from Swift whose class functions
/// (`snapshot`, `measure`, `contains`, `size_allocate`, `dispose`, `GtkAccessibleRange`'s
/// `set_current_value`) hand each call to the instance's ``ControlWidgetHost``, linked through
/// the instance's qdata. The instance retains the host;
/// the host holds the instance without a reference, so the widget's parent decides its life.
@MainActor
enum ControlWidgetType {
    /// The registered type (registered on first use).
    static let type: GType = register()
    /// The qdata key under which an instance keeps its host.
    static let hostKey: GQuark = g_quark_from_static_string("rotarycontrols-host")

    nonisolated(unsafe) private static var parentClass: UnsafeMutablePointer<GtkWidgetClass>?

    private static func register() -> GType {
        GObjectTypes.register(
            "RotaryControlsWidget", classInit: classInit, interfaces: [(rc_type_accessible_range(), rangeInit)])
    }

    /// Links `widget` to `host`, which it retains until it is finalised.
    static func link(_ widget: UnsafeMutablePointer<GtkWidget>, to host: ControlWidgetHost) {
        g_object_set_qdata_full(
            UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), hostKey,
            Unmanaged.passRetained(host).toOpaque()
        ) { data in GObjectTypes.with(data) { (host: ControlWidgetHost) in Unmanaged.passUnretained(host).release() } }
    }

    /// The host of the instance at `address`; `nil` before it is linked (during construction).
    static func host(of address: UInt) -> ControlWidgetHost? { GObjectTypes.linked(to: address, key: hostKey) }

    /// `body` with the host of the instance at `address`, on the main actor (GTK calls class
    /// functions on its main thread); `fallback` when the instance has no host.
    private static func withHost<T: Sendable>(_ address: UInt, _ fallback: T, _ body: (ControlWidgetHost) -> T) -> T {
        MainActor.assumeIsolated { host(of: address).map(body) ?? fallback }
    }

    // MARK: - Class functions

    private static let classInit: GClassInitFunc = { klass, _ in
        guard let klass else { return }
        let widgetClass = klass.assumingMemoryBound(to: GtkWidgetClass.self)
        parentClass = g_type_class_peek_parent(klass)?.assumingMemoryBound(to: GtkWidgetClass.self)
        gtk_widget_class_set_css_name(widgetClass, "rotarycontrol")
        widgetClass.pointee.snapshot = { widget, snapshot in
            guard let snapshot else { return }
            nonisolated(unsafe) let target = snapshot
            withHost(UInt(bitPattern: widget), ()) { $0.snapshot(target) }
        }
        widgetClass.pointee.measure = { widget, orientation, _, minimum, natural, minimumBaseline, naturalBaseline in
            let size = withHost(UInt(bitPattern: widget), Int32(0)) {
                orientation == GTK_ORIENTATION_HORIZONTAL ? $0.preferredWidth : $0.preferredHeight
            }
            minimum?.pointee = size
            natural?.pointee = size
            minimumBaseline?.pointee = -1
            naturalBaseline?.pointee = -1
        }
        widgetClass.pointee.contains = { widget, x, y in
            withHost(UInt(bitPattern: widget), true) { $0.isAlive && $0.controlTakesPointer(at: Point(x: x, y: y)) }
                ? 1 : 0
        }
        widgetClass.pointee.size_allocate = { widget, width, height, _ in
            withHost(UInt(bitPattern: widget), ()) { $0.allocated(width: width, height: height) }
        }
        widgetClass.pointee.parent_class.dispose = { object in
            withHost(UInt(bitPattern: object), ()) { $0.disposed() }
            // The pointer GTK keeps for the parent class: read once GTK handed it over.
            let parentDispose = MainActor.assumeIsolated { parentClass?.pointee.parent_class.dispose }
            parentDispose?(object)
        }
    }

    private static let rangeInit: GInterfaceInitFunc = { iface, _ in
        guard let table = iface?.assumingMemoryBound(to: GtkAccessibleRangeInterface.self) else { return }
        table.pointee.set_current_value = { range, value in
            withHost(UInt(bitPattern: range), false) { $0.setAccessibleValue(value, part: nil) } ? 1 : 0
        }
    }
}
