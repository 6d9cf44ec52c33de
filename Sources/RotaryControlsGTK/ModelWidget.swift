import CGtk4
import RotaryControls

/// A GTK 4 widget for any core control: an adapter around the core's ``ControlDriver``, which
/// owns the model. The widget delivers GTK's input, frames and environment (size, text
/// direction, `gtk-enable-animations` as Reduce Motion) to the driver, hands its events to
/// ``onEvent`` and appends the model's `drawing()` to GTK's snapshot; GTK picks it only where
/// the model takes a pointer. docs/Linux.md tells how each input reaches the model.
///
/// ```swift
/// let knob = RotaryKnobWidget(model: RotaryKnobModel())
/// knob.onEvent = { event in print(event) }
/// gtk_box_append(box, knob.widget)
/// ```
///
/// `onEvent` receives every event the model reports, from the user or from frames, after the
/// model is stored (so it may read ``model`` and call ``update(_:)``). Changing ``model`` from
/// code redraws (when what it shows changed) and sends no events, as with `GtkRange`'s
/// programmatic changes; an assistive technology setting the value is a user change.
@MainActor
public class ModelWidget<Model: ControlModel>: ControlWidgetHost {
    /// The core's host driver: the model, its event queue, the environment and the pointer.
    private(set) var driver: ControlDriver<Model>
    /// The core model. Setting it redraws (and starts the frame clock when it needs frames).
    public var model: Model {
        get { driver.model }
        set {
            driver.model = newValue
            invalidate()
        }
    }
    /// Called with each event the model reports.
    public var onEvent: ((Model.Event) -> Void)?
    /// The model as last drawn: a draw is queued only when the model differs from it.
    private var drawnModel: Model?

    /// Creates the widget, asking for `width`×`height` points (default 200×200).
    public init(model: Model, renderer: NodeRenderer = NodeRenderer(), width: Int32 = 200, height: Int32 = 200) {
        driver = ControlDriver(model: model)
        super.init(renderer: renderer, width: width, height: height)
        invalidate()
    }

    /// Whether the control takes input. Setting it changes GTK's sensitivity and the model's
    /// enabled state (which ends an interaction in progress and dims the drawing).
    public var isEnabled: Bool {
        get { model.isEnabled }
        set {
            gtk_widget_set_sensitive(widget, newValue ? 1 : 0)
            driver.follow(enabled: newValue)
            deliverEvents()
        }
    }

    /// The space the model lays itself out in, in the coordinates its input arrives in: the
    /// widget's bounds (``RadialSpinnerWidget`` gives its pop-up's while that shows).
    var modelSpace: Rect { bounds }

    // MARK: - Driving the model

    /// Runs a change of the model that reports events (a programmatic change, the answer to a
    /// spinner's close request), then delivers the events and redraws.
    public func update(_ body: (inout Model, (Model.Event) -> Void) -> Void) {
        driver.change(body)
        deliverEvents()
    }

    /// Redraws, then hands every queued event to ``onEvent`` (a handler may change the model:
    /// its events join the queue).
    func deliverEvents() {
        invalidate()
        while let (event, _) = driver.nextEvent() { onEvent?(event) }
    }

    /// Gives the driver the widget's space and environment, runs one input, delivers its events
    /// and answers what the input answered.
    private func deliver<Result>(_ input: (inout ControlDriver<Model>) -> Result) -> Result {
        driver.follow(bounds: modelSpace, rightToLeft: isRightToLeft, reduceMotion: isReduceMotionEnabled)
        let result = input(&driver)
        deliverEvents()
        return result
    }

    override func controlPointer(
        _ phase: PointerEvent.Phase, at location: Point?, time: Double, tapCount: Int?,
        modifiers: PointerModifiers
    ) {
        deliver { $0.pointer(phase, at: location, time: time, tapCount: tapCount, modifiers: modifiers) }
    }

    override func controlKey(_ key: ControlKey, at time: Double) -> Bool {
        deliver { $0.key(key, time: time) }
    }

    override func controlScroll(_ input: ScrollInput, at time: Double) -> Bool {
        deliver { $0.scroll(input, time: time) }
    }

    override func controlSetAccessibleValue(_ value: Double, part: Int) -> Bool {
        deliver { $0.change { model, report in model.setAccessibilityValue(value, part: part, report: report) } }
    }

    /// The window stopped being active: the driver's deactivation; answers whether the model used it.
    func deactivate(at time: Double) -> Bool {
        deliver { $0.deactivate(at: time) }
    }

    override func controlTakesPointer(at location: Point) -> Bool {
        driver.follow(bounds: modelSpace)
        return driver.takesPointer(at: location)
    }

    override func controlTypedText() -> String? {
        model.valueText(part: model.focusedPart)
    }

    override func controlApplyTypedText(_ text: String) -> Bool {
        deliver {
            $0.change { model, report in model.setValue(fromText: text, part: model.focusedPart, report: report) }
        }
    }

    override func controlAdvance(to time: Double) {
        guard driver.needsFrames else { return }
        driver.advance(to: time)
        deliverEvents()
    }

    override var controlNeedsFrames: Bool { driver.needsFrames }

    // MARK: - Drawing and accessibility

    override func controlDrawing(in bounds: Rect) -> Drawing {
        driver.follow(bounds: modelSpace)
        drawnModel = model
        return model.drawing()
    }

    override var controlChangedSinceDrawn: Bool { drawnModel != model }

    override var controlAccessibility: (elements: [AccessibilityElement], focused: Int) {
        (model.accessibilityElements, model.focusedPart)
    }
}

/// The circular slider in GTK (one handle or a range).
public typealias CircularSliderWidget = ModelWidget<CircularSliderModel>
/// The rotary knob in GTK (any interaction style, bounded or endless).
public typealias RotaryKnobWidget = ModelWidget<RotaryKnobModel>
/// The rotation dial in GTK: a single-touch rotation with coasting, reset and keys.
public typealias RotationDialWidget = ModelWidget<RotationDialModel>
