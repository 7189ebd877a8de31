import ShapeModel

/// A run of consecutive outline pieces (a corner's and the edge's after it) with one box
/// holding all their hull boxes: the membership band test skips the whole run with one
/// comparison when the point is far from it.
///
/// Skipping is exact, not approximate. A group's box contains each member's box, and with
/// finite sides the axis gap (``Geometry/axisGap(_:_:_:)``) is monotone in them (subtraction
/// rounds monotonically; the gap is NaN only for a NaN coordinate, and then the group's is NaN
/// too and skips nothing). So a group gap above the cutoff means every member's gap on that axis
/// is too, and ``Geometry/isBox(_:within:of:)`` would have rejected each member on that same
/// comparison: the band test visits the same pieces in the same order as without groups.
struct PieceGroup: Sendable {
    /// The smallest box holding every member's hull box; unbounded (never skipped) if a member's
    /// box has a side that is not finite, where the argument above does not hold.
    let box: PieceBox
    /// The members' indices in the oracle's pieces.
    let pieces: Range<Int>

    init(pieces: Range<Int>, of all: [OutlinePiece]) {
        self.pieces = pieces
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for k in pieces {
            let b = PieceBox(all[k].hullBox)
            guard b.minX.isFinite, b.minY.isFinite, b.maxX.isFinite, b.maxY.isFinite else {
                box = PieceBox(minX: -.infinity, minY: -.infinity, maxX: .infinity, maxY: .infinity)
                return
            }
            minX = Swift.min(minX, b.minX); minY = Swift.min(minY, b.minY)
            maxX = Swift.max(maxX, b.maxX); maxY = Swift.max(maxY, b.maxY)
        }
        box = PieceBox(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
    }

    /// Whether `q` is farther than `d` from the box along one axis alone: then it is so from every
    /// member's box, and the band test would reject each of them.
    @inline(__always)
    func isBeyond(_ d: Double, of q: Point) -> Bool {
        Geometry.axisGap(box.minX, box.maxX, q.x) > d || Geometry.axisGap(box.minY, box.maxY, q.y) > d
    }
}
