#if canImport(SwiftUI)
import RotaryControls
internal import RotaryControlsCoreGraphics
import SwiftUI

/// Paints a core ``Drawing`` into a SwiftUI `GraphicsContext` (a `Canvas`). It translates and
/// never decides: every position, size and colour comes from the drawing.
///
/// - Semantic colours: `.tint` is ``tint``, or the environment's tint (`.tint(_:)`) when
///   ``tint`` is `nil`; `.label` is `.primary`; `.secondaryLabel` is
///   `.secondary`; `.separator` and `.background` are the platform's separator and background
///   colours. All resolve in the canvas' environment (dark mode, Increase Contrast).
/// - Angular gradients are wedges from the arc's centre
///   (``ArcGradient/wedges(along:center:radius:width:maximumAngle:)``), filled without
///   antialiasing inside a clip of the stroked arc with its caps: every pixel is painted once,
///   so translucent gradient colours show no seams.
/// - Text uses the system font, centred on its anchor.
/// - Images come from ``imageResolver``, aspect-fitted and turned about their rect's centre;
///   template images are filled with their tint.
/// - Elements with non-finite geometry or non-positive radii and widths are skipped.
/// - A layer (a `Drawing.Group` with a `Drawing.LayerID`) is drawn as any group here;
///   ``DrawingCanvas`` keeps each layer's content as a canvas symbol and only composes it per
///   frame, with the same picture.
///
/// The renderer is a plain `Sendable` value, so a `Canvas` closure may capture it whatever its
/// isolation.
///
/// ```swift
/// Canvas { context, size in
///     GraphicsContextRenderer().render(drawing, in: &context)
/// }
/// ```
public struct GraphicsContextRenderer: Sendable {
    /// The colour `.semantic(.tint)` resolves to; `nil` (the default) follows the environment's
    /// tint (text, which needs a fixed colour, then uses the accent colour).
    public var tint: Color?
    /// Where images come from.
    public var imageResolver: CanvasImageResolver

    /// Creates a renderer (images from the main bundle unless told otherwise).
    public init(tint: Color? = nil, imageResolver: CanvasImageResolver = .mainBundle) {
        self.tint = tint
        self.imageResolver = imageResolver
    }

    // MARK: - Rendering

    /// Draws every element of `drawing`, in order. `context` itself is left unchanged (each
    /// group draws into a copy).
    public func render(_ drawing: Drawing, in context: inout GraphicsContext) {
        var layers = LayerSymbols.Cursor()
        render(drawing, in: &context, layers: &layers)
    }

    /// Draws every element of `drawing`, in order, each layer that `layers` hands a symbol for
    /// as that symbol (the same picture, its content kept by the canvas).
    func render(_ drawing: Drawing, in context: inout GraphicsContext, layers: inout LayerSymbols.Cursor) {
        for element in drawing.elements {
            draw(element, in: &context, layers: &layers)
        }
    }

    /// The SwiftUI colour for a paint (a gradient gives its first colour, an empty one clear;
    /// the tint role without a ``tint`` gives the accent colour).
    public func color(for paint: Paint) -> Color {
        switch paint {
        case let .color(color): return Color(color)
        case let .semantic(role): return Color.semantic(role, tint: tint ?? .accentColor)
        case .gradient, .radialGradient: return Color(paint.flatColor)
        }
    }

    /// The shading for a paint: its colour, the environment's tint for the tint role when
    /// ``tint`` is `nil`, or a radial gradient (its last colour continuing beyond its radius).
    public func shading(for paint: Paint) -> GraphicsContext.Shading {
        if case .semantic(.tint) = paint, tint == nil {
            return .style(.tint)
        }
        if case let .radialGradient(gradient) = paint {
            guard gradient.isDrawable else { return .color(.clear) }
            let stops = gradient.stops.map { Gradient.Stop(color: Color($0.color), location: CGFloat($0.location)) }
            return .radialGradient(
                Gradient(stops: stops), center: CGPoint(x: gradient.center.x, y: gradient.center.y),
                startRadius: 0, endRadius: CGFloat(gradient.radius))
        }
        return .color(color(for: paint))
    }

    // MARK: - Elements

    private func draw(_ element: Drawing.Element, in context: inout GraphicsContext, layers: inout LayerSymbols.Cursor)
    {
        switch element {
        case let .arc(center, radius, arc, stroke):
            drawArc(center: center, radius: radius, arc: arc, stroke: stroke, in: &context)
        case let .circle(center, radius, fill, stroke):
            guard center.isFinite, radius.isFinite, radius > 0 else { return }
            let rect = CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
            drawShape(Path(ellipseIn: rect), fill: fill, stroke: stroke, in: &context)
        case let .ellipse(rect, fill, stroke):
            guard let rect = rect.drawableCGRect else { return }
            drawShape(Path(ellipseIn: rect), fill: fill, stroke: stroke, in: &context)
        case let .path(path, fill, stroke):
            guard !path.isEmpty, path.isFinite else { return }
            drawShape(Path(path.cgPath), fill: fill, stroke: stroke, in: &context)
        case let .text(string, center, style):
            guard !string.isEmpty, center.isFinite, style.fontSize > 0 else { return }
            let text = Text(string)
                .font(.system(size: CGFloat(style.fontSize), weight: GraphicsContextRenderer.fontWeight(style.weight)))
                .foregroundColor(color(for: style.paint))
            context.draw(text, at: CGPoint(x: center.x, y: center.y), anchor: .center)
        case let .image(reference, rect, rotation, tint):
            drawImage(reference, in: rect, rotation: rotation, tint: tint, in: &context)
        case let .group(group):
            drawGroup(group, in: context, layers: &layers)
        }
    }

    private func drawArc(center: Point, radius: Double, arc: Arc, stroke: Stroke, in context: inout GraphicsContext) {
        guard center.isFinite, radius.isFinite, radius > 0, stroke.width.isFinite, stroke.width > 0 else { return }
        if case let .gradient(gradient) = stroke.paint {
            guard !gradient.colors.isEmpty else { return }
            if gradient.colors.count > 1 {
                drawGradientArc(
                    center: center, radius: radius, arc: arc, stroke: stroke, gradient: gradient, in: &context)
                return
            }
        }
        let style = StrokeStyle(lineWidth: CGFloat(stroke.width), lineCap: stroke.cap.cgLineCap)
        context.stroke(
            GraphicsContextRenderer.arcPath(arc, center: center, radius: radius),
            with: shading(for: stroke.paint), style: style)
    }

    private func drawGradientArc(
        center: Point, radius: Double, arc: Arc, stroke: Stroke, gradient: ArcGradient,
        in context: inout GraphicsContext
    ) {
        // An arc of no length is its start cap, in the start colour.
        guard arc.sweep.radians * radius >= 1e-3 else {
            if let cap = arc.capOutline(stroke.cap, at: .start, center: center, radius: radius, width: stroke.width) {
                context.fill(Path(cap.cgPath), with: .color(Color(gradient.color(at: 0))))
            }
            return
        }
        let wedges = gradient.wedges(along: arc, center: center, radius: radius, width: stroke.width)
        guard !wedges.isEmpty else { return }
        // The clip (antialiased) is the stroke itself, caps included; the wedges share their
        // edges exactly and are filled aliased, so no pixel is painted twice.
        var clipped = context
        let style = StrokeStyle(lineWidth: CGFloat(stroke.width), lineCap: stroke.cap.cgLineCap)
        clipped.clip(to: GraphicsContextRenderer.arcPath(arc, center: center, radius: radius).strokedPath(style))
        for wedge in wedges {
            clipped.fill(
                Path(wedge.outline.cgPath), with: .color(Color(wedge.color)), style: FillStyle(antialiased: false))
        }
    }

    private func drawShape(_ path: Path, fill: Paint?, stroke: Stroke?, in context: inout GraphicsContext) {
        if let fill {
            context.fill(path, with: shading(for: fill))
        }
        if let stroke, stroke.width > 0 {
            let style = StrokeStyle(lineWidth: CGFloat(stroke.width), lineCap: stroke.cap.cgLineCap)
            context.stroke(path, with: shading(for: stroke.paint), style: style)
        }
    }

    private func drawImage(
        _ reference: ImageReference, in rect: Rect, rotation: Rotation, tint: Paint?,
        in context: inout GraphicsContext
    ) {
        guard rect.drawableCGRect != nil, rotation.radians.isFinite,
            let image = imageResolver.image(reference)
        else { return }
        var resolved = context.resolve(reference.isTemplate ? image.renderingMode(.template) : image)
        if reference.isTemplate {
            resolved.shading = shading(for: tint ?? .semantic(.tint))
        }
        let fitted = rect.aspectFit(Size(width: Double(resolved.size.width), height: Double(resolved.size.height)))
        let center = rect.center
        var turned = context
        turned.translateBy(x: CGFloat(center.x), y: CGFloat(center.y))
        // A positive angle turns clockwise on screen in SwiftUI's y-down space.
        turned.concatenate(CGAffineTransform(rotationAngle: CGFloat(rotation.radians)))
        turned.draw(
            resolved,
            in: CGRect(
                x: fitted.minX - center.x, y: fitted.minY - center.y,
                width: fitted.width, height: fitted.height))
    }

    /// Draws a group; a layer as its symbol when `layers` has one (the contents of a layer are
    /// content: layers inside it are drawn directly, as groups).
    private func drawGroup(_ group: Drawing.Group, in context: GraphicsContext, layers: inout LayerSymbols.Cursor) {
        guard Self.canDraw(group) else { return }
        if let id = group.layer {
            if let symbol = layers.take(id), let resolved = context.resolveSymbol(id: symbol.id) {
                compose(resolved, of: symbol, as: group, in: context)
            } else {
                var none = LayerSymbols.Cursor()
                drawContent(of: group, in: context, layers: &none)
            }
        } else {
            drawContent(of: group, in: context, layers: &layers)
        }
    }

    private func drawContent(of group: Drawing.Group, in context: GraphicsContext, layers: inout LayerSymbols.Cursor) {
        let t = group.transform
        var inner = context
        inner.concatenate(CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty))
        if let clip = group.clipCircle {
            inner.clip(
                to: Path(
                    ellipseIn: CGRect(
                        x: clip.center.x - clip.radius, y: clip.center.y - clip.radius,
                        width: 2 * clip.radius, height: 2 * clip.radius)))
        }
        guard group.opacity < 1 else {
            for element in group.elements { draw(element, in: &inner, layers: &layers) }
            return
        }
        // The opacity applies to the group as a whole: draw it into a layer, then fade the layer.
        inner.opacity *= group.opacity
        inner.drawLayer { layer in
            layer.opacity = 1 // the fade is applied once, when the layer is composited
            for element in group.elements { draw(element, in: &layer, layers: &layers) }
        }
    }
}
#endif
