#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls
internal import RotaryControlsCoreGraphics
import UIKit

/// Paints a core ``Drawing`` into a Core Graphics context — the UIKit controls' only way of
/// drawing. It translates and never decides: every position, size and colour comes from the
/// drawing, which the core builds and tests.
///
/// - Semantic colours resolve against ``traitCollection`` (dark mode, Increase Contrast), with
///   `.tint` taken from ``tintColor``.
/// - Angular gradients are drawn as wedges from the arc's centre
///   (``ArcGradient/wedges(along:center:radius:width:maximumAngle:)``), filled without
///   antialiasing inside a clip of the stroked arc with its caps: every pixel is painted once,
///   so translucent gradient colours show no seams.
/// - Text is drawn with the system font, centred on its anchor.
/// - Images come from ``imageResolver``, aspect-fitted into their rect and turned about its
///   centre; template images take their tint. Unknown names draw nothing.
/// - Elements with non-finite geometry, non-positive radii or widths are skipped, so a bad
///   value never reaches Core Graphics.
///
/// ```swift
/// override func draw(_ rect: CGRect) {
///     guard let context = UIGraphicsGetCurrentContext() else { return }
///     CoreGraphicsRenderer(tintColor: tintColor, traitCollection: traitCollection)
///         .render(drawing, in: context)
/// }
/// ```
@MainActor
public struct CoreGraphicsRenderer {
    /// The colour `.semantic(.tint)` resolves to.
    public var tintColor: UIColor
    /// The traits semantic colours and images resolve against.
    public var traitCollection: UITraitCollection
    /// Where images come from.
    public var imageResolver: ImageResolver

    /// Creates a renderer. `imageResolver` `nil` (the default) uses ``ImageResolver/default``.
    public init(tintColor: UIColor, traitCollection: UITraitCollection, imageResolver: ImageResolver? = nil) {
        self.tintColor = tintColor
        self.traitCollection = traitCollection
        self.imageResolver = imageResolver ?? ImageResolver.default
    }

    // MARK: - Rendering

    /// Draws every element of `drawing` into `context`, in order. The context's state is
    /// restored afterwards; the context is made UIKit's current context while drawing (text and
    /// images need it).
    public func render(_ drawing: Drawing, in context: CGContext) {
        UIGraphicsPushContext(context)
        context.saveGState()
        for element in drawing.elements {
            draw(element, in: context)
        }
        context.restoreGState()
        UIGraphicsPopContext()
    }

    /// The resolved Core Graphics colour for a paint (a gradient gives its first colour, an
    /// empty gradient clear).
    public func cgColor(for paint: Paint) -> CGColor {
        uiColor(for: paint).resolvedColor(with: traitCollection).cgColor
    }

    /// The UIKit colour for a paint, not yet resolved (dynamic for semantic roles).
    public func uiColor(for paint: Paint) -> UIColor {
        switch paint {
        case let .color(color): return UIColor(color)
        case let .semantic(role): return UIColor.semantic(role, tintColor: tintColor)
        case .gradient, .radialGradient: return UIColor(paint.flatColor)
        }
    }

    // MARK: - Elements

    private func draw(_ element: Drawing.Element, in context: CGContext) {
        switch element {
        case let .arc(center, radius, arc, stroke):
            drawArc(center: center, radius: radius, arc: arc, stroke: stroke, in: context)
        case let .circle(center, radius, fill, stroke):
            guard center.isFinite, radius.isFinite, radius > 0 else { return }
            let rect = CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
            drawEllipse(in: rect, fill: fill, stroke: stroke, context: context)
        case let .ellipse(rect, fill, stroke):
            guard let rect = rect.drawableCGRect else { return }
            drawEllipse(in: rect, fill: fill, stroke: stroke, context: context)
        case let .path(path, fill, stroke):
            drawPath(path, fill: fill, stroke: stroke, in: context)
        case let .text(string, center, style):
            drawText(string, center: center, style: style)
        case let .image(reference, rect, rotation, tint):
            drawImage(reference, in: rect, rotation: rotation, tint: tint, context: context)
        case let .group(group):
            drawGroup(group, in: context)
        }
    }

    private func drawArc(center: Point, radius: Double, arc: Arc, stroke: Stroke, in context: CGContext) {
        guard center.isFinite, radius.isFinite, radius > 0, stroke.width.isFinite, stroke.width > 0 else { return }
        if case let .gradient(gradient) = stroke.paint, gradient.colors.count > 1 {
            drawGradientArc(center: center, radius: radius, arc: arc, stroke: stroke, gradient: gradient, in: context)
            return
        }
        if case let .gradient(gradient) = stroke.paint, gradient.colors.isEmpty { return }
        context.saveGState()
        context.setStrokeColor(cgColor(for: stroke.paint))
        context.setLineWidth(CGFloat(stroke.width))
        context.setLineCap(stroke.cap.cgLineCap)
        addArc(arc, center: center, radius: radius, to: context)
        context.strokePath()
        context.restoreGState()
    }

    private func drawGradientArc(
        center: Point, radius: Double, arc: Arc, stroke: Stroke, gradient: ArcGradient, in context: CGContext
    ) {
        context.saveGState()
        defer { context.restoreGState() }
        // An arc of no length is its start cap, in the start colour.
        guard arc.sweep.radians * radius >= 1e-3 else {
            if let cap = arc.capOutline(stroke.cap, at: .start, center: center, radius: radius, width: stroke.width) {
                context.setFillColor(UIColor(gradient.color(at: 0)).cgColor)
                context.addPath(cap.cgPath)
                context.fillPath()
            }
            return
        }
        let wedges = gradient.wedges(along: arc, center: center, radius: radius, width: stroke.width)
        guard !wedges.isEmpty else { return }
        // The clip (antialiased) is the stroke itself, caps included; the wedges share their
        // edges exactly and are filled aliased, so no pixel is painted twice.
        context.setLineWidth(CGFloat(stroke.width))
        context.setLineCap(stroke.cap.cgLineCap)
        addArc(arc, center: center, radius: radius, to: context)
        context.replacePathWithStrokedPath()
        context.clip()
        context.setShouldAntialias(false)
        for wedge in wedges {
            context.setFillColor(UIColor(wedge.color).cgColor)
            context.addPath(wedge.outline.cgPath)
            context.fillPath()
        }
    }

    /// Adds an arc as a new sub-path. Core Graphics' `clockwise` flag is meant for a y-up space;
    /// in UIKit's y-down space `clockwise: false` (growing angles) runs clockwise on screen.
    private func addArc(_ arc: Arc, center: Point, radius: Double, to context: CGContext) {
        let start = arc.screenStartAngle
        let startPoint = Point(center: center, radius: radius, bearing: arc.start)
        context.move(to: CGPoint(x: startPoint.x, y: startPoint.y))
        context.addArc(
            center: CGPoint(x: center.x, y: center.y), radius: CGFloat(radius),
            startAngle: CGFloat(start), endAngle: CGFloat(arc.screenEndAngle),
            clockwise: arc.screenDelta < 0)
    }

    private func drawEllipse(in rect: CGRect, fill: Paint?, stroke: Stroke?, context: CGContext) {
        if case let .radialGradient(gradient) = fill {
            fillRadialGradient(gradient, clippedTo: CGPath(ellipseIn: rect, transform: nil), in: context)
        } else if let fill {
            context.setFillColor(cgColor(for: fill))
            context.fillEllipse(in: rect)
        }
        if let stroke, stroke.width > 0 {
            context.setStrokeColor(cgColor(for: stroke.paint))
            context.setLineWidth(CGFloat(stroke.width))
            context.strokeEllipse(in: rect)
        }
    }

    private func drawPath(_ path: DrawingPath, fill: Paint?, stroke: Stroke?, in context: CGContext) {
        guard !path.isEmpty, path.isFinite else { return }
        let cgPath = path.cgPath
        if case let .radialGradient(gradient) = fill {
            fillRadialGradient(gradient, clippedTo: cgPath, in: context)
        } else if let fill {
            context.setFillColor(cgColor(for: fill))
            context.addPath(cgPath)
            context.fillPath(using: .winding)
        }
        if let stroke, stroke.width > 0 {
            context.saveGState()
            context.setStrokeColor(cgColor(for: stroke.paint))
            context.setLineWidth(CGFloat(stroke.width))
            context.setLineCap(stroke.cap.cgLineCap)
            context.addPath(cgPath)
            context.strokePath()
            context.restoreGState()
        }
    }

    private func drawText(_ string: String, center: Point, style: TextStyle) {
        guard !string.isEmpty, center.isFinite, style.fontSize > 0 else { return }
        let font = UIFont.systemFont(
            ofSize: CGFloat(style.fontSize), weight: CoreGraphicsRenderer.fontWeight(style.weight))
        let text = NSAttributedString(
            string: string,
            attributes: [
                .font: font,
                .foregroundColor: uiColor(for: style.paint).resolvedColor(with: traitCollection),
            ])
        let size = text.size()
        text.draw(at: CGPoint(x: center.x - size.width / 2, y: center.y - size.height / 2))
    }

    private func drawImage(
        _ reference: ImageReference, in rect: Rect, rotation: Rotation, tint: Paint?, context: CGContext
    ) {
        guard rect.drawableCGRect != nil, rotation.radians.isFinite,
            let found = imageResolver.image(reference, traitCollection)
        else { return }
        var image = found
        if reference.isTemplate {
            let color = uiColor(for: tint ?? .semantic(.tint)).resolvedColor(with: traitCollection)
            image = found.withRenderingMode(.alwaysTemplate).withTintColor(color)
        }
        let fitted = rect.aspectFit(Size(width: Double(image.size.width), height: Double(image.size.height)))
        let center = rect.center
        context.saveGState()
        context.translateBy(x: CGFloat(center.x), y: CGFloat(center.y))
        // A positive angle turns clockwise on screen in UIKit's y-down space.
        context.rotate(by: CGFloat(rotation.radians))
        image.draw(
            in: CGRect(
                x: fitted.minX - center.x, y: fitted.minY - center.y,
                width: fitted.width, height: fitted.height))
        context.restoreGState()
    }

    private func drawGroup(_ group: Drawing.Group, in context: CGContext) {
        let t = group.transform
        guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else { return }
        context.saveGState()
        context.concatenate(CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty))
        if let clip = group.clipCircle {
            guard clip.center.isFinite, clip.radius.isFinite, clip.radius > 0 else {
                context.restoreGState()
                return
            }
            context.addEllipse(
                in: CGRect(
                    x: clip.center.x - clip.radius, y: clip.center.y - clip.radius,
                    width: 2 * clip.radius, height: 2 * clip.radius))
            context.clip()
        }
        let isTranslucent = group.opacity < 1
        if isTranslucent {
            context.setAlpha(CGFloat(group.opacity))
            context.beginTransparencyLayer(auxiliaryInfo: nil)
        }
        for element in group.elements {
            draw(element, in: context)
        }
        if isTranslucent { context.endTransparencyLayer() }
        context.restoreGState()
    }
}
#endif
