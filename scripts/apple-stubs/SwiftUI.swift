@_exported import Foundation
@_exported import CoreGraphics
import UIKit

// MARK: View machinery
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor var body: Body { get }
}
extension Never: View { public var body: Never { fatalError() } }
public struct EmptyView: View { public init() {}; public var body: Never { fatalError() } }
public struct TupleView<T>: View { public init(_ t: T) {}; public var body: Never { fatalError() } }
public struct _ConditionalContent<A: View, B: View>: View { public var body: Never { fatalError() } }
public struct AnyView: View { public init<V: View>(_ v: V) {}; public var body: Never { fatalError() } }
@resultBuilder public struct ViewBuilder {
    public static func buildExpression<C: View>(_ c: C) -> C { c }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<C: View>(_ c: C) -> C { c }
    public static func buildBlock<each C: View>(_ c: repeat each C) -> TupleView<(repeat each C)> { TupleView((repeat each c)) }
    public static func buildIf<C: View>(_ c: C?) -> C? { c }
    public static func buildEither<A: View, B: View>(first: A) -> _ConditionalContent<A, B> { fatalError() }
    public static func buildEither<A: View, B: View>(second: B) -> _ConditionalContent<A, B> { fatalError() }
    public static func buildLimitedAvailability<C: View>(_ c: C) -> AnyView { AnyView(c) }
}
extension Optional: View where Wrapped: View { public var body: Never { fatalError() } }
@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor func body(content: Content) -> Body
}
public struct _ViewModifier_Content<M: ViewModifier>: View { public var body: Never { fatalError() } }
public struct ModifiedContent<C, M>: View { public var body: Never { fatalError() } }
@MainActor @preconcurrency public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor static var previews: Previews { get }
}

// MARK: State
@propertyWrapper public struct State<Value>: DynamicProperty {
    public init(wrappedValue: Value) {}
    public init(initialValue: Value) {}
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { fatalError() }
}
extension State where Value: ExpressibleByNilLiteral { public init() {} }
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { self }
    public subscript<T>(dynamicMember kp: WritableKeyPath<Value, T>) -> Binding<T> { fatalError() }
}
@propertyWrapper public struct GestureState<Value>: DynamicProperty {
    public init(wrappedValue: Value) {}
    public var wrappedValue: Value { fatalError() }
    public var projectedValue: GestureState<Value> { self }
}
public protocol DynamicProperty {}
@propertyWrapper public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { fatalError() }
}
public protocol EnvironmentKey { associatedtype Value; static var defaultValue: Value { get } }
public struct EnvironmentValues {
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value { get { fatalError() } set {} }
    public var layoutDirection: LayoutDirection { .leftToRight }
    public var isEnabled: Bool { true }
    public var accessibilityReduceMotion: Bool { false }
}
public enum LayoutDirection: Hashable, Sendable { case leftToRight, rightToLeft }

// MARK: Values
public struct Color: Hashable, Sendable {
    public enum RGBColorSpace: Sendable { case sRGB }
    public init(_ space: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {}
    public init(uiColor: UIColor) {}
    public static let primary = Color(.sRGB, red: 0, green: 0, blue: 0), secondary = primary, black = primary, clear = primary, accentColor = primary, orange = primary
    public func opacity(_ o: Double) -> Color { self }
}
extension Color: View { public var body: Never { fatalError() } }
public protocol ShapeStyle: Sendable {}
extension Color: ShapeStyle {}
public struct TintShapeStyle: ShapeStyle { public init() {} }
extension ShapeStyle where Self == TintShapeStyle { public static var tint: TintShapeStyle { TintShapeStyle() } }
public struct Font: Hashable, Sendable {
    public struct Weight: Hashable, Sendable { public static let light = Weight(), regular = Weight(), medium = Weight(), semibold = Weight(), bold = Weight() }
    public static func system(size: CGFloat, weight: Weight = .regular) -> Font { Font() }
}
public struct Text: Equatable, Sendable {
    public init<S: StringProtocol>(_ content: S) {}
    public func font(_ f: Font?) -> Text { self }
    public func foregroundColor(_ c: Color?) -> Text { self }
}
extension Text: View { public var body: Never { fatalError() } }
public struct Image: Equatable, Sendable {
    public init(_ name: String, bundle: Bundle? = nil) {}
    public enum TemplateRenderingMode: Sendable { case template, original }
    public func renderingMode(_ m: TemplateRenderingMode?) -> Image { self }
}
extension Image: View { public var body: Never { fatalError() } }
public struct Path: Sendable {
    public init(_ path: CGPath) {}
    public init(ellipseIn rect: CGRect) {}
}
public struct StrokeStyle: Sendable { public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt) {} }
public struct UnitPoint: Hashable, Sendable { public var x: CGFloat; public var y: CGFloat; public static let center = UnitPoint(x: 0.5, y: 0.5), topLeading = UnitPoint(x: 0, y: 0) }
public struct Angle: Sendable { public static func radians(_ r: Double) -> Angle { Angle() } }
public struct Alignment: Sendable { public static let topLeading = Alignment() }
public enum CoordinateSpace: Sendable { case local, global }
public struct SensoryFeedback: Equatable, Sendable {
    public struct Weight: Equatable, Sendable { public static let light = Weight(), medium = Weight(), heavy = Weight() }
    public static let selection = SensoryFeedback()
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback() }
}
public enum AccessibilityAdjustmentDirection: Sendable { case increment, decrement }
public struct AccessibilityTraits: Sendable { public static let isButton = AccessibilityTraits(), isSelected = isButton, isHeader = isButton }
public enum AccessibilityChildBehavior: Sendable { case ignore, contain, combine }
public struct KeyEquivalent: Sendable { public static let upArrow = KeyEquivalent(), downArrow = upArrow, leftArrow = upArrow, rightArrow = upArrow }
public struct KeyPress: Sendable { public enum Result: Sendable { case handled, ignored } }

// MARK: Drawing
public struct GraphicsContext {
    public struct Shading: Sendable {
        public static func color(_ c: Color) -> Shading { Shading() }
        public static func style<S: ShapeStyle>(_ s: S) -> Shading { Shading() }
        public static let foreground = Shading()
    }
    public struct ResolvedImage { public var size: CGSize { .zero }; public var shading: Shading? }
    public var opacity: Double = 1
    public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage() }
    public func draw(_ image: ResolvedImage, in rect: CGRect) {}
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {}
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {}
    public func fill(_ path: Path, with shading: Shading) {}
    public mutating func translateBy(x: CGFloat, y: CGFloat) {}
    public mutating func concatenate(_ m: CGAffineTransform) {}
    public mutating func clip(to path: Path) {}
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {}
}
public struct Canvas<Symbols: View>: View {
    public var body: Never { fatalError() }
}
extension Canvas where Symbols == EmptyView {
    nonisolated public init(opaque: Bool = false, rendersAsynchronously: Bool = false, renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {}
}
public struct GeometryProxy { public var size: CGSize { .zero } }
public struct GeometryReader<Content: View>: View {
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
    public var body: Never { fatalError() }
}
public struct ZStack<Content: View>: View {
    public init(alignment: Alignment = .topLeading, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}
public struct VStack<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
    public var body: Never { fatalError() }
}
public struct Rectangle: View, Sendable { public init() {}; public var body: Never { fatalError() } }
public struct AnimationTimelineSchedule { }
public protocol TimelineSchedule {}
extension AnimationTimelineSchedule: TimelineSchedule {}
extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule { AnimationTimelineSchedule() }
}
public struct TimelineViewDefaultContext { public var date: Date { Date() } }
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {}
    public var body: Never { fatalError() }
}

// MARK: Gestures
@MainActor @preconcurrency public protocol Gesture { associatedtype Value }
public struct DragGesture: Gesture {
    public struct Value: Equatable, Sendable { public var time: Date; public var location: CGPoint; public var startLocation: CGPoint }
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}
}
public struct GestureStateGesture<G: Gesture, S>: Gesture { public typealias Value = G.Value }
public struct _ChangedGesture<G: Gesture>: Gesture { public typealias Value = G.Value }
public struct _EndedGesture<G: Gesture>: Gesture { public typealias Value = G.Value }
public struct Transaction {}
extension Gesture {
    public func updating<S>(_ state: GestureState<S>, body: @escaping (Value, inout S, inout Transaction) -> Void) -> GestureStateGesture<Self, S> { fatalError() }
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> where Value: Equatable { fatalError() }
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> { fatalError() }
}

// MARK: Modifiers
public struct HorizontalAlignment: Equatable, Sendable { public static let leading = HorizontalAlignment(), center = HorizontalAlignment(), trailing = HorizontalAlignment() }
extension View {
    public func tint(_ tint: Color?) -> some View { self }
    public func modifier<M: ViewModifier>(_ m: M) -> ModifiedContent<Self, M> { fatalError() }
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View { self }
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
    public func gesture<G: Gesture>(_ g: G) -> some View { self }
    public func contentShape<S>(_ s: S) -> some View { self }
    public func background<V: View>(_ v: V) -> some View { self }
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil) -> some View { self }
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    public func rotationEffect(_ a: Angle) -> some View { self }
    public func environment<V>(_ kp: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { self }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
    public func accessibilityLabel(_ t: Text) -> some View { self }
    public func accessibilityValue(_ t: Text) -> some View { self }
    public func accessibilityIdentifier(_ s: String) -> some View { self }
    public func accessibilityAddTraits(_ t: AccessibilityTraits) -> some View { self }
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { self }
    public func accessibilityAction(_ handler: @escaping () -> Void) -> some View { self }
    public func disabled(_ d: Bool) -> some View { self }
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View { self }
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View { self }
    @available(iOS 17.0, *)
    public func focusable(_ isFocusable: Bool = true) -> some View { self }
    @available(iOS 17.0, *)
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View { self }
    @available(iOS 17.0, *)
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping () -> SensoryFeedback?) -> some View { self }
}
