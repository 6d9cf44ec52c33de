import RotaryControls

/// Whether a drawing shows only finite numbers, without formatting it.
///
/// The same answer as searching the drawing's text form (`description`) for "nan" and "inf":
/// every number that form prints (sizes, points, radii, angles in degrees, widths, font sizes,
/// opacities, alphas, transforms, clip circles, gradient stops, path points) is looked at as a
/// number, and every string it prints (text, image names) is searched for the two words. It
/// formats and allocates nothing, so a fuzz target can check every drawing of every step.
public enum DrawingCheck {
    /// Whether every number of `drawing` is finite and no text or image name says "nan" or "inf".
    public static func isFinite(_ drawing: Drawing) -> Bool {
        finite(drawing.size.width) && finite(drawing.size.height) && isFinite(drawing.elements)
    }

    /// Traps with the drawing's text form when `drawing` holds a NaN or an infinity.
    public static func require(_ drawing: Drawing) {
        if !isFinite(drawing) {
            preconditionFailure("no NaN or infinity in the drawing:\n\(drawing)")
        }
    }

    // MARK: - Elements

    /// (Each element is looked at where it lies: iterating the array, or passing an element
    /// by value, copies it — payload, strings and nested arrays retained and released.)
    private static func isFinite(_ elements: [Drawing.Element]) -> Bool {
        elements.withUnsafeBufferPointer { elements in
            for index in elements.indices where !isFinite(elements.baseAddress! + index) {
                return false
            }
            return true
        }
    }

    private static func isFinite(_ element: UnsafePointer<Drawing.Element>) -> Bool {
        switch element.pointee {
        case let .arc(center, radius, arc, stroke):
            return finite(center) && finite(radius) && finite(arc.start.degrees) && finite(arc.sweep.degrees)
                && isFinite(stroke)
        case let .circle(center, radius, fill, stroke):
            return finite(center) && finite(radius) && isFinite(fill) && isFinite(stroke)
        case let .ellipse(rect, fill, stroke):
            return finite(rect) && isFinite(fill) && isFinite(stroke)
        case let .path(path, fill, stroke):
            return isFinite(path) && isFinite(fill) && isFinite(stroke)
        case let .text(string, center, style):
            return !saysNonFinite(string) && finite(center) && finite(style.fontSize) && isFinite(style.paint)
        case let .image(image, rect, rotation, tint):
            return !saysNonFinite(image.name) && finite(rect) && finite(rotation.degrees) && isFinite(tint)
        case let .group(group):
            let t = group.transform
            return finite(t.a) && finite(t.b) && finite(t.c) && finite(t.d) && finite(t.tx) && finite(t.ty)
                && finite(group.opacity)
                && (group.clipCircle.map { finite($0.center) && finite($0.radius) } ?? true)
                && isFinite(group.elements)
        }
    }

    private static func isFinite(_ path: DrawingPath) -> Bool {
        for command in path.commands {
            switch command {
            case let .move(to), let .line(to):
                if !finite(to) { return false }
            case let .quadCurve(to, control):
                if !finite(to) || !finite(control) { return false }
            case let .curve(to, control1, control2):
                if !finite(to) || !finite(control1) || !finite(control2) { return false }
            case .close:
                break
            }
        }
        return true
    }

    // MARK: - Paint

    private static func isFinite(_ stroke: Stroke?) -> Bool {
        guard let stroke else { return true }
        return finite(stroke.width) && isFinite(stroke.paint)
    }

    private static func isFinite(_ paint: Paint?) -> Bool {
        switch paint {
        case nil, .semantic: return true
        case let .color(color): return finite(color)
        case let .gradient(gradient):
            for color in gradient.colors where !finite(color) {
                return false
            }
            return true
        case let .radialGradient(gradient):
            guard finite(gradient.center) && finite(gradient.radius) else { return false }
            for stop in gradient.stops where !finite(stop.color) || !finite(stop.location) {
                return false
            }
            return true
        }
    }

    // MARK: - Numbers and words

    private static func finite(_ value: Double) -> Bool { value.isFinite }

    private static func finite(_ point: Point) -> Bool { point.x.isFinite && point.y.isFinite }

    private static func finite(_ rect: Rect) -> Bool {
        rect.minX.isFinite && rect.minY.isFinite && rect.width.isFinite && rect.height.isFinite
    }

    /// The alpha as printed, and the components as `#rrggbb` needs them (a byte each).
    private static func finite(_ color: DrawingColor) -> Bool {
        color.alpha.isFinite && byte(color.red) && byte(color.green) && byte(color.blue)
    }

    private static func byte(_ component: Double) -> Bool {
        let scaled = (component * 255).rounded()
        return scaled.isFinite && abs(scaled) < 0x1p62
    }

    /// Whether `text` contains "nan" or "inf", byte by byte (a combining mark after the word,
    /// which `String.contains` would not match, still counts).
    private static func saysNonFinite(_ text: String) -> Bool {
        var window: UInt32 = 0
        var count = 0
        for unit in text.utf8 {
            window = (window << 8 | UInt32(unit)) & 0xFF_FFFF
            count += 1
            if count >= 3, window == 0x6E_616E || window == 0x69_6E66 { return true }
        }
        return false
    }
}
