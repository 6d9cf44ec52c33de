import RotaryControls

/// A control model the ``ContractHarness`` drives: the shared contract, and whether a touch is
/// being tracked (every model has it; the contract protocol does not require it).
public protocol FuzzedControl: ControlModel {
    /// Whether a touch is being tracked.
    var isTracking: Bool { get }
}

extension CircularSliderModel: FuzzedControl {}
extension RotaryKnobModel: FuzzedControl {}
extension RotationDialModel: FuzzedControl {}
extension RadialSpinnerModel: FuzzedControl {}
extension PickerWheelModel: FuzzedControl {}
