import CGtk4
import RotaryControls

/// What assistive technologies are told (docs/Linux.md, "Accessibility"): the focused element's
/// value, bounds and spoken text through `GtkAccessibleRange`, settable as the user's change; the
/// app's name for the widget (the model's label is published only when it changes); a range's
/// handles as accessible children (``AccessiblePart``); values changed by frames announced.
extension ControlWidgetHost {
    /// Publishes the control's accessibility elements when they changed (announcing a new
    /// spoken value when `announcing`: a change made by frames).
    func publishAccessibility(announcing: Bool) {
        guard isAlive else { return }
        let (elements, focused) = controlAccessibility
        guard elements.indices.contains(focused) else { return }
        let element = elements[focused]
        if element != published.element {
            // The control's name is its first element's label (a range keeps one name whichever
            // handle has the focus; each handle's own label is its part's).
            let label = elements[0].label != published.label ? elements[0].label : nil
            AccessibleProperties.publish(element, label: label, to: OpaquePointer(widget))
            if announcing, let before = published.element, before.value != element.value, !element.value.isEmpty {
                gtk_accessible_announce(
                    OpaquePointer(widget), element.value, GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM)
            }
            published.element = element
            if let label { published.label = label }
        }
        updateParts(elements, focused: focused)
    }

    /// Keeps one ``AccessiblePart`` per element when there are several.
    private func updateParts(_ elements: [AccessibilityElement], focused: Int) {
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
        let index = part ?? controlAccessibility.focused
        guard controlSetAccessibleValue(value, part: index) else { return false }
        invalidate()
        return true
    }
}
