import RotaryControls

/// One picture of the gallery: a `Drawing` with a title and a caption, in a section.
///
/// Each control contributes its scenes through an extension (`GalleryScene.foundation`,
/// `GalleryScene.knob`, …) that ``all`` lists. Scene ids are file names (lowercase, digits,
/// dashes) and must be unique: they name the SVG/PNG files and the snapshot files.
public struct GalleryScene: Sendable {
    /// The file-safe identifier, e.g. `"arc-presets"`.
    public var id: String
    /// The section of the gallery page, e.g. `"Foundation"`.
    public var section: String
    /// A short title.
    public var title: String
    /// A sentence saying what to look for.
    public var caption: String
    /// What to draw.
    public var drawing: Drawing

    /// Creates a scene.
    public init(id: String, section: String, title: String, caption: String, drawing: Drawing) {
        self.id = id
        self.section = section
        self.title = title
        self.caption = caption
        self.drawing = drawing
    }

    /// Every scene of the gallery, section by section.
    public static var all: [GalleryScene] {
        foundation + slider + knob + spinner + picker + look + track + prizeWheel
    }
}
