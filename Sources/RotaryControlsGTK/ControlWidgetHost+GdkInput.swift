import CGtk4
import RotaryControls

/// GDK's keys and modifier state in the core's vocabulary.
extension ControlWidgetHost {
    /// The keys held with a GTK event (`GdkModifierType`) as pointer modifiers.
    public static func pointerModifiers(_ state: GdkModifierType) -> PointerModifiers {
        var modifiers: PointerModifiers = []
        if state.rawValue & GDK_SHIFT_MASK.rawValue != 0 { modifiers.insert(.shift) }
        if state.rawValue & GDK_CONTROL_MASK.rawValue != 0 { modifiers.insert(.control) }
        if state.rawValue & GDK_ALT_MASK.rawValue != 0 { modifiers.insert(.option) }
        if state.rawValue & (GDK_SUPER_MASK.rawValue | GDK_META_MASK.rawValue) != 0 { modifiers.insert(.command) }
        return modifiers
    }

    /// Maps GDK key values to control keys; `nil` for any other key.
    public static func controlKey(for keyval: guint) -> ControlKey? {
        switch Int32(keyval) {
        case GDK_KEY_Up, GDK_KEY_KP_Up: return .up
        case GDK_KEY_Down, GDK_KEY_KP_Down: return .down
        case GDK_KEY_Left, GDK_KEY_KP_Left: return .left
        case GDK_KEY_Right, GDK_KEY_KP_Right: return .right
        case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: return .pageUp
        case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: return .pageDown
        case GDK_KEY_Home, GDK_KEY_KP_Home: return .home
        case GDK_KEY_End, GDK_KEY_KP_End: return .end
        case GDK_KEY_space, GDK_KEY_Return, GDK_KEY_KP_Enter: return .activate
        case GDK_KEY_Escape: return .escape
        case GDK_KEY_Tab, GDK_KEY_KP_Tab: return .nextPart
        case GDK_KEY_ISO_Left_Tab: return .previousPart
        default: return nil
        }
    }
}
