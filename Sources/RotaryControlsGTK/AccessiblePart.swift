import CGtk4
import RotaryControls

/// One accessible part of a control with several (a range slider's handle): a
/// ``AccessiblePartType`` widget, child of the control's widget, allocated over the part's frame,
/// with the part's value, spoken text and label. Setting its value from an assistive technology
/// sets that part's value through the model, as the user's. It reports itself focused while the
/// control has the keyboard focus and the model's focused part is this one.
@MainActor
final class AccessiblePart {
    /// The part's widget (a child of the owner's; unparented by ``detach()``).
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The element index in the control's ``ControlWidgetHost/controlAccessibility``.
    let index: Int
    private(set) weak var owner: ControlWidgetHost?
    /// The element last published (``publish(_:focused:)``).
    private(set) var published: AccessibilityElement?
    private var publishedFocus = false

    init(owner: ControlWidgetHost, index: Int) {
        self.owner = owner
        self.index = index
        widget = GObjectTypes.widget(of: AccessiblePartType.type, role: GTK_ACCESSIBLE_ROLE_SLIDER)
        gtk_widget_set_can_target(widget, 0)
        gtk_widget_set_focusable(widget, 0)
        g_object_set_qdata(object, AccessiblePartType.partKey, Unmanaged.passUnretained(self).toOpaque())
        // Before the value entry's popover, if there is one: assistive technologies list the handles first.
        gtk_widget_insert_before(widget, owner.widget, owner.valueEntry?.popover)
    }

    /// Unlinks the widget (its functions answer nothing more) and takes it out of the control.
    func detach() {
        g_object_set_qdata(object, AccessiblePartType.partKey, nil)
        gtk_widget_unparent(widget)
    }

    private var object: UnsafeMutablePointer<GObject> {
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self)
    }

    /// Publishes `element`'s numbers, spoken value and label when they changed, and the focus.
    /// A new frame allocates this part's widget over it at once: only the part moves (every
    /// frame of a drag), the control itself is not laid out again.
    func publish(_ element: AccessibilityElement, focused: Bool) {
        if element != published {
            let moved = element.frame != published?.frame
            published = element
            AccessibleProperties.publish(element, label: element.label, to: OpaquePointer(widget))
            if moved { allocate() }
        }
        if focused != publishedFocus {
            publishedFocus = focused
            rc_accessible_update_platform_state(OpaquePointer(widget), GTK_ACCESSIBLE_PLATFORM_STATE_FOCUSED)
        }
    }

    /// Gives the widget the element's frame, rounded outwards (an empty one while it holds a
    /// number that is not drawable: NaN, ±∞, beyond ±10⁷).
    func allocate() {
        var frame = published?.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
        if !NodeMath.isDrawable(frame) { frame = Rect(x: 0, y: 0, width: 0, height: 0) }
        let x = frame.minX.rounded(.down), y = frame.minY.rounded(.down)
        let size = (width: (frame.maxX - x).rounded(.up), height: (frame.maxY - y).rounded(.up))
        GObjectTypes.allocate(
            widget, GtkAllocation(x: Int32(x), y: Int32(y), width: Int32(size.width), height: Int32(size.height)))
    }

    /// Whether the control has the keyboard focus on this part.
    var isFocused: Bool {
        guard let owner, owner.isAlive else { return false }
        return gtk_widget_has_focus(owner.widget) != 0 && owner.controlAccessibility.focused == index
    }
}

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
            withPart(range, false) { $0.owner?.setAccessibleValue(value, part: $0.index) ?? false } ? 1 : 0
        }
    }
}

extension ControlWidgetHost {
    /// Keeps one ``AccessiblePart`` per element when there are several.
    func updateParts(_ elements: [AccessibilityElement], focused: Int) {
        let wanted = elements.count > 1 ? elements.count : 0
        if accessibleParts.count != wanted {
            for part in accessibleParts { part.detach() }
            accessibleParts = (0..<wanted).map { AccessiblePart(owner: self, index: $0) }
        }
        let hasFocus = gtk_widget_has_focus(widget) != 0
        for part in accessibleParts {
            part.publish(elements[part.index], focused: hasFocus && focused == part.index)
        }
    }

    /// Sets `part`'s value (the focused element's when `nil`) from an assistive technology.
    func setAccessibleValue(_ value: Double, part: Int?) -> Bool {
        guard isAlive else { return false }
        return controlSetAccessibleValue(value, part: part ?? controlAccessibility.focused)
    }
}

/// GTK's accessible value properties for one element.
@MainActor
enum AccessibleProperties {
    /// Publishes `element`'s range (when it has one) and spoken value, and `label` when not nil.
    static func publish(_ element: AccessibilityElement, label: String?, to accessible: OpaquePointer) {
        let range =
            element.range.map {
                [
                    (GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, $0.minimum), (GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, $0.maximum),
                    (GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, $0.current),
                ]
            } ?? []
        var strings = [(GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, element.value)]
        if let label, !label.isEmpty { strings.append((GTK_ACCESSIBLE_PROPERTY_LABEL, label)) }
        update(accessible, numbers: range, strings: strings)
    }

    /// Sets properties of `accessible` to numbers and strings (through
    /// `gtk_accessible_update_property_value`, the non-variadic form).
    static func update(
        _ accessible: OpaquePointer, numbers: [(GtkAccessibleProperty, Double)] = [],
        strings: [(GtkAccessibleProperty, String)]
    ) {
        var properties = numbers.map(\.0) + strings.map(\.0)
        var values = [GValue](repeating: GValue(), count: properties.count)
        for (index, (_, number)) in numbers.enumerated() {
            g_value_init(&values[index], rc_type_double())
            g_value_set_double(&values[index], number)
        }
        for (offset, (_, string)) in strings.enumerated() {
            g_value_init(&values[numbers.count + offset], rc_type_string())
            g_value_set_string(&values[numbers.count + offset], string)
        }
        gtk_accessible_update_property_value(accessible, Int32(properties.count), &properties, &values)
        for index in values.indices { g_value_unset(&values[index]) }
    }
}
