// MSCircularSlider's own example — a 300° arc, value 60 of 0…100, its colours, labels 1–5 that
// the handle snaps to — written in SwiftUI.
import RotaryControlsSwiftUI
import SwiftUI

struct MSCircularSliderExample: View {
    @State private var value = 60.0

    var body: some View {
        CircularSlider("Level", value: $value, in: 0...100) { editing in
            if !editing { print("released at \(value) (after snapping)") }
        }
        .circularSliderArc(maximumAngle: .degrees(300))
        .circularSliderLabels(["1", "2", "3", "4", "5"], snapping: true)
        .circularSliderStyle(
            CircularSliderStyle(
                filledPaint: .color(DrawingColor(red: 127 / 255.0, green: 168 / 255.0, blue: 198 / 255.0)),
                unfilledPaint: .color(DrawingColor(red: 80 / 255.0, green: 148 / 255.0, blue: 95 / 255.0)),
                firstHandle: CircularSliderHandleStyle(
                    paint: .color(
                        DrawingColor(
                            red: 35 / 255.0, green: 69 / 255.0,
                            blue: 96 / 255.0))))
        )
        .frame(width: 400, height: 400)
    }
}
