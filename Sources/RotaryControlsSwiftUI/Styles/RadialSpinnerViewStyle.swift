#if canImport(SwiftUI)
import RotaryControls
internal import RotaryControlsCoreGraphics
import SwiftUI

/// How ``RadialSpinner`` views look: a protocol whose ``makeBody(configuration:)`` makes the
/// spinner's face from the core's layout. Set it with ``SwiftUI/View/radialSpinnerViewStyle(_:)``;
/// the core's `RadialSpinnerStyle` metrics are set apart, with
/// ``SwiftUI/View/radialSpinnerStyle(_:)``.
@MainActor public protocol RadialSpinnerViewStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// The properties of a spinner being drawn.
    typealias Configuration = RadialSpinnerViewStyleConfiguration
    /// Makes the face of a spinner from its configuration.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``RadialSpinnerViewStyle`` is given: the selection, the core's layout (the centre and,
/// while open, where each visible item's spoke sits), the state and the built-in picture.
public struct RadialSpinnerViewStyleConfiguration {
    /// One item's place on the open ring.
    public struct Spoke: Identifiable {
        /// The item's index.
        public let index: Int
        /// The item.
        public let item: SpinnerItem
        /// The centre of its icon, in the control's coordinates.
        public let position: CGPoint
        /// Its angle, clockwise from 12 o'clock (the selection sits at 0 at rest).
        public let angle: Angle
        /// The slot on the ring (the item's index plus whole turns of the list): unique among the
        /// visible spokes, as their identity.
        public let id: Int
    }

    /// The core model as it stands (bounds, style, items and every setting included).
    public let model: RadialSpinnerModel
    /// The centre, ring and icon radii.
    public let layout: RadialSpinnerLayout
    /// The visible items' spokes while the ring is open, where the core draws them (empty when
    /// closed or showing the picker). With more items than ``RadialSpinnerLayout/visibleSpokeCount``
    /// the window of slots around the top (an item may then appear twice near the bottom).
    public let spokes: [Spoke]
    /// Whether the spinner is open.
    public let isOpen: Bool
    /// Whether a finger is on the spinner.
    public let isPressed: Bool
    /// Whether the spinner takes input (`.disabled(_:)`).
    public let isEnabled: Bool
    /// The built-in look.
    public let drawing: DrawingCanvas

    /// The selected index, `nil` when no item is enabled.
    public var selectedIndex: Int? { model.selectedIndex }
    /// The spinner's centre.
    public var center: CGPoint { layout.center.cgPoint }

    /// The configuration of `model`.
    @MainActor init(model: RadialSpinnerModel, renderer: GraphicsContextRenderer) {
        self.model = model
        let layout = model.layout
        self.layout = layout
        var spokes: [Spoke] = []
        if model.isOpen, !model.isShowingPicker, !model.isEmpty {
            // As the core's drawing places them: each item's nearest copy when all fit, else the
            // window of slots around the top.
            let count = model.count
            let visible = layout.visibleSpokeCount
            var offsets: [(index: Int, slot: Int, offset: Double)] = []
            if count <= visible {
                for index in 0..<count {
                    let turns = ((model.ringPosition - Double(index)) / Double(count)).rounded()
                    let slot = index + Int(turns) * count
                    offsets.append((index, slot, Double(slot) - model.ringPosition))
                }
            } else {
                let base = Int(model.ringPosition.rounded())
                for slot in (base - visible / 2)...(base + visible / 2) {
                    offsets.append((model.wrapped(slot), slot, Double(slot) - model.ringPosition))
                }
            }
            for (index, slot, offset) in offsets {
                let bearing = Bearing(radians: offset * layout.spokeSpacing.radians)
                spokes.append(
                    Spoke(
                        index: index, item: model.items[index],
                        position: layout.spokeCenter(at: bearing).cgPoint, angle: bearing.angle, id: slot))
            }
        }
        self.spokes = spokes
        isOpen = model.isOpen
        isPressed = model.isTracking
        isEnabled = model.isEnabled
        drawing = DrawingCanvas(model.drawing(), renderer: renderer)
    }
}

/// The built-in look: the core's drawing.
public struct AutomaticRadialSpinnerViewStyle: RadialSpinnerViewStyle {
    /// Creates the built-in style.
    public init() {}

    /// The core's drawing.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.drawing
    }
}

extension RadialSpinnerViewStyle where Self == AutomaticRadialSpinnerViewStyle {
    /// The built-in look (the default).
    public static var automatic: AutomaticRadialSpinnerViewStyle { AutomaticRadialSpinnerViewStyle() }
}

extension EnvironmentValues {
    /// The view style of the radial spinners; `nil` for ``AutomaticRadialSpinnerViewStyle``.
    var radialSpinnerViewStyle: AnyViewStyle<RadialSpinnerViewStyleConfiguration>? {
        get { self[ViewStyleKey<RadialSpinnerViewStyleConfiguration>.self] }
        set { self[ViewStyleKey<RadialSpinnerViewStyleConfiguration>.self] = newValue }
    }
}

extension View {
    /// Sets the view style of the radial spinners in this view.
    public func radialSpinnerViewStyle<S: RadialSpinnerViewStyle>(_ style: S) -> some View {
        environment(\.radialSpinnerViewStyle, AnyViewStyle { AnyView(style.makeBody(configuration: $0)) })
    }
}
#endif
