#if canImport(SwiftUI)
import RotaryControls

extension ControlModel {
    /// Sets the property at `keyPath` to `value` unless it already has that value, so that an
    /// option that did not change never runs the model's setter (no relayout, no reset of what
    /// the user is doing). The views' options are applied this way on every change of inputs.
    mutating func update<Value: Equatable>(_ keyPath: WritableKeyPath<Self, Value>, to value: Value) {
        if self[keyPath: keyPath] != value { self[keyPath: keyPath] = value }
    }
}
#endif
