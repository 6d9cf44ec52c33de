#if canImport(SwiftUI)
import RotaryControls
import SwiftUI

/// The time SwiftUI hosts use for the core: seconds since the reference date, the clock of
/// `DragGesture.Value.time` and `TimelineView` dates.
func hostTime(_ date: Date = Date()) -> Double {
    date.timeIntervalSinceReferenceDate
}

/// The SwiftUI host of every rotary control, written once against the core's ``ControlModel``:
/// it keeps the model in state and only delivers.
///
/// - In: the control's `inputs` (bindings' values, range, items), applied by `apply` when they
///   change from outside (a value set in code is never reported as the user's); the style; the
///   environment's `isEnabled`, Reduce Motion and layout direction; the size; a
///   `DragGesture(minimumDistance: 0)` (tap counts from the core's ``TapCounter``); keys, the
///   Digital Crown and VoiceOver (``ControlInput``); frame times from a `TimelineView` while the
///   model needs frames.
/// - Out: the control's face — what its view style makes from the model (the built-in styles
///   paint the model's drawing in a `Canvas`; the tint is the environment's); feedback
///   through `sensoryFeedback`; one accessibility element per part; `onEditingChanged(true)` and
///   `(false)` around an interaction; the model to `onUserChange` after each change of the user's
///   (to write the bindings); every event to `onEvent`; an event that needs an answer from the
///   app (a spinner's close request) to `respond`, whose change runs at once.
struct ControlView<Model: ControlModel, Inputs: Equatable, Face: View>: View {
    private let style: Model.Style
    private let inputs: Inputs
    private let title: Text
    private let partLabels: [Text?]
    private let apply: (inout Model, Inputs, Double, (Model.Event) -> Void) -> Void
    private let onEditingChanged: (Bool) -> Void
    private let onUserChange: (Model) -> Void
    private let onEvent: (Model.Event) -> Void
    private let respond: @MainActor (Model.Event) -> ((inout Model, (Model.Event) -> Void) -> Void)?
    private let face: @MainActor (_ model: Model, _ renderer: GraphicsContextRenderer) -> Face

    @Environment(\.rotaryImageResolver) private var imageResolver
    @Environment(\.rotaryImages) private var images
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.scenePhase) private var scenePhase
    @State private var model: Model
    @State private var pulse = FeedbackPulse()
    @GestureState private var isTouching = false
    @State private var lastPointer: PointerEvent?
    @State private var taps = TapCounter()

    /// A host for `model` (used for the first appearance only, as `@State`), laid out with
    /// `style` and shown as `face` makes it from the model (with the style and bounds) and the
    /// environment's renderer. VoiceOver calls the control `title`, and its parts `partLabels`
    /// (a missing or `nil` label keeps the model's).
    init(_ model: @autoclosure () -> Model, style: Model.Style, inputs: Inputs, title: Text, partLabels: [Text?],
         apply: @escaping (_ model: inout Model, _ inputs: Inputs, _ time: Double, _ report: (Model.Event) -> Void) -> Void,
         onEditingChanged: @escaping (Bool) -> Void = { _ in }, onUserChange: @escaping (Model) -> Void,
         onEvent: @escaping (Model.Event) -> Void = { _ in },
         respond: @escaping @MainActor (Model.Event) -> ((inout Model, (Model.Event) -> Void) -> Void)? = { _ in nil },
         face: @escaping @MainActor (_ model: Model, _ renderer: GraphicsContextRenderer) -> Face) {
        _model = State(wrappedValue: model())
        self.style = style
        self.inputs = inputs
        self.title = title
        self.partLabels = partLabels
        self.apply = apply
        self.onEditingChanged = onEditingChanged
        self.onUserChange = onUserChange
        self.onEvent = onEvent
        self.respond = respond
        self.face = face
    }

    var body: some View {
        GeometryReader { proxy in
            TimelineView(.animation(minimumInterval: nil, paused: !model.needsFrames)) { timeline in
                // Built here, on the main actor; a canvas only captures plain values.
                face(styledModel, renderer)
                .onChange(of: timeline.date) { date in
                    update { model, report in model.advance(to: hostTime(date), report: report) }
                }
            }
            .contentShape(Rectangle())
            #if !os(tvOS)
            // tvOS has no `DragGesture` (nor touches): there keys and the remote are the input.
            .gesture(drag)
            .onChange(of: isTouching) { touching in
                guard !touching else { return }
                // SwiftUI may reset gesture state before calling `onEnded`: look again once the
                // current update is over. A drag still down then was cancelled by the system.
                Task { @MainActor in
                    if let last = lastPointer, last.phase == .began || last.phase == .moved {
                        feed(.cancelled, at: CGPoint(x: last.location.x, y: last.location.y), time: Date())
                    }
                }
            }
            #endif
            .onAppear { layOut(proxy.size) }
            .onChange(of: proxy.size) { size in layOut(size) }
        }
        .onAppear {
            follow(surroundings)
            update { model, report in apply(&model, inputs, hostTime(), report) }
        }
        .onChange(of: surroundings) { follow($0) }
        .onChange(of: scenePhase) { phase in
            // The scene stops being active: the model hears Escape, so an open spinner asks to
            // close (may be vetoed), as the GTK pop-up does when its window stops being active.
            guard phase != .active else { return }
            update { model, report in _ = model.cancel(at: hostTime(), report: report) }
        }
        .onChange(of: inputs) { newInputs in
            update { model, report in apply(&model, newInputs, hostTime(), report) }
        }
        .modifier(FeedbackModifier(pulse: pulse, isEnabled: true))
        .modifier(PartsAccessibility(title: title, elements: model.accessibilityElements, labels: partLabels,
                                     adjust: adjust, activate: activate))
        .modifier(ControlInput(isEnabled: isEnabled, key: handle, crown: crown))
    }

    // MARK: - Model

    /// The model with the environment's style even before `onAppear` hands it over.
    private var styledModel: Model {
        guard model.style != style else { return model }
        var styled = model
        styled.style = style
        return styled
    }

    /// The renderer for the environment's images: ``View/rotaryImage(_:for:)`` first, then the
    /// resolver. Equal environments give renderers that draw alike (so kept layers stay kept).
    private var renderer: GraphicsContextRenderer {
        let resolver = imageResolver ?? CanvasImageResolver.default
        return GraphicsContextRenderer(imageResolver: resolver.overriding(images))
    }

    /// Runs a change that reports events, stores the model, then hands the events on, so that
    /// handlers see the new state.
    private func update(_ change: (inout Model, (Model.Event) -> Void) -> Void) {
        var copy = model
        var events: [Model.Event] = []
        change(&copy) { events.append($0) }
        model = copy
        for event in events {
            switch event.controlEvent {
            case .editingBegan?: onEditingChanged(true)
            case .valueChanged(fromUser: true)?: onUserChange(copy)
            case .editingEnded?: onEditingChanged(false)
            case .feedback(let feedback)?: pulse.send(feedback)
            case .valueChanged(fromUser: false)?, nil: break
            }
            onEvent(event)
            // An event the control answers at once (a spinner's close request).
            if let answer = respond(event) { update(answer) }
        }
    }

    private func layOut(_ size: CGSize) {
        let bounds = Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
        if model.bounds != bounds { model.bounds = bounds }
    }

    // MARK: - Environment

    private var surroundings: Surroundings<Model.Style> {
        Surroundings(style: style, isEnabled: isEnabled, reduceMotion: reduceMotion,
                     rightToLeft: layoutDirection == .rightToLeft)
    }

    private func follow(_ surroundings: Surroundings<Model.Style>) {
        update { model, report in
            model.update(\.style, to: surroundings.style)
            model.update(\.isReduceMotionEnabled, to: surroundings.reduceMotion)
            model.update(\.isRightToLeft, to: surroundings.rightToLeft)
            // Disabling mid-drag ends the drag (`editingEnded`).
            if model.isEnabled != surroundings.isEnabled { model.setEnabled(surroundings.isEnabled, report: report) }
        }
    }

    // MARK: - Input

    #if !os(tvOS)
    private var drag: some Gesture {
        DragGesture(minimumDistance: 0, coordinateSpace: .local)
            .updating($isTouching) { _, touching, _ in touching = true }
            .onChanged { value in
                let isDown = lastPointer.map { $0.phase == .began || $0.phase == .moved } ?? false
                if !isDown {
                    feed(.began, at: value.startLocation, time: value.time)
                    if value.location == value.startLocation { return }
                }
                feed(.moved, at: value.location, time: value.time)
            }
            .onEnded { value in
                feed(.ended, at: value.location, time: value.time)
            }
    }
    #endif

    private func feed(_ phase: PointerEvent.Phase, at location: CGPoint, time: Date) {
        let point = Point(x: Double(location.x), y: Double(location.y))
        let timestamp = hostTime(time)
        // The whole touch carries the tap count of its touch-down, as `UITouch.tapCount` does.
        let tapCount = phase == .began ? taps.touchDown(at: point, time: timestamp) : (lastPointer?.tapCount ?? 1)
        let event = PointerEvent(phase: phase, location: point, timestamp: timestamp, tapCount: tapCount)
        lastPointer = event
        update { model, report in model.handle(event, report: report) }
    }

    private func handle(_ key: ControlKey) -> Bool {
        var used = false
        update { model, report in used = model.handle(key, at: hostTime(), report: report) }
        return used
    }

    private func crown(_ notches: Double) {
        update { model, report in _ = model.scroll(.notches(notches), at: hostTime(), report: report) }
    }

    // MARK: - Accessibility

    private func adjust(part: Int, steps: Int) {
        update { model, report in _ = model.adjust(.steps(steps), part: part, at: hostTime(), report: report) }
    }

    private func activate() {
        update { model, report in _ = model.activate(at: hostTime(), report: report) }
    }
}

/// What a ``ControlView`` takes from its environment, compared as one value.
private struct Surroundings<Style: Equatable>: Equatable {
    var style: Style
    var isEnabled: Bool
    var reduceMotion: Bool
    var rightToLeft: Bool
}
#endif
