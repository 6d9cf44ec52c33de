#if canImport(SwiftUI)
import RotaryControls
internal import RotaryControlsCoreGraphics
import SwiftUI

/// How ``RotaryKnob`` views look: a protocol whose ``makeBody(configuration:)`` makes the knob's
/// face from the core's layout. Set it with ``SwiftUI/View/rotaryKnobViewStyle(_:)``; the core's
/// `RotaryKnobStyle` metrics are set apart, with ``SwiftUI/View/rotaryKnobStyle(_:)``.
///
/// ```swift
/// struct DialKnob: RotaryKnobViewStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Image(systemName: "dial.medium.fill")
///             .resizable()
///             .scaledToFit()
///             .rotationEffect(configuration.pointerAngle)
///             .opacity(configuration.isEnabled ? 1 : 0.4)
///     }
/// }
/// ```
@MainActor public protocol RotaryKnobViewStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// The properties of a knob being drawn.
    typealias Configuration = RotaryKnobViewStyleConfiguration
    /// Makes the face of a knob from its configuration.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``RotaryKnobViewStyle`` is given: the value, the core's layout and pointer angle, the
/// state, the caller's labels and the built-in picture.
public struct RotaryKnobViewStyleConfiguration {
    /// The core model as it stands (bounds, style and every setting included).
    public let model: RotaryKnobModel
    /// The knob's centre and radius.
    public let layout: RotaryKnobLayout
    /// How far the pointer is turned from 12 o'clock (negative: counter-clockwise), for the value
    /// shown (it moves through an animated reset).
    public let pointerAngle: Angle
    /// Where the value sits along the arc, `0...1` (the shown value).
    public let fraction: Double
    /// Whether a finger is turning the knob.
    public let isPressed: Bool
    /// Whether the knob takes input (`.disabled(_:)`).
    public let isEnabled: Bool
    /// The caller's `label` (VoiceOver's name for the knob; not drawn by the default style).
    public let label: AnyView
    /// The caller's `minimumValueLabel`, or an empty view.
    public let minimumValueLabel: AnyView
    /// The caller's `maximumValueLabel`, or an empty view.
    public let maximumValueLabel: AnyView
    /// The built-in look.
    public let drawing: DrawingCanvas

    /// The value.
    public var value: Double { model.value }
    /// The values' range.
    public var range: ClosedRange<Double> { model.minimumValue...model.maximumValue }
    /// The knob's centre.
    public var center: CGPoint { layout.center.cgPoint }
    /// The knob's radius.
    public var radius: CGFloat { layout.radius }

    /// The configuration of `model` with the caller's labels.
    @MainActor init(model: RotaryKnobModel, renderer: GraphicsContextRenderer, labels: FaceLabels) {
        self.model = model
        layout = model.layout
        pointerAngle = .radians(model.pointerRotation.radians)
        let span = model.maximumValue - model.minimumValue
        fraction = span > 0 ? min(max((model.displayedValue - model.minimumValue) / span, 0), 1) : 0
        isPressed = model.isHighlighted
        isEnabled = model.isEnabled
        label = labels.label
        minimumValueLabel = labels.minimumValueLabel
        maximumValueLabel = labels.maximumValueLabel
        drawing = DrawingCanvas(model.drawing(), renderer: renderer)
    }
}

/// The built-in look: the core's drawing, with the minimum and maximum value labels below the
/// ends of the arc.
public struct AutomaticRotaryKnobViewStyle: RotaryKnobViewStyle {
    /// Creates the built-in style.
    public init() {}

    /// The core's drawing and the value labels.
    public func makeBody(configuration: Configuration) -> some View {
        ZStack(alignment: .bottom) {
            configuration.drawing
            HStack {
                configuration.minimumValueLabel
                Spacer(minLength: 0)
                configuration.maximumValueLabel
            }
            .font(.caption)
            .foregroundColor(.secondary)
        }
    }
}

extension RotaryKnobViewStyle where Self == AutomaticRotaryKnobViewStyle {
    /// The built-in look (the default).
    public static var automatic: AutomaticRotaryKnobViewStyle { AutomaticRotaryKnobViewStyle() }
}

extension EnvironmentValues {
    /// The view style of the rotary knobs; `nil` for ``AutomaticRotaryKnobViewStyle``.
    var rotaryKnobViewStyle: AnyViewStyle<RotaryKnobViewStyleConfiguration>? {
        get { self[ViewStyleKey<RotaryKnobViewStyleConfiguration>.self] }
        set { self[ViewStyleKey<RotaryKnobViewStyleConfiguration>.self] = newValue }
    }
}

extension View {
    /// Sets the view style of the rotary knobs in this view.
    public func rotaryKnobViewStyle<S: RotaryKnobViewStyle>(_ style: S) -> some View {
        environment(\.rotaryKnobViewStyle, AnyViewStyle { AnyView(style.makeBody(configuration: $0)) })
    }
}
#endif
