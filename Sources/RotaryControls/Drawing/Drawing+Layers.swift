extension Drawing {
    /// The identity of a layer: which part of a control it is (`name`) and, for parts that
    /// repeat (spokes, handles), which one (`index`). Stable while the control is dragged or
    /// flung, so a host keeps one platform layer per identity.
    public struct LayerID: Hashable, Sendable, CustomStringConvertible {
        /// The part, for example `"spinner.spoke.icon"`.
        public var name: String
        /// Which of the repeated parts; 0 for a part that does not repeat.
        public var index: Int

        /// Creates a layer identity.
        public init(_ name: String, index: Int = 0) {
            self.name = name
            self.index = index
        }

        /// `name`, or `name#index` for a repeated part.
        public var description: String { index == 0 ? name : "\(name)#\(index)" }
    }

    /// One layer of a drawing as a host composes it: identity, content key, and the transform
    /// and opacity it is drawn with (its group's, not counting enclosing groups).
    public struct LayerSummary: Hashable, Sendable {
        /// The layer's identity.
        public var id: LayerID
        /// ``Group/contentKey`` of the layer's group.
        public var contentKey: Int
        /// The group's transform, changing from frame to frame.
        public var transform: Transform
        /// The group's opacity, changing from frame to frame.
        public var opacity: Double
    }

    /// Every layer, in drawing order, including layers inside groups (a layer's own content
    /// is not searched: a layer inside a layer is content).
    public var layers: [LayerSummary] {
        var found: [LayerSummary] = []
        Self.collectLayers(elements, into: &found)
        return found
    }

    private static func collectLayers(_ elements: [Element], into found: inout [LayerSummary]) {
        for case let .group(group) in elements {
            if let id = group.layer {
                found.append(
                    LayerSummary(
                        id: id, contentKey: group.contentKey, transform: group.transform,
                        opacity: group.opacity))
            } else {
                collectLayers(group.elements, into: &found)
            }
        }
    }

    /// The layers of this drawing whose content must be drawn again when `previous` was the
    /// frame before: those that are new or whose ``Group/contentKey`` changed. A layer that only
    /// moved, turned or faded is not among them. In drawing order; a repeated identity counts
    /// by its first occurrence.
    public func layersToRedraw(since previous: Drawing) -> [LayerID] {
        var keys: [LayerID: Int] = [:]
        for layer in previous.layers where keys[layer.id] == nil {
            keys[layer.id] = layer.contentKey
        }
        var seen = Set<LayerID>()
        return layers.compactMap { layer in
            guard seen.insert(layer.id).inserted, keys[layer.id] != layer.contentKey else { return nil }
            return layer.id
        }
    }
}
