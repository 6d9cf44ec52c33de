import CGtk4
import RotaryControls
import RotaryControlsGTK

/// The demo window: a grid of controls, each with a live value label, in a scrolled window
/// (so the window can shrink) inside a `GtkOverlay` (where the spinners pop up, over everything).
///
/// Adding a control: build its widget, wrap it in a `DemoCell` (name, title, value, text),
/// call `add(_:owner:)`, call `cell.refresh()` from the widget's `onEvent`, and apply the
/// settings it understands in `onSettingsChanged` (called once at start and on every toggle).
@MainActor
final class DemoWindow {
    let window: UnsafeMutablePointer<GtkWidget>
    private let grid: UnsafeMutablePointer<GtkWidget>
    private(set) var cells: [DemoCell] = []
    private var keepAlive: [AnyObject] = []
    /// The icons every control draws from (one store: each image decoded once).
    let images: NodeImageStore?
    /// A renderer of its own for each control (its kept layers are that control's), sharing the icons.
    var renderer: NodeRenderer { NodeRenderer(images: images) }
    /// The switches' current state.
    private(set) var settings: DemoSettings
    /// Each control's reaction to the switches.
    private var onSettingsChanged: [(DemoSettings) -> Void] = []

    init(images: NodeImageStore?, settings: DemoSettings) {
        self.images = images
        var settings = settings
        if !DemoWindow.systemAnimationsEnabled() { settings.reduceMotion = true }
        self.settings = settings
        window = gtk_window_new()
        gtk_window_set_title(cast(window), "RotaryControls demo")
        gtk_window_set_default_size(cast(window), 1000, 820)
        grid = gtk_grid_new()
        gtk_grid_set_row_spacing(cast(grid), 24)
        gtk_grid_set_column_spacing(cast(grid), 24)
        gtk_widget_set_margin_start(grid, 24)
        gtk_widget_set_margin_end(grid, 24)
        gtk_widget_set_margin_top(grid, 24)
        gtk_widget_set_margin_bottom(grid, 24)
        let page: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        gtk_box_append(cast(page), makeSwitches())
        gtk_box_append(cast(page), grid)
        let scrolled: UnsafeMutablePointer<GtkWidget> = gtk_scrolled_window_new()
        gtk_scrolled_window_set_child(OpaquePointer(scrolled), page)
        gtk_scrolled_window_set_min_content_width(OpaquePointer(scrolled), 240)
        gtk_scrolled_window_set_min_content_height(OpaquePointer(scrolled), 240)
        let overlay: UnsafeMutablePointer<GtkWidget> = gtk_overlay_new()
        gtk_overlay_set_child(OpaquePointer(overlay), scrolled)
        gtk_window_set_child(cast(window), overlay)
        addControls()
        placeCells()
        whenSettingsChange { settings in DemoWindow.setSystemAnimations(enabled: !settings.reduceMotion) }
        for react in onSettingsChanged { react(settings) }
    }

    private func makeSwitches() -> UnsafeMutablePointer<GtkWidget> {
        let row: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 18)
        gtk_widget_set_margin_start(row, 24)
        gtk_widget_set_margin_top(row, 12)
        for entry in DemoSettings.switches {
            let toggle = DemoToggle(title: entry.title, isOn: settings[keyPath: entry.keyPath]) { [unowned self] isOn in
                settings[keyPath: entry.keyPath] = isOn
                for react in onSettingsChanged { react(settings) }
            }
            gtk_box_append(cast(row), toggle.widget)
        }
        return row
    }

    /// GTK's `gtk-enable-animations` setting (off when the desktop asks for reduced motion);
    /// read with `g_object_get_property` because `g_object_get` is variadic.
    static func systemAnimationsEnabled() -> Bool {
        guard let settings = gtk_settings_get_default() else { return true }
        var value = GValue()
        g_value_init(&value, rc_type_boolean())
        defer { g_value_unset(&value) }
        g_object_get_property(
            UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self), "gtk-enable-animations", &value)
        return g_value_get_boolean(&value) != 0
    }

    /// "Reduce Motion" is GTK's own setting (`gtk-enable-animations` off), which every widget
    /// reads before it takes input, as it would read the desktop's.
    static func setSystemAnimations(enabled: Bool) {
        guard let settings = gtk_settings_get_default() else { return }
        var value = GValue()
        g_value_init(&value, rc_type_boolean())
        defer { g_value_unset(&value) }
        g_value_set_boolean(&value, enabled ? 1 : 0)
        g_object_set_property(
            UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self), "gtk-enable-animations", &value)
    }

    /// Registers a control's reaction to the switches.
    func whenSettingsChange(_ react: @escaping (DemoSettings) -> Void) {
        onSettingsChanged.append(react)
    }

    /// Adds a cell (placed in the grid by `placeCells()`) and keeps `owner` (the widget object) alive.
    func add(_ cell: DemoCell, owner: AnyObject) {
        cells.append(cell)
        keepAlive.append(owner)
    }

    /// The grid's order, four per row: the spinners in the middle, where they have the most
    /// room to pop up (their ring reaches the window's nearest edge). Cells not named follow.
    static let gridOrder = [
        "tracker", "slider", "range", "knob-rotary",
        "knob-horizontal", "spinner", "spinner-picker", "knob-vertical",
        "knob-endless", "knob-pan", "spinner-wheel", "knob-frequency",
        "knob-level", "slider-ticks",
    ]

    private func placeCells() {
        let ordered =
            Self.gridOrder.compactMap { name in cells.first { $0.name == name } }
            + cells.filter { !Self.gridOrder.contains($0.name) }
        for (index, cell) in ordered.enumerated() {
            gtk_grid_attach(cast(grid), cell.box, Int32(index % 4), Int32(index / 4), 1, 1)
        }
    }

    // MARK: - Controls

    private func addControls() {
        addTracker()
        addSlider()
        addRangeSlider()
        addThumblessSlider()
        addKnobs()
        addSpinners()
        addTrackControls()
    }

    /// The side of each control's square (points).
    /// 184: the size the first rows had when the window's height stretched them, which the
    /// end-to-end scenarios' geometry (and the dial's label sizes) were measured at.
    static let controlSize: Int32 = 184

    private func addTracker() {
        let dial = RotationDialWidget(
            model: RotationDialModel(), renderer: renderer,
            width: Self.controlSize, height: Self.controlSize)
        let cell = DemoCell(
            name: "tracker", title: "Rotation gesture", control: dial.widget,
            value: { dial.model.rotation.degrees },
            text: { "" }) // the dial draws its angle and turns itself: no second label
        cell.fields = {
            [
                ("turns", "\(Int(dial.model.rotation.turns.rounded(.towardZero)))"),
                ("coasting", dial.model.needsFrames ? "1" : "0"),
                ("labels", DemoDump.textPlaces(in: dial.model.drawing())),
            ]
        }
        dial.onEvent = { (_: RotationDialModel.Event) in cell.refresh() }
        whenSettingsChange { settings in dial.model.coastsAfterRelease = settings.dialCoasts }
        add(cell, owner: dial)
    }
}
