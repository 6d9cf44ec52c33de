import CCairo
import CRotaryPixels
import RotaryControls

/// Paints a run of small filled and outlined ellipses (a slider's markers) pixel by pixel into
/// one image and blits it once, through a box around each ellipse (``CairoBoxedImage``).
///
/// Cairo scan-converts each marker's fill and outline (15 sub-rows a pixel row, a cell list per
/// row): about 10 µs a fill and 20 µs an outline for a 3 × 9 pt marker at 2×, whether drawn one
/// by one or as one path. Here each pixel near an ellipse gets its coverage from its distance to
/// the rim — `(g − 1)·g / |∇g|` with `g = √((x/a)² + (y/b)²)`, exact along both axes and close
/// elsewhere — as the pixel's area on the inside of the rim taken as straight across it (the C
/// kernel `rotary_marks_paint_ellipse`, four pixels at a time): the fill inside the rim, the
/// outline within half its width of it, painted over the fill. Where the rim curves tighter
/// than the outline is wide (a marker's tips) a pixel may differ from Cairo's by up to a quarter.
///
/// A mark that repeats another one through a symmetry of the pixel grid — a quarter turn or a
/// mirror about whole pixels, and a move by whole pixels, as the marks of a scale centred on a
/// pixel corner do — is the same pixels, moved: it is copied from that one
/// (`rotary_marks_place`), not computed again (``sharesSymmetricMarks``; a test compares both).
///
/// The ellipses must lie apart by more than the outline and a pixel (the caller checks), so no
/// pixel takes colour from two of them. Only where user space lands on the pixel grid as a
/// similarity; otherwise ``draw(in:pixelScale:keeping:)`` answers `false` and draws nothing.
struct CairoEllipseRunImage {
    /// The ellipses, in the context's user space.
    let ellipses: [CairoRunEllipse]
    /// The fill and outline colours, resolved.
    let fill: DrawingColor
    let stroke: DrawingColor
    /// The outline's width in user units.
    let strokeWidth: Double
    /// Whether a mark repeating another through a symmetry of the pixel grid is copied from it.
    var sharesSymmetricMarks = true

    /// Blits the run into `context`; `false` (nothing drawn) when it cannot be drawn this way.
    func draw(in context: OpaquePointer, pixelScale: Double?, keeping images: CairoFrameImages? = nil) -> Bool {
        let grid = CairoPixelGrid(context, pixelScale: pixelScale)
        guard grid.isKnown, grid.similarityRotation != nil, !ellipses.isEmpty else { return false }
        let perUnit = grid.scale.x
        guard perUnit.isFinite, perUnit > 0 else { return false }
        var marks: [CairoRunMark] = []
        marks.reserveCapacity(ellipses.count)
        for ellipse in ellipses {
            guard let mark = CairoRunMark(ellipse, grid: grid, perUnit: perUnit, strokeWidth: strokeWidth) else { return false }
            marks.append(mark)
        }
        // Each mark's pixels: a patch of its own, or the patch of a mark it repeats, placed.
        var colors = markColors
        var patches: [CairoRunPatch] = []
        var classes: [CairoRunMark.Key: Int] = [:]
        var placements: [CairoRunPatch.Placement] = []
        placements.reserveCapacity(marks.count)
        for mark in marks {
            let (key, symmetry) = mark.canonical(perUnit: perUnit)
            if sharesSymmetricMarks, let index = classes[key],
               let placement = patches[index].placement(index: index, for: mark, symmetry: symmetry) {
                placements.append(placement)
                continue
            }
            let patch = CairoRunPatch(mark, symmetry: symmetry, perUnit: perUnit, strokeWidth: strokeWidth, colors: &colors)
            classes[key] = patches.count
            patches.append(patch)
            guard let placement = patch.placement(index: patches.count - 1, for: mark, symmetry: symmetry) else { return false }
            placements.append(placement)
        }
        // One image a quadrant of the run, as large as the boxes of its marks.
        let snap = CairoBoxedImage.snap(grid)
        let boxes = placements.map { $0.box.isEmpty ? $0.box : $0.box.aligned(snap) }
        let all = CairoBoxedImage.union(boxes.lazy.filter { !$0.isEmpty })
        guard !all.isEmpty else { return true }
        let groups = CairoBoxedImage.quadrants(boxes, around: Point(x: Double(all.x0 + all.x1) / 2, y: Double(all.y0 + all.y1) / 2))
        guard let pieces = CairoBoxedImage.make(covering: groups.map { CairoBoxedImage.union($0.lazy.map { boxes[$0] }) })
        else { return false }
        for (group, made) in zip(groups, pieces) {
            var image = made
            // Every box cleared first (boxes of neighbours may overlap where both are
            // transparent), then each mark's non-transparent pixels written.
            for index in group where !boxes[index].isEmpty {
                let box = boxes[index]
                for row in box.y0..<box.y1 {
                    (image.pixels + (row - image.area.y0) * image.stride + box.x0 - image.area.x0)
                        .update(repeating: 0, count: box.x1 - box.x0)
                }
                image.add(box)
            }
            for index in group {
                patches[placements[index].patch].place(placements[index], into: image)
            }
            image.blit(grid: grid, keeping: images, in: context)
        }
        return true
    }

    /// The fill and outline colours, premultiplied, for the C kernel.
    var markColors: rotary_marks_colors {
        let (f, s) = (CairoPixelImage.premultiplied(fill), CairoPixelImage.premultiplied(stroke))
        return rotary_marks_colors(fill_red: f.red, fill_green: f.green, fill_blue: f.blue, fill_alpha: f.alpha,
                                   stroke_red: s.red, stroke_green: s.green, stroke_blue: s.blue, stroke_alpha: s.alpha)
    }

    /// How much of a pixel (a unit square centred on the origin) lies on the side `n · p ≤ t` of
    /// a straight edge whose unit normal has the absolute components `u ≥ v`: exact for a
    /// straight edge (a ramp with rounded ends, as wide as the square is along the normal).
    static func area(below t: Float, _ u: Float, _ v: Float) -> Float {
        rotary_marks_area_below(t, u, v)
    }
}
