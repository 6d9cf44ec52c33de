// Every core setting of the slider and the knob, reached by view modifiers.
import RotaryControlsSwiftUI
import SwiftUI

struct EveryOption: View {
    @State private var minutes = 90.0
    @State private var angle = 0.0
    @State private var window = 8.0...18.0
    @State private var pan = 0.0
    @State private var volume: Float = 0.3

    var body: some View {
        VStack {
            CircularSlider("Timer", value: $minutes, in: 0...120, step: 1)
                .circularSliderRevolutions(.turns(2)) // two turns for two hours
                .circularSliderMarkers(12, snapping: true)
                .circularSliderMagneticDetents(within: .degrees(4))
                .circularSliderTouchPolicy(.handleOrTrack)
                .circularSliderContinuousUpdates(false)
            CircularSlider("Heading", value: $angle, in: 0...360)
                .circularSliderRevolutions(.endless)
                .circularSliderDirection(.counterClockwise)
                .circularSliderHandleVisibility(.hidden) // thumbless: a ring dragged anywhere
            CircularRangeSlider("Window", value: $window, in: 0...24)
                .circularSliderArc(start: .degrees(-120), maximumAngle: .degrees(240))
                .circularSliderRangeDrag()
                .circularSliderMinimumDistance(24)
                .circularSliderHandleImage(Image(systemName: "moon.fill"), for: .second, rotates: true)
            RotaryKnob("Pan", value: $pan, in: -1...1)
                .rotaryKnobDefaultValue(0, resetsOnDoubleTap: true)
                .rotaryKnobDragStyle(.vertical, distance: 150, scaling: 0.5)
                .rotaryKnobFineAdjustment(distance: 60)
                .rotaryKnobArc(maximumAngle: .degrees(300))
                .rotaryKnobDetents(perTurn: 24)
                .rotaryKnobContinuousUpdates(true)
            RotaryKnob("Volume", value: $volume)
                .rotaryKnobEndless()
                .rotaryKnobStyle(RotaryKnobStyle(tickCount: 11))
        }
        .circularSliderOptions(
            {
                var options = CircularSliderOptions()
                options.labels = ["N", "E", "S", "W"]
                return options
            }()
        )
        .rotaryKnobOptions(RotaryKnobOptions())
        .controlSize(.large)
    }
}
