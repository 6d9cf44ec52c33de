// The circular sliders styled with UISlider's look API, as a UISlider would be.
import RotaryControlsUIKit
import UIKit

@MainActor func styleLikeASlider(_ slider: CircularSliderControl, _ range: CircularRangeSliderControl) {
    slider.minimumValue = 0
    slider.maximumValue = 1
    slider.value = 0.25
    slider.isContinuous = false
    slider.minimumTrackTintColor = .systemBlue
    slider.maximumTrackTintColor = .systemGray5
    slider.thumbTintColor = .white
    slider.setThumbImage(UIImage(systemName: "circle.fill"), for: .normal)
    slider.setThumbImage(UIImage(systemName: "circle"), for: .highlighted)
    let thumb: UIImage? = slider.thumbImage(for: .normal)
    let current: UIImage? = slider.currentThumbImage
    slider.setValue(0.75, animated: true)
    slider.addTarget(nil, action: #selector(UIResponder.becomeFirstResponder), for: .valueChanged)
    slider.minimumTrackTintColor = nil // back to the default
    range.minimumTrackTintColor = .systemOrange
    range.thumbTintColor = .systemRed
    range.secondHandleColor = .systemGreen
    range.setThumbImage(thumb ?? current, for: .normal)
}
