extension PathHitTester {
    /// A monotone piece's curve as a query reads it: a line or an arc in four numbers, read in
    /// place; a Bezier by its index in the tester's `beziers` (its segment, parameters and cubic
    /// coefficients are large, and only a point within its x-range solves it). The crossing's x
    /// is computed by the same formulas as ``MonotonePiece/Shape/crossingX(atY:increasing:)``,
    /// on the same numbers, so the answers are identical.
    struct PreparedCurve: Sendable {
        enum Kind: UInt8, Sendable { case line, arc, bezier }

        let kind: Kind
        /// A line: its start x and y and its run `(dx, dy)` to the end. An arc: its centre x and
        /// y, radius and side (+1 right half, -1 left). A Bezier: unused.
        let a: Double, b: Double, c: Double, d: Double
        /// A Bezier: its index in `beziers`.
        let bezier: Int

        init(_ shape: MonotonePiece.Shape, bezierIndex: Int) {
            switch shape {
            case .line(let p, let q):
                (kind, a, b, c, d, bezier) = (.line, p.x, p.y, q.x - p.x, q.y - p.y, 0)
            case .arc(let center, let radius, let side):
                (kind, a, b, c, d, bezier) = (.arc, center.x, center.y, radius, side, 0)
            case .bezier:
                (kind, a, b, c, d, bezier) = (.bezier, 0, 0, 0, 0, bezierIndex)
            }
        }
    }

    /// The x where piece `k` crosses height `y` (within its height range; `increasing` is whether
    /// y grows along it).
    @inline(__always)
    func crossingX(piece k: Int, atY y: Double, increasing: Bool) -> Double {
        // In place, unchecked: k is a piece's index, and each piece has its curve (the arrays are
        // built together).
        let curve = curves.withUnsafeBufferPointer { $0[k] }
        switch curve.kind {
        case .line: return MonotonePiece.lineX(atY: y, from: curve.a, curve.b, dx: curve.c, dy: curve.d)
        case .arc: return MonotonePiece.arcX(atY: y, center: curve.a, curve.b, radius: curve.c, side: curve.d)
        case .bezier: return bezierCrossingX(curve.bezier, atY: y, increasing: increasing)
        }
    }

    /// Bezier `index`'s x at height `y`: out of line, so that the 128-byte piece copied for the
    /// solver does not enlarge the frame of every query.
    @inline(never)
    private func bezierCrossingX(_ index: Int, atY y: Double, increasing: Bool) -> Double {
        beziers[index].crossingX(atY: y, increasing: increasing)
    }
}
