#if canImport(SwiftUI)
import RotaryControls
import SwiftUI

/// Everything a ``CircularSlider`` or ``CircularRangeSlider`` does beyond its value, range and
/// step: the core model's settings, set with view modifiers (`.circularSliderArc(…)`,
/// `.circularSliderLabels(…)`, …) and handed down through the environment like `controlSize`.
/// Each property means what the core's `CircularSliderModel` property of the same name means;
/// the defaults are the model's.
public struct CircularSliderOptions: Hashable, Sendable {
    /// The arc's angle in degrees (default 360, a full circle).
    public var maximumAngle: Double
    /// Where the arc starts, in degrees clockwise from 12 o'clock; `nil` puts the gap at 6 o'clock.
    public var rotationAngle: Double?
    /// The direction in which values grow (default clockwise).
    public var direction: RotationDirection
    /// The labels around the arc, evenly spread (default none). Pass localised strings.
    public var labels: [String]
    /// The number of markers, evenly spread (default 0).
    public var markerCount: Int
    /// Whether a released handle snaps to the nearest label.
    public var snapToLabels: Bool
    /// Whether a released handle snaps to the nearest marker.
    public var snapToMarkers: Bool
    /// Live magnetic detents within this many degrees of a label or marker; `nil` for none.
    public var magneticDetentDegrees: Double?
    /// How many turns the range takes, or endless (full circles only).
    public var maximumRevolutions: CircularSliderRevolutions
    /// Where a touch may start a drag (default handle only).
    public var touchPolicy: CircularSliderTouchPolicy
    /// Whether the handle is drawn (default visible); hidden makes a one-value slider a
    /// thumbless progress ring, dragged anywhere on its track (set with
    /// ``SwiftUI/View/circularSliderHandleVisibility(_:)``).
    public var handleVisibility: CircularSliderHandleVisibility
    /// Whether dragging the filled arc between two handles moves the whole range.
    public var allowsRangeDrag: Bool
    /// Whether the binding is written while dragging (default `true`) or once on release.
    public var isContinuous: Bool
    /// How close a range's handles may come, in points of arc length (default 10).
    public var minimumDistance: Double
    /// The neutral value, enabled sub-range, ticks, taper and value format (default none); set
    /// with ``SwiftUI/View/rotaryTrack(_:)``.
    public var trackConfiguration: RotaryTrackConfiguration

    /// The core model's defaults.
    public init() {
        let model = CircularSliderModel()
        maximumAngle = model.maximumAngle
        rotationAngle = model.rotationAngle
        direction = model.direction
        labels = model.labels
        markerCount = model.markerCount
        snapToLabels = model.snapToLabels
        snapToMarkers = model.snapToMarkers
        magneticDetentDegrees = model.magneticDetentDegrees
        maximumRevolutions = model.maximumRevolutions
        touchPolicy = model.touchPolicy
        handleVisibility = model.handleVisibility
        allowsRangeDrag = model.allowsRangeDrag
        isContinuous = model.isContinuous
        minimumDistance = model.minimumDistance
        trackConfiguration = model.trackConfiguration
    }

    /// Brings `model` to these options (as code, reporting nothing), touching only what differs.
    func apply(to model: inout CircularSliderModel) {
        model.update(\.maximumAngle, to: maximumAngle)
        model.update(\.rotationAngle, to: rotationAngle)
        model.update(\.direction, to: direction)
        model.update(\.labels, to: labels)
        model.update(\.markerCount, to: markerCount)
        model.update(\.snapToLabels, to: snapToLabels)
        model.update(\.snapToMarkers, to: snapToMarkers)
        model.update(\.magneticDetentDegrees, to: magneticDetentDegrees)
        model.update(\.maximumRevolutions, to: maximumRevolutions)
        model.update(\.touchPolicy, to: touchPolicy)
        model.update(\.handleVisibility, to: handleVisibility)
        model.update(\.allowsRangeDrag, to: allowsRangeDrag)
        model.update(\.isContinuous, to: isContinuous)
        model.update(\.minimumDistance, to: minimumDistance)
        model.update(\.trackConfiguration, to: trackConfiguration)
    }
}

private struct CircularSliderOptionsKey: EnvironmentKey {
    static let defaultValue = CircularSliderOptions()
}

extension EnvironmentValues {
    /// The options of the circular sliders in this environment.
    public var circularSliderOptions: CircularSliderOptions {
        get { self[CircularSliderOptionsKey.self] }
        set { self[CircularSliderOptionsKey.self] = newValue }
    }
}

extension View {
    /// Sets every option of the circular sliders in this view at once.
    public func circularSliderOptions(_ options: CircularSliderOptions) -> some View {
        environment(\.circularSliderOptions, options)
    }

    /// Lays the values along an arc of `maximumAngle` (MSCircularSlider's `maximumAngle`;
    /// default a full circle) starting at `start` clockwise from 12 o'clock (its
    /// `rotationAngle`; `nil` centres the gap at 6 o'clock; ignored for a full circle).
    public func circularSliderArc(start: Angle? = nil, maximumAngle: Angle = .degrees(360)) -> some View {
        transformEnvironment(\.circularSliderOptions) {
            $0.maximumAngle = maximumAngle.degrees
            $0.rotationAngle = start?.degrees
        }
    }

    /// Sets the direction in which the sliders' values grow.
    public func circularSliderDirection(_ direction: RotationDirection) -> some View {
        transformEnvironment(\.circularSliderOptions) { $0.direction = direction }
    }

    /// Spreads `labels` evenly along the arc (drawn at the style's label size, scaled with
    /// Dynamic Type); with `snapping`, a released handle lands on the nearest label.
    public func circularSliderLabels(_ labels: [String], snapping: Bool = false) -> some View {
        transformEnvironment(\.circularSliderOptions) {
            $0.labels = labels
            $0.snapToLabels = snapping
        }
    }

    /// Spreads `count` markers evenly along the arc; with `snapping`, a released handle lands
    /// on the nearest marker.
    public func circularSliderMarkers(_ count: Int, snapping: Bool = false) -> some View {
        transformEnvironment(\.circularSliderOptions) {
            $0.markerCount = count
            $0.snapToMarkers = snapping
        }
    }

    /// Makes labels and markers magnetic while dragging: a handle within `angle` of one sits on
    /// it, with a selection tick. `nil` turns the detents off.
    public func circularSliderMagneticDetents(within angle: Angle?) -> some View {
        transformEnvironment(\.circularSliderOptions) { $0.magneticDetentDegrees = angle?.degrees }
    }

    /// Spreads the range over several turns, or makes it endless (full circles only).
    public func circularSliderRevolutions(_ revolutions: CircularSliderRevolutions) -> some View {
        transformEnvironment(\.circularSliderOptions) { $0.maximumRevolutions = revolutions }
    }

    /// Sets where a touch may start a drag.
    public func circularSliderTouchPolicy(_ policy: CircularSliderTouchPolicy) -> some View {
        transformEnvironment(\.circularSliderOptions) { $0.touchPolicy = policy }
    }

    /// Shows or hides the handle of the circular sliders in this view, as `sliderThumbVisibility(_:)`
    /// does for `Slider`: `.hidden` is the thumbless style — the filled track is a progress ring,
    /// and a touch anywhere on the track moves the value there and drags it, whatever the touch
    /// policy; keys, the Digital Crown and VoiceOver work as with a handle. `.automatic` and
    /// `.visible` draw the handle (the default). A ``CircularRangeSlider`` keeps its two handles.
    ///
    /// ```swift
    /// CircularSlider(value: $progress, in: 0...1)
    ///     .circularSliderHandleVisibility(.hidden)
    /// ```
    public func circularSliderHandleVisibility(_ visibility: Visibility) -> some View {
        transformEnvironment(\.circularSliderOptions) {
            $0.handleVisibility = visibility == .hidden ? .hidden : .visible
        }
    }

    /// Lets a drag on the filled arc between two handles move the whole range.
    public func circularSliderRangeDrag(_ isEnabled: Bool = true) -> some View {
        transformEnvironment(\.circularSliderOptions) { $0.allowsRangeDrag = isEnabled }
    }

    /// Keeps a range's handles at least `distance` points of arc length apart (MSCircularSlider's
    /// `minimumHandlesDistance`; default 10).
    public func circularSliderMinimumDistance(_ distance: Double) -> some View {
        transformEnvironment(\.circularSliderOptions) { $0.minimumDistance = distance }
    }

    /// Whether the bindings are written while dragging (`true`, the default) or once on release.
    public func circularSliderContinuousUpdates(_ isContinuous: Bool) -> some View {
        transformEnvironment(\.circularSliderOptions) { $0.isContinuous = isContinuous }
    }

    /// Draws `image` (an SF Symbol, a `UIImage`, an asset) as `handle` instead of the dot, the
    /// handle's size; with `rotates`, turned with the handle's angle. `nil` restores the dot.
    public func circularSliderHandleImage(
        _ image: Image?, for handle: CircularSliderHandle = .first,
        rotates: Bool = false
    ) -> some View {
        let reference = ImageReference(name: "RotaryControlsSwiftUI.handle." + handle.rawValue)
        return transformEnvironment(\.circularSliderStyle) { style in
            if handle == .first {
                style.firstHandle.image = image == nil ? nil : reference
                style.firstHandle.isRotatable = rotates
            } else {
                style.secondHandle.image = image == nil ? nil : reference
                style.secondHandle.isRotatable = rotates
            }
        }
        .transformEnvironment(\.rotaryImages) { $0[reference] = image }
    }
}
#endif
