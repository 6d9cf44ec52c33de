import CGtk4
import Foundation
import RotaryControls
import RotaryControlsGTK
import Testing

// What assistive technologies are told about the radial spinner, closed and popped up: one
// control (a slider with the spinner's label and value), never a window-sized one. The
// click-catcher that covers the overlay is presentation and takes no focus; the pop-up over the
// ring has the closed widget's role and takes the focus.
@Suite("GTK spinner pop-up accessibility", .enabled(if: hasDisplay, "GTK needs a display (run under xvfb-run)"))
@MainActor
struct SpinnerPopUpAccessibilityTests {
    private func role(_ widget: UnsafeMutablePointer<GtkWidget>) -> GtkAccessibleRole {
        gtk_accessible_get_accessible_role(OpaquePointer(widget))
    }

    /// A window whose content sits in an overlay, with the spinner inside it.
    private func makeWindow(with spinner: RadialSpinnerWidget) -> UnsafeMutablePointer<GtkWidget> {
        let window: UnsafeMutablePointer<GtkWidget> = gtk_window_new()
        let overlay: UnsafeMutablePointer<GtkWidget> = gtk_overlay_new()
        let box: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        gtk_box_append(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self), spinner.widget)
        gtk_overlay_set_child(OpaquePointer(overlay), box)
        gtk_window_set_child(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), overlay)
        return window
    }

    private static let items = ["star", "heart", "bolt"].map { SpinnerItem(icon: ImageReference(name: $0), title: $0) }

    @Test func closedAndOpenSpinnerAreOneSliderAndTheClickCatcherIsPresentation() throws {
        try #require(gtk_init_check() != 0)
        let spinner = RadialSpinnerWidget(model: RadialSpinnerModel(items: Self.items, mode: .radialOnly))
        let window = makeWindow(with: spinner)
        defer { gtk_window_destroy(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)) }
        #expect(role(spinner.widget) == GTK_ACCESSIBLE_ROLE_SLIDER)
        #expect(spinner.popUpWidgets == nil)

        spinner.update { model, _ in model.isOpen = true }
        #expect(spinner.isPoppedUp)
        let popUp = try #require(spinner.popUpWidgets)
        #expect(role(popUp.clickCatcher) == GTK_ACCESSIBLE_ROLE_PRESENTATION)
        #expect(gtk_widget_get_focusable(popUp.clickCatcher) == 0)
        #expect(role(popUp.ring) == GTK_ACCESSIBLE_ROLE_SLIDER)
        #expect(gtk_widget_get_focusable(popUp.ring) != 0)
        #expect(gtk_widget_get_visible(popUp.clickCatcher) != 0)
        #expect(gtk_widget_get_visible(popUp.ring) != 0)
        #expect(role(spinner.widget) == GTK_ACCESSIBLE_ROLE_SLIDER)

        // Closed in code (no closing animation), the click-catcher and the pop-up are hidden.
        spinner.update { model, _ in model.isOpen = false }
        #expect(!spinner.isPoppedUp)
        #expect(gtk_widget_get_visible(popUp.clickCatcher) == 0)
        #expect(gtk_widget_get_visible(popUp.ring) == 0)
    }
}
