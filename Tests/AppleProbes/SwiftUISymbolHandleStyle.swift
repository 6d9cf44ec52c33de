// A custom `makeBody` style that draws the built-in track and puts an SF Symbol at each handle,
// turned with the handle's angle and grown while pressed; a knob style and a spinner style of
// the same kind; the styles set through the environment as `buttonStyle(_:)` is.
import RotaryControlsSwiftUI
import SwiftUI

struct SunHandleStyle: CircularSliderViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            configuration.track
            ForEach(configuration.handles) { handle in
                Image(systemName: handle.handle == .first ? "sun.min.fill" : "sun.max.fill")
                    .font(.system(size: handle.radius * 1.6))
                    .foregroundStyle(.tint)
                    .rotationEffect(handle.angle)
                    .scaleEffect(handle.isPressed ? 1.3 : 1)
                    .position(handle.position)
            }
            Text(configuration.value, format: .number.precision(.fractionLength(0)))
                .position(configuration.center)
        }
        .opacity(configuration.isEnabled ? 1 : 0.4)
    }
}

struct DialKnobStyle: RotaryKnobViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        Image(systemName: "dial.medium.fill")
            .resizable()
            .scaledToFit()
            .rotationEffect(configuration.pointerAngle)
            .overlay(configuration.label.opacity(configuration.isPressed ? 1 : 0))
    }
}

struct DotsSpinnerStyle: RadialSpinnerViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            configuration.drawing
            ForEach(configuration.spokes) { spoke in
                Circle()
                    .stroke(spoke.index == configuration.selectedIndex ? Color.accentColor : .clear)
                    .frame(width: 44, height: 44)
                    .position(spoke.position)
            }
        }
    }
}

struct StyledControls: View {
    @State private var light = 30.0
    @State private var range = 20.0...60.0
    @State private var gain = 0.5
    @State private var index = 0

    var body: some View {
        VStack {
            CircularSlider("Light", value: $light, in: 0...100)
                .circularSliderViewStyle(SunHandleStyle())
            CircularRangeSlider("Daylight", value: $range, in: 0...100)
            RotaryKnob("Gain", value: $gain)
                .rotaryKnobViewStyle(DialKnobStyle())
            RadialSpinner(
                "Shape", items: [SpinnerItem(icon: "circle"), SpinnerItem(icon: "square")],
                selection: $index
            )
            .radialSpinnerViewStyle(DotsSpinnerStyle())
            CircularSlider(value: $light, in: 0...100)
                .circularSliderViewStyle(.automatic)
        }
        .circularSliderViewStyle(SunHandleStyle()) // both sliders above
        .circularSliderStyle(CircularSliderStyle(lineWidth: 8)) // the core's metrics
        .circularSliderHandleImage(Image(systemName: "star.fill")) // an Image as the handle
        .rotaryImage(Image(systemName: "circle.fill"), for: "circle") // an Image for a reference
    }
}
