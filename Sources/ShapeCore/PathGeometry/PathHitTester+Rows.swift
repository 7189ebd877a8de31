extension PathHitTester {
    /// Where the fill outline crosses the horizontal line at `y`, sorted by x, so that a whole
    /// row of points is answered in one pass with exactly the answers of ``windingNumber(at:)``.
    ///
    /// `windingNumber(at:)` counts a monotone piece at `(px, y)` when `px < xMin`, or when
    /// `px < xMax` and the piece's crossing is right of `px`; that is exactly when
    /// `px < max(xMin, min(crossing, xMax))`. Each piece is recorded at that clamped x, so the
    /// winding number at `px` is the sum of the directions of the crossings with `x > px`.
    ///
    /// - Complexity: O(log n + k log k) for the k monotone pieces that span `y`.
    func crossings(atY y: Double, into crossings: inout [(x: Double, direction: Int)]) {
        crossings.removeAll(keepingCapacity: true)
        forEachPiece(spanning: y) { k in
            let e = extents[k]
            let x = y.isFinite && e.xMin < e.xMax
                ? Swift.max(e.xMin, Swift.min(crossingX(piece: k, atY: y, increasing: e.direction > 0), e.xMax)) : e.xMin
            crossings.append((x, e.direction))
        }
        crossings.sort { $0.x < $1.x }
    }
}
