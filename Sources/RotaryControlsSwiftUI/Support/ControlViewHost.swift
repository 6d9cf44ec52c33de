#if canImport(SwiftUI)
import Combine
import RotaryControls
import SwiftUI

/// The state a ``ControlView`` keeps across updates: the core's ``ControlDriver`` (the model and
/// its reused event queue) and the echoes of the values last written to the bindings. An object,
/// made once per view identity (`StateObject`'s initialiser runs its argument once), so that a
/// parent's update never builds a throw-away model.
@MainActor
final class ControlViewHost<Model: ControlModel>: ObservableObject {
    /// The driver; changed through ``ControlView``'s `update`, which announces each change.
    var driver: ControlDriver<Model>
    /// The bindings' values as read back after the user's last change (see ``BoundEchoes``).
    var echoes = BoundEchoes()

    init(model: Model) {
        driver = ControlDriver(model: model)
    }
}

/// The values a control's bindings hold, as read back right after the user's change was written:
/// a binding that does not round-trip (`Float`, a rounding custom binding) gives back another value,
/// which must not come back to the model as a change made in code.
struct BoundValues {
    /// The first (or only) value.
    var first: Double?
    /// A range's second value.
    var second: Double?
}

/// The echo of each bound value (the core's ``BindingEcho``).
struct BoundEchoes {
    var first = BindingEcho<Double>()
    var second = BindingEcho<Double>()

    /// Records the values read back after the user's change was written.
    mutating func wrote(_ readBack: BoundValues) {
        if let value = readBack.first { first.wrote(value, readBack: value) }
        if let value = readBack.second { second.wrote(value, readBack: value) }
    }
}
#endif
