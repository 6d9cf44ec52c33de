import CGtk4
import RotaryControls

/// The GTK side of every control widget: an instance of ``ControlWidgetType`` (a `GtkWidget`
/// subclass whose `snapshot` appends the control's drawing) with its input controllers, frame
/// clock and accessibility, translating GTK input into core input (docs/Linux.md, "How input
/// reaches a model"). A draw is queued only when what the control shows changed (GTK does not
/// recognise an equal picture: a queued draw always costs a whole frame).
///
/// It decides no behaviour: ``ModelWidget`` hands everything to the core model. All of it runs on
/// GTK's main thread. The host lives as long as its GTK widget (the widget retains it).
@MainActor
public class ControlWidgetHost {
    /// The GTK widget (a `RotaryControlsWidget`, as a `GtkWidget *`): put it in a container.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// Paints the control's drawing (``NodeRenderer/append(_:to:pixelScale:)``); swap it to change the image
    /// folder, then call ``invalidate()``.
    public var renderer: NodeRenderer {
        didSet { forceRedraw() }
    }
    /// Whether semantic colours (tint, label, background…) follow the GTK theme the widget is
    /// drawn in, light or dark (default `true`); `false` keeps `renderer.theme` as set.
    public var followsTheme = true {
        didSet { forceRedraw() }
    }
    /// The size the widget asks its container for (GTK's `measure`), in points.
    var preferredWidth: Int32
    var preferredHeight: Int32

    /// Where the drag GTK reports in offsets began, while a button is down.
    private var dragStart: Point?
    private var tickID: guint?
    private(set) var isAlive = true
    /// Whether a snapshot is being taken: changes made while drawing (the model given its
    /// bounds) queue no second draw.
    private var isDrawing = false
    /// Whether the next ``invalidate()`` queues a draw whatever the control says (the theme,
    /// the renderer or the focus changed).
    private var mustRedraw = true
    /// How many frames the widget has drawn so far (a diagnostic for tests).
    public private(set) var framesDrawn = 0
    /// The focused element and the label last published to assistive technologies (the app's
    /// own name is never overwritten by an unchanged label).
    var published: (element: AccessibilityElement?, label: String?) = (nil, nil)
    /// The accessible parts standing for the control's elements when it has more than one
    /// (a range slider's handles); empty otherwise.
    var accessibleParts: [AccessiblePart] = []
    /// The popover for typing a value, once first opened (``ValueEntryPopover``).
    var valueEntry: ValueEntryPopover?
    /// The theme's colours as last read (``currentTheme()``).
    var themeColors: ThemeColors?

    /// Creates the widget with the accessible `role` (default slider), asking for
    /// `width`×`height` points, focusable so that it receives keys, with all controllers attached.
    init(renderer: NodeRenderer, width: Int32, height: Int32, role: GtkAccessibleRole = GTK_ACCESSIBLE_ROLE_SLIDER) {
        self.renderer = renderer
        preferredWidth = Swift.max(0, width)
        preferredHeight = Swift.max(0, height)
        ThemeProbes.installStyle()
        widget = GObjectTypes.widget(of: ControlWidgetType.type, role: role)
        ControlWidgetType.link(widget, to: self)
        gtk_widget_set_focusable(widget, 1)
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_vexpand(widget, 1)
        attachControllers()
    }

    // MARK: - What the control supplies (ModelWidget overrides these)

    /// The host this widget's pointers, keys, scrolls and accessible value go to by default (a
    /// spinner's pop-up hands its own to the spinner); `nil`: none.
    weak var inputOwner: ControlWidgetHost?

    /// What the control shows now (the snapshot draws it: a control remembers what it drew here).
    func controlDrawing(in bounds: Rect) -> Drawing { Drawing(size: bounds.size) }
    /// A pointer sample (GTK's time; `nil` location: the last point; `tapCount` only on `.began`).
    func controlPointer(
        _ phase: PointerEvent.Phase, at location: Point?, time: Double, tapCount: Int?,
        modifiers: PointerModifiers
    ) {
        inputOwner?.controlPointer(phase, at: location, time: time, tapCount: tapCount, modifiers: modifiers)
    }
    /// The focused part's value as the value entry shows it; `nil`: the control takes no typing.
    func controlTypedText() -> String? { nil }
    /// Sets the focused part from typed text as the user's; answers whether it was a value.
    func controlApplyTypedText(_ text: String) -> Bool { false }
    /// Whether GTK should pick the widget for a pointer at `location` (GTK's `contains`).
    func controlTakesPointer(at location: Point) -> Bool { true }
    func controlKey(_ key: ControlKey, at time: Double) -> Bool { inputOwner?.controlKey(key, at: time) ?? false }
    func controlScroll(_ input: ScrollInput, at time: Double) -> Bool {
        inputOwner?.controlScroll(input, at: time) ?? false
    }
    func controlAdvance(to time: Double) {}
    var controlNeedsFrames: Bool { false }
    /// Whether what the control shows changed since its last snapshot.
    var controlChangedSinceDrawn: Bool { true }
    /// The control's accessibility elements and the focused one; empty: nothing to publish.
    var controlAccessibility: (elements: [AccessibilityElement], focused: Int) {
        inputOwner?.controlAccessibility ?? ([], 0)
    }
    /// Sets part `part`'s value as the user's (an assistive technology); answers whether it was used.
    func controlSetAccessibleValue(_ value: Double, part: Int) -> Bool {
        inputOwner?.controlSetAccessibleValue(value, part: part) ?? false
    }

    // MARK: - Updating

    /// Queues a draw when what the control shows changed, republishes the accessible value and
    /// starts the frame clock if the control needs frames. ``ModelWidget`` calls it after every change.
    public func invalidate() {
        guard isAlive else { return }
        redrawIfChanged()
        updateAccessibility()
        if controlNeedsFrames, tickID == nil {
            tickID = gtk_widget_add_tick_callback(widget, ControlWidgetHost.onTick, opaqueSelf, nil)
        }
    }

    /// Queues a draw of everything the control is drawn in when it changed (not while drawing).
    func redrawIfChanged() {
        guard !isDrawing, mustRedraw || controlChangedSinceDrawn else { return }
        mustRedraw = false
        gtk_widget_queue_draw(widget)
    }

    /// Queues a draw whatever the control says (its look changed outside the model). Ignored
    /// while drawing: the snapshot itself gives the renderer its theme and pixel scale.
    func forceRedraw() {
        guard isAlive, !isDrawing else { return }
        mustRedraw = true
        redrawIfChanged()
    }

    /// Tells assistive technologies what changed (docs/Linux.md, "Accessibility"): the focused
    /// element's value, bounds and spoken text through `GtkAccessibleRange`; the model's label as
    /// the widget's name only when it changes (the app's own name is never overwritten); a
    /// range's handles as accessible children (``AccessiblePart``); a new spoken value announced
    /// when `announcing` (a change made by frames).
    func updateAccessibility(announcing: Bool = false) {
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

    /// Seconds on GLib's monotonic clock, the time base of the frame clock and of every event sent.
    public static var now: Double { Double(g_get_monotonic_time()) / 1_000_000 }

    /// The widget's current size in points as the control's bounds.
    public var bounds: Rect {
        Rect(x: 0, y: 0, width: Double(gtk_widget_get_width(widget)), height: Double(gtk_widget_get_height(widget)))
    }

    /// Whether the widget lays out right to left (GTK's text direction).
    public var isRightToLeft: Bool { gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL }

    /// Whether the user turned animations off (the `gtk-enable-animations` setting is false).
    public var isReduceMotionEnabled: Bool {
        guard let settings = gtk_widget_get_settings(widget) else { return false }
        return rc_settings_enable_animations(settings) == 0
    }

    /// The `GtkWindow` the widget is in; `nil` when it is in none.
    var window: UnsafeMutablePointer<GtkWindow>? {
        gtk_widget_get_ancestor(widget, gtk_window_get_type()).map {
            UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWindow.self)
        }
    }

    /// Asks the container for `width`×`height` points (GTK's `measure` answers it).
    func setPreferredSize(width: Int32, height: Int32) {
        guard width != preferredWidth || height != preferredHeight else { return }
        preferredWidth = Swift.max(0, width)
        preferredHeight = Swift.max(0, height)
        gtk_widget_queue_resize(widget)
    }

    var opaqueSelf: gpointer { Unmanaged.passUnretained(self).toOpaque() }

    /// `body` on the main actor with the host behind a C callback's user data (``GObjectTypes/with(_:_:)``).
    nonisolated static func withHost<T: Sendable>(_ data: gpointer?, _ body: @MainActor (ControlWidgetHost) -> T) -> T {
        GObjectTypes.with(data, body)
    }

    // MARK: - The widget's class functions (ControlWidgetType)

    /// `snapshot`: the control's drawing as render nodes for the widget's scale factor (still
    /// layers kept from frame to frame), then the focus outline.
    func snapshot(_ snapshot: OpaquePointer) {
        guard isAlive else { return }
        isDrawing = true
        defer { isDrawing = false }
        if followsTheme { applyTheme() }
        renderer.append(
            controlDrawing(in: bounds), to: snapshot, pixelScale: Double(gtk_widget_get_scale_factor(widget)))
        framesDrawn &+= 1
    }

    /// `size_allocate`: the widget got `width`×`height` points (a subclass with child widgets
    /// places them here, or follows the size).
    func allocated(width: Int32, height: Int32) {
        for part in accessibleParts { part.allocate() }
        valueEntry?.present()
    }

    /// `dispose`: GTK is letting the widget go; the host stops every callback it asked for.
    func disposed() {
        if let tickID { gtk_widget_remove_tick_callback(widget, tickID) }
        tickID = nil
        isAlive = false
        valueEntry?.detach()
        valueEntry = nil
        for part in accessibleParts { part.detach() }
        accessibleParts = []
    }

    // MARK: - Input (called from the C callbacks)
    //
    // Input reaches a ``ModelWidget``, whose delivery redraws and republishes (``invalidate()``).

    func pressed(x: Double, y: Double, count: Int, modifiers: PointerModifiers = []) {
        gtk_widget_grab_focus(widget)
        dragStart = Point(x: x, y: y)
        controlPointer(.began, at: dragStart, time: Self.now, tapCount: Swift.max(1, count), modifiers: modifiers)
    }

    /// A drag's motion or end, `offsetX`/`offsetY` from where it began, `age` seconds ago (a
    /// motion GTK merged into a later one; the driver keeps times from going back).
    func dragged(
        offsetX: Double, offsetY: Double, phase: PointerEvent.Phase, age: Double = 0,
        modifiers: PointerModifiers = []
    ) {
        guard let start = dragStart else { return }
        if phase != .moved { dragStart = nil }
        let location = Point(x: start.x + offsetX, y: start.y + offsetY)
        controlPointer(phase, at: location, time: Self.now - Swift.max(0, age), tapCount: nil, modifiers: modifiers)
    }

    func cancelled() {
        guard dragStart != nil else { return }
        dragStart = nil
        controlPointer(.cancelled, at: nil, time: Self.now, tapCount: nil, modifiers: [])
    }

    /// Ignores the rest of the drag under way (the driver cancelled its touch).
    func forgetDrag() { dragStart = nil }

    func tick(frameTime: Double) -> Bool {
        guard isAlive else { return false }
        controlAdvance(to: frameTime)
        redrawIfChanged()
        updateAccessibility(announcing: true)
        if controlNeedsFrames { return true }
        tickID = nil
        return false
    }
}
