/// A circle of diameter `min(w, h)`, centred in the rectangle, so it keeps its aspect at any size.
public struct CircleShape: ShapeGenerating, Hashable {
    /// A circle.
    public init() {}

    /// The spec for one size: the centred square (by corner offsets) with rounded `.fraction(0.5)` corners.
    ///
    /// Its margins are the circle's (Contract: circle margins). The outline itself is drawn by
    /// ``path(for:)`` directly: at aspect ratios near `1e18:1` the centred square's sides are
    /// below the rounding of its position (a 1e-9 circle at x = 5e8), so the offset corners
    /// coincide and this spec no longer resolves (Contract: offset convexity).
    public func spec(for size: Size) -> ShapeSpec {
        let d = size.minDimension
        let dx = (size.width - d) / 2, dy = (size.height - d) / 2
        return ShapeSpec(corners: Corners(all: .rounded(.fraction(0.5))),
                         offsets: Corners(topLeft: Vector(dx: dx, dy: dy), topRight: Vector(dx: -dx, dy: dy),
                                          bottomRight: Vector(dx: -dx, dy: -dy), bottomLeft: Vector(dx: dx, dy: -dy)))
    }

    /// Four clockwise quarter arcs of radius `r = min(w, h) / 2` around the rectangle's centre
    /// `(w/2, h/2)`, from its leftmost point, with the four compass points as their exact end
    /// points (Contract: circle outline); the empty path for a zero-area size.
    ///
    /// The same elements as ``spec(for:)`` resolves to wherever that spec is exact (on a square,
    /// element for element), and still a circle of exactly that centre and radius where the
    /// spec's offset square rounds (a circle of diameter 0.7 at x = 5e8) or cannot be resolved
    /// at all (1e9 x 1e-9).
    ///
    /// - Complexity: O(1).
    ///
    /// ```swift
    /// let circle = try CircleShape().path(for: Size(width: 120, height: 80))   // radius 40 around (60, 40)
    /// ```
    public func path(for size: Size) throws(ShapeInputError) -> Path {
        try size.validate()
        guard !size.isEmpty else { return .empty }
        let r = size.minDimension / 2
        let c = Point(x: size.width / 2, y: size.height / 2)
        let left = Point(x: c.x - r, y: c.y), top = Point(x: c.x, y: c.y - r)
        let right = Point(x: c.x + r, y: c.y), bottom = Point(x: c.x, y: c.y + r)
        func quarter(_ from: Double, _ to: Double, _ start: Point, _ end: Point) -> PathElement {
            .arc(Arc(center: c, radius: r, startAngle: from * .pi, endAngle: to * .pi, startPoint: start, endPoint: end))
        }
        return Path([.move(to: left), quarter(1, 1.5, left, top), quarter(-0.5, 0, top, right),
                     quarter(0, 0.5, right, bottom), quarter(0.5, 1, bottom, left), .close])
    }
}
