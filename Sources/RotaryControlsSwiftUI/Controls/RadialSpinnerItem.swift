#if canImport(SwiftUI)
import SwiftUI

/// One choice of a ``RadialSpinner`` that selects by value, as a `Picker` row with its `tag`: the
/// value, a title (spoken, and shown in the picker wheel), any SwiftUI `Image` (an SF Symbol, a
/// `UIImage`, an asset) and an optional description.
public struct RadialSpinnerItem<Value: Hashable> {
    /// The value the selection binding receives when this item is chosen.
    public var value: Value
    /// The title (pass a localised string, e.g. `String(localized: "Tea")`).
    public var title: String
    /// The icon.
    public var image: Image
    /// A longer description, spoken after the title.
    public var description: String?
    /// Whether the item can be chosen (disabled items are dimmed and skipped).
    public var isEnabled: Bool

    /// Creates an item.
    public init(_ title: String, image: Image, value: Value, description: String? = nil, isEnabled: Bool = true) {
        self.value = value
        self.title = title
        self.image = image
        self.description = description
        self.isEnabled = isEnabled
    }
}
#endif
