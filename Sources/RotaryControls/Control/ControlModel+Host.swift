/// What a host asks a model besides its input: where it takes pointers, what an assistive
/// technology's increment means, and changes made only when they change something.
extension ControlModel {
    /// The whole ``bounds`` takes drags in every direction, unless a model says otherwise.
    public func hitAreas(_ body: (ControlHitArea) -> Void) {
        body(ControlHitArea(.rectangle(bounds), use: .drags))
    }

    /// 10 % of the range, or one step when that is coarser: ``ControlAdjustment/pages(_:)``,
    /// unless a model says otherwise.
    public func assistiveAdjustment(increments: Int) -> ControlAdjustment {
        .pages(increments)
    }

    /// The first area under `location` (topmost first), or `nil` when the control would not
    /// take a pointer there. Allocates nothing.
    public func hitArea(at location: Point) -> ControlHitArea? {
        var found: ControlHitArea?
        hitAreas { area in
            if found == nil, area.contains(location) { found = area }
        }
        return found
    }

    /// Sets the property at `keyPath` to `value` unless it already holds that value, so that a
    /// setting applied again unchanged never runs the model's setter (no relayout, no reset of
    /// an animation or of what the user is doing). Hosts apply outside settings this way.
    public mutating func update<Value: Equatable>(_ keyPath: WritableKeyPath<Self, Value>, to value: Value) {
        if self[keyPath: keyPath] != value { self[keyPath: keyPath] = value }
    }

    /// Moves part `part` by `increments` assistive increments (``assistiveAdjustment(increments:)``):
    /// VoiceOver's increment and decrement. Answers whether it was used.
    public mutating func adjustAssistively(
        by increments: Int, part: Int, at time: Double,
        report: (Event) -> Void
    ) -> Bool {
        adjust(assistiveAdjustment(increments: increments), part: part, at: time, report: report)
    }
}
