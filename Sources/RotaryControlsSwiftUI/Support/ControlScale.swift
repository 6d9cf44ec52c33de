#if canImport(SwiftUI)
import RotaryControls
import SwiftUI

/// The environment's `controlSize` and Dynamic Type size as the core's ``StyleScale``: strokes
/// and sizes follow the control size (mini 0.6, small 0.8, regular 1, large 1.25, extra large
/// 1.5); text follows both (the control size times the body text's Dynamic Type scaling).
struct ControlScale: DynamicProperty {
    #if !os(tvOS)
    @Environment(\.controlSize) private var controlSize
    #endif
    /// A hundred points of body text at the reader's text size.
    @ScaledMetric(relativeTo: .body) private var textPercent: CGFloat = 100

    /// The scale to apply to a control's style.
    var scale: StyleScale {
        let metrics = metricsFactor
        return StyleScale(metrics: metrics, text: metrics * Double(textPercent) / 100)
    }

    private var metricsFactor: Double {
        #if os(tvOS)
        return 1
        #else
        if controlSize == .mini { return 0.6 }
        if controlSize == .small { return 0.8 }
        if controlSize == .regular { return 1 }
        if controlSize == .large { return 1.25 }
        return 1.5 // extra large (iOS 17, macOS 14, watchOS 10 and later)
        #endif
    }
}
#endif
