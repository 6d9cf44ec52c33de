#if canImport(SwiftUI)
import SwiftUI

/// The `label` view of a `Slider`-shaped control as VoiceOver's name for it, where SwiftUI can
/// take a label from a view (iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2); earlier, the
/// label is available to view styles only and VoiceOver uses the core's name.
struct LabelViewAccessibility<Label: View>: ViewModifier {
    let label: Label
    let isUsed: Bool

    @ViewBuilder
    func body(content: Content) -> some View {
        if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *), isUsed {
            content.accessibilityLabel { _ in label }
        } else {
            content
        }
    }
}
#endif
