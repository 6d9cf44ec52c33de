#if canImport(SwiftUI)
import RotaryControls
import SwiftUI

/// Everything a ``RadialSpinner`` does beyond its items and selection: the core model's
/// settings, set with view modifiers (`.radialSpinnerMode(…)`, `.radialSpinnerRing(…)`, …) and
/// handed down through the environment. Each property means what the core's
/// `RadialSpinnerModel` property of the same name means; the defaults are the model's
/// (RVS_Spinner's).
public struct RadialSpinnerOptions: Hashable, Sendable {
    /// The ring, the picker wheel, or either by the number of items (default automatic).
    public var mode: RadialSpinnerMode
    /// The number of items from which the automatic mode opens the picker (default 15).
    public var threshold: Int
    /// Whether the spinner asks for clicks (default `true`; play them in `onFeedback`).
    public var isSoundOn: Bool
    /// Whether the spinner plays haptics (default `true`).
    public var isHapticsOn: Bool
    /// The open ring's radius; `nil` (the default) for the distance to the frame's nearest edge.
    public var radius: Double?
    /// The most spokes the ring shows at once (default 40).
    public var maximumVisibleSpokes: Int
    /// The decay time of a fling's coast in seconds (default 1).
    public var flingTimeConstant: Double
    /// The icon shown in the closed centre; `nil` (the default) shows the selected item's.
    public var closedIcon: ImageReference?
    /// Whether the spinner asks before it closes (default `false`); set by
    /// ``SwiftUI/View/radialSpinnerShouldClose(_:)``, which gives the answer.
    public var asksBeforeClosing: Bool
    /// A prize wheel's odds (default `nil`: flings land where their physics takes them); set
    /// with ``SwiftUI/View/radialSpinnerWeights(_:rules:state:)``.
    public var weightedLanding: SpinnerWeightedLanding?
    /// The items' relative slice widths (default empty: equal slices); set with
    /// ``SwiftUI/View/radialSpinnerSliceSizes(_:)``.
    public var sliceSizes: [Double]

    /// The core model's defaults.
    public init() {
        let model = RadialSpinnerModel()
        mode = model.mode
        threshold = model.threshold
        isSoundOn = model.isSoundOn
        isHapticsOn = model.isHapticsOn
        radius = model.radius
        maximumVisibleSpokes = model.maximumVisibleSpokes
        flingTimeConstant = model.flingTimeConstant
        closedIcon = model.closedIcon
        asksBeforeClosing = model.asksBeforeClosing
        weightedLanding = model.weightedLanding
        sliceSizes = model.sliceSizes
    }

    /// Brings `model` to these options (as code, reporting nothing), touching only what differs.
    func apply(to model: inout RadialSpinnerModel) {
        model.update(\.mode, to: mode)
        model.update(\.threshold, to: threshold)
        model.update(\.isSoundOn, to: isSoundOn)
        model.update(\.isHapticsOn, to: isHapticsOn)
        model.update(\.radius, to: radius)
        model.update(\.maximumVisibleSpokes, to: maximumVisibleSpokes)
        model.update(\.flingTimeConstant, to: flingTimeConstant)
        model.update(\.closedIcon, to: closedIcon)
        model.update(\.asksBeforeClosing, to: asksBeforeClosing)
        model.update(\.sliceSizes, to: sliceSizes)
        applyWeightedLanding(to: &model)
    }

    /// Sets the landing rule when its weights or rules changed, or it came or went. The model's
    /// generator advances with each spin, so an unchanged rule keeps the model's generator:
    /// re-applying the options' starting state would draw the same outcome every time.
    private func applyWeightedLanding(to model: inout RadialSpinnerModel) {
        let current = model.weightedLanding
        guard
            current?.weights != weightedLanding?.weights || current?.rules != weightedLanding?.rules
                || (current == nil) != (weightedLanding == nil)
        else { return }
        model.weightedLanding = weightedLanding
    }
}

/// A prize-wheel spin asked of a ``RadialSpinner`` (the core's `spin(to:turns:duration:)`): the
/// ring turns `turns` whole turns (negative: counter-clockwise) and lands on the item at `index`
/// in `duration` seconds.
public struct RadialSpinnerSpin: Hashable, Sendable {
    /// The index of the item to land on.
    public var index: Int
    /// Whole turns before landing (default 3).
    public var turns: Int
    /// Seconds from start to rest (default 4).
    public var duration: Double

    /// Creates a spin request.
    public init(to index: Int, turns: Int = 3, duration: Double = RadialSpinnerModel.defaultSpinDuration) {
        self.index = index
        self.turns = turns
        self.duration = duration
    }
}

private struct RadialSpinnerOptionsKey: EnvironmentKey {
    static let defaultValue = RadialSpinnerOptions()
}

private struct RadialSpinnerShouldCloseKey: EnvironmentKey {
    static var defaultValue: (@MainActor (Int?) -> Bool)? { nil }
}

private struct RadialSpinnerSpinKey: EnvironmentKey {
    static var defaultValue: Binding<RadialSpinnerSpin?>? { nil }
}

extension EnvironmentValues {
    /// The options of the radial spinners in this environment.
    public var radialSpinnerOptions: RadialSpinnerOptions {
        get { self[RadialSpinnerOptionsKey.self] }
        set { self[RadialSpinnerOptionsKey.self] = newValue }
    }

    /// What the radial spinners in this environment ask before closing.
    var radialSpinnerShouldClose: (@MainActor (Int?) -> Bool)? {
        get { self[RadialSpinnerShouldCloseKey.self] }
        set { self[RadialSpinnerShouldCloseKey.self] = newValue }
    }

    /// Where the radial spinners in this environment take spin requests from.
    var radialSpinnerSpin: Binding<RadialSpinnerSpin?>? {
        get { self[RadialSpinnerSpinKey.self] }
        set { self[RadialSpinnerSpinKey.self] = newValue }
    }
}

extension View {
    /// Sets every option of the radial spinners in this view at once.
    public func radialSpinnerOptions(_ options: RadialSpinnerOptions) -> some View {
        environment(\.radialSpinnerOptions, options)
    }

    /// Opens the spinners as the ring, the picker wheel, or (`.automatic`) the picker from
    /// `threshold` items on (RVS_Spinner's `spinnerMode` and threshold).
    public func radialSpinnerMode(_ mode: RadialSpinnerMode, threshold: Int = 15) -> some View {
        transformEnvironment(\.radialSpinnerOptions) {
            $0.mode = mode
            $0.threshold = threshold
        }
    }

    /// Sets the open ring's radius (`nil`: to the frame's nearest edge) and the most spokes it
    /// shows at once.
    public func radialSpinnerRing(radius: Double? = nil, maximumVisibleSpokes: Int = 40) -> some View {
        transformEnvironment(\.radialSpinnerOptions) {
            $0.radius = radius
            $0.maximumVisibleSpokes = maximumVisibleSpokes
        }
    }

    /// Asks `shouldClose` before a spinner closes at the user's tap on its centre, Escape or a
    /// tap outside the ring (RVS_Spinner's `willClose`): it is given the selected index and
    /// answers whether to close; `false` keeps the spinner open. Closing in code never asks.
    ///
    /// ```swift
    /// RadialSpinner("Drink", items: drinks, selection: $drink)
    ///     .radialSpinnerShouldClose { index in index != nil }
    /// ```
    public func radialSpinnerShouldClose(_ shouldClose: @escaping @MainActor (Int?) -> Bool) -> some View {
        transformEnvironment(\.radialSpinnerOptions) { $0.asksBeforeClosing = true }
            .environment(\.radialSpinnerShouldClose, shouldClose)
    }

    /// Sets how long a fling coasts (its decay time in seconds).
    public func radialSpinnerFling(timeConstant: Double) -> some View {
        transformEnvironment(\.radialSpinnerOptions) { $0.flingTimeConstant = timeConstant }
    }

    /// Turns the spinners' clicks (`sound`, handed to `onFeedback`) and haptics on or off.
    public func radialSpinnerFeedback(sound: Bool = true, haptics: Bool = true) -> some View {
        transformEnvironment(\.radialSpinnerOptions) {
            $0.isSoundOn = sound
            $0.isHapticsOn = haptics
        }
    }

    /// Shows `image` in the closed spinners' centre instead of the selected item's icon (`nil`:
    /// the selected item's).
    public func radialSpinnerClosedIcon(_ image: Image?) -> some View {
        let reference = ImageReference(name: "RotaryControlsSwiftUI.spinner.closedIcon")
        return transformEnvironment(\.radialSpinnerOptions) { $0.closedIcon = image == nil ? nil : reference }
            .transformEnvironment(\.rotaryImages) { $0[reference] = image }
    }

    /// Makes the spinners prize wheels with the app's odds: a fling worth `rules`' minimum turns
    /// lands on an item drawn by `weights` (one per item, in item order; disabled items and
    /// items past the end weigh 0), a shorter one settles back. The draws come from a
    /// generator started once from `state` — the same state gives the same outcomes (tests,
    /// replays); pass `UInt64.random(in: .min ... .max)` from a `@State` for fresh ones. The
    /// generator moves on with each spin; changing the weights or the rules starts it again
    /// from `state`. `nil` weights turn the odds off.
    ///
    /// ```swift
    /// @State private var state = UInt64.random(in: .min ... .max)
    /// …
    /// RadialSpinner("Prize", items: prizes, selection: $prize)
    ///     .radialSpinnerWeights([5, 3, 1, 1], rules: SpinRules(minimumTurns: 2), state: state)
    /// ```
    public func radialSpinnerWeights(_ weights: [Double]?, rules: SpinRules = SpinRules(), state: UInt64) -> some View {
        transformEnvironment(\.radialSpinnerOptions) {
            $0.weightedLanding = weights.map {
                SpinnerWeightedLanding(weights: $0, rules: rules, random: SplitMixRandomNumberGenerator(state: state))
            }
        }
    }

    /// Gives the items slices of unequal widths, in item order (`[2, 1, 1]`: the first item
    /// takes half the ring); empty (the default) gives equal slices. Items past the end, and
    /// sizes that are NaN, infinite, zero or negative, count as 1. The sizes apply while the ring
    /// shows every item.
    public func radialSpinnerSliceSizes(_ sizes: [Double]) -> some View {
        transformEnvironment(\.radialSpinnerOptions) { $0.sliceSizes = sizes }
    }

    /// Spins the spinners in this view whenever `request` is set: the ring turns and lands on
    /// the requested item (a change in code: the selection binding is written when it lands),
    /// then `request` is set back to `nil`. A request the spinner cannot honour (a disabled
    /// item, an open picker, a finger down) is dropped the same way.
    ///
    /// ```swift
    /// @State private var spin: RadialSpinnerSpin?
    /// …
    /// RadialSpinner("Prize", items: prizes, selection: $prize)
    ///     .radialSpinnerSpin($spin)
    /// Button("Spin") { spin = RadialSpinnerSpin(to: Int.random(in: 0..<prizes.count)) }
    /// ```
    public func radialSpinnerSpin(_ request: Binding<RadialSpinnerSpin?>) -> some View {
        environment(\.radialSpinnerSpin, request)
    }
}
#endif
