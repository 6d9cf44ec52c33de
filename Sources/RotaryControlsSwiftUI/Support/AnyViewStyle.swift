#if canImport(SwiftUI)
import SwiftUI

/// A type-erased view style: how a control's configuration becomes its face.
struct AnyViewStyle<Configuration>: @unchecked Sendable {
    // Only ever called on the main actor, from a view's body.
    let makeBody: @MainActor (Configuration) -> AnyView
}

/// Where the environment keeps the view style of the controls configured by `Configuration`
/// (none: the built-in style).
struct ViewStyleKey<Configuration>: EnvironmentKey {
    static var defaultValue: AnyViewStyle<Configuration>? { nil }
}

extension Optional {
    /// The face this view style makes of `configuration`, or the built-in style's (`automatic`)
    /// when there is none.
    @MainActor func face<Configuration, Automatic: View>(
        _ configuration: Configuration, automatic: (Configuration) -> Automatic
    ) -> AnyView where Wrapped == AnyViewStyle<Configuration> {
        guard let style = self else { return AnyView(automatic(configuration)) }
        return style.makeBody(configuration)
    }
}
#endif
