/// A circle of diameter `min(w, h)`, centred in the rectangle, so it keeps its aspect at any size.
public struct CircleShape: ShapeGenerating, Hashable {
    /// A circle.
    public init() {}

    /// The spec for one size: the centred square (by corner offsets) with rounded `.fraction(0.5)` corners.
    public func spec(for size: Size) -> ShapeSpec {
        let d = size.minDimension
        let dx = (size.width - d) / 2, dy = (size.height - d) / 2
        return ShapeSpec(corners: Corners(all: .rounded(.fraction(0.5))),
                         offsets: Corners(topLeft: Vector(dx: dx, dy: dy), topRight: Vector(dx: -dx, dy: dy),
                                          bottomRight: Vector(dx: -dx, dy: -dy), bottomLeft: Vector(dx: dx, dy: -dy)))
    }

    /// Four quarter arcs of radius `min(w, h) / 2` around the rectangle's centre.
    public func path(for size: Size) throws(ShapeInputError) -> Path {
        try size.validate()
        return try spec(for: size).path(for: size)
    }
}
