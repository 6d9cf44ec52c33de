import CGtk4
import RotaryControls

/// One accessible part of a control with several (a range slider's handle): a
/// ``AccessiblePartType`` object, child of the control's widget in the accessibility tree,
/// with the part's value, bounds, spoken text and label. Setting its value from an assistive
/// technology sets that part's value through the model, as the user's. It reports itself
/// focused while the control has the keyboard focus and the model's focused part is this one.
@MainActor
final class AccessiblePart {
    /// The part's GObject (owned here; released by ``detach()``).
    let object: UnsafeMutablePointer<GObject>
    /// The element index in the control's ``ControlWidgetHost/controlAccessibility``.
    let index: Int
    private weak var owner: ControlWidgetHost?
    private var context: OpaquePointer?
    /// The element last published (``publish(_:focused:)``).
    private(set) var published: AccessibilityElement?
    private var publishedFocus = false

    init(owner: ControlWidgetHost, index: Int) {
        self.owner = owner
        self.index = index
        object = GObjectTypes.instance(of: AccessiblePartType.type, role: GTK_ACCESSIBLE_ROLE_SLIDER)
        g_object_set_qdata(object, AccessiblePartType.partKey, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Unlinks the object (its functions answer nothing more) and releases it.
    func detach() {
        g_object_set_qdata(object, AccessiblePartType.partKey, nil)
        if let context { g_object_unref(UnsafeMutableRawPointer(context)) }
        context = nil
        g_object_unref(UnsafeMutableRawPointer(object))
    }

    var accessible: OpaquePointer { OpaquePointer(object) }

    /// Publishes `element`'s numbers, spoken value and label when they changed, and the focus.
    func publish(_ element: AccessibilityElement, focused: Bool) {
        if element != published {
            published = element
            AccessibleProperties.publish(element, label: element.label, to: accessible)
        }
        if focused != publishedFocus {
            publishedFocus = focused
            rc_accessible_update_platform_state(accessible, GTK_ACCESSIBLE_PLATFORM_STATE_FOCUSED)
        }
    }

    // MARK: - GtkAccessible (AccessiblePartType)

    /// The AT context, made on first use for the owner's display (transfer full).
    func atContext() -> OpaquePointer? {
        if context == nil, let owner {
            context = gtk_at_context_create(GTK_ACCESSIBLE_ROLE_SLIDER, accessible, gtk_widget_get_display(owner.widget))
        }
        guard let context else { return nil }
        g_object_ref(UnsafeMutableRawPointer(context))
        return context
    }

    func platformState(_ state: GtkAccessiblePlatformState) -> Bool {
        switch state {
        case GTK_ACCESSIBLE_PLATFORM_STATE_FOCUSABLE: return true
        case GTK_ACCESSIBLE_PLATFORM_STATE_FOCUSED: return isFocused
        default: return false
        }
    }

    /// Whether the control has the keyboard focus on this part.
    var isFocused: Bool {
        guard let owner, owner.isAlive else { return false }
        return gtk_widget_has_focus(owner.widget) != 0 && owner.controlAccessibility.focused == index
    }

    func accessibleParent() -> OpaquePointer? {
        guard let owner, owner.isAlive else { return nil }
        g_object_ref(UnsafeMutableRawPointer(owner.widget))
        return OpaquePointer(owner.widget)
    }

    func nextSibling() -> OpaquePointer? {
        guard let owner, owner.accessibleParts.indices.contains(index + 1) else { return nil }
        let next = owner.accessibleParts[index + 1].object
        g_object_ref(UnsafeMutableRawPointer(next))
        return OpaquePointer(next)
    }

    /// The element's frame in the owner's coordinates, rounded outwards.
    func frame() -> (x: Int32, y: Int32, width: Int32, height: Int32)? {
        guard let frame = published?.frame, frame.width.isFinite, frame.height.isFinite,
              frame.minX.isFinite, frame.minY.isFinite else { return nil }
        let x = frame.minX.rounded(.down), y = frame.minY.rounded(.down)
        return (Int32(clamping: Int(x)), Int32(clamping: Int(y)),
                Int32(clamping: Int((frame.maxX - x).rounded(.up))), Int32(clamping: Int((frame.maxY - y).rounded(.up))))
    }

    func setValue(_ value: Double) -> Bool {
        owner?.setAccessibleValue(value, part: index) ?? false
    }
}

/// GTK's accessible value properties for one element.
@MainActor
enum AccessibleProperties {
    /// Publishes `element`'s range (when it has one) and spoken value, and `label` when not nil.
    static func publish(_ element: AccessibilityElement, label: String?, to accessible: OpaquePointer) {
        let range = element.range.map {
            [(GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, $0.minimum), (GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, $0.maximum),
             (GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, $0.current)]
        } ?? []
        var strings = [(GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, element.value)]
        if let label, !label.isEmpty { strings.append((GTK_ACCESSIBLE_PROPERTY_LABEL, label)) }
        update(accessible, numbers: range, strings: strings)
    }

    /// Sets properties of `accessible` to numbers and strings (through
    /// `gtk_accessible_update_property_value`, the non-variadic form).
    static func update(_ accessible: OpaquePointer, numbers: [(GtkAccessibleProperty, Double)] = [],
                       strings: [(GtkAccessibleProperty, String)]) {
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
