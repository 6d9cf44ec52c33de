/// Arcs in the terms of platform drawing APIs (Core Graphics, SwiftUI `Path`, Cairo), whose
/// angles start at 3 o'clock (the +x axis) and grow clockwise on screen in a y-down space.
extension Arc {
    // MARK: - Screen angles

    /// The start as a screen angle in radians: 0 at 3 o'clock, growing clockwise on screen in a
    /// y-down space (`start.radians − π/2`), in `[−π/2, 3π/2)`.
    public var screenStartAngle: Double { start.radians - .pi / 2 }

    /// The sweep as a signed screen angle in radians: positive runs clockwise on screen,
    /// negative counter-clockwise. Its size is ``sweep`` (never NaN, at most 2π).
    public var screenDelta: Double { signedSweep.radians }

    /// The end as a screen angle: ``screenStartAngle`` + ``screenDelta`` (not wrapped, so a
    /// full circle ends exactly one turn after it starts).
    public var screenEndAngle: Double { screenStartAngle + screenDelta }

}
