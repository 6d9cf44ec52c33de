import CGtk4
import Foundation
import RotaryControls
import RotaryControlsGTK

/// The subject in the bench window, built with the widgets' public API only, and the path the
/// driver drags it along.
@MainActor
final class BenchScene {
    let subject: BenchSubject
    /// The GTK widget the subject is (its closed centre for the spinners).
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The control's widget object (kept alive with the scene; `nil` for `GtkScale`).
    let control: AnyObject?
    private let slider: CircularSliderWidget?
    private let spinner: RadialSpinnerWidget?
    /// The variant's words (`spinner@upright+radial`): see ``spinnerModel(options:)`` and ``path(in:)``.
    private let variants: Set<Substring>

    init(options: BenchOptions) {
        subject = options.subject
        variants = Set(options.variant.split(separator: "+"))
        var slider: CircularSliderWidget?
        var spinner: RadialSpinnerWidget?
        let side = BenchSubject.controlSide
        switch options.subject {
        case .gtkscale:
            // No rounding of the value (gtk_scale_new_with_range's step would round it): the
            // slider moves with every motion, as the controls do.
            let adjustment = gtk_adjustment_new(20, 0, 100, 1, 10, 0)
            widget = gtk_scale_new(GTK_ORIENTATION_HORIZONTAL, adjustment)
            // 600 pt, or less in a window too small for it (the copy-cost measurement's).
            gtk_widget_set_size_request(widget, Swift.min(BenchSubject.scaleWidth, options.windowWidth - 80), -1)
            control = nil
        case .knob:
            // At its minimum, so that the whole turn of the drag moves it.
            var model = RotaryKnobModel(value: 0)
            model.style = RotaryKnobStyle(tickCount: 11)
            let made = RotaryKnobWidget(model: model, width: side, height: side)
            widget = made.widget
            control = made
        case .slider:
            var model = CircularSliderModel(value: 15)
            model.maximumAngle = 300
            model.labels = ["0", "25", "50", "75", "100"]
            model.markerCount = 11
            let made = CircularSliderWidget(model: model, width: side, height: side)
            slider = made
            widget = made.widget
            control = made
        case .range:
            var model = CircularSliderModel(value: 10, secondValue: 90)
            model.maximumAngle = 270
            model.allowsRangeDrag = true
            model.markerCount = 10
            let made = CircularSliderWidget(model: model, width: side, height: side)
            slider = made
            widget = made.widget
            control = made
        case .dial:
            var model = RotationDialModel()
            let words = Set(options.variant.split(separator: "+"))
            if words.contains("flat") { model.style.turnGradient = ArcGradient(colors: [.systemBlue]) }
            if words.contains("noturn") { model.style.turnGradient = ArcGradient(colors: []) }
            if words.contains("notext") { model.style.showsValueText = false }
            if words.contains("nogrooves") {
                model.style.groovePaint = .color(.clear)
                model.style.markerPaint = .color(.clear)
            }
            let made = RotationDialWidget(model: model, width: side, height: side)
            widget = made.widget
            control = made
        case .spinner, .picker:
            let made = BenchImages.spinnerWidget(model: Self.spinnerModel(options: options))
            spinner = made
            widget = made.widget
            control = made
        }
        self.slider = slider
        self.spinner = spinner
        gtk_widget_set_halign(widget, GTK_ALIGN_CENTER)
        gtk_widget_set_valign(widget, GTK_ALIGN_CENTER)
    }

    /// The spinner of the `spinner` and `picker` subjects: `items` items cycling through the
    /// twelve icons of `Assets` (item 21 selected), radius 150 pt, the window's background behind the open ring.
    private static func spinnerModel(options: BenchOptions) -> RadialSpinnerModel {
        let items = (0..<options.items).map { index in
            SpinnerItem(
                icon: ImageReference(name: BenchImages.icons[index % BenchImages.icons.count]),
                title: options.variant.split(separator: "+").contains("notext") ? "" : "Item \(index + 1)")
        }
        // Item 21 selected: the picker has rows on both sides to be dragged to.
        var model = RadialSpinnerModel(
            items: items, selectedIndex: Swift.min(20, items.count / 2),
            mode: options.subject == .picker ? .pickerOnly : .radialOnly)
        model.radius = BenchSubject.spinnerRadius
        model.style.openBackgroundPaint = .semantic(.background)
        // Variants: icons kept upright, no spoke borders, no backdrop, a ring of radius 75 pt (and
        // `notext`: items without titles).
        let variants = Set(options.variant.split(separator: "+"))
        if variants.contains("upright") { model.style.keepsIconsUpright = true }
        if variants.contains("noborder") { model.style.borderWidth = 0 }
        if variants.contains("nobackdrop") { model.style.openBackgroundPaint = .color(.clear) }
        if variants.contains("small") { model.radius = BenchSubject.spinnerRadius / 2 }
        return model
    }

    /// After the first frame: opens the spinner (from code: no animation to wait for). Answers
    /// whether it changed anything.
    func start() -> Bool {
        guard let spinner, !spinner.model.isOpen else { return false }
        spinner.model.isOpen = true
        return true
    }

    /// Whether the subject shows what the driver drags, with nothing moving: the spinner open
    /// and its pop-up shown.
    var isReady: Bool {
        guard let spinner else { return true }
        return spinner.model.isOpen && spinner.isPoppedUp && !spinner.model.needsFrames
    }

    /// The drag path in the window's surface coordinates (points); `nil` before the layout.
    func path(in window: UnsafeMutablePointer<GtkWidget>) -> BenchPath? {
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, window, &bounds) != 0 else { return nil }
        var surfaceX = 0.0, surfaceY = 0.0
        gtk_native_get_surface_transform(OpaquePointer(window), &surfaceX, &surfaceY)
        let x = Double(bounds.origin.x) + surfaceX, y = Double(bounds.origin.y) + surfaceY
        let width = Double(bounds.size.width), height = Double(bounds.size.height)
        let centerX = x + width / 2, centerY = y + height / 2
        let half = Swift.min(width, height) / 2
        switch subject {
        case .gtkscale:
            return .line(x0: x + 0.2 * width, y0: centerY, x1: x + 0.8 * width, y1: centerY)
        case .knob:
            // Turned from its minimum: a finger on a circle at 70 % of its radius.
            return .arc(centerX: centerX, centerY: centerY, radius: 0.7 * half, from: -100, to: 100)
        case .slider, .range:
            // On the track, from the (lower) handle clockwise; the range's upper handle is never reached.
            guard let slider else { return nil }
            let model = slider.model
            let layout = model.layout
            let handle = model.handleCenter(.first, in: layout)
            let bearing = Self.degrees(dx: handle.x - layout.center.x, dy: handle.y - layout.center.y)
            return .arc(
                centerX: x + layout.center.x, centerY: y + layout.center.y, radius: layout.radius,
                from: bearing, to: bearing + (subject == .range ? 165 : 200))
        case .dial:
            return .arc(centerX: centerX, centerY: centerY, radius: 0.7 * half, from: 0, to: 3600)
        case .spinner, .picker:
            guard let spinner else { return nil }
            let ring = spinner.model.layout.ringRadius
            if subject == .picker {
                // Up and down across the wheel, from below its selection band.
                return .line(x0: centerX, y0: centerY + 0.5 * ring, x1: centerX, y1: centerY - 0.5 * ring)
            }
            // Variant `radial`: in and out along one spoke, the ring held still (the same
            // touches, nothing turns).
            if variants.contains("radial") {
                return .line(x0: centerX, y0: centerY - 0.45 * ring, x1: centerX, y1: centerY - 0.95 * ring)
            }
            return .arc(centerX: centerX, centerY: centerY, radius: 0.75 * ring, from: 30, to: 3630)
        }
    }

    /// The bearing of (dx, dy) in degrees clockwise from 12 o'clock (screen coordinates).
    private static func degrees(dx: Double, dy: Double) -> Double {
        atan2(dx, -dy) * 180 / Double.pi
    }
}
