#if canImport(SwiftUI)
import RotaryControls
import SwiftUI

/// The content shape of a control: the model's hit areas (a slider's handles, a knob's disc, a
/// closed spinner's centre), so that a touch elsewhere reaches what lies beneath, or scrolls.
/// Every outline winds clockwise (a band's hole counter-clockwise), so the default non-zero
/// fill makes their union.
struct ControlHitShape: Shape {
    /// The outline, in the control's coordinates.
    let outline: Path

    /// The outline of `model`'s hit areas; empty for a disabled control.
    init<Model: ControlModel>(_ model: Model) {
        var path = Path()
        if model.isEnabled {
            model.hitAreas { area in Self.add(area.shape, to: &path) }
        }
        outline = path
    }

    func path(in rect: CGRect) -> Path { outline }

    private static let segments = 48

    private static func add(_ shape: ControlHitArea.Shape, to path: inout Path) {
        switch shape {
        case let .rectangle(rect):
            guard rect.width.isFinite, rect.height.isFinite, rect.width > 0, rect.height > 0 else { return }
            path.addLines([
                CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
            ])
            path.closeSubpath()
        case let .circle(center, radius):
            addArc(center: center, radius: radius, from: 0, sweep: 2 * .pi, to: &path, start: true)
            path.closeSubpath()
        case let .band(center, inner, outer, arc):
            let start = arc.map { $0.direction.sign > 0 ? $0.start.radians : $0.end.radians } ?? 0
            let sweep = arc.flatMap { $0.isFullCircle ? nil : $0.sweep.radians } ?? 2 * .pi
            if sweep >= 2 * .pi {
                addArc(center: center, radius: outer, from: 0, sweep: 2 * .pi, to: &path, start: true)
                path.closeSubpath()
                addArc(center: center, radius: inner, from: 2 * .pi, sweep: -2 * .pi, to: &path, start: true)
                path.closeSubpath()
            } else {
                addArc(center: center, radius: outer, from: start, sweep: sweep, to: &path, start: true)
                addArc(center: center, radius: inner, from: start + sweep, sweep: -sweep, to: &path, start: false)
                path.closeSubpath()
            }
        }
    }

    /// Points along a circle of `radius` from bearing `from` (radians clockwise from 12 o'clock)
    /// over `sweep`.
    private static func addArc(
        center: Point, radius: Double, from: Double, sweep: Double, to path: inout Path,
        start: Bool
    ) {
        guard center.isFinite, radius.isFinite, radius >= 0, from.isFinite, sweep.isFinite else { return }
        for index in 0...segments {
            let point = Point(
                center: center, radius: radius,
                bearing: Bearing(radians: from + sweep * Double(index) / Double(segments)))
            let cgPoint = CGPoint(x: point.x, y: point.y)
            if index == 0, start { path.move(to: cgPoint) } else { path.addLine(to: cgPoint) }
        }
    }
}
#endif
