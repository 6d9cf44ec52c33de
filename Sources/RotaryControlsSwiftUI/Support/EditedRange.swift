#if canImport(SwiftUI)
import RotaryControls
import SwiftUI

/// A range slider's value as the core sees it: a `ClosedRange` binding read and written as two
/// `Double`s, its range and its step. Opaque: the package's initialisers make one
/// (``RotarySliderValue/_edited(_:in:step:)``).
public struct EditedRange {
    /// Reads the binding's bounds.
    let read: () -> (lower: Double, upper: Double)
    /// Writes the binding (the smaller value as the lower bound).
    let write: (Double, Double) -> Void
    /// The range the values lie in.
    let range: ClosedRange<Double>
    /// The step, or `nil` for continuous values.
    let step: Double?

    init<V>(_ value: Binding<ClosedRange<V>>, in bounds: ClosedRange<V>, step: V.Stride?)
    where V: BinaryFloatingPoint, V.Stride: BinaryFloatingPoint {
        read = { (Double(value.wrappedValue.lowerBound), Double(value.wrappedValue.upperBound)) }
        write = { first, second in
            let lower = V(Swift.min(first, second))
            let upper = V(Swift.max(first, second))
            value.wrappedValue = lower...upper
        }
        range = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step.map { Double($0) }
    }
}
#endif
