#if canImport(SwiftUI) && DEBUG
import RotaryControls
import SwiftUI

/// Xcode previews of the four views (`PreviewProvider`, which works with the package's iOS 15 /
/// macOS 12 minimum).
struct RotaryControlsPreviews: PreviewProvider {
    private struct Demo: View {
        @State private var value = 60.0
        @State private var start = 9.0
        @State private var end = 17.0
        @State private var gain = 0.5
        @State private var drink = 0

        var body: some View {
            VStack {
                CircularSlider("Value", value: $value, in: 0...100)
                CircularRangeSlider("Opening hours", firstValue: $start, secondValue: $end, in: 0...24, step: 0.25)
                RotaryKnob("Gain", value: $gain)
                RadialSpinner("Drink", items: [
                    SpinnerItem(icon: "tea", title: "Tea"),
                    SpinnerItem(icon: "coffee", title: "Coffee"),
                    SpinnerItem(icon: "water", title: "Water"),
                ], selection: $drink)
                Text("\(Int(value)) · \(start, specifier: "%.2f")–\(end, specifier: "%.2f") · \(gain, specifier: "%.2f")")
            }
        }
    }

    static var previews: some View {
        Demo()
    }
}
#endif
