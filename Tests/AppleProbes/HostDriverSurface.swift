// What an app outside the package reaches of the UIKit host (issue 27): a control of its own
// built on ModelControl, the drawing layer, the tracking overrides, the settings added for parity.
import RotaryControls
import RotaryControlsUIKit
import UIKit

/// An app's own control: a dial with a badge view on top of the picture.
final class BadgedDial: ModelControl {
    override class var initialModel: any ControlModel { RotationDialModel() }
    let badge = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(badge) // lies above drawingLayer, the bottom sublayer
        layer.insertSublayer(CALayer(), above: drawingLayer)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    var rotation: Rotation { (controlModel as? RotationDialModel)?.rotation ?? .zero }

    func reset() {
        update(RotationDialModel.self) { model, report in model.rotation = .zero }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        badge.frame = CGRect(x: bounds.maxX - 12, y: 0, width: 12, height: 12)
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        badge.isHidden = true
        return super.beginTracking(touch, with: event)
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        super.point(inside: point, with: event) || badge.frame.contains(point)
    }
}

@MainActor func configureForParity(_ spinner: RadialSpinnerControl, _ knob: RotaryKnobControl) {
    spinner.flingTimeConstant = 2
    spinner.maximumVisibleSpokes = 24
    knob.detentsPerTurn = 24
    let picture: CALayer = spinner.drawingLayer
    _ = picture
}
