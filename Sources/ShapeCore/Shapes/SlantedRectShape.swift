/// A parallelogram: the top corners move right by `slant`, the bottom corners left
/// (`MDCSlantedRectShapeGenerator`, which sets exactly these four corner offsets).
public struct SlantedRectShape: ShapeGenerating, Hashable {
    /// Horizontal offset of the top corners (the bottom ones move by `-slant`).
    public var slant: Double
    /// Treatment of every corner of the slanted quadrilateral (square by default).
    public var corner: CornerTreatment

    /// A slanted rectangle.
    public init(slant: Double, corner: CornerTreatment = .square) {
        self.slant = slant
        self.corner = corner
    }

    /// The spec it resolves.
    public var spec: ShapeSpec {
        let top = Vector(dx: slant, dy: 0), bottom = Vector(dx: -slant, dy: 0)
        return ShapeSpec(corners: Corners(all: corner),
                         offsets: Corners(topLeft: top, topRight: top, bottomRight: bottom, bottomLeft: bottom))
    }

    /// The outline for a size: a parallelogram of base `w` and height `h` for any slant.
    public func path(for size: Size) throws(ShapeInputError) -> Path {
        try spec.path(for: size)
    }
}
