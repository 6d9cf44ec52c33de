/// One choice of a radial spinner or picker wheel: an icon, a title, an optional description
/// and an optional value of the app's own.
///
/// The app's value is stored as `(any Hashable & Sendable)?` so that the spinner's model stays
/// a plain, non-generic `Equatable` value type that every platform shell can hold; read it back
/// with a cast (`item.value as? Flavour`). Two items are equal when every field is equal, the
/// values compared as `AnyHashable` (values of different types are different).
public struct SpinnerItem: Equatable, Sendable {
    /// The text shown with the icon and spoken by assistive technologies. Defaults to "".
    public var title: String
    /// The item's icon, the only required field (as in RVS_Spinner's data item).
    public var icon: ImageReference
    /// A longer description, spoken after the title; `nil` when there is none.
    public var description: String?
    /// The app's value for this item; `nil` when there is none.
    public var value: (any Hashable & Sendable)?
    /// Whether the item can be selected. Disabled items are drawn dimmed and are never
    /// selected: turning, flinging, stepping and `selectedIndex` all skip them.
    public var isEnabled: Bool

    /// Creates an item. Only the icon is required.
    public init(
        icon: ImageReference,
        title: String = "",
        description: String? = nil,
        value: (any Hashable & Sendable)? = nil,
        isEnabled: Bool = true
    ) {
        self.icon = icon
        self.title = title
        self.description = description
        self.value = value
        self.isEnabled = isEnabled
    }

    /// Whether two items are equal: same title, icon, description, enabled state and value
    /// (values compared as `AnyHashable`; two `nil` values are equal).
    public static func == (lhs: SpinnerItem, rhs: SpinnerItem) -> Bool {
        guard lhs.title == rhs.title, lhs.icon == rhs.icon,
            lhs.description == rhs.description, lhs.isEnabled == rhs.isEnabled
        else { return false }
        switch (lhs.value, rhs.value) {
        case (nil, nil): return true
        case let (left?, right?): return AnyHashable(left) == AnyHashable(right)
        default: return false
        }
    }
}

extension SpinnerItem {
    /// What assistive technologies say for the item: its title, then ", " and its description
    /// when it has one ("Star, Five points"); an empty title with a description says the
    /// description alone.
    var spokenText: String {
        guard let description, !description.isEmpty else { return title }
        return title.isEmpty ? description : title + ", " + description
    }
}
