import ShapeModel

/// An axis-aligned box in which the band test of ``AnalyticOracle/classify(_:)`` rejects every
/// piece at its hull box (``Geometry/isBox(_:within:of:)``), so a point inside it needs no band
/// test: most membership questions are about points well inside the shape, and each asked every
/// group. Built from the pieces' own boxes, not the groups' (which hold a corner's pieces with
/// the edge's after it), it reaches between a large corner's pieces and along the edges: random
/// points in the bounds fall in it about twice as often.
///
/// Exact, not approximate. For a piece box left of the box (`piece.maxX < minX`), a point with
/// `x >= minX` has the piece's x gap `max(piece.minX - x, 0, x - piece.maxX) >= x - piece.maxX`,
/// and rounding is monotone, so that difference is at least `minX - piece.maxX` as computed.
/// The box is kept only if, for every piece, one such difference at the box's near side exceeds
/// the band (checked with the very expressions the band test uses): then every point inside it
/// has a gap above the band from every piece's box, each piece is rejected on that axis, and the
/// band test measures nothing, whether or not it skipped the piece's group first. A piece box
/// with a side that is not finite leaves no box (its gaps can be NaN, which rejects nothing).
struct BandFreeBox: Sendable {
    let minX: Double
    let minY: Double
    let maxX: Double
    let maxY: Double

    /// A box no point is in: for an empty shape, or where no box is clear of every piece.
    static let none = BandFreeBox(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)

    private init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
    }

    /// The box inside `bounds` clear of every piece box by more than `band`, grown greedily:
    /// each piece box not yet cleared (in path order) cuts the box on the side that keeps the
    /// most of it, leaving twice the band; ``none`` if nothing is left or the check above fails.
    init(pieces: [PieceBox], bounds: Rect, band: Double) {
        typealias Sides = (x0: Double, y0: Double, x1: Double, y1: Double)
        var box: Sides = (bounds.minX, bounds.minY, bounds.maxX, bounds.maxY)
        let gap = 2 * band
        guard pieces.allSatisfy({ $0.minX.isFinite && $0.minY.isFinite && $0.maxX.isFinite && $0.maxY.isFinite }) else {
            self = .none
            return
        }
        for g in pieces where !Self.clears(g, box, by: band) {
            // The cuts that leave the piece on one side with twice the band between, in a fixed
            // order (the first of equal areas wins).
            var best: Sides = (g.maxX + gap, box.y0, box.x1, box.y1)
            func consider(_ cut: Sides) { if Self.area(cut) > Self.area(best) { best = cut } }
            consider((box.x0, g.maxY + gap, box.x1, box.y1))
            consider((box.x0, box.y0, g.minX - gap, box.y1))
            consider((box.x0, box.y0, box.x1, g.minY - gap))
            guard Self.area(best) > 0 else { self = .none; return }
            box = best
        }
        guard pieces.allSatisfy({ Self.clears($0, box, by: band) }) else { self = .none; return }
        (minX, minY, maxX, maxY) = box
    }

    /// Whether every point of the box `[x0, x1] x [y0, y1]` is beyond `band` from `g` along one
    /// axis, by the band test's own differences at the box's side nearest it.
    private static func clears(_ g: PieceBox, _ b: (x0: Double, y0: Double, x1: Double, y1: Double), by band: Double) -> Bool {
        b.x0 - g.maxX > band || g.minX - b.x1 > band || b.y0 - g.maxY > band || g.minY - b.y1 > band
    }

    /// The area of a box, or -1 if it is empty or has a NaN side.
    private static func area(_ b: (x0: Double, y0: Double, x1: Double, y1: Double)) -> Double {
        b.x1 >= b.x0 && b.y1 >= b.y0 ? (b.x1 - b.x0) * (b.y1 - b.y0) : -1
    }

    /// Whether `p` lies in the box (sides included); `false` for a NaN coordinate.
    @inline(__always)
    func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY
    }
}
