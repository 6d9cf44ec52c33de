// MSCircularSlider's programmatic example from its README, with only the class name changed
// (`MSCircularSlider` → `CircularSliderControl`). Two typos of the README are fixed so that it is
// Swift at all: `height 400` → `height: 400`, and `slider!` → `slider` (the slider is not optional).
import RotaryControlsUIKit
import UIKit

final class ExampleViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // center in superview
        let frame = CGRect(x: view.center.x - 200, y: view.center.y - 200, width: 400, height: 400)
        let slider = CircularSliderControl(frame: frame)
        slider.currentValue = 60.0
        slider.maximumAngle = 300.0
        slider.filledColor = UIColor(red: 127 / 255.0, green: 168 / 255.0, blue: 198 / 255.0, alpha: 1.0)
        slider.unfilledColor = UIColor(red: 80 / 255.0, green: 148 / 255.0, blue: 95 / 255.0, alpha: 1.0)
        slider.handleType = .doubleCircle
        slider.handleColor = UIColor(red: 35 / 255.0, green: 69 / 255.0, blue: 96 / 255.0, alpha: 1.0)
        slider.handleEnlargementPoints = 12
        slider.labels = ["1", "2", "3", "4", "5"]
        view.addSubview(slider)
    }
}
