import CGtk4
import Foundation

/// Keeps a text file up to date with every control's value and where it sits, for tests.
///
/// One line per control: `control=NAME value=V x=X y=Y width=W height=H role=ROLE [KEY=VALUE…]` (the
/// cell's extra `fields` last), where x/y are the
/// control's top-left in the window's X surface (add the window's position on screen, e.g. from
/// `xdotool getwindowgeometry`). Rewritten atomically whenever a line changes (checked every 50 ms).
@MainActor
final class DemoDump {
    let path: String
    let window: UnsafeMutablePointer<GtkWidget>
    let cells: () -> [DemoCell]
    private var lastContents = ""

    init(path: String, window: UnsafeMutablePointer<GtkWidget>, cells: @escaping () -> [DemoCell]) {
        self.path = path
        self.window = window
        self.cells = cells
    }

    func contents() -> String {
        var surfaceX = 0.0, surfaceY = 0.0
        gtk_native_get_surface_transform(cast(window), &surfaceX, &surfaceY)
        return cells().map { cell in
            var bounds = graphene_rect_t()
            _ = gtk_widget_compute_bounds(cell.control, window, &bounds)
            let x = Double(bounds.origin.x) + surfaceX, y = Double(bounds.origin.y) + surfaceY
            return "control=\(cell.name) value=\(String(format: "%.3f", cell.value())) "
                + "x=\(Int(x.rounded())) y=\(Int(y.rounded())) "
                + "width=\(Int(Double(bounds.size.width).rounded())) height=\(Int(Double(bounds.size.height).rounded()))"
                + " role=\(Self.roleName(cell.control))"
                + cell.fields().map { " \($0.0)=\($0.1)" }.joined()
        }.joined(separator: "\n") + "\n"
    }

    /// `slider` or `presentation` for those accessible roles of the widget, else the role's number.
    static func roleName(_ widget: UnsafeMutablePointer<GtkWidget>) -> String {
        switch gtk_accessible_get_accessible_role(OpaquePointer(widget)) {
        case GTK_ACCESSIBLE_ROLE_SLIDER: return "slider"
        case GTK_ACCESSIBLE_ROLE_PRESENTATION: return "presentation"
        case let role: return "\(role.rawValue)"
        }
    }

    func refresh() {
        let text = contents()
        guard text != lastContents else { return }
        lastContents = text
        try? text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    func start() {
        let address = UInt(bitPattern: Unmanaged.passRetained(self).toOpaque())
        g_timeout_add(
            50,
            { data in
                let address = UInt(bitPattern: data)
                MainActor.assumeIsolated {
                    Unmanaged<DemoDump>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).takeUnretainedValue()
                        .refresh()
                }
                return 1
            }, UnsafeMutableRawPointer(bitPattern: address))
    }
}
