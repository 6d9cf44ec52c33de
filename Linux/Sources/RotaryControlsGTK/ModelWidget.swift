import CGtk4
import RotaryControls
import RotaryControlsCairo

/// A GTK widget for any `HostableModel`: a `DrawingAreaHost` whose input goes to the model and
/// whose picture is `model.drawing(style:)`. Each control's widget is this with its model
/// (`typealias RotaryKnobWidget = ModelWidget<RotaryKnobModel>`).
///
/// `onEvent` receives every event the model reports, from the user or from frames. Changing
/// `model` or `style` from code redraws (and starts the frame clock if the model needs frames);
/// as with UISlider, a programmatic change sends no events by itself.
@MainActor
public final class ModelWidget<Model: HostableModel>: HostedControl {
    /// The core model. Setting it redraws.
    public var model: Model {
        didSet { host?.invalidate() }
    }
    /// The style the model draws with. Setting it redraws.
    public var style: Model.Style {
        didSet { host?.invalidate() }
    }
    /// Called with each event the model reports.
    public var onEvent: ((Model.Event) -> Void)?
    /// Asked, with the selected index, before a control that can close (the spinner) closes on
    /// a click or Space/Return — RVS_Spinner's `willClose`; return `false` to keep it open.
    /// `nil` (the default) always agrees. Other controls never ask.
    public var shouldClose: ((Int?) -> Bool)?
    /// The GTK side: the drawing area and its controllers.
    public private(set) var host: DrawingAreaHost!
    /// Events reported during one model call, delivered after it returns: `onEvent` may then read
    /// `model` (reading it during the mutation would be an exclusivity violation). Reused, so
    /// steady-state delivery does not allocate.
    private var pending: [Model.Event] = []

    /// The GTK widget to put in a container.
    public var widget: UnsafeMutablePointer<GtkWidget> { host.widget }

    /// Creates the widget, at least `width`×`height` points (default 200×200).
    public init(model: Model, style: Model.Style, renderer: CairoRenderer = CairoRenderer(),
                width: Int32 = 200, height: Int32 = 200) {
        self.model = model
        self.style = style
        host = DrawingAreaHost(control: self, renderer: renderer, width: width, height: height)
    }

    // MARK: - HostedControl

    /// The model's drawing with its bounds set to the widget's.
    public func drawing(in bounds: Rect) -> Drawing {
        if model.bounds != bounds { model.bounds = bounds }
        return model.drawing(style: style)
    }

    /// Forwards the event to the model, with its bounds set to the widget's.
    public func handle(_ event: PointerEvent) {
        let bounds = host.bounds
        if model.bounds != bounds { model.bounds = bounds }
        let veto = shouldClose
        model.hostHandle(event, report: { pending.append($0) }, shouldClose: { veto?($0) ?? true })
        deliverPending()
    }

    /// Forwards to `model.hostScroll`.
    public func scroll(steps: Int, at time: Double) -> Bool {
        let used = model.hostScroll(steps: steps, at: time) { pending.append($0) }
        deliverPending()
        return used
    }

    /// Forwards to `model.hostKey`.
    public func key(_ key: ControlKey, at time: Double) -> Bool {
        let veto = shouldClose
        let used = model.hostKey(key, at: time, report: { pending.append($0) }, shouldClose: { veto?($0) ?? true })
        deliverPending()
        return used
    }

    /// Forwards to `model.advance(to:report:)`.
    public func advance(to time: Double) {
        model.advance(to: time) { pending.append($0) }
        deliverPending()
    }

    private func deliverPending() {
        guard !pending.isEmpty else { return }
        let events = pending
        pending.removeAll(keepingCapacity: true)
        for event in events {
            onEvent?(event)
        }
    }

    /// The model's `needsFrames`.
    public var needsFrames: Bool { model.needsFrames }

    /// The model's `hostedValue`.
    public var hostedValue: HostedValue? { model.hostedValue }
}
