import RotaryControls

extension CairoImageStore {
    // MARK: - Decoding ahead of the first frame

    /// Decodes every image named in `names` that the store has not read yet (SVG parsed by
    /// librsvg, PNG decoded), so that a later frame drawing them only renders.
    ///
    /// Decoding is done once per image and store, whatever the pixel size; a host calls this
    /// when a control's images are set or its widget is realised, before the first frame, so
    /// that the first frame does not pay for it. Refused and missing names are noted as missing
    /// (and not retried). Returns how many names were read now.
    @discardableResult
    public func prepare<Names: Sequence>(names: Names) -> Int where Names.Element == String {
        let before = decodeCount
        for name in names {
            _ = source(named: name)
        }
        return decodeCount - before
    }

    /// Decodes every image `drawing` names (in groups and layers too) that the store has not
    /// read yet; see ``prepare(names:)``. Returns how many names were read now.
    @discardableResult
    public func prepare(_ drawing: Drawing) -> Int {
        var names: [String] = []
        Self.collectImageNames(drawing.elements, into: &names)
        return prepare(names: names)
    }

    /// Appends the name of every image among `elements`, depth first, in drawing order.
    private static func collectImageNames(_ elements: [Drawing.Element], into names: inout [String]) {
        for element in elements {
            switch element {
            case let .image(image, _, _, _): names.append(image.name)
            case let .group(group): collectImageNames(group.elements, into: &names)
            case .arc, .circle, .ellipse, .path, .text: break
            }
        }
    }
}
