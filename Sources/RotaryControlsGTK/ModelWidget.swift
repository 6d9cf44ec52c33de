import CGtk4
import RotaryControls

/// A GTK 4 widget for any core control: the model decides everything, the widget delivers GTK's
/// input, frames and environment to it and appends its `drawing()` to GTK's snapshot.
///
/// ```swift
/// let knob = RotaryKnobWidget(model: RotaryKnobModel())
/// knob.onEvent = { event in print(event) }
/// gtk_box_append(box, knob.widget)
/// ```
///
/// Before every input the widget gives the model its size, the text direction (right to left
/// mirrors ← and →) and the `gtk-enable-animations` setting (off = Reduce Motion). `onEvent`
/// receives every event the model reports, from the user or from frames, after the model is
/// stored (so it may read ``model`` and call ``update(_:)``). Changing ``model`` from code
/// redraws (when what it shows changed) and sends no events, as with `GtkRange`'s programmatic
/// changes. An assistive technology setting the value (GTK's `GtkAccessibleRange`) is a user
/// change, reported like a key's.
@MainActor
public class ModelWidget<Model: ControlModel & AccessibleValueSettable>: ControlWidgetHost {
    /// The core model. Setting it redraws (and starts the frame clock when it needs frames).
    public var model: Model {
        didSet { invalidate() }
    }
    /// Called with each event the model reports.
    public var onEvent: ((Model.Event) -> Void)?
    /// Events reported during one model call, delivered after it returns. Reused, so steady-state
    /// delivery does not allocate.
    private var pending: [Model.Event] = []
    /// The model as last drawn: a draw is queued only when the model differs from it.
    private var drawnModel: Model?

    /// Creates the widget, asking for `width`×`height` points (default 200×200).
    public init(model: Model, renderer: NodeRenderer = NodeRenderer(), width: Int32 = 200, height: Int32 = 200) {
        self.model = model
        super.init(renderer: renderer, width: width, height: height)
        invalidate()
    }

    /// Whether the control takes input. Setting it changes GTK's sensitivity and the model's
    /// enabled state (which ends an interaction in progress and dims the drawing).
    public var isEnabled: Bool {
        get { model.isEnabled }
        set {
            gtk_widget_set_sensitive(widget, newValue ? 1 : 0)
            update { model, report in model.setEnabled(newValue, report: report) }
        }
    }

    /// The space the model lays itself out in, in the coordinates its input arrives in: the
    /// widget's bounds (``RadialSpinnerWidget`` gives its pop-up's while that shows).
    var modelSpace: Rect { bounds }

    // MARK: - Driving the model (the only place the widget changes it)

    /// Runs a change of the model that reports events (a programmatic change, the answer to a
    /// spinner's close request), then delivers the events and redraws.
    public func update(_ body: (inout Model, (Model.Event) -> Void) -> Void) {
        var events = pending
        pending = []
        events.removeAll(keepingCapacity: true)
        body(&model) { events.append($0) }
        invalidate()
        for event in events { onEvent?(event) }
        pending = events
    }

    /// Gives the model its space and environment before input reaches it.
    private func synchronise(_ model: inout Model) {
        let bounds = modelSpace
        if model.bounds != bounds { model.bounds = bounds }
        let rightToLeft = isRightToLeft
        if model.isRightToLeft != rightToLeft { model.isRightToLeft = rightToLeft }
        let reduceMotion = isReduceMotionEnabled
        if model.isReduceMotionEnabled != reduceMotion { model.isReduceMotionEnabled = reduceMotion }
    }

    /// Gives the model its size and environment, runs one input and answers whether it was used.
    private func deliver(_ input: (inout Model, (Model.Event) -> Void) -> Bool) -> Bool {
        var used = false
        update { model, report in
            synchronise(&model)
            used = withoutActuallyEscaping(report) { report in input(&model) { report($0) } }
        }
        return used
    }

    override func controlHandle(_ event: PointerEvent) {
        _ = deliver { model, report in
            model.handle(event, report: report)
            return true
        }
    }

    override func controlKey(_ key: ControlKey, at time: Double) -> Bool {
        deliver { model, report in model.handle(key, at: time, report: report) }
    }

    override func controlScroll(_ input: ScrollInput, at time: Double) -> Bool {
        deliver { model, report in model.scroll(input, at: time, report: report) }
    }

    override func controlSetAccessibleValue(_ value: Double, part: Int) -> Bool {
        deliver { model, report in model.setAccessibilityValue(value, part: part, report: report) }
    }

    override func controlAdvance(to time: Double) {
        guard model.needsFrames else { return }
        update { model, report in model.advance(to: time, report: report) }
    }

    override var controlNeedsFrames: Bool { model.needsFrames }

    // MARK: - Drawing and accessibility

    override func controlDrawing(in bounds: Rect) -> Drawing {
        let space = modelSpace
        if model.bounds != space { model.bounds = space }
        return model.drawing()
    }

    override var controlChangedSinceDrawn: Bool { drawnModel != model }

    override func controlDrawn() { drawnModel = model }

    override var controlAccessibility: (elements: [AccessibilityElement], focused: Int) {
        (model.accessibilityElements, model.focusedPart)
    }
}

/// A model whose value an assistive technology can set, as the user's (each control model's
/// `setAccessibilityValue(_:part:report:)`; GTK's `GtkAccessibleRange`).
public protocol AccessibleValueSettable {
    /// The model's event type.
    associatedtype Event
    /// Sets part `part`'s value as the user's; answers whether it was used.
    mutating func setAccessibilityValue(_ value: Double, part: Int, report: (Event) -> Void) -> Bool
}

extension CircularSliderModel: AccessibleValueSettable {}
extension RotaryKnobModel: AccessibleValueSettable {}
extension RotationDialModel: AccessibleValueSettable {}
extension RadialSpinnerModel: AccessibleValueSettable {}

/// The circular slider in GTK (one handle or a range).
public typealias CircularSliderWidget = ModelWidget<CircularSliderModel>
/// The rotary knob in GTK (any interaction style, bounded or endless).
public typealias RotaryKnobWidget = ModelWidget<RotaryKnobModel>
/// The rotation dial in GTK: a single-touch rotation with coasting, reset and keys.
public typealias RotationDialWidget = ModelWidget<RotationDialModel>
