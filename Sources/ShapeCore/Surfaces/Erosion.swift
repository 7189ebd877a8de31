import Foundation

/// The erosion of a shape by a width `w`: the points at least `w` from the outside, which is a
/// surface's content mask (Contract: content mask as erosion).
///
/// The method (robust for every outline resolution makes, convex or not):
/// 1. **Raw parallel curve.** Each outline segment's inner parallel curve
///    (``ParallelCurve``), in outline order; at every reflex joint (the outline turns left:
///    the base ends of an outward triangle, the apex of an inward one) an arc of radius `w`
///    about the joint, sweeping from one normal to the other. Convex joints get nothing: the
///    pieces on either side cross each other there (or are trimmed by others).
/// 2. **Split** every piece at its crossings with every other piece (``SegmentIntersection``).
///    The crossing point is computed once and given to both pieces, so their parts share it.
///    Every end of a piece that lies on another piece cuts that one too (``touch(of:on:box:band:)``).
/// 3. **Keep** a part when a point of it whose distance from its own source is exactly `w` (the
///    middle of an exact part; for a fitted cubic, the exact parallel curve's point at the foot
///    of the part's middle) is no nearer than `w` to the whole outline, to rounding. The
///    boundary of the erosion consists of exactly such points; trimmed parts (the overlap at a
///    convex corner, a swallowtail past a cusp, pieces that cross the far side of a thin
///    shape) have points nearer than `w`. Where another part of the outline is also about `w`
///    away, the erosion must have an inside along the part (``seamBand``): the parallels of
///    two edges exactly `2w` apart coincide and bound nothing.
/// 4. **Link** the kept parts into closed loops: from the end of a part, continue with the
///    kept part that starts there (at a crossing, the other piece's part; with several, the
///    one that turns most to the right, which keeps the region on the right of travel), or,
///    if none starts exactly there, the kept part starting nearest within ``linkBand`` (or
///    ``fitGap(tolerance:)``, the gap a fitted crossing can leave, where that is larger); only
///    where no kept part continues, a seam part does. A part taken into a loop takes its copies
///    (another piece's parts running along it within the band, ``runsAlong(_:_:parts:starts:ends:band:)``) with
///    it: no loop follows a stretch twice.
/// 5. Loops with no area (turned inside out, or on average thinner than the link band with no
///    point more than the band deep anywhere) are dropped.
///    The erosion of a simply connected shape has no holes (its complement, the outside grown
///    by `w`, is connected), so every loop is an outer boundary, clockwise like the outline;
///    there may be several (a waist narrower than `2w` cuts the shape in two).
enum Erosion {
    /// Rounding of coordinates, relative to their magnitude: joints closer than this are one,
    /// parts whose test point is nearer than `w` by less than this are kept. About 100 ulps:
    /// above the rounding of any distance computed here, and below every feature the generator
    /// makes (a 1e-9 sliver 1000 long was within a band of 1e-12).
    static let roundingBand = 2e-14
    /// How far apart (relative to the coordinates' magnitude) the end of a part and the start
    /// of the next may be and still be linked when no part starts exactly at the end: half the
    /// contract's parallel-curve bound. Distance from the outline changes no faster than
    /// position, so the straight bridge stays within a quarter of the bound of its ends'
    /// distance. Gaps come from features too small for the border: a convex bump of radius
    /// 1e-7 between two collinear triangle sides leaves their parallels collinear and 1.4e-7
    /// apart, with nothing crossing.
    static let linkBand = ShapedSurface.parallelCurveBound / 2

    /// How far apart the end of a part and the start of the next may be where fitted parallels
    /// of Beziers, fitted within `tolerance`, are what left the gap: twice the tolerance.
    ///
    /// A fitted piece crosses an exact one (a line's parallel, the arc about a reflex joint)
    /// up to about its error away from where the exact parallel curve crosses it, while the
    /// keep test measures exact distances. A stretch of the exact piece that ends at the fitted
    /// crossing but lies wholly between the two crossings is then nearer than `w` (by less than
    /// the tolerance) and trimmed, though the fitted piece went on from its end: the loop must
    /// cross that gap. (On a 0.001 square bordered by 2.5e-4, the parallel of a continuous
    /// corner crossed the right side's parallel 5.7e-9 below the end of the arc about the
    /// triangle's base end; the 5.7e-9 of that side's parallel between was 4.2e-9 too near the
    /// corner. The link band relative to the coordinates, 6e-11 there, left a dead end, and the
    /// mask was closed by a line across its inside: soak seed 7864402649772111307.) The fitting
    /// tolerance is relative to `max(1, magnitude)`, as the contract's bound is, so for shapes
    /// smaller than 1 this is the larger band; it is never more than half the bound, so a
    /// bridge stays within the bound (distance from the outline changes no faster than position).
    /// Where the crossing is shallow the gap is longer, but it runs within the tolerance of `w`,
    /// so the dead-end bridge along a seam (``hugs(from:to:outline:boxes:width:slack:)``), given
    /// the same slack, takes it.
    static func fitGap(tolerance: Double) -> Double { 2 * tolerance }

    /// How thin (relative to the coordinates' magnitude) a stretch of the erosion may be and
    /// still count as having an inside: parts along which a point this far in is not farther
    /// than `w` from the outside are seams of zero thickness, not boundary. 64 rounding bands:
    /// far above the rounding of the distances that decide it, far below any real strip (a
    /// 1 x 442 shape bordered by 0.4999995 keeps its 1e-6 waist).
    static let seamBand = 64 * roundingBand
    /// The fitting tolerance of parallel curves of Beziers, relative to the larger of the
    /// shape's coordinates and 1 (as the contract's bands are): a quarter of the contract's
    /// bound, leaving the rest to rounding and to where the fitted pieces are cut. (Never more
    /// than a quarter of the border either.)
    static let fitTolerance = ShapedSurface.parallelCurveBound / 4

    /// The content mask of a clockwise, simple, closed `outline` bordered by `w >= 0`.
    ///
    /// `w == 0` gives the outline itself; a border of at least half the bounds' shorter side
    /// leaves no interior (an empty path, never an inverted one). `outlineBounds`, if given, must
    /// be `outline.bounds` (a caller that has it already spares measuring the outline again).
    ///
    /// - Complexity: O(n^2) in the number of raw parallel pieces for the crossings, plus O(n m)
    ///   distance evaluations for the keep test (m outline segments).
    static func contentMask(of outline: Path, width w: Double, outlineBounds: Rect? = nil) -> Path {
        guard w > 0 else { return outline }
        // The segments of ``Path/subpaths`` when there is one subpath, read without building
        // the list of subpaths (only one closed loop is eroded).
        var outlineSegments: [PathSegment] = []
        outlineSegments.reserveCapacity(outline.elements.count + 1)
        var subpaths = 0, closed = false
        PathReader.read(outline.elements, segment: { outlineSegments.append($0) }, ended: { _, isClosed in
            subpaths += 1
            closed = isClosed
        })
        guard subpaths == 1, closed else { return .empty }
        let bounds = outlineBounds ?? outline.bounds
        guard w < Swift.min(bounds.width, bounds.height) / 2 else { return .empty }
        let magnitude = Swift.max(abs(bounds.minX), abs(bounds.maxX), abs(bounds.minY), abs(bounds.maxY))
        let tau = roundingBand * magnitude
        // A border within the rounding of the coordinates leaves the outline where it is.
        guard w > 4 * tau else { return outline }

        let segments = meaningfulSegments(outlineSegments, band: tau)
        guard segments.count >= 2 else { return .empty }

        // Within a quarter of w as well, so a fitted parallel never strays out of the shape: with a
        // border of 1e-9 on a 1220-high shape, a fit good to the size's tolerance (3e-5) but not to
        // the border left the mask 4e-6 larger than the shape (seed 31337).
        let tolerance = Swift.min(fitTolerance * Swift.max(1, magnitude), w / 4)
        let raw = rawParallelCurve(segments, width: w, tolerance: tolerance, band: tau)
        guard !raw.pieces.isEmpty else { return .empty }
        let parts = split(raw, band: tau)
        let boxes = segments.map(\.boundingBox)
        let order = scanOrder(segments)
        let kinds = parts.map {
            classify($0, pieces: raw.pieces, outline: segments, boxes: boxes, order: order, width: w, band: tau,
                     thickness: seamBand * magnitude)
        }
        let band = linkBand * magnitude
        // Gaps also come from the fitting: a fitted parallel crosses another piece up to about
        // its tolerance away from where the exact parallel would, and the keep test (exact
        // distances) trims what lies between (see ``fitGap(tolerance:)``).
        let gap = Swift.max(band, fitGap(tolerance: tolerance))
        let chains = link(parts, kinds: kinds, band: gap) { from, to in
            hugs(from: from, to: to, outline: segments, boxes: boxes, width: w, slack: gap)
        }

        var elements: [PathElement] = []
        for chain in chains {
            let loopPath = path(of: chain, parts: parts)
            // Inside out, or thinner on average than the link band: not a region but a sliver
            // of parts that hug distance w within rounding (a swallowtail barely past its cusp).
            // (The control polygons' length bounds the perimeter from above: cheaper to measure.)
            let perimeter = chain.reduce(0) { $0 + parts[$1].segment.controlPolygonLength }
            let area = loopPath.signedArea
            guard area > band * perimeter
                    || (area > 0 && hasDepth(chain, parts: parts, loop: loopPath, outline: segments, boxes: boxes, width: w, band: band))
            else { continue }
            // (The first loop's elements are taken as they are, not copied into an empty array.)
            if elements.isEmpty { elements = loopPath.elements } else { elements += loopPath.elements }
        }
        return Path(elements)
    }

    /// The outline segments whose directions mean something at rounding `band`, still a closed
    /// chain (Contract: tiny pieces become their chord).
    ///
    /// A segment no bigger than the band has no meaningful direction and is dropped. Where a run
    /// of such segments together spans more than the band (a continuous corner of 1e-9 of a
    /// side leaves five pieces of 1e-12 to 1e-14, 4.8e-12 end to end, on a 70-high shape whose
    /// band is 1.8e-12), its neighbours no longer meet: the arc about the reflex joint was
    /// centred on one neighbour's end, 4.8e-12 from the next one's start, so its middle was
    /// nearer than `w` to the next edge by more than the band and trimmed, the loop met a dead
    /// end there and was closed by a line 70 long across the mask's inside (soak seed
    /// 10332469198432266823, case 575681). Such a run is replaced by its chord, a line from
    /// the end of the segment before to the start of the one after: it has a direction, the
    /// outline stays closed, and every joint is shared, so the arcs about joints and the
    /// parallels meet exactly. A shorter gap is left to the joint (``rawParallelCurve(_:width:tolerance:band:)``
    /// makes ends within the band one).
    ///
    /// - Complexity: O(n) for n segments.
    static func meaningfulSegments(_ all: [PathSegment], band: Double) -> [PathSegment] {
        // (Loops into reserved arrays: `filter` regrew its result several times per outline.)
        var kept: [PathSegment] = []
        kept.reserveCapacity(all.count)
        for s in all {
            let box = s.boundingBox
            if Swift.max(box.width, box.height) > band { kept.append(s) }
        }
        guard kept.count >= 2 else { return kept }
        var joined: [PathSegment] = []
        joined.reserveCapacity(kept.count + 2)
        for k in kept.indices {
            let segment = kept[k]
            joined.append(segment)
            let next = kept[k + 1 == kept.count ? 0 : k + 1].start
            if segment.end.distance(to: next) > band { joined.append(.line(segment.end, next)) }
        }
        return joined
    }

    /// Whether a loop thinner on average than `band` still has a real inside somewhere: just
    /// inside one of its parts (`3 band` to the right of its middle, within the loop) lies a
    /// point more than `w + band` from the outline, so a disk of radius `band` about it is in the
    /// erosion. A sliver hugging distance `w` within rounding has no such point. (An outward
    /// triangle on a 1e6 x 100 strip bordered by 49.99995 leaves a 67-deep lobe joined to a
    /// 1e-4 x 1e6 sliver: on average 1.4e-3 thick, the loop was dropped whole, soak seed
    /// 7654417644171836366.)
    ///
    /// - Complexity: O(k m) distance evaluations for k parts and m outline segments; only for
    ///   loops that fail the average test.
    static func hasDepth(_ chain: [Int], parts: [Part], loop: Path, outline: [PathSegment], boxes: [Rect],
                         width w: Double, band: Double) -> Bool {
        let needed = w + band
        for index in chain {
            let segment = parts[index].segment
            let inside = segment.point(at: 0.5) + 3 * band * ParallelCurve.innerNormal(segment.direction(at: 0.5))
            // (Strictly farther: at least the next double up.)
            let deep = zip(outline, boxes).allSatisfy { edge, box in
                isFar(edge, box: box, from: inside, atLeast: needed.nextUp) || edge.distance(to: inside) > needed
            }
            if deep, loop.contains(inside) { return true }
        }
        return false
    }

    /// The raw inner parallel curve, in outline order, and which pieces continue each other.
    struct RawCurve {
        var pieces: [OffsetPiece]
        /// `continues[i]`: piece i ends exactly where piece i + 1 (cyclically) starts.
        var continues: [Bool]
    }

    static func rawParallelCurve(_ segments: [PathSegment], width w: Double, tolerance: Double, band: Double) -> RawCurve {
        var pieces: [OffsetPiece] = []
        let n = segments.count
        pieces.reserveCapacity(2 * n)
        for k in 0 ..< n {
            ParallelCurve.appendPieces(of: segments[k], index: k, width: w, tolerance: tolerance, to: &pieces)
            let next = segments[(k + 1) % n]
            let d1 = segments[k].endDirection, d2 = next.startDirection
            let turn = d1.cross(d2)
            guard turn < 0 else { continue }
            // A reflex joint: the erosion's boundary is the arc of radius w about it.
            let n1 = ParallelCurve.innerNormal(d1), n2 = ParallelCurve.innerNormal(d2)
            let sweep = -atan2(-turn, d1.dot(d2))
            guard w * abs(sweep) > band else { continue }
            let joint = segments[k].end
            let start = atan2(n1.dy, n1.dx)
            pieces.append(OffsetPiece(segment: .arc(Arc(center: joint, radius: w, startAngle: start, endAngle: start + sweep,
                                                         startPoint: joint + w * n1, endPoint: joint + w * n2)),
                                      origin: .exact(source: nil)))
        }
        // Joints computed along two routes (a line's offset end and an arc's) are made one.
        var continues = [Bool](repeating: false, count: pieces.count)
        for i in pieces.indices {
            let j = (i + 1) % pieces.count
            let end = pieces[i].segment.end
            if end != pieces[j].segment.start, end.distance(to: pieces[j].segment.start) <= band {
                if j == 0 {
                    pieces[i].segment = pieces[i].segment.withEnd(pieces[j].segment.start)
                } else {
                    pieces[j].segment = pieces[j].segment.withStart(end)
                }
            }
            continues[i] = pieces[i].segment.end == pieces[j].segment.start
        }
        return RawCurve(pieces: pieces, continues: continues)
    }

    /// A part of a raw piece between two of its split points.
    struct Part {
        var segment: PathSegment
        var piece: Int
        var s0: Double
        var s1: Double
    }

    /// Every raw piece cut at its crossings with the others.
    static func split(_ raw: RawCurve, band: Double) -> [Part] {
        let pieces = raw.pieces
        let count = pieces.count
        let boxes = pieces.map(\.segment.boundingBox)
        // Boxes apart by more than the band first: most pairs end there.
        let meetings = BoxMeetings(boxes, band: band)
        // The fitted pieces of one regular stretch of a Bezier's parallel curve (no cusp between
        // them) never cross each other: it is a regular parallel of a curve turning less than a
        // half turn, which cannot come back over itself.
        var run = [Int](repeating: 0, count: count)
        for i in 1 ..< Swift.max(1, count) {
            if raw.continues[i - 1], case .fitted(let a, _, _, _) = pieces[i - 1].origin, case .fitted(let b, _, _, _) = pieces[i].origin, a == b {
                run[i] = run[i - 1]
            } else {
                run[i] = i
            }
        }
        // Every cut of every piece in one list, in the order found (one array, not one per
        // piece: growing a few dozen small arrays was most of split's allocations).
        var cuts: [(piece: Int, s: Double, point: Point)] = []
        cuts.reserveCapacity(4 * count)
        // One list of a pair's crossings, refilled for every pair (its capacity kept).
        var hits: [SegmentIntersection.Hit] = []
        for i in 0 ..< count {
            for j in meetings.partners(after: i) {
                // Neighbours that continue each other meet at their shared joint only.
                if (j == i + 1 && raw.continues[i]) || (i == 0 && j == count - 1 && raw.continues[j]) { continue }
                if run[i] == run[j], case .fitted = pieces[i].origin { continue }
                SegmentIntersection.hits(pieces[i].segment, pieces[j].segment, into: &hits)
                // Neighbours across an almost smooth convex joint cross within a hair of their
                // ends, at the angle the outline turns there (6e-4 rad at two curved corners meeting
                // almost tangentially): too shallow for box subdivision. Start Newton's method where
                // their end tangents cross.
                if j == i + 1 || (i == 0 && j == count - 1) {
                    let (first, second) = j == i + 1 ? (i, j) : (j, i)
                    if let hit = SegmentIntersection.nearEnds(pieces[first].segment, pieces[second].segment),
                       !hits.contains(where: { abs($0.s - (first == i ? hit.s : hit.t)) <= 1e-9 }) {
                        hits.append(first == i ? hit : SegmentIntersection.Hit(s: hit.t, t: hit.s, point: hit.point))
                    }
                }
                for hit in hits {
                    // A crossing at a piece's end is that end point exactly, for both pieces.
                    var point = hit.point
                    // (Inline arrays here and below: these loops run for every pair of pieces
                    // whose boxes meet, and heap arrays were most of split's allocations.)
                    let ends: InlineArray<2, (Double, PathSegment)> = [(hit.s, pieces[i].segment), (hit.t, pieces[j].segment)]
                    for k in ends.indices {
                        let (param, segment) = ends[k]
                        if param == 0 || segment.start.distance(to: point) <= band { point = segment.start; break }
                        if param == 1 || segment.end.distance(to: point) <= band { point = segment.end; break }
                    }
                    cuts.append((i, hit.s, point))
                    cuts.append((j, hit.t, point))
                }
                // An end of one piece on the other cuts the other there, crossing or not.
                let pairs: InlineArray<2, (Int, Int)> = [(i, j), (j, i)]
                for k in pairs.indices {
                    let (on, other) = pairs[k]
                    let ends: InlineArray<2, Point> = [pieces[other].segment.start, pieces[other].segment.end]
                    for e in ends.indices {
                        let end = ends[e]
                        if let s = touch(of: end, on: pieces[on].segment, box: boxes[on], band: band),
                           !cuts.contains(where: { $0.piece == on && $0.point.distance(to: end) <= band }) {
                            cuts.append((on, s, end))
                        }
                    }
                }
            }
        }
        // By piece, and along each piece by parameter; the sort is stable, so cuts at the same
        // parameter stay in the order found (the first of them is the one kept below).
        cuts.sort { $0.piece != $1.piece ? $0.piece < $1.piece : $0.s < $1.s }
        var parts: [Part] = []
        parts.reserveCapacity(count + cuts.count)
        var points: [(Double, Point)] = []
        var next = 0
        for i in 0 ..< count {
            let segment = pieces[i].segment
            // (Emptied one by one, keeping the capacity: a few entries, for every piece.)
            while points.popLast() != nil {}
            points.append((0, segment.start))
            let first = next
            while next < cuts.count, cuts[next].piece == i { next += 1 }
            for (_, s, p) in cuts[first ..< next] {
                guard p != segment.start, p != segment.end, s > 0, s < 1 else { continue }
                // Two crossings closer than the band are one cut.
                if let last = points.last, last.1.distance(to: p) <= band || s <= last.0 { continue }
                points.append((s, p))
            }
            if points.count > 1, let last = points.last, last.1.distance(to: segment.end) <= band { points.removeLast() }
            points.append((1, segment.end))
            for k in 0 ..< points.count - 1 {
                let (s0, a) = points[k], (s1, b) = points[k + 1]
                let piece = s0 == 0 && s1 == 1 ? segment : segment.split(from: s0, to: s1).withStart(a).withEnd(b)
                parts.append(Part(segment: piece, piece: i, s0: s0, s1: s1))
            }
        }
        return parts
    }

    /// The parameter where `point`, an end of another piece, lies on the interior of `segment`
    /// (within `band`), or `nil`.
    ///
    /// Such a joint is where `segment` may pass from the erosion's boundary to trimmed without
    /// crossing anything: the pieces meeting there can both touch it tangentially, one on
    /// either side of the joint, so no crossing marks the change. (The arc about a reflex
    /// joint and the parallel of a continuous corner starting straight both touched the
    /// parallel of the opposite side at the same point; uncut, that parallel was kept whole
    /// by its middle and ran on 0.057 past the point into the corner's reach:
    /// seed 4558777894300589207.)
    static func touch(of point: Point, on segment: PathSegment, box: Rect, band: Double) -> Double? {
        guard point.x >= box.minX - band, point.x <= box.maxX + band,
              point.y >= box.minY - band, point.y <= box.maxY + band,
              point != segment.start, point != segment.end,
              // (A curve whose hull is farther than the band cannot pass within it.)
              !hullIsFar(segment, from: point, atLeast: band.nextUp) else { return nil }
        let s = segment.nearestParameter(to: point)
        guard s > 0, s < 1, segment.point(at: s).distance(to: point) <= band else { return nil }
        return s
    }

    /// What a part of the raw parallel curve is to the erosion (step 3 of the method).
    enum PartKind {
        /// Nearer than `w` to the outline: not part of the boundary.
        case trimmed
        /// `w` from the outline, but with no inside: the parallels of two edges (almost)
        /// exactly `2w` apart, which coincide. Followed only where no boundary part continues.
        case seam
        /// On the erosion's boundary, with the erosion on its right.
        case boundary
    }

    /// What a part is (step 3 of the method).
    ///
    /// Its probe (a point of it exactly `w` from its own source) must be no nearer than `w` to
    /// the outline, to `band`. Where some other part of the outline is about `w` away as well
    /// (within `2 thickness`), the part may be a seam of zero thickness: the parallels of two
    /// opposite edges exactly `2w` apart coincide, and both are `w` from everything. Then a
    /// point `thickness` further in (to the part's right) must be farther than `w` too:
    /// only then does the erosion have an inside along the part.
    ///
    /// `order` is ``scanOrder(_:)`` of the outline: the order in which its segments are measured.
    static func classify(_ part: Part, pieces: [OffsetPiece], outline: [PathSegment], boxes: [Rect], order: [Int],
                         width w: Double, band: Double, thickness: Double) -> PartKind {
        let probe: Point
        // (For an exact part, measured only where it is needed: most parts are no seam.)
        var inward: Vector?
        var own: Int?
        switch pieces[part.piece].origin {
        case .exact(let source):
            probe = part.segment.point(at: 0.5)
            // A line's or arc's own parallel is exactly w from it: nothing to learn there.
            own = source
        case .fitted(let source, let t0, let t1, let cusped):
            // The exact parallel curve's point at the foot of the part's middle on its source.
            guard let curve = CubicBezier(outline[source]) else { return .trimmed }
            let middle = part.segment.point(at: 0.5)
            let guess = t0 + (part.s0 + part.s1) / 2 * (t1 - t0)
            let t = foot(of: middle, on: curve, near: guess, within: (t0, t1))
            // (The knot's point is ``ParallelCurve/offsetPoint(_:at:width:)``'s, with the
            // direction it is made from.)
            let knot = ParallelCurve.knot(curve, at: t, width: w)
            probe = knot.point
            inward = ParallelCurve.innerNormal(knot.direction)
            // Without cusps a regular parallel is exactly w from its own source.
            if !cusped { own = source }
        }
        let limit = w - band
        var seam = false
        // Each segment's verdict stands alone (any one that trims decides), so the order of the
        // scan is free (``scanOrder(_:)``: lines and arcs first).
        for k in order where k != own {
            // ``isFar(_:box:from:atLeast:)`` in two steps: the box alone rules out most segments,
            // before the segment itself is read (copying every one was a sixth of this scan).
            if boxIsFar(boxes[k], from: probe, atLeast: w + 2 * thickness) { continue }
            let segment = outline[k]
            if hullIsFar(segment, from: probe, atLeast: w + 2 * thickness) { continue }
            // (Only a distance below w + 2 thickness matters: the search may stop short of it.)
            let (t, d) = segment.nearest(to: probe, within: w + 2 * thickness)
            if d < limit { return .trimmed }
            guard d < w + 2 * thickness else { continue }
            // About w from another part of the outline as well: a probe on that part's outer
            // side is outside the shape altogether (a parallel that crossed a sliver thinner
            // than the rounding band), else this may be a seam.
            if !isOnInnerSide(probe, of: k, at: t, outline: outline) { return .trimmed }
            seam = true
        }
        guard seam else { return .boundary }
        let inside = probe + thickness * (inward ?? ParallelCurve.innerNormal(part.segment.direction(at: 0.5)))
        let needed = w + thickness / 2
        for (segment, box) in zip(outline, boxes) {
            if isFar(segment, box: box, from: inside, atLeast: needed) { continue }
            if segment.distance(to: inside) < needed { return .seam }
        }
        return .boundary
    }

    /// Whether every point of `box` is at least `distance` from `p`, so that an outline segment
    /// inside it is too and need not be measured: the prefilter of every scan of the outline
    /// here. The gaps along the axes decide first, as they are cheaper than their hypotenuse
    /// (which is never smaller than either).
    ///
    /// Always inlined, up to the gaps along the axes: the keep test asks this for every part
    /// and outline segment, and most pairs end there, where the call cost as much as the test.
    @inline(__always)
    static func boxIsFar(_ box: Rect, from p: Point, atLeast distance: Double) -> Bool {
        let dx = Swift.max(box.minX - p.x, 0, p.x - box.maxX), dy = Swift.max(box.minY - p.y, 0, p.y - box.maxY)
        if dx >= distance || dy >= distance { return true }
        return gapIsFar(dx, dy, atLeast: distance)
    }

    /// The rest of ``boxIsFar(_:from:atLeast:)``: whether a box `dx` and `dy` away along the
    /// axes, both less than `distance`, is at least `distance` away.
    @inline(never)
    static func gapIsFar(_ dx: Double, _ dy: Double, atLeast distance: Double) -> Bool {
        // The sum of squares settles all but a hair's breadth of cases (hypot is within an ulp
        // of its root), and costs a tenth of hypot, which decides the rest as it always did.
        // (Squares that could leave the normal range go to hypot.)
        let squares = dx * dx + dy * dy, bound = distance * distance
        if bound > 1e-280, bound < 1e280, squares < 1e280 {
            if squares < bound * (1 - 1e-12) { return false }
            if squares > bound * (1 + 1e-12) { return true }
        }
        return hypot(dx, dy) >= distance
    }

    /// Whether outline segment `segment` (with bounding box `box`) is at least `distance` from
    /// `p` everywhere, so that measuring it could not find it nearer: its box (``boxIsFar(_:from:atLeast:)``),
    /// or for a Bezier its control points' hull (``CubicBezier/hullIsFar(from:atLeast:)``), which
    /// spares the root isolation of a curve whose box is near but which bends away. Only a
    /// shortcut: every scan decides exactly as if it had measured the segment.
    static func isFar(_ segment: PathSegment, box: Rect, from p: Point, atLeast distance: Double) -> Bool {
        boxIsFar(box, from: p, atLeast: distance) || hullIsFar(segment, from: p, atLeast: distance)
    }

    /// The indices of `outline` in the order the keep test (``classify(_:pieces:outline:boxes:order:width:band:thickness:)``)
    /// measures them: lines and arcs, cheap to measure, first, so that a part they trim costs
    /// no Bezier's root search; then the Beziers; each kind in outline order. Made once per
    /// mask: sorting the segments into two passes for every part was a tenth of the keep test.
    ///
    /// - Complexity: O(m) for m segments.
    static func scanOrder(_ outline: [PathSegment]) -> [Int] {
        var order: [Int] = []
        order.reserveCapacity(outline.count)
        for pass in 0 ..< 2 {
            for k in outline.indices where isBezier(outline[k]) == (pass == 1) { order.append(k) }
        }
        return order
    }

    /// Whether `segment` is a Bezier (a quad or cubic), whose distance takes a root search.
    static func isBezier(_ segment: PathSegment) -> Bool {
        switch segment {
        case .quad, .cubic: return true
        case .line, .arc: return false
        }
    }

    /// For a Bezier, ``CubicBezier/hullIsFar(from:atLeast:)``; `false` for lines and arcs
    /// (measuring them is cheap).
    static func hullIsFar(_ segment: PathSegment, from p: Point, atLeast distance: Double) -> Bool {
        switch segment {
        case .quad, .cubic:
            return CubicBezier(segment)?.hullIsFar(from: p, atLeast: distance) ?? false
        case .line, .arc:
            return false
        }
    }

    /// The parameter in `range` where the normal of `curve` passes through `p`, by Newton's method from `guess`.
    ///
    /// The iteration stops when a step is below 1e-16, which above 0.5 (ulps of 1.1e-16) only
    /// a step of zero is: there a tenth of the searches end alternating between two neighbouring
    /// doubles until the 40th step. The state of a step is `(t, lo, hi)` alone, so once it
    /// equals the state two steps back the rest alternates too, and the 40th step's parameter
    /// is known without taking the steps (the same bits as taking them).
    static func foot(of p: Point, on curve: CubicBezier, near guess: Double, within range: (Double, Double)) -> Double {
        let steps = 40
        var (lo, hi) = range
        var t = Swift.min(hi, Swift.max(lo, guess))
        // The states at the start of the last two steps, as bit patterns (exact equality).
        var before = (t: UInt64(0), lo: UInt64(0), hi: UInt64(0)), last = before
        for step in 0 ..< steps {
            let state = (t: t.bitPattern, lo: lo.bitPattern, hi: hi.bitPattern)
            if step >= 2, state == before {
                // Alternating from here: the state after the last step is this one after an even
                // number of steps, else the one after it (which is `last`).
                return (steps - step) % 2 == 0 ? t : Double(bitPattern: last.t)
            }
            (before, last) = (last, state)
            let q = curve.point(at: t) - p
            let d1 = curve.derivative(at: t), d2 = curve.secondDerivative(at: t)
            let f = q.dot(d1)
            if f == 0 { break }
            if f < 0 { lo = t } else { hi = t }
            let slope = d1.dot(d1) + q.dot(d2)
            var next = slope != 0 ? t - f / slope : (lo + hi) / 2
            if !(next >= lo && next <= hi) { next = (lo + hi) / 2 }
            if abs(next - t) <= 1e-16 { t = next; break }
            t = next
        }
        return t
    }

    /// The boundary parts linked into loops (step 4), each a list of part indices. Where no
    /// boundary part continues a loop, a seam part may (a strip thinner than the seam band
    /// between two lobes of the erosion is followed along one side and back along the other,
    /// which stays within that band of the truth); if nothing continues, the loop is closed.
    ///
    /// A loop that reaches a dead end (nothing starts within `band` of its end) may still go on
    /// along a seam that no part follows: where two fitted parallels of nearly opposite sides,
    /// each within the fitting tolerance of the exact one, both hug a strip exactly `2w` wide,
    /// neither crosses the other where the strip ends, and the loop's return starts a long way
    /// off. Then the nearest start that `bridges` accepts (a straight line to it stays `w` from
    /// the outline, inside the shape: it runs along the seam) continues the loop. Without this the
    /// loop was closed by a straight line back to its first point, which cut through the
    /// erosion's inside (a 1e-9 x 1654 strip with a triangle on each side, bordered by exactly
    /// half its width: soak seed 16588591820347815483, case 44180).
    static func link(_ parts: [Part], kinds: [PartKind], band: Double, bridges: (Point, Point) -> Bool) -> [[Int]] {
        // A few dozen parts: a scan is cheaper than hashing points. The parts' ends are read
        // once: every step of every loop scans them.
        // (Loops into reserved arrays: `filter` regrew them several times per mask.)
        var boundary: [Int] = [], seams: [Int] = []
        boundary.reserveCapacity(parts.count)
        for i in parts.indices where kinds[i] == .boundary { boundary.append(i) }
        for i in parts.indices where kinds[i] == .seam {
            if seams.isEmpty { seams.reserveCapacity(parts.count) }
            seams.append(i)
        }
        let starts = parts.map(\.segment.start), ends = parts.map(\.segment.end)
        var used = [Bool](repeating: false, count: parts.count)
        // A part taken into a loop takes its copies with it (``runsAlong(_:_:parts:starts:ends:band:)``):
        // they are the same stretch of the boundary, which no loop follows twice.
        // Only a part longer than twice the band has copies, so most parts skip the search; and
        // a copy starts within the band of the part's start, so only the parts whose start's x is
        // that near are tested (``SortedKeys``; testing every part was a third of the linking).
        // Which parts are marked used does not depend on the order they are tested in.
        let copies = SortedKeys(parts.indices.lazy.filter { kinds[$0] != .trimmed }) { starts[$0].x }
        func take(_ i: Int) {
            used[i] = true
            guard starts[i].distance(to: ends[i]) > 2 * band else { return }
            for position in copies.positions(within: band, of: starts[i].x) {
                let j = copies.entries[position].index
                if !used[j], runsAlong(j, i, parts: parts, starts: starts, ends: ends, band: band) { used[j] = true }
            }
        }
        // The free part of `pool` whose start is nearest `end` among those `accepts` takes (with
        // its gap), if nearer than `best`; a scan, since there are few parts.
        func nearest(in pool: [Int], to end: Point, first: Int, than best: inout (Int, Double)?, accepts: (Int, Double) -> Bool) {
            for i in pool where !used[i] || i == first {
                let gap = (starts[i] - end).norm
                if best.map({ gap < $0.1 }) ?? true, accepts(i, gap) { best = (i, gap) }
            }
        }
        // (The boundary parts are among the copies' candidates, which are sorted already.)
        let boundaryStarts = copies.filter { kinds[$0] == .boundary }
        var loops: [[Int]] = []
        var candidates: [Int] = []
        for first in boundary where !used[first] {
            var loop: [Int] = []
            // Room for every part: a loop grows one part at a time and was regrown several times.
            loop.reserveCapacity(parts.count)
            loop.append(first)
            take(first)
            var current = first
            for _ in 0 ..< parts.count {
                let end = ends[current]
                // (Emptied one by one, keeping the capacity: rarely more than one entry.)
                while candidates.popLast() != nil {}
                for k in 0 ..< 2 where candidates.isEmpty {
                    let pool = k == 0 ? boundary : seams
                    if k == 0 {
                        // The boundary parts starting exactly at the end, in index order (as the
                        // scan of `pool` below finds them), from those whose start has its x.
                        for position in boundaryStarts.positions(equalTo: end.x) {
                            let i = boundaryStarts.entries[position].index
                            if !used[i] || i == first, starts[i] == end { candidates.append(i) }
                        }
                    } else {
                        for i in pool where (!used[i] || i == first) && starts[i] == end { candidates.append(i) }
                    }
                    var near: (Int, Double)?
                    if candidates.isEmpty { nearest(in: pool, to: end, first: first, than: &near) { _, gap in gap <= band } }
                    if let near { candidates.append(near.0) }
                }
                // A dead end: continue along a seam to the nearest start it reaches.
                if candidates.isEmpty {
                    var along: (Int, Double)?
                    func accepts(_ i: Int, _: Double) -> Bool { bridges(end, starts[i]) }
                    nearest(in: boundary, to: end, first: first, than: &along, accepts: accepts)
                    nearest(in: seams, to: end, first: first, than: &along, accepts: accepts)
                    if let along { candidates.append(along.0) }
                }
                // (The direction only chooses among several: most steps have one candidate.)
                guard let next = candidates.count > 1
                        ? rightmost(candidates, after: parts[current].segment.endDirection, parts: parts)
                        : candidates.first else { break }
                if next == first { break }
                take(next)
                loop.append(next)
                current = next
            }
            loops.append(loop)
        }
        return loops
    }

    /// Whether part `q` is a copy of part `p`: a part of another piece that runs the same way
    /// along it, its ends within `band` of `p`'s ends and its middle within `band` of `p`
    /// (Contract: coincident parts are one). `p` must be longer than `2 band` end to end, so that
    /// a short part followed by the next one is never taken for its copy.
    ///
    /// Two pieces that lie within the rounding band of each other are both kept by the keep
    /// test, since each is `w` from the other's source to rounding, but they bound the erosion
    /// once. (The arcs about the two ends of a rounded corner of 1e-12, between the sides of two
    /// outward triangles, are such a pair, centred 1.1e-12 apart: a loop that followed one of
    /// them and then the other came back to where the second ended and was closed by a line
    /// across the mask, 0.028 nearer the outline than `w`: soak seed 1796064550976771058,
    /// case 2069717.)
    ///
    /// The parts are named by index, with their start and end points (`starts`, `ends`, read
    /// once by ``link(_:kinds:band:bridges:)``): the ends rule out almost every pair, and
    /// passing the parts themselves copied two of them for every pair the scan tried.
    ///
    /// - Complexity: O(1) (one distance to a segment, only where the ends match).
    static func runsAlong(_ q: Int, _ p: Int, parts: [Part], starts: [Point], ends: [Point], band: Double) -> Bool {
        let (a0, a1, b0, b1) = (starts[p], ends[p], starts[q], ends[q])
        // A coordinate apart by more than the band rules a pair out before any `hypot` (the
        // distance is never less than either coordinate's difference, rounding included).
        guard abs(b0.x - a0.x) <= band, abs(b0.y - a0.y) <= band,
              abs(b1.x - a1.x) <= band, abs(b1.y - a1.y) <= band else { return false }
        guard parts[q].piece != parts[p].piece,
              b0.distance(to: a0) <= band, b1.distance(to: a1) <= band, a0.distance(to: a1) > 2 * band else { return false }
        return parts[p].segment.distance(to: parts[q].segment.point(at: 0.5)) <= band
    }

    /// Whether the straight line from `a` to `b` runs along a seam: at every sample it is within
    /// `slack` of `w` from the outline, and on the inner side of the nearest outline segment.
    ///
    /// Distance from the outline has its kinks where the nearest outline segment changes, which
    /// happens at the feet of the segments' joints on the line (a triangle's base, say): those
    /// are sampled, with 32 evenly spaced points between.
    ///
    /// - Complexity: O(m^2) distance evaluations for m outline segments; called only at dead ends.
    static func hugs(from a: Point, to b: Point, outline: [PathSegment], boxes: [Rect], width w: Double, slack: Double) -> Bool {
        let d = b - a
        let length2 = d.dx * d.dx + d.dy * d.dy
        var parameters = (0 ... 32).map { Double($0) / 32 }
        if length2 > 0 {
            for segment in outline {
                let q = segment.start - a
                let t = (q.dx * d.dx + q.dy * d.dy) / length2
                if t > 0, t < 1 { parameters.append(t) }
            }
        }
        for t in parameters {
            let p = a + t * d
            var nearest = (segment: 0, parameter: 0.0, distance: Double.infinity)
            for (k, (segment, box)) in zip(outline, boxes).enumerated() {
                if isFar(segment, box: box, from: p, atLeast: nearest.distance) { continue }
                let (t, distance) = segment.nearest(to: p)
                if distance < nearest.distance { nearest = (k, t, distance) }
            }
            guard abs(nearest.distance - w) <= slack,
                  isOnInnerSide(p, of: nearest.segment, at: nearest.parameter, outline: outline) else { return false }
        }
        return true
    }

    /// Whether `p` is on the inner side of outline segment `k` at the segment's point nearest
    /// `p`, at parameter `t` (Contract: inside at a joint).
    ///
    /// Inside the segment, the side of its tangent there decides. Where the nearest point is an
    /// end, the segment's tangent alone says nothing: the point lies in the joint's normal cone,
    /// and the two tangents there decide together, as the outline bounds the shape near a
    /// joint: at a convex joint the inside is the right of both, at a reflex one the right of
    /// either. (By its own tangent alone, a point of the next edge's parallel 4e-5 past the
    /// arc about a right-angled reflex joint lay outside the shape: the part was trimmed and
    /// the mask was closed by a line through its inside, soak seed 6066922488964001783.)
    static func isOnInnerSide(_ p: Point, of k: Int, at t: Double, outline: [PathSegment]) -> Bool {
        let segment = outline[k], n = outline.count
        guard n > 1, t == 0 || t == 1 else { return segment.isOnRight(of: p, nearestAt: t) }
        let (before, after) = t == 1 ? (segment, outline[(k + 1) % n]) : (outline[(k + n - 1) % n], segment)
        let joint = t == 1 ? segment.end : segment.start
        let d1 = before.endDirection, d2 = after.startDirection
        let right1 = d1.cross(p - joint) > 0, right2 = d2.cross(p - joint) > 0
        return d1.cross(d2) < 0 ? right1 || right2 : right1 && right2
    }

    /// Of the parts that could follow, the one turning most to the right of `direction` (a
    /// U-turn counts as the leftmost).
    static func rightmost(_ candidates: [Int], after direction: Vector, parts: [Part]) -> Int? {
        guard candidates.count > 1 else { return candidates.first }
        var best: (Int, Double)?
        for i in candidates {
            let d = parts[i].segment.startDirection
            var angle = atan2(direction.cross(d), direction.dot(d))
            if angle >= .pi * (1 - 1e-9) { angle = -.pi }
            if best.map({ angle > $0.1 }) ?? true { best = (i, angle) }
        }
        return best?.0
    }

    /// One loop as a closed subpath; a gap (a link within the band) is bridged by a line.
    static func path(of chain: [Int], parts: [Part]) -> Path {
        guard let first = chain.first else { return .empty }
        let start = parts[first].segment.start
        var elements: [PathElement] = []
        // Room for the move, every part with a bridge before it, the closing line and the close.
        elements.reserveCapacity(2 * chain.count + 3)
        elements.append(.move(to: start))
        var pen = start
        for index in chain {
            let segment = parts[index].segment
            if segment.start != pen { elements.append(.line(to: segment.start)) }
            elements.append(segment.element)
            pen = segment.end
        }
        if pen != start { elements.append(.line(to: start)) }
        elements.append(.close)
        return Path(elements)
    }
}
