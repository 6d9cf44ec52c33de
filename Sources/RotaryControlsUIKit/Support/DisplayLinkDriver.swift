#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import QuartzCore
import UIKit

/// A frame clock for the core's `advance(to:report:)`: runs a `CADisplayLink` while a model
/// says it `needsFrames`, and hands each frame's target time to a callback.
///
/// Times are seconds on the same clock as `UITouch.timestamp` and `CACurrentMediaTime()`
/// (``now``), so animations started from a touch and from code line up.
///
/// ```swift
/// lazy var frames = DisplayLinkDriver { [weak self] time in
///     self?.advance(to: time) ?? false   // return whether more frames are needed
/// }
/// ```
///
/// The link retains the driver while it runs and is invalidated as soon as the callback
/// answers `false` or ``stop()`` is called; capture the owner weakly in the callback.
@MainActor
public final class DisplayLinkDriver: NSObject {
    private var link: CADisplayLink?
    private let onFrame: @MainActor (Double) -> Bool

    /// Creates a stopped driver. `onFrame` receives each frame's target time and answers
    /// whether more frames are needed.
    public init(onFrame: @escaping @MainActor (_ time: Double) -> Bool) {
        self.onFrame = onFrame
        super.init()
    }

    /// The current time on the frame clock (`CACurrentMediaTime()`).
    public static var now: Double { CACurrentMediaTime() }

    /// Whether the display link is running.
    public var isRunning: Bool { link != nil }

    /// Starts the display link on the main run loop (common modes, so it keeps running while a
    /// scroll view tracks). Does nothing when it already runs.
    public func start() {
        guard link == nil else { return }
        let link = CADisplayLink(target: self, selector: #selector(step(_:)))
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    /// Stops and releases the display link. Safe to call when stopped.
    public func stop() {
        link?.invalidate()
        link = nil
    }

    @objc private func step(_ link: CADisplayLink) {
        if !onFrame(link.targetTimestamp) {
            stop()
        }
    }
}
#endif
