extension MeasuredPath {
    /// `piece.length`, bit for bit, for a piece cut from this path (a trim): a Bezier segment of
    /// the piece with the very bits of one of this path's segments takes the length measured
    /// here instead of being integrated again.
    ///
    /// A segment's length is a function of its numbers alone, so the same bits give the same
    /// length; pieces cut from a path keep its whole Beziers as they are, and integrating them
    /// again was most of the cost of measuring a trim. Any other segment (a cut end, a segment
    /// of another path) is measured as ``Path/length`` measures it.
    ///
    /// - Complexity: O(n · m) comparisons for a piece of n segments and a path of m, each far
    ///   cheaper than one Bezier's quadrature; lines and arcs are measured, not looked up.
    public func length(of piece: Path) -> Double {
        piece.length(measuring: knownLength)
    }

    /// `path` measured as ``init(_:)`` measures it, bit for bit, taking the length of every
    /// Bezier segment that `known` has with the same bits from `known` (see ``length(of:)``).
    public init(_ path: Path, reusing known: MeasuredPath) {
        self.init(path, measuring: known.knownLength)
    }

    /// `segment.length`: looked up for a Bezier this path has bit for bit, else measured.
    private func knownLength(_ segment: PathSegment) -> Double {
        switch segment {
        case .line, .arc:
            // Exact closed forms, cheaper than the lookup.
            return segment.length
        case .quad, .cubic:
            var index = 0
            for sub in subpaths {
                for candidate in sub.segments {
                    if Self.sameBits(candidate, segment) { return lengths[index] }
                    index += 1
                }
            }
            return segment.length
        }
    }

    /// Whether two Beziers have the same kind and the same bits in every coordinate (`==` would
    /// call -0 and +0 equal; the lengths are only known to agree for the same bits).
    private static func sameBits(_ a: PathSegment, _ b: PathSegment) -> Bool {
        func same(_ p: Point, _ q: Point) -> Bool { p.x.bitPattern == q.x.bitPattern && p.y.bitPattern == q.y.bitPattern }
        switch (a, b) {
        case let (.quad(a0, a1, a2), .quad(b0, b1, b2)):
            return same(a0, b0) && same(a1, b1) && same(a2, b2)
        case let (.cubic(a0, a1, a2, a3), .cubic(b0, b1, b2, b3)):
            return same(a0, b0) && same(a1, b1) && same(a2, b2) && same(a3, b3)
        default:
            return false
        }
    }
}
