#if canImport(SwiftUI)
import RotaryControls
import SwiftUI

/// What every core control model offers a host (the model conventions of the project): bounds
/// in, pointer events in, time in, events out, a drawing out. Each model adopts it in its view's
/// file with an empty extension.
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

/// The time SwiftUI hosts use for the core: seconds since the reference date, the clock of
/// `DragGesture.Value.time` and `TimelineView` dates.
func hostTime(_ date: Date = Date()) -> Double {
    date.timeIntervalSinceReferenceDate
}

/// The shared body of the SwiftUI controls: a `Canvas` that draws the model, a
/// `DragGesture(minimumDistance: 0)` that feeds it pointer events, and a `TimelineView` that
/// advances it while it needs frames. All decisions are the model's; `onEvent` receives what
/// it reports.
struct ModelSurface<Model: HostedModel>: View {
    @Binding var model: Model
    let drawing: (Model) -> Drawing
    let imageResolver: CanvasImageResolver?
    let onEvent: (Model.Event) -> Void

    init(model: Binding<Model>, imageResolver: CanvasImageResolver?, drawing: @escaping (Model) -> Drawing,
         onEvent: @escaping (Model.Event) -> Void) {
        _model = model
        self.drawing = drawing
        self.imageResolver = imageResolver
        self.onEvent = onEvent
    }

    @GestureState private var isTouching = false
    @State private var isDown = false
    @State private var lastLocation = CGPoint.zero
    @State private var taps = TapCounter()
    @State private var tapCount = 1

    var body: some View {
        GeometryReader { proxy in
            TimelineView(.animation(minimumInterval: nil, paused: !model.needsFrames)) { timeline in
                // Built here, on the main actor; the canvas only captures plain values.
                let picture = drawing(model)
                let renderer = GraphicsContextRenderer(imageResolver: imageResolver ?? CanvasImageResolver.default)
                Canvas { context, _ in
                    renderer.render(picture, in: &context)
                }
                .onChange(of: timeline.date) { date in
                    var copy = model
                    var events: [Model.Event] = []
                    copy.advance(to: hostTime(date)) { events.append($0) }
                    model = copy
                    events.forEach(onEvent)
                }
            }
            .contentShape(Rectangle())
            // tvOS has no `DragGesture` (nor touches): there the focus engine's move commands
            // (`AdjustableInput`) are the only input.
            #if !os(tvOS)
            .gesture(drag)
            .onChange(of: isTouching) { touching in
                guard !touching else { return }
                // SwiftUI may reset gesture state before calling `onEnded`: look again once the
                // current update is over. A drag still down then was cancelled by the system.
                Task { @MainActor in
                    if isDown { feed(.cancelled, at: lastLocation, time: Date()) }
                }
            }
            #endif
            .onAppear { model.bounds = Rect(x: 0, y: 0, width: proxy.size.width, height: proxy.size.height) }
            .onChange(of: proxy.size) { size in
                model.bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
            }
        }
    }

    #if !os(tvOS)
    private var drag: some Gesture {
        DragGesture(minimumDistance: 0, coordinateSpace: .local)
            .updating($isTouching) { _, touching, _ in touching = true }
            .onChanged { value in
                if !isDown {
                    feed(.began, at: value.startLocation, time: value.time)
                    if value.location != value.startLocation {
                        feed(.moved, at: value.location, time: value.time)
                    }
                } else {
                    feed(.moved, at: value.location, time: value.time)
                }
            }
            .onEnded { value in
                feed(.ended, at: value.location, time: value.time)
            }
    }
    #endif

    private func feed(_ phase: PointerEvent.Phase, at location: CGPoint, time: Date) {
        lastLocation = location
        isDown = phase == .began || phase == .moved
        let point = Point(x: Double(location.x), y: Double(location.y))
        let timestamp = hostTime(time)
        // The whole touch carries the tap count of its touch-down, as `UITouch.tapCount` does.
        if phase == .began { tapCount = taps.touchDown(at: point, time: timestamp) }
        let event = PointerEvent(phase: phase, location: point, timestamp: timestamp, tapCount: tapCount)
        // Events are handed on once the model is stored, so handlers see the new state.
        var copy = model
        var events: [Model.Event] = []
        copy.hostHandle(event) { events.append($0) }
        model = copy
        events.forEach(onEvent)
    }
}
#endif
