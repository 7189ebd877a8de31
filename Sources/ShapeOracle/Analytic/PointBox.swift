import ShapeModel

/// A box grown point by point: the same rectangle as `Rect(enclosing:)` of the points in the
/// order they were added (the same `min` and `max` calls, so the same signed zeros), without
/// building an array. Every piece of every oracle computes two boxes; the arrays were a
/// noticeable part of the oracle's construction.
struct PointBox {
    private var lo: Point
    private var hi: Point

    /// A box holding only `first`.
    init(_ first: Point) {
        lo = first
        hi = first
    }

    /// Grows the box to hold `p`.
    mutating func add(_ p: Point) {
        lo.x = min(lo.x, p.x); lo.y = min(lo.y, p.y)
        hi.x = max(hi.x, p.x); hi.y = max(hi.y, p.y)
    }

    /// The box as a rectangle.
    var rect: Rect { Rect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y) }
}
