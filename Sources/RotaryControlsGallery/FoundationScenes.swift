import RotaryControls
extension GalleryScene {
    /// The foundation scenes.
    public static var foundation: [GalleryScene] { [] }
}
