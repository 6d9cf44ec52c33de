/// The prize wheel's pin: the pointer at the top bends as each slice edge comes up to it and
/// snaps back as the edge passes — in the same instant as that item's tick and click, because
/// both are functions of the ring position alone (an item passes when the position crosses a
/// half, which is where a slice edge meets the pointer).
extension RadialSpinnerModel {
    /// How far before a slice edge the pointer starts to bend, in items (0.25).
    public static let pointerFlexReach = 0.25
    /// How far a fully bent pointer turns (20°).
    public static let pointerFlexAngle = Rotation(degrees: 20)

    /// How far the pointer is bent, −1…1 (positive: turned clockwise, pushed by a ring turning
    /// clockwise). 0 at rest, while closed or in the picker, and farther than
    /// ``pointerFlexReach`` from the next edge; it grows linearly as the edge ahead (in the
    /// direction the ring moves) approaches, and drops to 0 the moment the edge passes — when
    /// the item's tick and click are reported. The direction comes from the running motion
    /// (towards its target) or the finger (its velocity).
    public var pointerFlex: Double {
        guard isOpen, picker == nil, let direction = travelDirection else { return 0 }
        let position = ringPosition
        guard position.isFinite else { return 0 }
        // Slice edges sit at every k + ½; the next one in the direction of travel.
        let ahead = direction > 0 ? (position - 0.5).rounded(.down) + 1.5 : (position + 0.5).rounded(.up) - 1.5
        let distance = Swift.abs(ahead - position)
        guard distance < RadialSpinnerModel.pointerFlexReach else { return 0 }
        return -direction * (1 - distance / RadialSpinnerModel.pointerFlexReach)
    }

    /// +1 when the ring position grows (counter-clockwise), −1 when it falls, `nil` at rest.
    var travelDirection: Double? {
        if let motion {
            let distance = Double(motion.targetSlot) - ringPosition
            return distance == 0 ? nil : (distance > 0 ? 1 : -1)
        }
        if let touch, touch.turnsRing, touch.tracker.velocity != 0, touch.tracker.velocity.isFinite {
            return touch.tracker.velocity > 0 ? -1 : 1 // clockwise turning lowers the position
        }
        return nil
    }

    /// The top mark's layer, turned by the flex about the middle of its base when the style
    /// flexes the pointer.
    func markLayer(layout: RadialSpinnerLayout, style: RadialSpinnerStyle) -> Drawing.Element {
        let mark = topMark(layout: layout, style: style)
        let flex = style.flexesPointer ? pointerFlex : 0
        guard flex != 0 else { return Self.layer("spinner.mark", mark) }
        let top = layout.spokeCenter(at: .top)
        let width = Swift.max(1, RadialSpinnerStyle.safe(style.borderWidth))
        let pointer = Swift.min(layout.iconRadius * 0.35, 10)
        let pivot = Point(x: top.x, y: top.y + layout.iconRadius + width / 2 + 1 + pointer * 1.2)
        return .group(
            Drawing.Group(
                transform: .rotation(RadialSpinnerModel.pointerFlexAngle * flex, around: pivot),
                layer: Drawing.LayerID("spinner.mark"), elements: mark))
    }
}
