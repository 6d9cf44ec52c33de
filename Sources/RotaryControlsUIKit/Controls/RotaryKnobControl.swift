#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls
import UIKit

/// The calls a ``RotaryKnobControl`` makes to its delegate. All have empty default
/// implementations; target–action works as for `UISlider` too.
@MainActor
public protocol RotaryKnobControlDelegate: AnyObject {
    /// The value changed: `fromUser` is `false` (once per change) when it was set in code.
    func rotaryKnob(_ knob: RotaryKnobControl, valueChangedTo value: Double, fromUser: Bool)
    /// The user started turning.
    func rotaryKnob(_ knob: RotaryKnobControl, startedTrackingWith value: Double)
    /// The user let go.
    func rotaryKnob(_ knob: RotaryKnobControl, endedTrackingWith value: Double)
}

extension RotaryKnobControlDelegate {
    public func rotaryKnob(_ knob: RotaryKnobControl, valueChangedTo value: Double, fromUser: Bool) {}
    public func rotaryKnob(_ knob: RotaryKnobControl, startedTrackingWith value: Double) {}
    public func rotaryKnob(_ knob: RotaryKnobControl, endedTrackingWith value: Double) {}
}

/// A rotary knob, shaped like `UISlider` (MHRotaryKnob's behaviour: relative tracking without a
/// jump on touch-down, ±135°, a 45° jump guard, a dead zone at the centre, double-tap to reset
/// to `defaultValue`, `setValue(_:animated:)` the long way round).
///
/// The core's `RotaryKnobModel` decides everything; the control feeds it touches (with their tap
/// counts), keys, scrolling and VoiceOver, sends `.editingDidBegin`, `.valueChanged` (user
/// changes only) and `.editingDidEnd`, plays a selection tick per detent and draws the model.
/// The model knows the control's enabled state (disabled images).
///
/// ```swift
/// let knob = RotaryKnobControl()
/// knob.minimumValue = 10
/// knob.maximumValue = 30
/// knob.setValue(20, animated: false)
/// knob.addTarget(self, action: #selector(volumeChanged(_:)), for: .valueChanged)
/// ```
@IBDesignable
@MainActor
public final class RotaryKnobControl: UIControl {
    /// Receives value and tracking calls.
    public weak var delegate: RotaryKnobControlDelegate?
    /// The look (images per state, colours); defaults from the core.
    public var style = RotaryKnobStyle() {
        didSet { setNeedsDisplay() }
    }
    /// Where knob and background images come from; `nil` uses ``ImageResolver/default``.
    public var imageResolver: ImageResolver? {
        didSet { setNeedsDisplay() }
    }
    /// What VoiceOver calls the knob (default "Knob").
    public var accessibilityName = "Knob" {
        didSet { updateAccessibility() }
    }
    /// Haptics and sounds.
    public var feedbackPlayer: FeedbackPlayer { host.feedback }

    let host = ModelHost(model: RotaryKnobModel())
    var knobElements: [AdjustableAccessibilityElement] = []
    var scrollStepper: ScrollStepper?
    private var lastTouch: (location: CGPoint, time: Double, taps: Int) = (.zero, 0, 1)

    // MARK: - Values (UISlider vocabulary)

    /// The value at the knob's left stop (default 0).
    @IBInspectable public var minimumValue: Double {
        get { host.model.minimumValue }
        set { host.model.minimumValue = newValue; updateAccessibility() }
    }
    /// The value at the knob's right stop (default 1).
    @IBInspectable public var maximumValue: Double {
        get { host.model.maximumValue }
        set { host.model.maximumValue = newValue; updateAccessibility() }
    }
    /// The value (default 0.5), clamped; NaN is ignored. Setting it sends no control events.
    @IBInspectable public var value: Double {
        get { host.model.value }
        set { setValue(newValue, animated: false) }
    }
    /// The value a double-tap returns to (default 0.5).
    @IBInspectable public var defaultValue: Double {
        get { host.model.defaultValue }
        set { host.model.defaultValue = newValue }
    }
    /// Whether a double-tap resets to ``defaultValue`` (default `true`).
    @IBInspectable public var resetsToDefault: Bool {
        get { host.model.resetsToDefault }
        set { host.model.resetsToDefault = newValue }
    }
    /// Whether `.valueChanged` is sent while turning (`true`, the default) or only on release.
    @IBInspectable public var isContinuous: Bool {
        get { host.model.isContinuous }
        set { host.model.isContinuous = newValue }
    }
    /// The angle of each stop from 12 o'clock, in degrees (default 135).
    @IBInspectable public var maxAngle: Double {
        get { host.model.maxAngle }
        set { host.model.maxAngle = newValue }
    }
    /// How a drag turns the knob: rotating (the default), horizontal or vertical dragging,
    /// scaling, drag distance and fine adjustment (the core's `RotaryKnobInteraction`).
    public var interaction: RotaryKnobInteraction {
        get { host.model.interaction }
        set { host.model.interaction = newValue }
    }

    /// Disabling the knob during a touch ends the touch (`.editingDidEnd`, after any unreported
    /// value change), as the core's `setEnabled(_:report:)` does.
    override public var isEnabled: Bool {
        didSet {
            let enabled = isEnabled
            host.update { model, report in model.setEnabled(enabled, report: report) }
            updateAccessibility()
        }
    }

    // MARK: - Life cycle

    /// Creates a knob.
    override public init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Creates a knob from a storyboard or nib.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isOpaque = false
        contentMode = .redraw
        isAccessibilityElement = false
        host.view = self
        host.onEvent = { [weak self] event in self?.handle(RotaryKnobModel.hostSignal(event)) }
        scrollStepper = ScrollStepper(view: self) { [weak self] steps in self?.adjust(by: steps) }
        #if !os(visionOS)
        addInteraction(UIPointerInteraction(delegate: nil))
        #endif
        updateAccessibility()
    }

    /// 100 × 100 points.
    override public var intrinsicContentSize: CGSize { CGSize(width: 100, height: 100) }

    override public func layoutSubviews() {
        super.layoutSubviews()
        host.layout(in: bounds)
        updateAccessibility()
    }

    override public func didMoveToWindow() {
        super.didMoveToWindow()
        host.windowChanged()
    }

    override public func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override public func draw(_ rect: CGRect) {
        host.draw(host.model.drawing(style: style), tintColor: tintColor, traits: traitCollection,
                  imageResolver: imageResolver)
    }

    // UIKit declares this on `NSObject`, outside the main actor; Interface Builder calls it on
    // the main thread, so the view's state is reached through `MainActor.assumeIsolated`.
    nonisolated override public func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        MainActor.assumeIsolated {
            host.layout(in: bounds)
            setNeedsDisplay()
        }
    }

    // MARK: - Programmatic changes

    /// Sets the value; animated (through every value in between, the long way round) unless
    /// `animated` is `false` or Reduce Motion is on. Sends no control events; the delegate hears
    /// `fromUser: false` once.
    public func setValue(_ value: Double, animated: Bool) {
        let before = host.model.value
        let animate = animated && !UIAccessibility.isReduceMotionEnabled
        // The core takes the new value at once (clamped, or wrapped when endless, on the step
        // grid) and only animates what is drawn (`displayedValue`); it reports nothing.
        host.model.setValue(value, animated: animate, at: DisplayLinkDriver.now)
        updateAccessibility()
        let after = host.model.value
        if after != before {
            delegate?.rotaryKnob(self, valueChangedTo: after, fromUser: false)
        }
    }

    // MARK: - Tracking

    override public func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        feedbackPlayer.prepare()
        _ = becomeFirstResponder()
        record(touch)
        host.handle(touch, phase: .began, in: self)
        return true
    }

    override public func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        record(touch)
        host.handle(touch, phase: .moved, in: self)
        return true
    }

    override public func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch {
            record(touch)
            host.handle(touch, phase: .ended, in: self)
        } else {
            host.handle(lastEvent(.ended, time: eventTime(event)))
        }
        super.endTracking(touch, with: event)
    }

    override public func cancelTracking(with event: UIEvent?) {
        host.handle(lastEvent(.cancelled, time: eventTime(event)))
        super.cancelTracking(with: event)
    }

    private func record(_ touch: UITouch) {
        lastTouch = (touch.location(in: self), touch.timestamp, touch.tapCount)
    }

    private func lastEvent(_ phase: PointerEvent.Phase, time: Double) -> PointerEvent {
        PointerEvent(phase: phase, location: Point(x: Double(lastTouch.location.x), y: Double(lastTouch.location.y)),
                     timestamp: Swift.max(time, lastTouch.time), tapCount: lastTouch.taps)
    }

    // MARK: - Events

    private func handle(_ signal: RotaryKnobSignal) {
        switch signal {
        case .editingBegan:
            sendActions(for: .editingDidBegin)
            delegate?.rotaryKnob(self, startedTrackingWith: value)
        case let .valueChanged(newValue, fromUser):
            guard fromUser else { return }
            sendActions(for: .valueChanged)
            delegate?.rotaryKnob(self, valueChangedTo: newValue, fromUser: true)
            updateAccessibility()
        case .editingEnded:
            sendActions(for: .editingDidEnd)
            delegate?.rotaryKnob(self, endedTrackingWith: value)
        case let .feedback(feedback):
            feedbackPlayer.play(feedback)
        }
    }

    /// Moves the value by whole adjustment steps as a user change (keys, scrolling, VoiceOver).
    func adjust(by steps: Int) {
        guard steps != 0, isEnabled else { return }
        host.update { model, report in model.hostAdjust(bySteps: steps, report: report) }
    }
}
#endif
