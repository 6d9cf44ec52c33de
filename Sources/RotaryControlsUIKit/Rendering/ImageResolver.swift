#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls
import UIKit

/// Turns the core's ``ImageReference`` (a name) into a `UIImage` for the UIKit controls.
///
/// The default, ``mainBundle``, looks the name up with `UIImage(named:in:compatibleWith:)` in
/// the app's main bundle (asset catalogues included), with the control's trait collection so
/// dark-mode and high-contrast variants are picked. An app whose images live elsewhere sets
/// ``default`` once at launch, or a control's own `imageResolver`:
///
/// ```swift
/// ImageResolver.default = ImageResolver { reference, traits in
///     UIImage(named: reference.name, in: .module, compatibleWith: traits)
/// }
/// ```
///
/// A name the resolver does not know (`nil`) is simply not drawn.
public struct ImageResolver: Sendable {
    /// Answers the image for a reference under the given traits, or `nil` when there is none.
    public let image: @MainActor @Sendable (ImageReference, UITraitCollection) -> UIImage?

    /// Creates a resolver from a look-up function.
    public init(_ image: @escaping @MainActor @Sendable (ImageReference, UITraitCollection) -> UIImage?) {
        self.image = image
    }

    /// Looks names up in the main bundle with `UIImage(named:in:compatibleWith:)`.
    public static let mainBundle = ImageResolver { reference, traits in
        UIImage(named: reference.name, in: Bundle.main, compatibleWith: traits)
    }

    /// The resolver every control uses unless it is given its own; ``mainBundle`` by default.
    @MainActor public static var `default`: ImageResolver = .mainBundle
}
#endif
