import CCairo
import Glibc
import RotaryControls

/// A circle's rendering at one quarter-pixel phase made from its rendering at another.
extension CairoLayerCache {
    /// A lone circle about its layer's origin, in flat colours, painted by the disc painter
    /// (``CairoDiscImage``: a radius of 16 pixels or more), looks the same mirrored across
    /// either axis through its centre and across a diagonal: its rendering at a quarter-pixel
    /// phase is, pixel for pixel, a kept rendering at the mirrored phase mirrored (the phases
    /// x and 1 − x mirror each other, as y and 1 − y, and x and y across the diagonal when both
    /// scales are equal). Of the sixteen phases a ring of spokes lands on, six are then painted
    /// and the others copied: in the spinner's first frame, about fifteen outlines painted
    /// became about six. The copy is made, kept under `key` and returned; `nil` when the layer
    /// is not such a circle or no mirrored rendering is kept.
    func mirroredCircle(_ group: Drawing.Group, key: Key, scale: (x: Double, y: Double)) -> Entry? {
        // Only what the disc painter paints (from 16 px): it computes each pixel's coverage from its
        // distance to the centre, the same on either side; Cairo's scan conversion is not symmetric.
        guard Self.isLoneCircle(group), case let .circle(center, radius, fill, stroke) = group.elements[0], center == .zero,
              radius * scale.x >= CairoDiscImage.minimumRadius,
              Self.isFlat(fill), stroke.map({ Self.isFlat($0.paint) }) ?? true, key.scaleX == key.scaleY,
              key.phaseX >= 0, key.phaseY >= 0 else { return nil }
        let target = (x: Int(key.phaseX), y: Int(key.phaseY))
        for transposed in [false, true] {
            for flipX in [false, true] {
                for flipY in [false, true] where flipX || flipY || transposed {
                    // The source's phase on each of its axes: the target's on the axis it shows, mirrored or not.
                    let (alongX, alongY) = transposed ? (target.y, target.x) : (target.x, target.y)
                    let source = Key(content: key.content, theme: key.theme, scaleX: key.scaleX, scaleY: key.scaleY,
                                     phaseX: Int8(flipX ? (4 - alongX) % 4 : alongX), phaseY: Int8(flipY ? (4 - alongY) % 4 : alongY))
                    guard source != key, let kept = keptEntry(source, for: group),
                          let copy = mirrored(kept, source: source, target: key, scale: scale, flip: (flipX, flipY),
                                              transposed: transposed, group: group) else { continue }
                    mirroredCount &+= 1
                    return copy
                }
            }
        }
        return nil
    }

    /// Whether a paint is one colour (a circle filled or outlined with it is mirror-symmetric).
    private static func isFlat(_ paint: Paint?) -> Bool {
        switch paint {
        case nil, .color?, .semantic?: return true
        case .gradient?, .radialGradient?: return false
        }
    }

    /// `kept` (the rendering for `source`) mirrored into a new rendering for `target`, kept.
    private func mirrored(
        _ kept: Entry, source: Key, target: Key, scale: (x: Double, y: Double), flip: (x: Bool, y: Bool), transposed: Bool,
        group: Drawing.Group
    ) -> Entry? {
        guard let bounds = DrawingBounds.of(group.elements), !bounds.isEmpty,
              let pixels = cairo_image_surface_get_data(kept.surface) else { return nil }
        let phase = (x: Double(target.phaseX) / 4, y: Double(target.phaseY) / 4)
        // The target's box, as `render` makes it.
        let left = (scale.x * bounds.minX + phase.x).rounded(.down) - 2
        let top = (scale.y * bounds.minY + phase.y).rounded(.down) - 2
        let right = (scale.x * bounds.maxX + phase.x).rounded(.up) + 2
        let bottom = (scale.y * bounds.maxY + phase.y).rounded(.up) + 2
        guard left.isFinite, top.isFinite, right.isFinite, bottom.isFinite, right - left <= Self.maximumSide,
              bottom - top <= Self.maximumSide else { return nil }
        let (width, height) = (Int(right - left), Int(bottom - top))
        let (sourceWidth, sourceHeight) = (Int(cairo_image_surface_get_width(kept.surface)),
                                           Int(cairo_image_surface_get_height(kept.surface)))
        let sourceStride = Int(cairo_image_surface_get_stride(kept.surface)) / 4
        // The circle's centre in each image's pixels (pixel i spans i … i + 1).
        let sourceCentre = (x: Double(source.phaseX) / 4 - kept.corner.x, y: Double(source.phaseY) / 4 - kept.corner.y)
        let targetCentre = (x: phase.x - left, y: phase.y - top)
        // Target pixel (j, k) lies at (j + ½ − cx, k + ½ − cy) from the centre; the source pixel at
        // that offset mirrored (and transposed) is i = ±offset + sourceCentre − ½: a whole number,
        // i = step·index + base along each axis.
        func map(flipped: Bool, _ targetCentre: Double, _ sourceCentre: Double) -> (step: Int, base: Int) {
            let base = (flipped ? targetCentre - 0.5 : 0.5 - targetCentre) + sourceCentre - 0.5
            return (flipped ? -1 : 1, Int(base.rounded()))
        }
        // The source column follows the target's columns (or rows, transposed); the source row the other.
        let column = map(flipped: flip.x, transposed ? targetCentre.y : targetCentre.x, sourceCentre.x)
        let row = map(flipped: flip.y, transposed ? targetCentre.x : targetCentre.y, sourceCentre.y)
        let image = CairoPixelImage.makeWritten(width: width, height: height) { output, stride in
            pixels.withMemoryRebound(to: UInt32.self, capacity: sourceStride * sourceHeight) { input in
                for k in 0..<height {
                    let line = output + k * stride
                    if transposed {
                        // Row k shows source column i, read down the source's rows.
                        let i = column.step * k + column.base
                        for j in 0..<width {
                            let l = row.step * j + row.base
                            line[j] = i >= 0 && i < sourceWidth && l >= 0 && l < sourceHeight ? input[l * sourceStride + i] : 0
                        }
                    } else {
                        let l = row.step * k + row.base
                        guard l >= 0, l < sourceHeight else {
                            line.update(repeating: 0, count: width)
                            continue
                        }
                        // The columns that land inside the source, a run; transparent either side.
                        let from = input + l * sourceStride
                        let (one, other) = ((0 - column.base) * column.step, (sourceWidth - 1 - column.base) * column.step)
                        let first = Swift.max(0, Swift.min(one, other)), last = Swift.min(width - 1, Swift.max(one, other))
                        guard first <= last else {
                            line.update(repeating: 0, count: width)
                            continue
                        }
                        line.update(repeating: 0, count: first)
                        if column.step == 1 {
                            (line + first).update(from: from + first + column.base, count: last - first + 1)
                        } else {
                            for j in first...last { line[j] = from[column.base - j] }
                        }
                        (line + last + 1).update(repeating: 0, count: width - 1 - last)
                    }
                }
            }
        }
        guard let image else { return nil }
        let entry = Entry(elements: group.elements, clip: group.clipCircle, surface: image, corner: (left, top),
                          bytes: width * height * 4, lastUse: 0)
        keep(entry, for: target)
        return entry
    }
}
