import CGtk4

/// The demo's switches, shown as a row of check buttons above the controls. Each control cell
/// reads the ones it understands when they change (`DemoWindow.onSettingsChanged`).
struct DemoSettings: Equatable {
    /// Snap values to steps / labels (slider, knob detents).
    var snapping = false
    /// Turn the controls counter-clockwise.
    var counterClockwise = false
    /// Replace spinning and animations with cross-fades or jumps.
    var reduceMotion = false
    /// Let the rotation dial coast after a fling (exercises the frame clock).
    var dialCoasts = false

    /// Names accepted by `--setting NAME` and shown as check buttons, with their key paths.
    static var switches: [(name: String, title: String, keyPath: WritableKeyPath<DemoSettings, Bool>)] {
        [
            ("snapping", "Snapping", \.snapping),
            ("counter-clockwise", "Counter-clockwise", \.counterClockwise),
            ("reduce-motion", "Reduce Motion", \.reduceMotion),
            ("dial-coasts", "Dial coasts after a fling", \.dialCoasts),
        ]
    }

    /// Turns on the switch called `name`; `false` for an unknown name.
    mutating func enable(_ name: String) -> Bool {
        guard let entry = Self.switches.first(where: { $0.name == name }) else { return false }
        self[keyPath: entry.keyPath] = true
        return true
    }
}

/// A check button calling a Swift closure when toggled.
@MainActor
final class DemoToggle {
    let widget: UnsafeMutablePointer<GtkWidget>
    private let action: (Bool) -> Void

    init(title: String, isOn: Bool, action: @escaping (Bool) -> Void) {
        self.action = action
        widget = gtk_check_button_new_with_label(title)
        gtk_check_button_set_active(cast(widget), isOn ? 1 : 0)
        let callback: @convention(c) (UnsafeMutablePointer<GtkCheckButton>?, gpointer?) -> Void = { button, data in
            let address = UInt(bitPattern: data)
            let isOn = gtk_check_button_get_active(button) != 0
            MainActor.assumeIsolated {
                Unmanaged<DemoToggle>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).takeUnretainedValue().action(
                    isOn)
            }
        }
        let release: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = { data, _ in
            let address = UInt(bitPattern: data)
            MainActor.assumeIsolated {
                Unmanaged<DemoToggle>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).release()
            }
        }
        g_signal_connect_data(
            UnsafeMutableRawPointer(widget), "toggled", unsafeBitCast(callback, to: GCallback.self),
            Unmanaged.passRetained(self).toOpaque(), release, GConnectFlags(rawValue: 0))
    }
}
