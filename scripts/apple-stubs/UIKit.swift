@_exported import Foundation
@_exported import QuartzCore
@_exported import CoreGraphics

// MARK: Colours, fonts, images
open class UIColor: NSObject, @unchecked Sendable {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public init(white: CGFloat, alpha: CGFloat) {}
    open func getRed(_ r: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool { false }
    open func getWhite(_ w: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool { false }
    open func resolvedColor(with traits: UITraitCollection) -> UIColor { self }
    open var cgColor: CGColor { CGColor() }
    open class var label: UIColor { UIColor(white: 0, alpha: 1) }
    open class var secondaryLabel: UIColor { UIColor(white: 0, alpha: 1) }
    open class var separator: UIColor { UIColor(white: 0, alpha: 1) }
    open class var systemBackground: UIColor { UIColor(white: 0, alpha: 1) }
}
public final class UITraitCollection: NSObject, @unchecked Sendable {}
open class UIFont: NSObject, @unchecked Sendable {
    public struct Weight: Sendable {
        public static let light = Weight(), regular = Weight(), medium = Weight(), semibold = Weight(), bold = Weight()
    }
    open class func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont() }
}
open class UIImage: NSObject, @unchecked Sendable {
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
    public init?(named name: String, in bundle: Bundle?, compatibleWith traits: UITraitCollection?) {}
    open var size: CGSize { .zero }
    open func withRenderingMode(_ mode: RenderingMode) -> UIImage { self }
    open func withTintColor(_ color: UIColor) -> UIImage { self }
    open func draw(in rect: CGRect) {}
}
extension NSAttributedString {
    public func size() -> CGSize { .zero }
    public func draw(at point: CGPoint) {}
}
extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}
public func UIGraphicsGetCurrentContext() -> CGContext? { nil }
public func UIGraphicsPushContext(_ context: CGContext) {}
public func UIGraphicsPopContext() {}

// MARK: Responders and views
@MainActor open class UIResponder: NSObject {
    @discardableResult open func becomeFirstResponder() -> Bool { true }
}
public enum UIUserInterfaceLayoutDirection: Int, Sendable { case leftToRight, rightToLeft }
public struct UIAccessibilityTraits: OptionSet, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = UIAccessibilityTraits([]), adjustable = UIAccessibilityTraits(rawValue: 1)
}
@MainActor public enum UIAccessibility {
    public static var isReduceMotionEnabled: Bool { false }
    public static let reduceMotionStatusDidChangeNotification = NSNotification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
}
extension NotificationCenter {
    // Linux Foundation has no selector-based observers.
    public func addObserver(_ observer: Any, selector: Selector, name: NSNotification.Name?, object: Any?) {}
}
public protocol UIInteraction {}
@MainActor open class UIPointerInteraction: NSObject, UIInteraction {
    public init(delegate: AnyObject?) {}
}
@MainActor open class UIWindow: UIView {}
@MainActor open class UIView: UIResponder {
    public init(frame: CGRect) {}
    public required init?(coder: NSCoder) {}
    open var bounds: CGRect = .zero
    open var window: UIWindow? { nil }
    open var isOpaque = true
    public enum ContentMode: Int { case redraw, scaleAspectFit }
    open var contentMode: ContentMode = .redraw
    open var isAccessibilityElement = false
    open var tintColor: UIColor! = nil
    open var traitCollection: UITraitCollection { UITraitCollection() }
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    open var intrinsicContentSize: CGSize { .zero }
    open func layoutSubviews() {}
    open func didMoveToWindow() {}
    open func tintColorDidChange() {}
    open func draw(_ rect: CGRect) {}
    open func prepareForInterfaceBuilder() {}
    open func setNeedsDisplay() {}
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { true }
    open func addInteraction(_ interaction: UIInteraction) {}
    open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {}
    open var center: CGPoint = .zero
    open func addSubview(_ view: UIView) {}
}
@MainActor open class UIViewController: UIResponder {
    public init(nibName: String?, bundle: Bundle?) {}
    public required init?(coder: NSCoder) {}
    open var view: UIView!
    open func viewDidLoad() {}
}
@MainActor open class UIControl: UIView {
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let valueChanged = Event(rawValue: 1), editingDidBegin = Event(rawValue: 2),
            editingDidEnd = Event(rawValue: 4), touchUpInside = Event(rawValue: 8)
    }
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {}
    open func cancelTracking(with event: UIEvent?) {}
    open func sendActions(for events: Event) {}
    open var isTracking: Bool { false }
    open var isEnabled = true
}
@MainActor open class UITouch: NSObject {
    open func location(in view: UIView?) -> CGPoint { .zero }
    open var timestamp: TimeInterval { 0 }
    open var tapCount: Int { 1 }
}
@MainActor open class UIEvent: NSObject { open var timestamp: TimeInterval { 0 } }
@MainActor open class UIPressesEvent: UIEvent {}
public enum UIKeyboardHIDUsage: Int, Sendable { case keyboardUpArrow, keyboardDownArrow, keyboardLeftArrow, keyboardRightArrow, keyboardA }
@MainActor open class UIKey: NSObject { open var keyCode: UIKeyboardHIDUsage { .keyboardA } }
@MainActor open class UIPress: NSObject { open var key: UIKey? { nil } }
@MainActor open class UIAccessibilityElement: UIResponder {
    public init(accessibilityContainer container: Any) {}
    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?
    open var accessibilityValue: String?
    open var accessibilityHint: String?
    open var accessibilityFrameInContainerSpace: CGRect = .zero
    open var accessibilityTraits: UIAccessibilityTraits = .none
    open func accessibilityIncrement() {}
    open func accessibilityDecrement() {}
}

// MARK: Gestures and feedback
@MainActor public protocol UIGestureRecognizerDelegate: AnyObject {}
@MainActor open class UIGestureRecognizer: NSObject {
    public enum State: Int { case possible, began, changed, ended, cancelled, failed }
    public init(target: Any?, action: Selector?) {}
    public override init() {}
    open var state: State = .possible
    open var view: UIView? { nil }
    open weak var delegate: UIGestureRecognizerDelegate?
    open var allowedTouchTypes: [NSNumber] = []
    open func addTarget(_ target: Any, action: Selector) {}
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func ignore(_ touch: UITouch, for event: UIEvent) {}
    open func reset() {}
}
public struct UIScrollTypeMask: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let all = UIScrollTypeMask(rawValue: 3)
}
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var allowedScrollTypesMask: UIScrollTypeMask = []
    open func translation(in view: UIView?) -> CGPoint { .zero }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {}
}
@MainActor open class UIFeedbackGenerator: NSObject { open func prepare() {} }
@MainActor open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    public override init() {}
    open func selectionChanged() {}
}
@MainActor open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int { case light, medium, heavy }
    public init(style: FeedbackStyle) {}
    open func impactOccurred() {}
}
