import Foundation

/// A path prepared for many exact point-in-path queries (Contract: hit-test band).
///
/// The fill outline (every subpath closed) is cut into pieces monotone in y: lines as they are,
/// Beziers at the roots of `y'(t)`, arcs at their top and bottom. A horizontal ray from the query
/// point towards +x crosses each monotone piece at most once, and the half-open rule
/// (`y0 <= py < y1`) on the pieces' shared end points counts every crossing exactly once and
/// tangencies never. The crossing's x comes from the exact curve: a line's equation, the circle
/// `x = cx ± sqrt(r² - dy²)`, or a root of the Bezier's cubic `y(t) = py` (closed-form solver,
/// polished by bracketed Newton) evaluated for x. Nothing is flattened.
///
/// The pieces' end heights cut the plane into horizontal slabs; within one slab the same pieces
/// span every height, so each slab lists them once, and a query finds its slab by binary search
/// and visits only those pieces (usually two to four) instead of every piece. A path of fewer
/// than ``slabMinimumPieces`` pieces (every shape's outline) is scanned instead: the same pieces,
/// in the same order, found by one comparison each among the candidates of the query's band of
/// heights (``Bands``, a bit set per band; every piece below ``bandsMinimumPieces``), cheaper
/// than building the index.
///
/// Build one per path and reuse it; ``Path/contains(_:rule:)`` answers one query without it.
///
/// ```swift
/// let path = try ShapeSpec(allCorners: .rounded(20)).path(for: Size(width: 100, height: 100))
/// let tester = PathHitTester(path)
/// let points = [Point(x: 50, y: 50), Point(x: 1, y: 1), Point(x: 99, y: 50)]
/// let inside = points.filter { tester.contains($0) }   // (50, 50) and (99, 50)
/// ```
///
/// - Complexity: building is O(n log n + s) in the number of path elements n and slab entries s
///   (at most about 64 per piece; beyond that, or below ``slabMinimumPieces`` pieces, the slabs
///   are not built and queries visit every piece); each query is O(log n + k) for the k pieces
///   spanning its height, with constant work per piece (at most a closed-form cubic and a bounded
///   Newton polish).
public struct PathHitTester: Sendable {
    /// The monotone pieces, in two arrays: where each lies (read by every query) and its curve
    /// (read only when a point is within its x-range), a line or an arc in four numbers read in
    /// place, a Bezier by its index in `beziers` (a whole Bezier piece is 128 bytes to copy, and
    /// copying it for every line crossed cost more than the rest of a query).
    let extents: [MonotonePiece.Extent]
    let curves: [PreparedCurve]
    let beziers: [MonotonePiece.Shape]
    /// The distinct end heights of the pieces, ascending: slab k is `[breaks[k], breaks[k + 1])`.
    /// Empty when the slabs were not built.
    let breaks: [Double]
    /// `slabPieces[slabStart[k] ..< slabStart[k + 1]]` are the pieces spanning slab k.
    let slabStart: [Int]
    let slabPieces: [Int]
    /// Without slabs, the pieces that may span each band of heights (see ``Bands``); none for
    /// fewer than ``bandsMinimumPieces`` pieces.
    let bands: Bands

    /// Slab entries allowed per piece (plus a constant) before the index is judged not worth its
    /// memory: a path whose pieces all span most of its height would need n² entries.
    static let slabEntriesPerPiece = 64

    /// The fewest pieces for which the slab index is built. Below it a query checks every piece's
    /// height range (a few instructions each, in one contiguous array), which costs about what
    /// the binary search and slab walk cost, while building the index (sorting the heights, four
    /// arrays) cost more than all the queries a tester of a shape's outline usually answers
    /// (measured at seed 1: the fuzzer's testers, about a dozen pieces and sixty queries each,
    /// spent 2% of all its instructions building slabs, and scanning costs back half of that).
    static let slabMinimumPieces = 64

    /// The fewest pieces for which ``Bands`` are built when there are no slabs: below it,
    /// checking every piece costs about what reading a band's candidates does, and filling the
    /// bands would be spent for nothing.
    static let bandsMinimumPieces = 8

    /// Prepares `path` for queries.
    public init(_ path: Path) {
        var extents: [MonotonePiece.Extent] = [], curves: [PreparedCurve] = [], beziers: [MonotonePiece.Shape] = []
        // Room for about two pieces per element (a Bezier or an arc can make more): growing
        // from empty reallocated and copied these arrays several times per tester.
        extents.reserveCapacity(2 * path.elements.count)
        curves.reserveCapacity(2 * path.elements.count)
        // A Bezier makes at most three pieces; reserved only when there is one (an empty
        // reservation allocates, and most outlines are lines and arcs).
        var curvedElements = 0
        for element in path.elements {
            switch element {
            case .quad, .cubic: curvedElements += 1
            default: break
            }
        }
        if curvedElements > 0 { beziers.reserveCapacity(3 * curvedElements) }
        path.forEachFillSegment { segment in
            MonotonePiece.split(segment) {
                extents.append($0.extent)
                curves.append(PreparedCurve($0.shape, bezierIndex: beziers.count))
                if case .bezier = $0.shape { beziers.append($0.shape) }
            }
        }
        self.extents = extents
        self.curves = curves
        self.beziers = beziers
        (breaks, slabStart, slabPieces) = Self.slabs(of: extents)
        bands = breaks.isEmpty && extents.count >= Self.bandsMinimumPieces ? Bands(extents) : .none
    }

    /// The slab index: breaks, then for each slab the pieces with `yLow <= y < yHigh` on it.
    /// A piece with a NaN height spans nothing and is left out.
    private static func slabs(of pieces: [MonotonePiece.Extent]) -> ([Double], [Int], [Int]) {
        guard pieces.count >= slabMinimumPieces else { return ([], [], []) }
        var heights: [Double] = []
        heights.reserveCapacity(2 * pieces.count)
        // Consecutive pieces mostly share an end: a height equal to one of the previous piece's
        // is not listed again (only distinct heights become breaks, so which copies are sorted
        // does not matter, and the sort has about half as many to order).
        var previous = (low: Double.nan, high: Double.nan)
        for piece in pieces where !piece.yLow.isNaN && !piece.yHigh.isNaN {
            if piece.yLow != previous.low && piece.yLow != previous.high { heights.append(piece.yLow) }
            if piece.yHigh != previous.low && piece.yHigh != previous.high { heights.append(piece.yHigh) }
            previous = (piece.yLow, piece.yHigh)
        }
        heights.sort()
        // The distinct heights, in place (the sorted copy becomes the breaks: no second array).
        var distinct = 0
        for k in heights.indices where distinct == 0 || heights[distinct - 1] != heights[k] {
            heights[distinct] = heights[k]
            distinct += 1
        }
        heights.removeLast(heights.count - distinct)
        let breaks = heights
        guard breaks.count >= 2 else { return ([], [], []) }
        // Each piece spans the slabs from its low break up to (not including) its high break.
        let slabCount = breaks.count - 1
        var spans: [(first: Int, end: Int)] = []
        spans.reserveCapacity(pieces.count)
        var start = [Int](repeating: 0, count: slabCount + 1)
        var total = 0
        for piece in pieces {
            guard !piece.yLow.isNaN && !piece.yHigh.isNaN else { spans.append((0, 0)); continue }
            let first = lowerBound(breaks, piece.yLow), end = lowerBound(breaks, piece.yHigh)
            spans.append((first, end))
            guard first < end else { continue }
            start[first] += 1
            start[end] -= 1
            total += end - first
        }
        guard total <= slabEntriesPerPiece * pieces.count + 4096 else { return ([], [], []) }
        // Each slab's end offset first; the fill, from the last piece back, moves it down to the
        // slab's start (no copy of the offsets to fill with), leaving each slab's pieces ascending.
        var running = 0, offset = 0
        for k in 0..<slabCount {
            running += start[k]
            offset += running
            start[k] = offset
        }
        start[slabCount] = offset
        var members = [Int](repeating: 0, count: offset)
        // Through buffers: this loop writes every slab entry, and the arrays' uniqueness and
        // bounds checks cost more than the writes (each index is in range by the counts above).
        members.withUnsafeMutableBufferPointer { members in
            start.withUnsafeMutableBufferPointer { start in
                for index in spans.indices.reversed() {
                    let span = spans[index]
                    for k in span.first..<max(span.first, span.end) { start[k] -= 1; members[start[k]] = index }
                }
            }
        }
        return (breaks, start, members)
    }

    /// The first index whose value is not below `value` (`values.count` if none).
    @inline(__always)
    private static func lowerBound(_ values: [Double], _ value: Double) -> Int {
        var lo = 0, hi = values.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if values[mid] < value { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// Calls `body` with the index of every piece that spans height `y` (`yLow <= y < yHigh`):
    /// the pieces of y's slab, found by binary search, or without slabs the candidates of y's
    /// band (every piece when there are no bands) checked one by one, in ascending order either
    /// way. `body` gets each piece's index and its extent, read where it was checked (reading
    /// it again by index cost a bounds check and a reload per piece).
    @inline(__always)
    func forEachPiece(spanning y: Double, _ body: (Int, MonotonePiece.Extent) -> Void) {
        guard !breaks.isEmpty else {
            // Through the buffer: no bounds check per piece, on the path every query of a small
            // path takes.
            extents.withUnsafeBufferPointer { pieces in
                guard !bands.masks.isEmpty else {
                    for k in pieces.indices where pieces[k].spans(y) { body(k, pieces[k]) }
                    return
                }
                var candidates = bands.candidates(at: y)
                while candidates != 0 {
                    let k = candidates.trailingZeroBitCount
                    candidates &= candidates &- 1
                    if pieces[k].spans(y) { body(k, pieces[k]) }
                }
            }
            return
        }
        // The slab holding y: the last break at or below it, if a break follows it.
        guard y >= breaks[0] && y < breaks[breaks.count - 1] else { return }   // also NaN
        var lo = 0, hi = breaks.count - 1      // breaks[lo] <= y < breaks[hi]
        while hi - lo > 1 {
            let mid = (lo &+ hi) >> 1           // both below breaks.count: no overflow to check
            if breaks[mid] <= y { lo = mid } else { hi = mid }
        }
        for slot in slabStart[lo]..<slabStart[lo + 1] {
            let k = slabPieces[slot]
            body(k, extents[k])
        }
    }

    /// The winding number of the path around `point` (positive for the package's clockwise shapes).
    public func windingNumber(at point: Point) -> Int {
        var winding = 0
        forEachPiece(spanning: point.y) { k, extent in
            winding += extent.crossingSpanned(at: point) { crossingX(piece: k, atY: point.y, increasing: extent.direction > 0) }
        }
        return winding
    }

    /// Whether `point` is inside under `rule`. Points within about 1e-9 of the scale of the
    /// outline may answer either way; everywhere else the answer is exact for the exact curve.
    /// Non-finite points are outside.
    ///
    /// ```swift
    /// let tester = PathHitTester(try ShapeSpec(allCorners: .cut(20)).path(for: Size(width: 100, height: 100)))
    /// tester.contains(Point(x: 50, y: 50))                  // true
    /// tester.contains(Point(x: 2, y: 2))                    // false: cut away
    /// tester.contains(Point(x: 50, y: 50), rule: .evenOdd)  // true
    /// ```
    ///
    /// - Complexity: O(log n + k) for the k monotone pieces spanning the point's height, without allocating.
    public func contains(_ point: Point, rule: FillRule = .nonZero) -> Bool {
        rule.fills(fillWinding(at: point))
    }

    /// The winding number ``contains(_:rule:)`` reads: ``windingNumber(at:)`` at a finite point,
    /// 0 (outside under both rules) elsewhere. For a caller that asks one point under both rules.
    ///
    /// ```swift
    /// let tester = PathHitTester(try ShapeSpec(allCorners: .cut(20)).path(for: Size(width: 100, height: 100)))
    /// let winding = tester.fillWinding(at: Point(x: 50, y: 50))   // 1
    /// FillRule.evenOdd.fills(winding)                              // true, as contains(_, rule: .evenOdd)
    /// ```
    ///
    /// - Complexity: as ``windingNumber(at:)``.
    public func fillWinding(at point: Point) -> Int {
        point.isFinite ? windingNumber(at: point) : 0
    }
}

extension FillRule {
    /// Whether a winding number is inside under this rule: what ``PathHitTester/contains(_:rule:)``
    /// answers at a finite point from ``PathHitTester/windingNumber(at:)``, so that one winding
    /// number answers both rules.
    ///
    /// ```swift
    /// FillRule.evenOdd.fills(2)   // false
    /// FillRule.nonZero.fills(2)   // true
    /// ```
    ///
    /// - Complexity: O(1).
    @inline(__always)
    public func fills(_ winding: Int) -> Bool {
        switch self {
        case .nonZero: winding != 0
        case .evenOdd: winding & 1 != 0
        }
    }
}

extension Path {
    /// Whether the path's fill contains `point` (Contract: hit-test band): nonzero by default, even-odd on request.
    ///
    /// Exact for the exact curves (no flattening); points within `1e-9 * max(1, w, h)` of the
    /// outline may answer either way. The same answer as ``PathHitTester/contains(_:rule:)``,
    /// computed in one pass that allocates nothing: segments whose height range misses the
    /// point are skipped before they are cut into monotone pieces. For many queries on one
    /// path, use ``PathHitTester``.
    ///
    /// ```swift
    /// let path = try ShapeSpec(allCorners: .cut(20)).path(for: Size(width: 100, height: 100))
    /// path.contains(Point(x: 50, y: 50))   // true
    /// path.contains(Point(x: 2, y: 2))     // false: cut away
    /// ```
    ///
    /// - Complexity: O(n) in the number of path elements.
    public func contains(_ point: Point, rule: FillRule = .nonZero) -> Bool {
        guard point.isFinite else { return false }
        var winding = 0
        forEachFillSegment { segment in
            guard MonotonePiece.mayCross(segment, atY: point.y) else { return }
            MonotonePiece.split(segment) { winding += $0.crossing(at: point) }
        }
        return rule.fills(winding)
    }
}

/// A piece of the fill outline along which y changes monotonically.
struct MonotonePiece: Sendable {
    enum Shape: Sendable {
        case line(Point, Point)
        /// A Bezier (quad raised to cubic) between parameters t0 < t1.
        case bezier(PathSegment, t0: Double, t1: Double, yCoefficients: (Double, Double, Double, Double))
        /// Half of a circle's y-range; `side` is +1 for the right half (cos >= 0), -1 for the left.
        case arc(center: Point, radius: Double, side: Double)
    }

    /// Where a piece lies, and which way it runs.
    struct Extent: Sendable {
        var yLow: Double
        var yHigh: Double
        /// +1 when y grows along the piece, -1 when it shrinks.
        var direction: Int
        var xMin: Double
        var xMax: Double

        /// Whether the piece spans height `y` (half-open: `yLow <= y < yHigh`).
        @inline(__always)
        func spans(_ y: Double) -> Bool { y >= yLow && y < yHigh }

        /// What the piece adds to the winding number at `point`, whose height it spans: its
        /// direction when the ray from `point` towards +x crosses it, else 0. `crossingX` (the
        /// piece's x at the point's height) is asked only when the point is within its x-range.
        @inline(__always)
        func crossingSpanned(at point: Point, crossingX: () -> Double) -> Int {
            if point.x < xMin { return direction }           // the whole piece is to the right: no solving
            if point.x < xMax && crossingX() > point.x { return direction }
            return 0
        }
    }

    var extent: Extent
    var shape: Shape

    init(yLow: Double, yHigh: Double, direction: Int, xMin: Double, xMax: Double, shape: Shape) {
        extent = Extent(yLow: yLow, yHigh: yHigh, direction: direction, xMin: xMin, xMax: xMax)
        self.shape = shape
    }

    /// What the piece adds to the winding number at `point`: its direction when the ray from
    /// `point` towards +x crosses it (half-open in y: `yLow <= y < yHigh`), else 0.
    @inline(__always)
    func crossing(at point: Point) -> Int {
        guard extent.spans(point.y) else { return 0 }
        return extent.crossingSpanned(at: point) { shape.crossingX(atY: point.y, increasing: extent.direction > 0) }
    }
}

extension MonotonePiece {
    /// The x of the line from `(ax, ay)` by `(dx, dy)` at height `y` (`dy != 0`).
    @inline(__always)
    static func lineX(atY y: Double, from ax: Double, _ ay: Double, dx: Double, dy: Double) -> Double {
        ax + (y - ay) * dx / dy
    }

    /// The x of the circle's right (`side` 1) or left (`side` -1) half at height `y`.
    @inline(__always)
    static func arcX(atY y: Double, center cx: Double, _ cy: Double, radius r: Double, side: Double) -> Double {
        let dy = y - cy
        return cx + side * Swift.max(0, (r - dy) * (r + dy)).squareRoot()
    }
}

extension MonotonePiece.Shape {
    /// The x where the piece crosses height `y`; only called with `yLow <= y < yHigh`.
    /// `increasing` is whether y grows along the piece.
    func crossingX(atY y: Double, increasing: Bool) -> Double {
        switch self {
        case .line(let a, let b):
            return MonotonePiece.lineX(atY: y, from: a.x, a.y, dx: b.x - a.x, dy: b.y - a.y)
        case .arc(let c, let r, let side):
            return MonotonePiece.arcX(atY: y, center: c.x, c.y, radius: r, side: side)
        case .bezier(let segment, let t0, let t1, let coefficients):
            let t = Self.solve(segment, y: y, t0: t0, t1: t1, coefficients: coefficients, increasing: increasing)
            return segment.point(at: t).x
        }
    }

    /// The parameter in `[t0, t1]` where the monotone Bezier reaches height `y`.
    private static func solve(_ segment: PathSegment, y: Double, t0: Double, t1: Double,
                              coefficients c: (Double, Double, Double, Double), increasing: Bool) -> Double {
        let span = t1 - t0
        var guess = t0 + span / 2
        var best = Double.infinity
        for root in Polynomial.cubicRoots(c.0, c.1, c.2, c.3 - y) where root >= t0 - 1e-9 * span && root <= t1 + 1e-9 * span {
            let clamped = Swift.min(t1, Swift.max(t0, root))
            let distance = abs(clamped - (t0 + span / 2))
            if distance < best { best = distance; guess = clamped }
        }
        // Bracketed Newton: f = y(t) - y is monotone on [lo, hi] and changes sign there.
        var lo = t0, hi = t1, t = guess
        for _ in 0..<80 {
            let f = segment.point(at: t).y - y
            if f == 0 { return t }
            if (f < 0) == increasing { lo = t } else { hi = t }
            let slope = segment.derivative(at: t).dy
            var next = t - f / slope
            if !(next > lo && next < hi) { next = lo + (hi - lo) / 2 }
            if next == t || hi - lo <= 4 * Double.ulpOfOne * Swift.max(1, abs(t)) { return next }
            t = next
        }
        return t
    }
}

extension MonotonePiece {
    /// Whether any monotone piece of `segment` can span height `y`: false only when `y` is
    /// outside the segment's hull in y (control points; an arc's circle and stored ends) by
    /// more than `1e-9` of its coordinates, far beyond the rounding of the pieces' end points,
    /// so skipping such a segment never changes a winding number.
    @inline(__always)
    static func mayCross(_ segment: PathSegment, atY y: Double) -> Bool {
        let lo: Double, hi: Double
        switch segment {
        case .line(let a, let b):
            return !(y < Swift.min(a.y, b.y) || y >= Swift.max(a.y, b.y))
        case .quad(let p0, let p1, let p2):
            lo = Swift.min(p0.y, p1.y, p2.y); hi = Swift.max(p0.y, p1.y, p2.y)
        case .cubic(let p0, let p1, let p2, let p3):
            lo = Swift.min(p0.y, p1.y, p2.y, p3.y); hi = Swift.max(p0.y, p1.y, p2.y, p3.y)
        case .arc(let a):
            lo = Swift.min(a.startPoint.y, a.endPoint.y, a.center.y - a.radius)
            hi = Swift.max(a.startPoint.y, a.endPoint.y, a.center.y + a.radius)
        }
        let pad = 1e-9 * Swift.max(abs(lo), abs(hi))
        return !(y < lo - pad || y > hi + pad)
    }

    /// Cuts a segment into monotone pieces and hands each non-horizontal one to `emit`, in
    /// order along the segment. Allocates nothing.
    @inline(__always)
    static func split(_ segment: PathSegment, _ emit: (MonotonePiece) -> Void) {
        switch segment {
        case .line(let a, let b):
            guard a.y != b.y else { return }
            emit(MonotonePiece(yLow: Swift.min(a.y, b.y), yHigh: Swift.max(a.y, b.y), direction: b.y > a.y ? 1 : -1,
                               xMin: Swift.min(a.x, b.x), xMax: Swift.max(a.x, b.x), shape: .line(a, b)))
        case .quad(let p0, let p1, let p2):
            // Degree elevation: the same curve as a cubic, so one code path solves both.
            let c1 = Point(x: p0.x + 2 * (p1.x - p0.x) / 3, y: p0.y + 2 * (p1.y - p0.y) / 3)
            let c2 = Point(x: p2.x + 2 * (p1.x - p2.x) / 3, y: p2.y + 2 * (p1.y - p2.y) / 3)
            splitBezier(segment, cubic: (p0, c1, c2, p2), emit)
        case .cubic(let p0, let p1, let p2, let p3):
            splitBezier(segment, cubic: (p0, p1, p2, p3), emit)
        case .arc(let arc):
            splitArc(arc, emit)
        }
    }

    /// Power-basis coefficients `(a, b, c, d)` of one coordinate of a cubic: `a t³ + b t² + c t + d`.
    static func powerBasis(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> (Double, Double, Double, Double) {
        (-p0 + 3 * p1 - 3 * p2 + p3, 3 * p0 - 6 * p1 + 3 * p2, -3 * p0 + 3 * p1, p0)
    }

    /// Parameters in (0, 1) where a cubic coordinate's derivative vanishes, ascending.
    static func extrema(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> Polynomial.Roots {
        let (a, b, c, _) = powerBasis(p0, p1, p2, p3)
        var inside = Polynomial.Roots()
        for t in Polynomial.quadraticRoots(3 * a, 2 * b, c) where t > 0 && t < 1 { inside.append(t) }
        if inside.count == 2 && inside[1] < inside[0] { return [inside[1], inside[0]] }
        return inside
    }

    private static func splitBezier(_ segment: PathSegment, cubic p: (Point, Point, Point, Point), _ emit: (MonotonePiece) -> Void) {
        let yCoefficients = powerBasis(p.0.y, p.1.y, p.2.y, p.3.y)
        let yCuts = extrema(p.0.y, p.1.y, p.2.y, p.3.y)
        let xCuts = extrema(p.0.x, p.1.x, p.2.x, p.3.x)
        // The cuts 0, the y extrema, 1: pieces between consecutive ones.
        for k in 0...yCuts.count {
            let t0 = k == 0 ? 0.0 : yCuts[k - 1], t1 = k == yCuts.count ? 1.0 : yCuts[k]
            guard t1 > t0 else { continue }
            let a = segment.point(at: t0), b = segment.point(at: t1)
            guard a.y != b.y else { continue }
            var xMin = Swift.min(a.x, b.x), xMax = Swift.max(a.x, b.x)
            for t in xCuts where t > t0 && t < t1 {
                let x = segment.point(at: t).x
                xMin = Swift.min(xMin, x); xMax = Swift.max(xMax, x)
            }
            emit(MonotonePiece(
                yLow: Swift.min(a.y, b.y), yHigh: Swift.max(a.y, b.y), direction: b.y > a.y ? 1 : -1,
                xMin: xMin, xMax: xMax,
                shape: .bezier(segment, t0: t0, t1: t1, yCoefficients: yCoefficients)))
        }
    }

    /// Cuts an arc at the angles `π/2 + kπ` (bottom and top of the circle).
    private static func splitArc(_ arc: Arc, _ emit: (MonotonePiece) -> Void) {
        let sweep = arc.sweep
        guard sweep.isFinite, sweep != 0, arc.radius > 0 else { return }
        let forward = sweep > 0
        // Angles strictly inside the sweep where the circle is horizontal, in travel order: at
        // most 5 fit in a sweep of 2π (the loop's cap of 8 only guards the unforeseen).
        let firstK = forward ? ((arc.startAngle - .pi / 2) / .pi).rounded(.down) + 1
                             : ((arc.startAngle - .pi / 2) / .pi).rounded(.up) - 1
        var k = firstK
        var a0 = arc.startAngle
        var p0 = arc.startPoint
        func piece(to a1: Double, _ p1: Point) {
            defer { a0 = a1; p0 = p1 }
            guard p0.y != p1.y else { return }
            let side: Double = cos((a0 + a1) / 2) >= 0 ? 1 : -1
            let xMin = side > 0 ? Swift.min(p0.x, p1.x) : arc.center.x - arc.radius
            let xMax = side > 0 ? arc.center.x + arc.radius : Swift.max(p0.x, p1.x)
            emit(MonotonePiece(yLow: Swift.min(p0.y, p1.y), yHigh: Swift.max(p0.y, p1.y),
                               direction: p1.y > p0.y ? 1 : -1, xMin: xMin, xMax: xMax,
                               shape: .arc(center: arc.center, radius: arc.radius, side: side)))
        }
        for _ in 0..<8 {
            let angle = Double.pi / 2 + k * .pi
            guard forward ? angle < arc.endAngle : angle > arc.endAngle else { break }
            if angle != arc.startAngle { piece(to: angle, arc.point(at: angle)) }
            k += forward ? 1 : -1
        }
        piece(to: arc.endAngle, arc.endPoint)
    }
}
