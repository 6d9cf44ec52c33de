#if canImport(SwiftUI)
import RotaryControls
import SwiftUI

/// A value a `Slider`-shaped view of this package binds (see ``SliderShapedControl``): a number
/// for ``CircularSlider`` and ``RotaryKnob`` — `Double`, `Float` and `CGFloat` conform — or a
/// `ClosedRange` of such numbers for ``CircularRangeSlider``.
///
/// Where SwiftUI's `Slider` takes any `BinaryFloatingPoint`, these views take the numbers that
/// conform. Another `BinaryFloatingPoint` type (`Float16`, a type of your own) conforms with one
/// line, everything else is provided:
///
/// ```swift
/// extension Float16: @retroactive RotarySliderValue {
///     public typealias Number = Float16
///     public typealias Edited = EditedValue
/// }
/// ```
public protocol RotarySliderValue {
    /// The number type of the value and of the bounds it lies in.
    associatedtype Number: BinaryFloatingPoint where Number.Stride: BinaryFloatingPoint
    /// How a view keeps the binding: ``EditedValue`` for a number, ``EditedRange`` for a range.
    associatedtype Edited
    /// Wraps `binding` for a view, in `bounds`, on multiples of `step` from the lower bound
    /// (`nil`: continuous). Called by the package's initialisers only.
    static func _edited(_ binding: Binding<Self>, in bounds: ClosedRange<Number>, step: Number.Stride?) -> Edited
}

extension RotarySliderValue where Self: BinaryFloatingPoint, Self.Stride: BinaryFloatingPoint, Number == Self {
    /// A number's binding, read and written as `Double`.
    public static func _edited(_ binding: Binding<Self>, in bounds: ClosedRange<Self>, step: Self.Stride?)
        -> EditedValue
    {
        EditedValue(binding, in: bounds, step: step)
    }
}

extension Double: RotarySliderValue {
    /// `Double` itself.
    public typealias Number = Double
    /// One value.
    public typealias Edited = EditedValue
}

extension Float: RotarySliderValue {
    /// `Float` itself.
    public typealias Number = Float
    /// One value.
    public typealias Edited = EditedValue
}

extension CGFloat: RotarySliderValue {
    /// `CGFloat` itself.
    public typealias Number = CGFloat
    /// One value.
    public typealias Edited = EditedValue
}

extension ClosedRange: RotarySliderValue where Bound: BinaryFloatingPoint, Bound.Stride: BinaryFloatingPoint {
    /// The bounds' type.
    public typealias Number = Bound
    /// A range: two handles.
    public typealias Edited = EditedRange

    /// A range's binding, read and written as two `Double`s.
    public static func _edited(
        _ binding: Binding<ClosedRange<Bound>>, in bounds: ClosedRange<Bound>,
        step: Bound.Stride?
    ) -> EditedRange {
        EditedRange(binding, in: bounds, step: step)
    }
}
#endif
