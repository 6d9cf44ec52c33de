/// Selection arithmetic: wrapping slots onto items, enabled items (``EnabledItemWalk``).
extension RadialSpinnerModel {
    /// The walk over the items: nearest enabled item, steps over enabled items.
    var walk: EnabledItemWalk { EnabledItemWalk(items: storedItems) }

    /// The item index of a slot (an unwrapped ring position): the slot modulo the count
    /// (0 for an empty spinner).
    public func wrapped(_ slot: Int) -> Int { walk.wrapped(slot) }

    /// Whether the item at `index` exists and is enabled.
    func isSelectable(_ index: Int) -> Bool { walk.isEnabled(index) }
}
