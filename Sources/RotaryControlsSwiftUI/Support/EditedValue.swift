#if canImport(SwiftUI)
import RotaryControls
import SwiftUI

/// A `Slider`-shaped view's value as the core sees it: its binding read and written as `Double`
/// (whatever ``RotarySliderValue`` number the caller binds), its range and its step. Opaque: the
/// package's initialisers make one (``RotarySliderValue/_edited(_:in:step:)``).
public struct EditedValue {
    /// Reads the binding.
    let read: () -> Double
    /// Writes the binding (converted back to the caller's type).
    let write: (Double) -> Void
    /// The range.
    let range: ClosedRange<Double>
    /// The step, or `nil` for continuous values.
    let step: Double?

    init<V>(_ value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride?)
    where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        read = { Double(value.wrappedValue) }
        write = { value.wrappedValue = V($0) }
        range = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step.map { Double($0) }
    }
}
#endif
