import Foundation
import ShapeModel

/// The length of the oracle's own outline, and the point at a given length along it, computed
/// from the outline pieces without any quadrature of a speed (Docs/Oracle.md, "Length").
///
/// The outline starts where the contract's path order starts (the topLeft corner's reach point
/// on the left edge, or `P_0` if that corner is square) and runs clockwise on screen, so a length
/// measured here and one measured along the core's path start at the same point.
///
/// - Segments: `|b - a|`, exact to rounding.
/// - Arcs: `r * sweep`, the sweep from the angle between the centre's vectors to the two ends
///   (`atan2` of their accurate cross and dot products), exact to rounding.
/// - Beziers: ``BezierArcLength``: recursive halving with a proven bracket
///   `Σ chord <= length <= Σ polygon` and Gravesen's estimate converged to about 1e-13 of the
///   control polygon.
///
/// ```swift
/// let oracle = try AnalyticOracle(spec: ShapeSpec(allCorners: .rounded(10)), size: Size(width: 100, height: 50))
/// let perimeter = oracle.perimeter()
/// perimeter.length                      // 2 * (80 + 30) + 20 * .pi
/// perimeter.point(atLength: 0)          // (0, 10): where the path starts
/// ```
public struct OraclePerimeter: Sendable {
    enum Piece: Sendable {
        case segment(Point, Point)
        case arc(center: Point, radius: Double, start: Point, end: Point, sweep: Double)
        case bezier(BezierArcLength)
    }

    private let pieces: [(piece: Piece, start: Point, before: Double, length: Double)]
    /// The estimated length (exact to rounding for lines and arcs); 0 for an empty shape.
    public let length: Double
    /// A proven lower bound on the length (Bezier pieces by their leaves' chords), up to rounding.
    public let lowerBound: Double
    /// A proven upper bound on the length (Bezier pieces by their leaves' control polygons), up to rounding.
    public let upperBound: Double
    /// Where the outline starts (Contract: path order); `nil` for an empty shape.
    public let start: Point?
    /// The largest coordinate magnitude the pieces are computed from (the corner points, whose
    /// reach points they join, and arc centres plus radii included): rounding of every length
    /// and point here, and of the core's, is relative to it.
    public let coordinateScale: Double

    init(pieces outline: [OutlinePiece], cornerPoints: [Point]) {
        var pieces: [(piece: Piece, start: Point, before: Double, length: Double)] = []
        pieces.reserveCapacity(outline.count)
        var total = CompensatedSum(), lower = CompensatedSum(), upper = CompensatedSum()
        var scale = 0.0
        // One point a call, not a variadic list: that was an array allocated for every piece.
        func include(_ p: Point) {
            scale = max(scale, abs(p.x), abs(p.y))
        }
        // A reach point is the corner point plus a reach: it carries the corner point's rounding
        // even where the outline stays far from it (an acute corner whose arc fills its edges).
        for p in cornerPoints { include(p) }
        for piece in outline where !piece.isDegenerate {
            let measured: Piece
            let (length, low, high): (Double, Double, Double)
            switch piece.kind {
            case .segment(let a, let b):
                include(a); include(b)
                measured = .segment(a, b)
                length = (b - a).length
                (low, high) = (length, length)
            case .arc(let c, let r, let s, let e):
                include(s); include(e)
                scale = max(scale, max(abs(c.x), abs(c.y)) + r)
                let sweep = OutlinePiece.sweep(center: c, start: s, end: e)
                measured = .arc(center: c, radius: r, start: s, end: e, sweep: sweep)
                length = r * sweep
                (low, high) = (length, length)
            case .quad(let a, let b, let c):
                include(a); include(b); include(c)
                let bezier = BezierArcLength(quad: a, b, c)
                measured = .bezier(bezier)
                (length, low, high) = (bezier.length, bezier.lowerBound, bezier.upperBound)
            case .cubic(let a, let b, let c, let d):
                include(a); include(b); include(c); include(d)
                let bezier = BezierArcLength(a, b, c, d)
                measured = .bezier(bezier)
                (length, low, high) = (bezier.length, bezier.lowerBound, bezier.upperBound)
            }
            pieces.append((measured, piece.start, total.value, length))
            total.add(length)
            lower.add(low)
            upper.add(high)
        }
        self.pieces = pieces
        self.length = total.value
        self.lowerBound = lower.value
        self.upperBound = upper.value
        self.start = outline.first { !$0.isDegenerate }?.start
        self.coordinateScale = scale
    }

    /// The point at distance `d` along the outline from its start, or `nil` for an empty shape or
    /// a `d` outside `[0, length]` (or NaN).
    ///
    /// - Complexity: O(log n) to find the piece (n pieces and Bezier leaves), then a 64-step
    ///   bisection inside a Bezier leaf.
    public func point(atLength d: Double) -> Point? {
        guard d >= 0, d <= length, !pieces.isEmpty else { return nil }
        var lo = 0, hi = pieces.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if pieces[mid].before <= d { lo = mid } else { hi = mid - 1 }
        }
        let (piece, start, before, length) = pieces[lo]
        let along = min(max(0, d - before), length)
        // A piece's start exactly (where the previous one ends): no sin/cos or subdivision round trip.
        if along <= 0 { return start }
        switch piece {
        case .segment(let a, let b):
            if along >= length { return b }
            let t = length > 0 ? along / length : 0
            return Point(x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y))
        case .arc(let c, let r, let s, let e, _):
            if along >= length { return e }
            return OutlinePiece.arcPoint(center: c, radius: r, start: s, end: e, fraction: length > 0 ? along / length : 0)
        case .bezier(let bezier):
            return bezier.point(atLength: along)
        }
    }
}

extension AnalyticOracle {
    /// The length of the oracle's outline and the point at a length along it (Docs/Oracle.md,
    /// "Length"), computed on demand: every Bezier piece is subdivided, which costs a few
    /// microseconds per piece.
    ///
    /// - Complexity: O(pieces + Bezier leaves); a Bezier piece takes tens to a few hundred leaves.
    public func perimeter() -> OraclePerimeter {
        OraclePerimeter(pieces: isEmpty ? [] : pieces, cornerPoints: isEmpty ? [] : cornerPoints.inOrder)
    }
}
