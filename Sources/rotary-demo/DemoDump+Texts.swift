import Foundation
import RotaryControls

extension DemoDump {
    /// Where a drawing's texts sit, for a dump field: `X:Y:SIZE:LENGTH` per text joined by `,`
    /// (centre in the control's points, rounded; font size in points; characters), group
    /// transforms applied. End-to-end tests find a control's labels on a screenshot with it
    /// (the dark-theme contrast scenario).
    static func textPlaces(in drawing: Drawing) -> String {
        var places: [String] = []
        collectTexts(drawing.elements, transform: .identity, into: &places)
        return places.joined(separator: ",")
    }

    private static func collectTexts(_ elements: [Drawing.Element], transform: Transform, into places: inout [String]) {
        for element in elements {
            switch element {
            case let .text(string, center, style):
                let point = transform.apply(center)
                guard point.x.isFinite, point.y.isFinite else { continue }
                places.append(
                    "\(Int(point.x.rounded())):\(Int(point.y.rounded())):"
                        + String(format: "%.1f", style.fontSize) + ":\(string.count)")
            case let .group(group):
                collectTexts(group.elements, transform: group.transform.concatenating(transform), into: &places)
            default:
                continue
            }
        }
    }
}
