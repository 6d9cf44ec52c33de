import RotaryControls
import Testing

/// The spinner's open area from its container, the safe area and its frame (issue 27, item 8).
@Suite struct RadialSpinnerOpenAreaTests {
    static let window = Rect(x: 0, y: 0, width: 390, height: 844)
    static let insets = RadialSpinnerOpenArea.Insets(top: 47, left: 0, bottom: 34, right: 0)

    static func control(x: Double, y: Double) -> Rect { Rect(x: x, y: y, width: 60, height: 60) }

    @Test func itReachesTheNearestSafeEdgeCentredOnTheControl() {
        let near = RadialSpinnerOpenArea(
            control: Self.control(x: 100, y: 700), container: Self.window,
            safeAreaInsets: Self.insets)
        #expect(near.square == Rect(x: 50, y: 650, width: 160, height: 160))
        let top = RadialSpinnerOpenArea(
            control: Self.control(x: 165, y: 60), container: Self.window,
            safeAreaInsets: Self.insets)
        #expect(top.square.minY == 47, "the status bar's inset is kept clear")
        let middle = RadialSpinnerOpenArea(
            control: Self.control(x: 165, y: 392), container: Self.window,
            safeAreaInsets: Self.insets)
        #expect(middle.square == Rect(x: 0, y: 227, width: 390, height: 390))
    }

    @Test func aRadiusLimitsItAndTheControlItselfIsTheLeast() {
        let limited = RadialSpinnerOpenArea(control: Self.control(x: 165, y: 392), container: Self.window, radius: 100)
        #expect(limited.square == Rect(x: 95, y: 322, width: 200, height: 200))
        // A control at the very edge (a cell of a stack view): its own square at least.
        let edge = RadialSpinnerOpenArea(control: Self.control(x: -10, y: 400), container: Self.window)
        #expect(edge.square == Rect(x: -10, y: 400, width: 60, height: 60))
        let ignored = RadialSpinnerOpenArea(control: Self.control(x: 165, y: 392), container: Self.window, radius: -5)
        #expect(ignored.square.width == 390, "a radius that is not positive is ignored")
    }

    @Test func badContainersAndFramesHaveDefinedAnswers() {
        let control = Self.control(x: 10, y: 10)
        for container in [
            Rect.zero, Rect(x: .nan, y: 0, width: 100, height: 100),
            Rect(x: 0, y: 0, width: .infinity, height: 100), Rect(x: 0, y: 0, width: -50, height: 100),
        ] {
            #expect(RadialSpinnerOpenArea(control: control, container: container).square == control)
        }
        let tooSmall = RadialSpinnerOpenArea(
            control: control, container: Rect(x: 0, y: 0, width: 100, height: 60),
            safeAreaInsets: .init(top: 40, bottom: 40))
        #expect(tooSmall.square == control)
        #expect(
            RadialSpinnerOpenArea(control: Rect(x: .nan, y: 0, width: 60, height: 60), container: Self.window).square
                == .zero)
        let insets = RadialSpinnerOpenArea.Insets(top: -3, left: .nan, bottom: .infinity, right: 2)
        #expect(insets == RadialSpinnerOpenArea.Insets(top: 0, left: 0, bottom: 0, right: 2))
    }
}
