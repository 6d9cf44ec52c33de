#if canImport(SwiftUI)
import RotaryControls
internal import RotaryControlsCoreGraphics
import SwiftUI

/// How ``CircularSlider`` and ``CircularRangeSlider`` views look, as `SliderStyle`-like SwiftUI
/// styles are: a protocol whose ``makeBody(configuration:)`` makes the slider's face from the
/// core's layout.
///
/// Set it with ``SwiftUI/View/circularSliderViewStyle(_:)``. The core's `CircularSliderStyle`
/// (track width, handle sizes, paints: the layout and hit testing) is set apart, with
/// ``SwiftUI/View/circularSliderStyle(_:)``.
///
/// The face is drawn over the control's whole frame; touches, keys and VoiceOver stay the
/// host's, at the positions the configuration gives. The default, ``automatic``, paints the
/// core's drawing and shows the minimum and maximum value labels at the ends of the arc.
///
/// ```swift
/// struct SunHandle: CircularSliderViewStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         ZStack {
///             configuration.track                      // the built-in track, no handles
///             ForEach(configuration.handles) { handle in
///                 Image(systemName: "sun.max.fill")
///                     .rotationEffect(handle.angle)
///                     .position(handle.position)
///                     .scaleEffect(handle.isPressed ? 1.3 : 1)
///             }
///         }
///     }
/// }
/// ```
@MainActor public protocol CircularSliderViewStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// The properties of a slider being drawn.
    typealias Configuration = CircularSliderViewStyleConfiguration
    /// Makes the face of a slider from its configuration.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``CircularSliderViewStyle`` is given: the values, the core's layout (handle
/// positions and angles, track geometry), the state, the caller's labels and the built-in
/// pictures.
public struct CircularSliderViewStyleConfiguration {
    /// One handle, where the core puts it.
    public struct Handle: Identifiable {
        /// Which handle (a single slider has only `.first`).
        public let handle: CircularSliderHandle
        /// Its value.
        public let value: Double
        /// Its centre, in the control's coordinates (use with `.position(_:)`).
        public let position: CGPoint
        /// Its angle, clockwise from 12 o'clock (use with `.rotationEffect(_:)` for a handle
        /// that turns with the track).
        public let angle: Angle
        /// The radius the built-in look draws it at.
        public let radius: CGFloat
        /// Whether a finger is dragging it (or the whole range).
        public let isPressed: Bool
        /// Whether keys and the Digital Crown move this handle.
        public let isFocused: Bool
        /// The handle, as its identity.
        public var id: CircularSliderHandle { handle }
    }

    /// The core model as it stands (bounds, style and every setting included).
    public let model: CircularSliderModel
    /// Where everything sits: centre, track radius and width, handle radii, label radius.
    public let layout: CircularSliderLayout
    /// The handles (one, or two for a range), first handle last so that it draws on top; none
    /// for a thumbless slider (`CircularSliderModel.isThumbless`: its value's place on the track
    /// is `model.handleCenter(.first, in: layout)`).
    public let handles: [Handle]
    /// The arc's start, clockwise from 12 o'clock.
    public let startAngle: Angle
    /// The arc's end, clockwise from 12 o'clock.
    public let endAngle: Angle
    /// Whether a finger is on the slider.
    public let isPressed: Bool
    /// Whether the slider takes input (`.disabled(_:)`).
    public let isEnabled: Bool
    /// The caller's `label` (VoiceOver's name for the slider; not drawn by the default style).
    public let label: AnyView
    /// The caller's `minimumValueLabel`, or an empty view.
    public let minimumValueLabel: AnyView
    /// The caller's `maximumValueLabel`, or an empty view.
    public let maximumValueLabel: AnyView
    /// The built-in look: track, filled arc, markers, labels and handles (drawn when a style
    /// asks for it).
    @MainActor public var drawing: DrawingCanvas { DrawingCanvas(model.drawing(), renderer: renderer) }
    /// The built-in look without the handles, for a style that draws its own (drawn when a
    /// style asks for it: a frame draws only the look its style shows).
    @MainActor public var track: DrawingCanvas {
        DrawingCanvas(model.drawing(includingHandles: false), renderer: renderer)
    }
    /// The renderer the drawings are painted with.
    private let renderer: GraphicsContextRenderer

    /// The first handle's value.
    public var value: Double { model.value }
    /// A range's second value, or `nil`.
    public var secondValue: Double? { model.secondValue }
    /// The values' range.
    public var range: ClosedRange<Double> { model.minimumValue...model.maximumValue }
    /// The slider's centre.
    public var center: CGPoint { layout.center.cgPoint }
    /// The radius of the track's centre line.
    public var radius: CGFloat { layout.radius }
    /// The track's width.
    public var lineWidth: CGFloat { layout.lineWidth }

    /// Where the default style puts the minimum (`true`) or maximum value label: inside the
    /// ring at the arc's start or end (nudged apart on a full circle).
    public func valueLabelPosition(minimum: Bool) -> CGPoint {
        let arc = model.arc
        var bearing = minimum ? arc.start : arc.end
        if arc.isFullCircle {
            let nudge = Rotation(degrees: minimum ? 20 : -20)
            bearing = bearing.turned(by: Rotation(radians: nudge.radians * arc.direction.sign))
        }
        let inset = max(0, layout.radius - layout.lineWidth - 16)
        return Point(center: layout.center, radius: inset, bearing: bearing).cgPoint
    }

    /// The configuration of `model` (laid out) with the caller's labels.
    @MainActor init(model: CircularSliderModel, renderer: GraphicsContextRenderer, labels: FaceLabels) {
        let layout = model.layout
        self.model = model
        self.layout = layout
        let handles: [CircularSliderHandle] = model.isRange ? [.second, .first] : model.isThumbless ? [] : [.first]
        self.handles = handles.map { handle in
            let position = model.handleCenter(handle, in: layout)
            let bearing = Bearing(from: layout.center, to: position) ?? model.arc.start
            let pressed = model.activeHandle == handle || model.isDraggingRange
            return Handle(
                handle: handle, value: model.value(of: handle) ?? model.value, position: position.cgPoint,
                angle: bearing.angle,
                radius: handle == .first ? layout.firstHandleRadius : layout.secondHandleRadius,
                isPressed: pressed, isFocused: model.focusedHandle == handle)
        }
        startAngle = model.arc.start.angle
        endAngle = model.arc.end.angle
        isPressed = model.isTracking
        isEnabled = model.isEnabled
        label = labels.label
        minimumValueLabel = labels.minimumValueLabel
        maximumValueLabel = labels.maximumValueLabel
        self.renderer = renderer
    }
}

/// The built-in look: the core's drawing, with the minimum and maximum value labels inside the
/// ring at the ends of the arc.
public struct AutomaticCircularSliderViewStyle: CircularSliderViewStyle {
    /// Creates the built-in style.
    public init() {}

    /// The core's drawing and the value labels.
    public func makeBody(configuration: Configuration) -> some View {
        ZStack(alignment: .topLeading) {
            configuration.drawing
            configuration.minimumValueLabel
                .font(.caption)
                .foregroundColor(.secondary)
                .position(configuration.valueLabelPosition(minimum: true))
            configuration.maximumValueLabel
                .font(.caption)
                .foregroundColor(.secondary)
                .position(configuration.valueLabelPosition(minimum: false))
        }
    }
}

extension CircularSliderViewStyle where Self == AutomaticCircularSliderViewStyle {
    /// The built-in look (the default).
    public static var automatic: AutomaticCircularSliderViewStyle { AutomaticCircularSliderViewStyle() }
}

extension EnvironmentValues {
    /// The view style of the circular sliders; `nil` for ``AutomaticCircularSliderViewStyle``.
    var circularSliderViewStyle: AnyViewStyle<CircularSliderViewStyleConfiguration>? {
        get { self[ViewStyleKey<CircularSliderViewStyleConfiguration>.self] }
        set { self[ViewStyleKey<CircularSliderViewStyleConfiguration>.self] = newValue }
    }
}

extension View {
    /// Sets the view style of the circular sliders (single and range) in this view, as
    /// `buttonStyle(_:)` does for buttons.
    public func circularSliderViewStyle<S: CircularSliderViewStyle>(_ style: S) -> some View {
        environment(\.circularSliderViewStyle, AnyViewStyle { AnyView(style.makeBody(configuration: $0)) })
    }
}
#endif
