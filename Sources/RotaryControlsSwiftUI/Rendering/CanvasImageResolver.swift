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
///
/// Make a resolver once (a `static let`, a stored property), not in a `body`: the controls keep
/// the rendered content of their layers while the resolver stays the same one, and draw it
/// again for a new one.
public struct CanvasImageResolver: Sendable {
    /// Answers the image for a reference, or `nil` when there is none.
    public let image: @Sendable (ImageReference) -> Image?
    /// Tells resolvers apart without calling them, so that a kept rendering of a layer is drawn
    /// again when its images may have changed.
    let identity: Identity

    /// Creates a resolver from a look-up function.
    public init(_ image: @escaping @Sendable (ImageReference) -> Image?) {
        self.image = image
        identity = Identity(lookUp: LookUp(), images: [:])
    }

    private init(image: @escaping @Sendable (ImageReference) -> Image?, identity: Identity) {
        self.image = image
        self.identity = identity
    }

    /// `Image(name, bundle: .main)`.
    public static let mainBundle = CanvasImageResolver { reference in
        Image(reference.name, bundle: Bundle.main)
    }

    /// The resolver the views use unless given their own; ``mainBundle`` by default.
    @MainActor public static var `default`: CanvasImageResolver = .mainBundle

    /// This resolver with `images` answered first: the same images as another resolver made
    /// the same way from the same resolver and equal images.
    func overriding(_ images: [ImageReference: Image]) -> CanvasImageResolver {
        guard !images.isEmpty else { return self }
        let base = self
        return CanvasImageResolver(
            image: { images[$0] ?? base.image($0) },
            identity: Identity(
                lookUp: identity.lookUp,
                images: identity.images.merging(images) { _, new in new }))
    }

    /// One look-up function: the call of ``init(_:)`` that made it.
    final class LookUp: Sendable {}

    /// The look-up function and the images laid over it.
    struct Identity: Equatable, Sendable {
        /// The look-up function asked last.
        let lookUp: LookUp
        /// The images answered first.
        let images: [ImageReference: Image]

        static func == (lhs: Identity, rhs: Identity) -> Bool {
            lhs.lookUp === rhs.lookUp && lhs.images == rhs.images
        }
    }
}
#endif
