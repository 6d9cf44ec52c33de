#if canImport(SwiftUI)
import RotaryControls
import SwiftUI

/// The time SwiftUI hosts use for the core: seconds since the reference date, the clock of
/// `DragGesture.Value.time` and `TimelineView` dates.
func hostTime(_ date: Date = Date()) -> Double {
    date.timeIntervalSinceReferenceDate
}

/// The SwiftUI host of every rotary control: an adapter around the core's ``ControlDriver``, kept
/// in a ``ControlViewHost`` made once per view identity.
///
/// - In: the control's `inputs` (bindings' values, range, items), applied by `apply` when they
///   change from outside — settings only where they differ, values not when they are the echo of
///   the user's own change (``BoundEchoes``); the style; the environment's `isEnabled`, Reduce
///   Motion and layout direction; the size; a `DragGesture(minimumDistance: 0)` on the model's
///   hit areas only (``ControlHitShape``: elsewhere a touch scrolls a `ScrollView`, `List` or
///   `Form`); keys, the Digital Crown and VoiceOver (``ControlInput``); frame times from a
///   `TimelineView` while the model needs frames.
/// - Out: the control's face — what its view style makes from the model; feedback through
///   `sensoryFeedback`; one accessibility element per part; `onEditingChanged(true)` and
///   `(false)` around an interaction; the model to `onUserChange` after each change of the user's
///   (to write the bindings; it answers what they read back); every event to `onEvent`; an event
///   that needs an answer from the app (a spinner's close request) to `respond`.
/// - Size: `idealSize` when the container proposes none (a `ScrollView`'s axis), the same as the
///   UIKit control's intrinsic size; any proposed size otherwise.
struct ControlView<Model: ControlModel, Inputs: Equatable, Face: View>: View {
    private let style: Model.Style
    private let inputs: Inputs
    private let title: Text
    private let partLabels: [Text?]
    private let idealSize: CGSize
    private let apply: (inout Model, Inputs, inout BoundEchoes, Double, (Model.Event) -> Void) -> Void
    private let onEditingChanged: (Bool) -> Void
    private let onUserChange: (Model) -> BoundValues
    private let onEvent: (Model.Event) -> Void
    private let respond: @MainActor (Model.Event) -> ((inout Model, (Model.Event) -> Void) -> Void)?
    private let face: @MainActor (_ model: Model, _ renderer: GraphicsContextRenderer) -> Face

    @Environment(\.rotaryImageResolver) private var imageResolver
    @Environment(\.rotaryImages) private var images
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.scenePhase) private var scenePhase
    @StateObject private var host: ControlViewHost<Model>
    @State private var pulse = FeedbackPulse()
    @GestureState private var isTouching = false

    /// A host for `model` (made once, at the first appearance of this view's identity), laid out
    /// with `style`, `idealSize` when nothing proposes a size, and shown as `face` makes it.
    /// VoiceOver calls the control `title`, and its parts `partLabels` (a missing or `nil` label
    /// keeps the model's).
    init(
        _ model: @autoclosure @escaping () -> Model, style: Model.Style, inputs: Inputs, title: Text,
        partLabels: [Text?], idealSize: CGSize,
        apply:
            @escaping (
                _ model: inout Model, _ inputs: Inputs, _ echoes: inout BoundEchoes, _ time: Double,
                _ report: (Model.Event) -> Void
            ) -> Void,
        onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onUserChange: @escaping (Model) -> BoundValues,
        onEvent: @escaping (Model.Event) -> Void = { _ in },
        respond: @escaping @MainActor (Model.Event) -> ((inout Model, (Model.Event) -> Void) -> Void)? = { _ in nil },
        face: @escaping @MainActor (_ model: Model, _ renderer: GraphicsContextRenderer) -> Face
    ) {
        _host = StateObject(wrappedValue: ControlViewHost(model: model()))
        self.style = style
        self.inputs = inputs
        self.title = title
        self.partLabels = partLabels
        self.idealSize = idealSize
        self.apply = apply
        self.onEditingChanged = onEditingChanged
        self.onUserChange = onUserChange
        self.onEvent = onEvent
        self.respond = respond
        self.face = face
    }

    var body: some View {
        let model = host.driver.model
        GeometryReader { proxy in
            TimelineView(.animation(minimumInterval: nil, paused: !model.needsFrames)) { timeline in
                // Built here, on the main actor; a canvas only captures plain values.
                face(styledModel, renderer)
                    .onChange(of: timeline.date) { date in
                        update { $0.advance(to: hostTime(date)) }
                    }
            }
            .contentShape(ControlHitShape(model))
            #if !os(tvOS)
            // tvOS has no `DragGesture` (nor touches): there keys and the remote are the input.
            .gesture(drag)
            .onChange(of: isTouching) { touching in
                guard !touching else { return }
                // SwiftUI may reset gesture state before calling `onEnded`: look again once the
                // current update is over. A drag still down then was cancelled by the system.
                Task { @MainActor in
                    if host.driver.isPointerDown { update { $0.pointer(.cancelled, at: nil, time: hostTime()) } }
                }
            }
            #endif
            .onAppear { layOut(proxy.size) }
            .onChange(of: proxy.size) { size in layOut(size) }
        }
        .frame(
            minWidth: 0, idealWidth: idealSize.width, maxWidth: .infinity,
            minHeight: 0, idealHeight: idealSize.height, maxHeight: .infinity
        )
        .onAppear {
            follow(surroundings)
            applyInputs(inputs)
        }
        .onChange(of: surroundings) { follow($0) }
        .onChange(of: scenePhase) { phase in
            // The scene stops being active: a touch under way is cancelled and the model hears
            // Escape, so an open spinner asks to close (may be vetoed).
            guard phase != .active else { return }
            update { $0.deactivate(at: hostTime()) }
        }
        .onChange(of: inputs) { applyInputs($0) }
        .modifier(FeedbackModifier(pulse: pulse, isEnabled: true))
        .modifier(
            PartsAccessibility(
                title: title, elements: model.accessibilityElements, labels: partLabels,
                actions: accessibilityActions(of: model), activationPoints: activationPoints(of: model),
                adjust: adjust, activate: activate, perform: performAccessibilityAction)
        )
        .modifier(ControlInput(isEnabled: isEnabled, key: handle, crown: crown))
    }

    // MARK: - Model

    /// The model with the environment's style even before `onAppear` hands it over.
    private var styledModel: Model {
        let model = host.driver.model
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

    /// Runs an input through the driver, then hands on the events it queued, oldest first (so that
    /// handlers see the new state; an answer's events join the queue).
    private func update(_ input: (inout ControlDriver<Model>) -> Void) {
        host.objectWillChange.send()
        input(&host.driver)
        while let (event, shared) = host.driver.nextEvent() {
            switch shared {
            case .editingBegan?: onEditingChanged(true)
            case .valueChanged(fromUser: true)?: host.echoes.wrote(onUserChange(host.driver.model))
            case .editingEnded?: onEditingChanged(false)
            case .feedback(let feedback)?: pulse.send(feedback)
            case .valueChanged(fromUser: false)?, nil: break
            }
            onEvent(event)
            // An event the control answers at once (a spinner's close request).
            if let answer = respond(event) {
                host.objectWillChange.send()
                host.driver.change(answer)
            }
        }
    }

    /// Applies the inputs from outside as changes made in code.
    private func applyInputs(_ inputs: Inputs) {
        update { driver in
            var echoes = host.echoes
            driver.change { model, report in apply(&model, inputs, &echoes, hostTime(), report) }
            host.echoes = echoes
        }
    }

    private func layOut(_ size: CGSize) {
        let bounds = Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
        update { $0.follow(bounds: bounds) }
    }

    // MARK: - Environment

    private var surroundings: Surroundings<Model.Style> {
        Surroundings(
            style: style, isEnabled: isEnabled, reduceMotion: reduceMotion,
            rightToLeft: layoutDirection == .rightToLeft)
    }

    private func follow(_ surroundings: Surroundings<Model.Style>) {
        update { driver in
            driver.model.update(\.style, to: surroundings.style)
            // Disabling mid-drag ends the drag (`editingEnded`).
            driver.follow(
                rightToLeft: surroundings.rightToLeft, reduceMotion: surroundings.reduceMotion,
                enabled: surroundings.isEnabled)
        }
    }

    // MARK: - Input

    #if !os(tvOS)
    private var drag: some Gesture {
        DragGesture(minimumDistance: 0, coordinateSpace: .local)
            .updating($isTouching) { _, touching, _ in touching = true }
            .onChanged { value in
                if !host.driver.isPointerDown {
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

    /// A touch sample; the driver counts taps (`DragGesture` has no tap count), keeps time
    /// monotonic and gives the whole touch its touch-down's count.
    private func feed(_ phase: PointerEvent.Phase, at location: CGPoint, time: Date) {
        let point = Point(x: Double(location.x), y: Double(location.y))
        update { $0.pointer(phase, at: point, time: hostTime(time)) }
    }

    private func handle(_ key: ControlKey) -> Bool {
        var used = false
        update { used = $0.key(key, time: hostTime()) }
        return used
    }

    private func crown(_ notches: Double) {
        update { $0.scroll(.notches(notches), time: hostTime()) }
    }

    // MARK: - Accessibility

    /// VoiceOver's increment and decrement: an assistive increment (10 % of a slider's or knob's
    /// range, or one step when coarser; one item of a spinner).
    private func adjust(part: Int, increments: Int) {
        update { $0.assistiveAdjust(part: part, increments: increments, time: hostTime()) }
    }

    private func activate() {
        update { $0.activate(time: hostTime()) }
    }

    /// The custom actions of each part (none while disabled).
    private func accessibilityActions(of model: Model) -> [[AccessibilityAction]] {
        guard isEnabled else { return [] }
        return model.accessibilityElements.indices.map { model.accessibilityActions(forPart: $0) }
    }

    /// Where each part's double-tap-and-hold starts.
    private func activationPoints(of model: Model) -> [Point?] {
        model.accessibilityElements.indices.map { model.accessibilityActivationPoint(forPart: $0) }
    }

    private func performAccessibilityAction(part: Int, kind: AccessibilityAction.Kind) {
        update { driver in
            let now = driver.monotonic(hostTime())
            driver.change { model, report in
                _ = model.performAccessibilityAction(kind, part: part, at: now, report: report)
            }
        }
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
