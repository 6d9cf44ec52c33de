@_exported import Foundation
// MARK: Core Graphics
public enum CGLineCap: Int32, Sendable { case butt, round, square }
public enum CGPathFillRule: Int, Sendable { case winding, evenOdd }
public struct CGAffineTransform: Sendable {
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {}
    public init(rotationAngle: CGFloat) {}
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
}
public final class CGColor: @unchecked Sendable { public init() {} }
open class CGPath: @unchecked Sendable {}
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public override init() {}
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {}
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {}
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {}
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {}
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool, transform: CGAffineTransform = .identity) {}
    public func closeSubpath() {}
}
public final class CGContext {
    public func saveGState() {}
    public func restoreGState() {}
    public func setStrokeColor(_ color: CGColor) {}
    public func setFillColor(_ color: CGColor) {}
    public func setLineWidth(_ width: CGFloat) {}
    public func setLineCap(_ cap: CGLineCap) {}
    public func setAlpha(_ alpha: CGFloat) {}
    public func move(to point: CGPoint) {}
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {}
    public func addPath(_ path: CGPath) {}
    public func addEllipse(in rect: CGRect) {}
    public func strokePath() {}
    public func fillPath(using rule: CGPathFillRule = .winding) {}
    public func fillEllipse(in rect: CGRect) {}
    public func strokeEllipse(in rect: CGRect) {}
    public func clip(using rule: CGPathFillRule = .winding) {}
    public func concatenate(_ transform: CGAffineTransform) {}
    public func translateBy(x: CGFloat, y: CGFloat) {}
    public func rotate(by angle: CGFloat) {}
    public func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) {}
    public func endTransparencyLayer() {}
}
public typealias CFDictionary = NSDictionary

