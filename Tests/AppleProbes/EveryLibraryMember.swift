// Every member of MSCircularSlider's README (MSDoubleHandleCircularSlider and
// MSGradientCircularSlider included), of MHRotaryKnob's public header and of RVS_Spinner's
// documented properties and Attributes Inspector options, set or called on our controls under the
// same names; the delegates written with those libraries' call shapes, class names changed.
import RotaryControls
import RotaryControlsUIKit
import UIKit

final class SliderOwner: CircularSliderControlDelegate {
    func circularSlider(_ slider: CircularSliderControl, valueChangedTo value: Double, fromUser: Bool) {}
    func circularSlider(_ slider: CircularSliderControl, startedTrackingWith value: Double) {}
    func circularSlider(_ slider: CircularSliderControl, endedTrackingWith value: Double) {}
}

final class RangeOwner: CircularRangeSliderControlDelegate {
    func circularSlider(
        _ slider: CircularSliderControl, valueChangedTo firstValue: Double, secondValue: Double,
        isFirstHandle: Bool?, fromUser: Bool
    ) {}
    func circularSlider(
        _ slider: CircularSliderControl, startedTrackingWith firstValue: Double, secondValue: Double,
        isFirstHandle: Bool
    ) {}
    func circularSlider(
        _ slider: CircularSliderControl, endedTrackingWith firstValue: Double, secondValue: Double,
        isFirstHandle: Bool
    ) {}
}

final class SpinnerOwner: RadialSpinnerControlDelegate {
    func radialSpinner(_ spinner: RadialSpinnerControl, hasSelectedTheValue item: SpinnerItem) {}
    func radialSpinner(_ spinner: RadialSpinnerControl, singleValueSelected item: SpinnerItem) {}
    func radialSpinnerHasOpened(_ spinner: RadialSpinnerControl) {}
    func radialSpinnerHasClosed(_ spinner: RadialSpinnerControl) {}
    func radialSpinnerWillClose(_ spinner: RadialSpinnerControl) -> Bool { true }
}

/// A knob drawn by its subclass, as MHRotaryKnob's README suggests.
final class NeedleKnob: RotaryKnobControl {
    var needleAngle: Double = 0
    override func valueDidChange(from oldValue: Double, to newValue: Double, animated: Bool) {
        super.valueDidChange(from: oldValue, to: newValue, animated: animated)
        needleAngle = (newValue - minimumValue) / (maximumValue - minimumValue) * 2 * maxAngle - maxAngle
    }
}

@MainActor func setEveryCircularSliderMember(owner: SliderOwner) {
    let slider = CircularSliderControl(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    slider.delegate = owner
    slider.minimumValue = 0.0
    slider.maximumValue = 100.0
    slider.currentValue = 60.0
    slider.maximumAngle = 300.0
    slider.lineWidth = 5
    slider.filledColor = .darkGray
    slider.unfilledColor = .lightGray
    slider.rotationAngle = -150
    slider.handleType = .largeCircle
    slider.handleColor = .darkGray
    slider.handleEnlargementPoints = 10
    slider.handleHighlightable = true
    slider.labels = ["1", "2", "3"]
    slider.labelColor = .black
    slider.snapToLabels = false
    slider.labelFont = .systemFont(ofSize: 12)
    slider.labelOffset = 0.0
    slider.markerCount = 5
    slider.markerColor = .darkGray
    slider.markerPath = UIBezierPath(ovalIn: CGRect(x: -2, y: -4, width: 4, height: 8))
    slider.markerImage = UIImage(systemName: "circle.fill")
    slider.snapToMarkers = true
    slider.addLabel("4")
    slider.changeLabel(at: 0, string: "one")
    slider.removeLabel(at: 1)
    // Later members of the same library.
    slider.handleRotatable = true
    slider.handleImage = UIImage(systemName: "arrowtriangle.up.fill")
    slider.direction = .counterClockwise
    slider.maximumRevolutions = .turns(3)
    slider.setValue(20, withAnimation: true, duration: 0.5) { finished in print(finished) }
    // The core's settings, reached from UIKit.
    slider.step = 5
    slider.touchPolicy = .handleOrTrack
    slider.handleVisibility = .hidden
    slider.magneticDetentDegrees = 4
    slider.minimumTouchSize = 44
    slider.markerSize = CGSize(width: 3, height: 9)
    slider.isCounterClockwise = false
    _ = slider.revolutions
}

@MainActor func setEveryDoubleHandleMember(owner: RangeOwner) {
    let slider = CircularRangeSliderControl(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    slider.delegate = owner
    slider.minimumHandlesDistance = 10.0
    slider.currentValue = 10
    slider.secondCurrentValue = 40
    slider.labels = ["a", "b"]
    slider.snapToLabels = true
    slider.secondHandleType = .doubleCircle
    slider.secondHandleColor = .blue
    slider.secondHandleEnlargementPoints = 8
    slider.secondHandleHighlightable = false
    slider.secondHandleRotatable = true
    slider.secondHandleImage = UIImage(systemName: "circle")
    slider.allowsRangeDrag = true
    slider.setValues(first: 5, second: 50, animated: true)
}

@MainActor func setEveryGradientMember() {
    let slider = GradientCircularSliderControl(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    slider.gradientColors = [.lightGray, .blue, .darkGray]
    slider.addColor(.red)
    slider.changeColor(at: 0, newColor: .green)
    slider.removeColor(at: 1)
    slider.usesGradient = true
}

@MainActor func setEveryRotaryKnobMember() {
    let knob = NeedleKnob(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    knob.interactionStyle = .sliderVertical
    knob.backgroundImage = UIImage(systemName: "circle")
    knob.foregroundImage = UIImage(systemName: "circle.dashed")
    knob.setKnobImage(UIImage(systemName: "arrow.up"), forState: .normal)
    knob.setKnobImage(UIImage(systemName: "arrow.up.circle"), for: .highlighted)
    knob.setKnobImage(nil, for: .disabled)
    let normal: UIImage? = knob.knobImage(forState: .normal)
    let current: UIImage? = knob.currentKnobImage
    print(normal as Any, current as Any)
    knob.knobImageCenter = CGPoint(x: 50, y: 50)
    knob.maximumValue = 30
    knob.minimumValue = 10
    knob.value = 20
    knob.continuous = false
    knob.defaultValue = 20
    knob.resetsToDefault = true
    knob.scalingFactor = 1
    knob.maxAngle = 135
    knob.minRequiredDistanceFromKnobCenter = 4
    knob.setValue(25, animated: true)
    // The core's settings, reached from UIKit.
    knob.step = 1
    knob.isEndless = false
    knob.interactionKind = .rotating
    knob.dragDistance = 200
    knob.fineAdjustmentDistance = 60
}

@MainActor func setEveryRadialSpinnerMember(owner: SpinnerOwner, superview: UIView) {
    let items = [
        SpinnerItem(title: "Tea", icon: UIImage(systemName: "cup.and.saucer")!),
        SpinnerItem(title: "Coffee", icon: UIImage(systemName: "mug")!, description: "Black"),
        SpinnerItem(icon: "water"),
    ]
    let spinner = RadialSpinnerControl(values: items, selectedIndex: 1, spinnerMode: 0, delegate: owner)
    superview.addSubview(spinner)
    spinner.values = items
    spinner.selectedIndex = 0
    let chosen: SpinnerItem? = spinner.value
    print(chosen?.title ?? "")
    spinner.isOpen = true
    spinner.delegate = owner
    spinner.displayFont = .boldSystemFont(ofSize: 20)
    spinner.spinnerMode = -1
    spinner.spinnerThreshold = 15
    spinner.isSoundOn = true
    spinner.isHapticsOn = false
    spinner.radius = 150
    spinner.closedIcon = UIImage(systemName: "star")
    spinner.openBackgroundColor = .clear
    spinner.borderColor = nil
    spinner.tintColor = .systemBlue
    spinner.backgroundColor = .systemBackground
    spinner.pickerRowBackgroundColor = .secondarySystemBackground
    spinner.isDaisy = true
    spinner.showIconInCenter = true
    spinner.showCenterBackground = true
    spinner.showCenterBorder = true
    // The core's settings, reached from UIKit.
    spinner.mode = .automatic
    spinner.opensIntoSuperview = true
    spinner.spin(to: 2, turns: 3, duration: 4)
    _ = spinner.isSpinning
}
