// What an app reaches of issue 29 on Apple platforms: track configurations, the level overlay,
// typed values, weighted prize wheels, modifier conversions and the spinner's new look options.
import RotaryControls
import RotaryControlsSwiftUI
import RotaryControlsUIKit
import SwiftUI
import UIKit

@MainActor
func configureUIKitControls() {
    let gain = RotaryTrackConfiguration(
        neutralValue: 0, enabledRange: -48...6, ticks: [TrackTick(value: 0, title: "Unity")],
        taper: .linear, format: ValueFormat(fractionDigits: 1, unit: .decibels, showsPlusSign: true))

    let knob = RotaryKnobControl()
    knob.minimumValue = -60
    knob.maximumValue = 12
    knob.trackConfiguration = gain
    knob.levelOverlay = RotaryLevelOverlay(kind: .meter, peakHoldDuration: 2)
    knob.updateLevel(0.7)
    knob.updateLevel(0.4, at: DisplayLinkDriver.now)
    let shown: String = knob.valueText
    let accepted: Bool = knob.setValue(fromText: "-3.5 dB")
    print(shown, accepted, knob.levelOverlay?.peakMark ?? 0)

    let slider = CircularRangeSliderControl()
    slider.trackConfiguration = RotaryTrackConfiguration(
        ticks: TrackTick.evenlySpaced(5, from: 0, to: 1), allowsTickValuesOnly: true)
    let second: String? = slider.valueText(for: .second)
    slider.setValue(fromText: "0.25", for: .first)
    print(second ?? "", slider.valueText)

    let spinner = RadialSpinnerControl()
    spinner.weightedLanding = SpinnerWeightedLanding(
        weights: [5, 3, 1, 1], rules: SpinRules(minimumTurns: 2),
        random: SplitMixRandomNumberGenerator(state: 42))
    spinner.style.clipsIconsToCircles = true
    spinner.style.flexesPointer = true
    spinner.feedbackPlayer.play(.limitReached, at: CGPoint(x: 10, y: 10))

    let fine = PointerModifiers(UIKeyModifierFlags.shift)
    let reset = PointerModifiers([UIKeyModifierFlags.command])
    print(fine.isFineAdjustment, reset.isResetClick)
}

struct TracksProbeView: View {
    @State private var pan = 0.0
    @State private var gain = 0.0
    @State private var range = 0.2...0.6
    @State private var prize = 0
    @State private var level = 0.0
    @State private var draft = ""
    @State private var state = UInt64.random(in: .min ... .max)
    let prizes = ["star", "heart", "bolt", "leaf"].map { SpinnerItem(icon: ImageReference(name: $0), title: $0) }
    let track = RotaryTrackConfiguration(format: ValueFormat(fractionDigits: 1, unit: .decibels))

    var body: some View {
        let gainText = $gain.rotaryText(track, in: -60...12)
        VStack {
            RotaryKnob("Pan", value: $pan, in: -1...1)
                .rotaryTrack(
                    neutralValue: 0, enabledBounds: -0.8...0.8,
                    ticks: [TrackTick(value: 0, title: "C")], tickValuesOnly: false)
            RotaryKnob("Gain", value: $gain, in: -60...12)
                .rotaryTrack(track)
                .knobLevel(level, overlay: RotaryLevelOverlay(kind: .modulation))
            TextField("Gain", text: $draft)
                .onSubmit {
                    gainText.wrappedValue = draft
                    draft = gainText.wrappedValue
                }
            CircularRangeSlider("Hours", value: $range)
                .rotaryTrack(RotaryTrackConfiguration(neutralValue: 0.5))
            RadialSpinner("Prize", items: prizes, selection: $prize)
                .radialSpinnerWeights([5, 3, 1, 1], rules: SpinRules(minimumTurns: 2), state: state)
                .radialSpinnerWeights(nil, state: 0)
        }
        .onAppear { print(PointerModifiers(EventModifiers.shift).isFineAdjustment) }
    }
}
