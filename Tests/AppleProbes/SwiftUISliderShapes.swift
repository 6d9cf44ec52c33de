// Every initialiser shape of `Slider`, on the circular slider, the range slider and the knob,
// written as a SwiftUI user writes `Slider`: Double, Float and CGFloat bindings, a
// LocalizedStringKey, a String title, label builders and a ClosedRange binding.
import RotaryControlsSwiftUI
import SwiftUI

struct SliderShapes: View {
    @State private var volume = 60.0
    @State private var speed: Float = 0.5
    @State private var width: CGFloat = 12
    @State private var hours = 9.0...17.0
    @State private var band: ClosedRange<Float> = 0.2...0.6
    @State private var gain = 0.5
    @State private var span: ClosedRange<CGFloat> = 4...12
    @State private var level: Float16 = 0.25
    let name = "Balance"

    var body: some View {
        VStack {
            // value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:
            CircularSlider(value: $volume, in: 0...100, step: 5) {
                Text("Volume")
            } minimumValueLabel: {
                Image(systemName: "speaker")
            } maximumValueLabel: {
                Image(systemName: "speaker.wave.3")
            } onEditingChanged: { editing in
                print(editing)
            }
            // value:in:label:minimumValueLabel:maximumValueLabel: (continuous)
            CircularSlider(value: $speed, in: 0...1) {
                Text("Speed")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("1")
            }
            // value:in:step:label:onEditingChanged:
            CircularSlider(value: $width, in: 1...40, step: 1) {
                Label("Width", systemImage: "lineweight")
            } onEditingChanged: {
                print($0)
            }
            // value:in:label: (Float, continuous)
            CircularSlider(value: $speed) { Text("Speed") }
            // value:in:onEditingChanged: and value:in:step:
            CircularSlider(value: $speed, in: 0...2) { print($0) }
            CircularSlider(value: $volume, in: 0...100, step: 10)
            // LocalizedStringKey, continuous and stepped
            CircularSlider("Volume", value: $volume, in: 0...100)
            CircularSlider("Volume", value: $speed, in: 0...1, step: 0.1) { editing in print(editing) }
            // StringProtocol title (a String variable, a Substring)
            CircularSlider(name, value: $volume, in: 0...100)
            CircularSlider(name.prefix(3), value: $width, in: 0...40, step: 2)

            // The range slider on ClosedRange bindings, every shape.
            CircularRangeSlider(value: $hours, in: 0...24, step: 0.25) {
                Text("Opening hours")
            } minimumValueLabel: {
                Text("0h")
            } maximumValueLabel: {
                Text("24h")
            } onEditingChanged: {
                print($0)
            }
            CircularRangeSlider(value: $band) { Text("Band") }
            CircularRangeSlider(value: $band, in: 0...1, step: 0.05)
            CircularRangeSlider("Opening hours", value: $hours, in: 0...24, step: 0.5)
            CircularRangeSlider(name, value: $band)
            CircularRangeSlider(value: $span, in: 0...40, step: 2) { print($0) }

            // The knob, every shape.
            RotaryKnob(value: $gain, in: 0...1, step: 0.1) {
                Text("Gain")
            } minimumValueLabel: {
                Text("−")
            } maximumValueLabel: {
                Text("+")
            }
            RotaryKnob(value: $speed) {
                Text("Speed")
            } onEditingChanged: {
                print($0)
            }
            RotaryKnob(value: $gain, in: 0...1)
            RotaryKnob("Gain", value: $gain)
            RotaryKnob("Gain", value: $speed, in: 0...1, step: 0.25) { print($0) }
            RotaryKnob(name, value: $width, in: 0...40)
            // A number type the package does not conform, conformed by the app; a generic view.
            LabeledKnob(title: "Level", value: $level, bounds: 0...1)
            LabeledKnob(title: "Width", value: $width, bounds: 1...40)
        }
        .controlSize(.small)
        .tint(.orange)
        .disabled(false)
        .dynamicTypeSize(.xxLarge)
    }
}

// The one-line conformance the documentation of `RotarySliderValue` shows (an app's own
// conformance of a standard type is retroactive by nature).
// swift-format-ignore: AvoidRetroactiveConformances
extension Float16: @retroactive RotarySliderValue {
    public typealias Number = Float16
    public typealias Edited = EditedValue
}

/// A view of the app's own over any number a knob binds.
struct LabeledKnob<V: RotarySliderValue>: View where V.Edited == EditedValue {
    let title: String
    @Binding var value: V
    let bounds: ClosedRange<V.Number>

    var body: some View {
        RotaryKnob(title, value: $value, in: bounds)
    }
}
