import RotaryControls
import Testing

@Suite struct RectFittingTests {
    let frame = Rect(x: 10, y: 20, width: 100, height: 50)

    @Test(arguments: [
        (200.0, 100.0, Rect(x: 10, y: 20, width: 100, height: 50)), // same aspect
        (10.0, 10.0, Rect(x: 35, y: 20, width: 50, height: 50)), // square in wide: pillarbox
        (400.0, 100.0, Rect(x: 10, y: 32.5, width: 100, height: 25)), // wider: letterbox
    ])
    func fits(contentWidth: Double, contentHeight: Double, expected: Rect) {
        let fitted = frame.aspectFit(Size(width: contentWidth, height: contentHeight))
        #expect(isClose(fitted.minX, expected.minX) && isClose(fitted.minY, expected.minY))
        #expect(isClose(fitted.width, expected.width) && isClose(fitted.height, expected.height))
    }

    @Test(arguments: [
        Size.zero, Size(width: .nan, height: 3), Size(width: -1, height: 3), Size(width: .infinity, height: 2),
    ])
    func undrawableContentKeepsTheFrame(content: Size) {
        #expect(frame.aspectFit(content) == frame)
    }

    @Test func emptyFrameGivesAnEmptyRectAtItsCentre() {
        let empty = Rect(x: 10, y: 10, width: 0, height: 40)
        #expect(empty.aspectFit(Size(width: 3, height: 4)) == Rect(x: 10, y: 30, width: 0, height: 0))
    }
}
