#if canImport(SwiftUI) && !os(tvOS)
// (tvOS has no `DragGesture`, and no touches to turn with.)
import RotaryControls
import SwiftUI

/// A one-finger rotation gesture for SwiftUI, as a view modifier: the finger turns around an
/// anchor (the view's centre by default) and the bound rotation follows, over as many turns as
/// the finger makes (radians, clockwise on screen positive).
///
/// All the work is done by the core's ``RotationTracker`` (turn counting, dead zone, jump
/// guard, limits, velocity); the modifier feeds it a `DragGesture(minimumDistance: 0)`.
/// `onChanged` gets the tracker after every sample that turned; `onEnded` gets it when the
/// finger lifts or the system cancels the gesture (check ``RotationTracker/phase``: `.ended`,
/// `.cancelled`, or `.failed` for a tap that never turned).
///
/// ```swift
/// @State private var angle = 0.0
///
/// Image("dial")
///     .rotationEffect(.radians(angle))
///     .singleTouchRotationGesture(rotation: $angle)
/// ```
///
/// Drag times come from `DragGesture.Value.time`; the tracker never divides by a zero or
/// negative duration, so a clock step cannot produce a wild velocity.
public struct SingleTouchRotationGesture: ViewModifier {
    @Binding private var rotation: Double
    private let anchor: UnitPoint
    private let configure: (inout RotationTracker) -> Void
    private let onChanged: ((RotationTracker) -> Void)?
    private let onEnded: ((RotationTracker) -> Void)?

    @State private var tracker = RotationTracker(anchor: .zero)
    @State private var size = CGSize.zero
    @GestureState private var isTouching = false

    /// Creates the modifier.
    ///
    /// - Parameters:
    ///   - rotation: the rotation in radians; turning adds to it (set it to 0 to start over).
    ///     Non-finite values are ignored by the tracker.
    ///   - anchor: the point turned around, as a unit point of the view (centre by default).
    ///   - configure: sets the tracker's dead zone, jump guard and limits before each gesture.
    ///   - onChanged: called after each sample that changed the rotation.
    ///   - onEnded: called once when the gesture ends, is cancelled or fails.
    public init(
        rotation: Binding<Double>,
        anchor: UnitPoint = .center,
        configure: @escaping (inout RotationTracker) -> Void = { _ in },
        onChanged: ((RotationTracker) -> Void)? = nil,
        onEnded: ((RotationTracker) -> Void)? = nil
    ) {
        _rotation = rotation
        self.anchor = anchor
        self.configure = configure
        self.onChanged = onChanged
        self.onEnded = onEnded
    }

    /// The view with the gesture attached.
    public func body(content: Content) -> some View {
        content
            .background(
                GeometryReader { proxy in
                    Color.clear
                        .onAppear { size = proxy.size }
                        .onChange(of: proxy.size) { newSize in size = newSize }
                }
            )
            .gesture(drag)
            .onChange(of: isTouching) { touching in
                guard !touching else { return }
                // SwiftUI may reset gesture state before calling `onEnded`: look again once the
                // current update is over. A touch still tracked then was cancelled by the system.
                Task { @MainActor in
                    if tracker.phase.isTracking { feed(.cancelled, at: nil) }
                }
            }
    }

    // MARK: - Private

    private var drag: some Gesture {
        DragGesture(minimumDistance: 0, coordinateSpace: .local)
            .updating($isTouching) { _, touching, _ in touching = true }
            .onChanged { value in
                if !tracker.phase.isTracking {
                    tracker.anchor = Point(x: anchor.x * size.width, y: anchor.y * size.height)
                    configure(&tracker)
                    tracker.rotation = Rotation(radians: rotation)
                    feed(.began, at: value.startLocation, time: value.time)
                }
                feed(.moved, at: value.location, time: value.time)
            }
            .onEnded { value in
                feed(.ended, at: value.location, time: value.time)
            }
    }

    private func feed(_ phase: PointerEvent.Phase, at location: CGPoint?, time: Date = Date()) {
        let point = location.map { Point(x: Double($0.x), y: Double($0.y)) } ?? tracker.anchor
        let event = PointerEvent(phase: phase, location: point, timestamp: time.timeIntervalSinceReferenceDate)
        guard let reported = tracker.handle(event) else { return }
        switch reported {
        case .began, .changed:
            rotation = tracker.rotation.radians
            onChanged?(tracker)
        case .ended, .cancelled, .failed:
            onEnded?(tracker)
        case .idle, .possible:
            break
        }
    }
}

extension View {
    /// Turns a one-finger drag around `anchor` into a rotation in radians; see
    /// ``SingleTouchRotationGesture``.
    public func singleTouchRotationGesture(
        rotation: Binding<Double>,
        anchor: UnitPoint = .center,
        configure: @escaping (inout RotationTracker) -> Void = { _ in },
        onChanged: ((RotationTracker) -> Void)? = nil,
        onEnded: ((RotationTracker) -> Void)? = nil
    ) -> some View {
        modifier(
            SingleTouchRotationGesture(
                rotation: rotation, anchor: anchor, configure: configure,
                onChanged: onChanged, onEnded: onEnded))
    }
}
#endif
