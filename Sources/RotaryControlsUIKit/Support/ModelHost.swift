#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls
import UIKit

/// What every core control model offers a host (the project's model conventions): bounds in,
/// pointer events in, time in, events out. (Drawings are asked for by each control: some models
/// keep their style, others take it as an argument.) Each model adopts it in its bridge.
protocol HostedModel: Equatable {
    /// What the model reports.
    associatedtype Event

    /// The control's own coordinate space.
    var bounds: Rect { get set }
    /// Whether an animation or inertia needs frames.
    var needsFrames: Bool { get }
    /// Feeds one pointer event: the model's `handle(_:report:)`, with any extra arguments the
    /// model takes at their defaults. (Named apart from `handle` so that a model whose own
    /// `handle` has more, defaulted, parameters — the spinner's `shouldClose:` — conforms
    /// without making trailing-closure calls to `handle` ambiguous.)
    mutating func hostHandle(_ event: PointerEvent, report: (Event) -> Void)
    /// Advances animations and inertia to `time`.
    mutating func advance(to time: Double, report: (Event) -> Void)
}

/// The shared machinery of the UIKit controls, owned by each control: it keeps the model, feeds
/// it touches and frames, redraws the view and hands the model's events to the control once the
/// model is stored (so handlers see the new state and may call back in).
@MainActor
final class ModelHost<Model: HostedModel> {
    /// The model. Setting it redraws the view and starts frames when needed; it sends no events.
    var model: Model {
        didSet { changed() }
    }
    /// Plays the model's feedback requests.
    let feedback = FeedbackPlayer()
    /// Receives every event the model reports.
    var onEvent: (Model.Event) -> Void = { _ in }
    /// The control.
    weak var view: UIView?

    private var pending: [Model.Event] = []
    private lazy var frames = DisplayLinkDriver { [weak self] time in
        self?.advance(to: time) ?? false
    }

    init(model: Model) {
        self.model = model
    }

    // MARK: - Input

    /// Lays the model out in the view's bounds.
    func layout(in bounds: CGRect) {
        let rect = Rect(bounds)
        if model.bounds != rect { model.bounds = rect }
    }

    /// Feeds one touch.
    func handle(_ touch: UITouch, phase: PointerEvent.Phase, in view: UIView) {
        handle(PointerEvent(touch, phase: phase, in: view))
    }

    /// Feeds one pointer event.
    func handle(_ event: PointerEvent) {
        update { model, report in model.hostHandle(event, report: report) }
    }

    /// Runs a mutation that reports events (an increment, a programmatic change), then hands the
    /// events on.
    func update(_ body: (inout Model, (Model.Event) -> Void) -> Void) {
        var copy = model
        // Reuse the buffer (no allocation in steady state); a nested update gets a fresh one.
        var events = pending
        pending = []
        events.removeAll(keepingCapacity: true)
        body(&copy) { events.append($0) }
        model = copy
        for event in events { onEvent(event) }
        pending = events
    }

    // MARK: - Frames

    /// Advances the model to a frame time; answers whether more frames are needed.
    private func advance(to time: Double) -> Bool {
        update { model, report in model.advance(to: time, report: report) }
        return model.needsFrames
    }

    /// Stops the frame clock when the view leaves its window, and restarts it when the view
    /// is back and the model still needs frames.
    func windowChanged() {
        if view?.window == nil {
            frames.stop()
        } else {
            changed()
        }
    }

    private func changed() {
        view?.setNeedsDisplay()
        if model.needsFrames, view?.window != nil {
            frames.start()
        }
    }

    // MARK: - Drawing

    /// Paints a drawing of the model into the current context of the view's `draw(_:)`.
    func draw(_ drawing: Drawing, tintColor: UIColor, traits: UITraitCollection, imageResolver: ImageResolver?) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        CoreGraphicsRenderer(tintColor: tintColor, traitCollection: traits, imageResolver: imageResolver)
            .render(drawing, in: context)
    }
}
#endif
