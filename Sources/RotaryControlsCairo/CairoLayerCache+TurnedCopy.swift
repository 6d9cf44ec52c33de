import CCairo
import Glibc
import RotaryControls

/// A turned layer of one image in its first frame: the image store's upright copy turned.
extension CairoLayerCache {
    /// A turned layer that shows one image (the spinner's spoke icon), as the image store's
    /// upright copy of it at its pixel size (``CairoImageStore/prepare(_:pixelScale:)`` made it)
    /// resampled through the layer's turn and the image's own, instead of rendering the layer
    /// (that copy blitted into a new surface) and resampling that: the same pixels, one image
    /// less. Only in the first frame that shows the copy turned (as the renderer's own turned
    /// copies, ``CairoImageStore/mayTurnUprightCopy(_:)``): a layer that keeps moving gets its
    /// rendering from the next frame on. `nil` when the layer is not one colour image, the store
    /// keeps no such copy, does not turn copies, or it is not the first frame.
    func turnedCopyResampling(
        _ group: Drawing.Group, map: Transform, scale: Double, renderer: CairoRenderer
    ) -> CairoResampling? {
        guard group.clipCircle == nil, group.elements.count == 1, case let .image(image, rect, rotation, _) = group.elements[0],
              !image.isTemplate, let store = renderer.images, store.turnsUprightCopies,
              let natural = store.size(named: image.name), natural.width > 0, natural.height > 0,
              rect.width > 0, rect.height > 0, rotation.radians.isFinite else { return nil }
        let fit = Swift.min(rect.width / natural.width, rect.height / natural.height)
        guard let probe = store.scaledKey(image.name, pixelWidth: natural.width * fit * scale,
                                          pixelHeight: natural.height * fit * scale, quarterDegrees: 0, phaseX: 0, phaseY: 0),
              let upright = store.uprightCopy(image.name, quarterWidth: probe.quarterWidth, quarterHeight: probe.quarterHeight),
              store.mayTurnUprightCopy(UprightKey(name: image.name, quarterWidth: probe.quarterWidth,
                                                  quarterHeight: probe.quarterHeight)) else { return nil }
        let turn = Rotation(radians: atan2(map.b, map.a) + rotation.radians)
        return CairoImageStore.turnedResampling(upright.surface, key: upright.key, by: turn, middle: map.apply(rect.center))
    }
}
