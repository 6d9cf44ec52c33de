#if canImport(SwiftUI)
import RotaryControls
import SwiftUI

/// Turns the core's ``ImageReference`` (a name) into a SwiftUI `Image` for the views'
/// `Canvas`.
///
/// The default, ``mainBundle``, is `Image(name, bundle: .main)` (asset catalogues included).
/// Set ``default`` once at launch, or pass a resolver to a view's style, when images live
/// elsewhere. `nil` draws nothing. (Named so that it never clashes with the UIKit module's
/// `ImageResolver` when both are imported.)
public struct CanvasImageResolver: Sendable {
    /// Answers the image for a reference, or `nil` when there is none.
    public let image: @Sendable (ImageReference) -> Image?

    /// Creates a resolver from a look-up function.
    public init(_ image: @escaping @Sendable (ImageReference) -> Image?) {
        self.image = image
    }

    /// `Image(name, bundle: .main)`.
    public static let mainBundle = CanvasImageResolver { reference in
        Image(reference.name, bundle: Bundle.main)
    }

    /// The resolver the views use unless given their own; ``mainBundle`` by default.
    @MainActor public static var `default`: CanvasImageResolver = .mainBundle
}
#endif
