@_exported import Foundation
public func CACurrentMediaTime() -> Double { 0 }
open class CADisplayLink {
    public init(target: Any, selector sel: Selector) {}
    open var targetTimestamp: Double { 0 }
    open var timestamp: Double { 0 }
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {}
    open func invalidate() {}
}
public struct Selector: Sendable { public init(_ s: String) {} }
