/// The arc the values are laid along, and its markers.
extension CircularSliderModel {
    /// The arc's angle in degrees: the whole arc, gap excluded (default 360, a full circle).
    /// Values outside `(0, 360]` and NaN fall back to 360.
    public var maximumAngle: Double {
        get { storedMaximumAngle }
        set {
            storedMaximumAngle = (newValue > 0 && newValue <= 360) ? newValue : 360
            updateScale()
        }
    }

    /// Where the arc starts, in degrees clockwise from 12 o'clock. `nil` (the default) puts
    /// the gap at 6 o'clock (MSCircularSlider's `−maximumAngle / 2`). Ignored for a full
    /// circle, which starts at 12 o'clock. NaN and infinities act as `nil`.
    public var rotationAngle: Double? {
        get { storedRotationAngle }
        set {
            storedRotationAngle = newValue.flatMap { $0.isFinite ? $0 : nil }
            updateScale()
        }
    }

    /// The arc the values are laid along.
    public var arc: Arc { scale.arc }

    /// Whether the arc is a full circle.
    public var isFullCircle: Bool { storedMaximumAngle >= 360 }

    /// The number of markers, evenly distributed (default 0). Negative counts act as 0.
    ///
    /// A convenience for ticks: each marker is an untitled tick, drawn with the
    /// ``trackConfiguration``'s ticks and the ``labels`` as one set (one mark on a place where
    /// a tick or another marker already is). Markers snap with ``snapToMarkers``.
    public var markerCount: Int {
        get { storedMarkerCount }
        set { storedMarkerCount = Swift.max(0, newValue) }
    }

    /// Rebuilds the scale's arc and turns from the arc settings.
    mutating func updateScale() {
        let angle = storedMaximumAngle
        var arc = Arc.gapDown(maximumAngle: angle, direction: direction)
        if !arc.isFullCircle, let rotation = storedRotationAngle {
            arc.start = Bearing(degrees: rotation)
        }
        scale.arc = arc
        scale.turns = Double(effectiveRevolutions.turnCount)
        reclampValues()
    }
}
