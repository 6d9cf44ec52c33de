#if canImport(SwiftUI)
import RotaryControls
import SwiftUI

/// A `Slider`-shaped view's value as the core sees it: its binding read and written as `Double`
/// (whatever `BinaryFloatingPoint` type the caller binds), its range and its step.
struct EditedValue {
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

/// A range slider's value: a `ClosedRange` binding read and written as two `Double`s.
struct EditedRange {
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
