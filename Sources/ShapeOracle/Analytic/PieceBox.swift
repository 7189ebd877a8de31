import ShapeModel

/// A piece's hull box (``OutlinePiece/hullBox``) as its four sides, the far ones stored.
///
/// The distance prefilter tests every point against every piece's box, and `Rect.maxX` is
/// `x + width` on each read. The sides here are that same sum, rounded once when the oracle is
/// built, so every test compares the same numbers as before.
struct PieceBox: Sendable {
    let minX: Double
    let minY: Double
    let maxX: Double
    let maxY: Double

    init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    init(_ r: Rect) {
        minX = r.minX
        minY = r.minY
        maxX = r.maxX
        maxY = r.maxY
    }
}
