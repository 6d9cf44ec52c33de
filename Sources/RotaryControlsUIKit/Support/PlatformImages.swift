#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import RotaryControls
import UIKit

/// `UIImage`s given to the controls directly (a handle image, knob images, a spinner icon), kept
/// under names that the core's ``ImageReference`` can carry.
///
/// The core names images; it never holds a platform image. A property that takes a `UIImage`
/// registers it here and stores the reference; every control looks registered names up before
/// its ``ImageResolver``. The same image object always gets the same name, and a registered image
/// is kept for the life of the app (register the images a screen uses, not one per frame).
@MainActor
public enum PlatformImages {
    private static var images: [String: UIImage] = [:]
    private static var names: [ObjectIdentifier: String] = [:]

    /// The reference that stands for `image`: a template (drawn in the tint) when the image's
    /// rendering mode is `.alwaysTemplate`, or when it is an SF Symbol left at `.automatic` (as
    /// `UIImageView` tints symbols); otherwise drawn as it is (`.alwaysOriginal`, photos).
    public static func reference(for image: UIImage) -> ImageReference {
        let key = ObjectIdentifier(image)
        let name =
            names[key]
            ?? {
                let new = "RotaryControlsUIKit.image.\(names.count)"
                names[key] = new
                images[new] = image
                return new
            }()
        let isTemplate =
            image.renderingMode == .alwaysTemplate
            || (image.isSymbolImage && image.renderingMode == .automatic)
        return ImageReference(name: name, isTemplate: isTemplate)
    }

    /// `reference(for:)` for an optional image (`nil` stays `nil`).
    public static func reference(for image: UIImage?) -> ImageReference? {
        image.map { reference(for: $0) }
    }

    /// The image registered under `reference`'s name, or `nil` for any other name.
    public static func image(for reference: ImageReference?) -> UIImage? {
        reference.flatMap { images[$0.name] }
    }

    /// A resolver that answers registered images first and asks `resolver` (or
    /// ``ImageResolver/default``) for every other name.
    static func resolver(over resolver: ImageResolver?) -> ImageResolver {
        ImageResolver { reference, traits in
            images[reference.name] ?? (resolver ?? ImageResolver.default).image(reference, traits)
        }
    }
}

extension ModelControl {
    /// The control's ``imageResolver`` behind the images given as `UIImage`s.
    var drawingImageResolver: ImageResolver {
        PlatformImages.resolver(over: imageResolver)
    }
}

extension SpinnerItem {
    /// An item whose icon is a `UIImage`: the image is registered
    /// with ``PlatformImages`` and drawn like a named one.
    @MainActor
    public init(
        title: String = "", icon: UIImage, description: String? = nil,
        value: (any Hashable & Sendable)? = nil, isEnabled: Bool = true
    ) {
        self.init(
            icon: PlatformImages.reference(for: icon), title: title, description: description,
            value: value, isEnabled: isEnabled)
    }

    /// The icon as a `UIImage` when it was given as one, else `nil` (named icons come from the
    /// control's ``ImageResolver``).
    @MainActor
    public var iconImage: UIImage? { PlatformImages.image(for: icon) }
}
#endif
