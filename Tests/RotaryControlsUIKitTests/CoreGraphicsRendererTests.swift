#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls
import Testing
import UIKit
@testable import RotaryControlsUIKit

/// Renders drawings into small bitmaps and reads pixels back (runs on iOS / Mac Catalyst).
@MainActor
@Suite struct CoreGraphicsRendererTests {
    typealias Pixel = (red: Int, green: Int, blue: Int, alpha: Int)

    private func render(_ elements: [Drawing.Element], tint: UIColor = .red) -> [UInt8] {
        let size = 40
        var bytes = [UInt8](repeating: 0, count: size * size * 4)
        let space = CGColorSpace(name: CGColorSpace.sRGB)!
        bytes.withUnsafeMutableBytes { buffer in
            let context = CGContext(
                data: buffer.baseAddress, width: size, height: size, bitsPerComponent: 8,
                bytesPerRow: size * 4, space: space,
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            // UIKit's y-down space, as in a view's draw(_:).
            context.translateBy(x: 0, y: CGFloat(size))
            context.scaleBy(x: 1, y: -1)
            CoreGraphicsRenderer(tintColor: tint, traitCollection: UITraitCollection(userInterfaceStyle: .light))
                .render(Drawing(size: Size(width: 40, height: 40), elements: elements), in: context)
        }
        return bytes
    }

    private func pixel(_ bytes: [UInt8], x: Int, y: Int) -> Pixel {
        let i = (y * 40 + x) * 4
        return (Int(bytes[i]), Int(bytes[i + 1]), Int(bytes[i + 2]), Int(bytes[i + 3]))
    }

    private func isNear(_ value: Int, _ expected: Int, _ tolerance: Int = 8) -> Bool {
        abs(value - expected) <= tolerance
    }

    @Test func filledCircleIsPaintedInItsColour() {
        let bytes = render([.circle(center: Point(x: 20, y: 20), radius: 10, fill: .color(.blue), stroke: nil)])
        let centre = pixel(bytes, x: 20, y: 20)
        #expect(isNear(centre.blue, 255) && isNear(centre.red, 0) && isNear(centre.alpha, 255))
        #expect(pixel(bytes, x: 2, y: 2).alpha == 0)
    }

    @Test func tintRoleUsesTheTintColour() {
        let bytes = render(
            [.circle(center: Point(x: 20, y: 20), radius: 10, fill: .semantic(.tint), stroke: nil)],
            tint: .green)
        let centre = pixel(bytes, x: 20, y: 20)
        #expect(isNear(centre.green, 255, 60) && isNear(centre.red, 0, 60) && isNear(centre.alpha, 255))
    }

    @Test func nonFiniteGeometryDrawsNothing() {
        let bytes = render([
            .circle(center: Point(x: .nan, y: 20), radius: 10, fill: .color(.red), stroke: nil),
            .circle(center: Point(x: 20, y: 20), radius: .infinity, fill: .color(.red), stroke: nil),
            .arc(center: Point(x: 20, y: 20), radius: -5, arc: .knob, stroke: Stroke(.color(.red), width: 4)),
        ])
        #expect(bytes.allSatisfy { $0 == 0 })
    }

    @Test func arcRunsClockwiseFromItsStartBearing() {
        // A quarter arc from 12 to 3 o'clock: the top-right is painted, the top-left is not.
        let arc = Arc(start: .top, sweep: Rotation(degrees: 90))
        let bytes = render([
            .arc(center: Point(x: 20, y: 20), radius: 15, arc: arc, stroke: Stroke(.color(.red), width: 4))
        ])
        let onArc = Point(center: Point(x: 20, y: 20), radius: 15, bearing: Bearing(degrees: 45))
        let offArc = Point(center: Point(x: 20, y: 20), radius: 15, bearing: Bearing(degrees: 315))
        #expect(pixel(bytes, x: Int(onArc.x), y: Int(onArc.y)).alpha > 200)
        #expect(pixel(bytes, x: Int(offArc.x), y: Int(offArc.y)).alpha == 0)
    }

    @Test func gradientArcChangesColourAlongTheArc() {
        let arc = Arc(start: .left, sweep: Rotation(degrees: 180)) // 9 → 12 → 3 o'clock
        let gradient = Paint.gradient(ArcGradient(colors: [.red, .blue]))
        let bytes = render([.arc(center: Point(x: 20, y: 20), radius: 15, arc: arc, stroke: Stroke(gradient, width: 6))]
        )
        let start = pixel(bytes, x: 6, y: 17)
        let end = pixel(bytes, x: 34, y: 17)
        #expect(start.red > 200 && start.blue < 60)
        #expect(end.blue > 200 && end.red < 60)
    }

    @Test func groupOpacityFadesItsContents() {
        let group = Drawing.Group(
            opacity: 0.5,
            elements: [
                .circle(center: Point(x: 20, y: 20), radius: 10, fill: .color(.red), stroke: nil)
            ])
        #expect(isNear(pixel(render([.group(group)]), x: 20, y: 20).alpha, 128, 4))
    }

    @Test func groupClipHidesWhatLiesOutside() {
        let group = Drawing.Group(
            clipCircle: Drawing.ClipCircle(center: Point(x: 10, y: 10), radius: 5),
            elements: [
                .circle(center: Point(x: 20, y: 20), radius: 20, fill: .color(.red), stroke: nil)
            ])
        let bytes = render([.group(group)])
        #expect(pixel(bytes, x: 10, y: 10).alpha > 200)
        #expect(pixel(bytes, x: 30, y: 30).alpha == 0)
    }
}

@MainActor
@Suite struct UIKitConversionTests {
    @Test func keysMapFromKeyCodes() {
        #expect(ControlKey(UIKeyboardHIDUsage.keyboardUpArrow) == .up)
        #expect(ControlKey(UIKeyboardHIDUsage.keyboardLeftArrow) == .left)
        #expect(ControlKey(UIKeyboardHIDUsage.keyboardPageDown) == .pageDown)
        #expect(ControlKey(UIKeyboardHIDUsage.keyboardReturnOrEnter) == .activate)
        #expect(ControlKey(UIKeyboardHIDUsage.keyboardTab) == .nextPart)
        #expect(ControlKey(UIKeyboardHIDUsage.keyboardTab, shift: true) == .previousPart)
        #expect(ControlKey(UIKeyboardHIDUsage.keyboardA) == nil)
    }

    @Test func uiColoursBecomeDrawingColours() {
        #expect(DrawingColor(UIColor.red) == .red)
        let grey = DrawingColor(UIColor(white: 0.5, alpha: 0.25))
        #expect(abs(grey.red - 0.5) < 0.01 && abs(grey.alpha - 0.25) < 0.01)
    }

    @Test func rectsConvertBothWays() {
        let rect = Rect(x: 1, y: 2, width: 3, height: 4)
        #expect(Rect(rect.cgRect) == rect)
    }
}
#endif
