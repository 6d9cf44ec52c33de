import CGtk4
import RotaryControls

/// Keys, and the value entry they may open (``ValueEntryPopover``).
extension ControlWidgetHost {
    /// A key: a digit or Ctrl+E opens the value entry (``ValueEntryPopover``) on a control that
    /// takes typing; other keys go to the control; Return/Enter it did not use opens the entry.
    func keyPressed(_ keyval: guint, state: GdkModifierType = GdkModifierType(rawValue: 0)) -> Bool {
        if let trigger = ValueEntryTrigger.forKey(keyval, state: state), openValueEntry(trigger) { return true }
        if let key = Self.controlKey(for: keyval), controlKey(key, at: Self.now) {
            showFocusAfterKey()
            invalidate()
            return true
        }
        let isEnter = Int32(keyval) == GDK_KEY_Return || Int32(keyval) == GDK_KEY_KP_Enter
        return isEnter && openValueEntry(.editCurrent)
    }

    /// Opens the value entry for `trigger`; answers `false` when the control takes no typing.
    @discardableResult
    public func openValueEntry(_ trigger: ValueEntryTrigger) -> Bool {
        guard isAlive, let current = controlTypedText() else { return false }
        let entry =
            valueEntry
            ?? ValueEntryPopover(parent: widget) { [weak self] text in
                guard let self, self.isAlive, self.controlApplyTypedText(text) else { return false }
                self.invalidate()
                return true
            }
        valueEntry = entry
        switch trigger {
        case .editCurrent: entry.show(text: current, selectsAll: true)
        case .type(let first): entry.show(text: first, selectsAll: false)
        }
        return true
    }
}
