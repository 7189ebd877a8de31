import Foundation
import Testing
@testable import ShapeCore

/// `PathHitTester` (slab index) and `Path.contains` (streaming, hull prefilter) against the
/// hit tester as it was before they were sped up (`ReferenceHitTester` below, kept verbatim:
/// every monotone piece visited for every query, segments collected into arrays first). The
/// answers must be identical, not merely within the band: the speed-ups only skip pieces that
/// cannot count. Points: seeded random ones over the bounds, and points exactly on the outline
/// (element ends, control points, curve points, arc extremes, every piece end's height).
@Suite("Hit testing against the reference implementation")
struct HitTesterReferenceTests {
    /// Points that stress the half-open rule and the slab boundaries, plus random ones.
    static func probePoints(_ path: Path, _ g: inout SplitMix64, random count: Int) -> [Point] {
        let box = path.bounds
        let (w, h) = (max(box.width, 1e-300), max(box.height, 1e-300))
        var points: [Point] = []
        for _ in 0..<count {
            points.append(Point(x: box.minX - 0.1 * w + 1.2 * w * Double.random(in: 0...1, using: &g),
                                y: box.minY - 0.1 * h + 1.2 * h * Double.random(in: 0...1, using: &g)))
        }
        var heights: [Double] = []
        for segment in ReferenceHitTester.fillSegments(path) {
            var on = [segment.start, segment.end]
            for t in [0.25, 0.5, 0.75, Double.random(in: 0...1, using: &g)] { on.append(segment.point(at: t)) }
            switch segment {
            case .quad(_, let c, _): on.append(c)
            case .cubic(_, let c1, let c2, _): on += [c1, c2]
            case .arc(let a):
                on += [Point(x: a.center.x, y: a.center.y - a.radius), Point(x: a.center.x, y: a.center.y + a.radius),
                       Point(x: a.center.x - a.radius, y: a.center.y), a.center]
            case .line: break
            }
            points += on
            heights += on.map(\.y)
        }
        // Every height at which a piece starts or ends, crossed at random x and at the outline's x.
        for y in heights {
            points.append(Point(x: box.minX - 0.1 * w + 1.2 * w * Double.random(in: 0...1, using: &g), y: y))
            points.append(Point(x: box.minX - 0.1 * w + 1.2 * w * Double.random(in: 0...1, using: &g), y: y.nextUp))
            points.append(Point(x: box.minX - 0.1 * w + 1.2 * w * Double.random(in: 0...1, using: &g), y: y.nextDown))
        }
        return points
    }

    static func compare(_ path: Path, _ g: inout SplitMix64, random: Int, label: @autoclosure () -> String) -> Int {
        let tester = PathHitTester(path)
        let reference = ReferenceHitTester(path)
        var compared = 0
        // Messages are built only for a mismatch (building them for every point is what costs).
        func check(_ ok: Bool, _ what: String, _ p: Point) {
            if !ok { Issue.record("\(label()) \(what) at (\(p.x), \(p.y))") }
        }
        for p in probePoints(path, &g, random: random) {
            check(tester.windingNumber(at: p) == reference.windingNumber(at: p), "winding", p)
            for rule in FillRule.allCases {
                let inside = reference.contains(p, rule: rule)
                check(tester.contains(p, rule: rule) == inside, "prepared \(rule)", p)
                check(path.contains(p, rule: rule) == inside, "unprepared \(rule)", p)
            }
            compared += 1
        }
        // Whole rows (the PNG renderer's path) agree too.
        var rows: [(x: Double, direction: Int)] = []
        for y in probePoints(path, &g, random: 0).map(\.y).prefix(40) {
            tester.crossings(atY: y, into: &rows)
            check(rows.map(\.x) == reference.crossings(atY: y).map(\.x), "row", Point(x: 0, y: y))
        }
        // The row cache answers rows of points (left to right, then a step back, then a point of
        // another row) exactly as the reference does, on the outline's own x's too.
        var cache = PathHitTester.RowCache(tester)
        let box = path.bounds
        for y in probePoints(path, &g, random: 0).map(\.y).prefix(60) {
            var xs = (0...24).map { box.minX - 0.1 * box.width + 1.2 * box.width * Double($0) / 24 }
            xs += rows.map(\.x) + [box.midX, box.minX]
            tester.crossings(atY: y, into: &rows)
            xs += rows.map(\.x) + rows.map(\.x.nextUp) + rows.map(\.x.nextDown)
            for x in xs {
                let p = Point(x: x, y: y)
                check(cache.windingNumber(at: p) == reference.windingNumber(at: p), "row cache", p)
            }
        }
        // Rows of evenly spaced points (pixel centres, the outline's x's among them on some rows)
        // answered as runs: every point of a run has the reference's answer, under both rules.
        for (k, y) in probePoints(path, &g, random: 0).map(\.y).prefix(60).enumerated() {
            let step = 1.2 * max(box.width, 1e-300) / Double(1 + k % 40)
            var xs = (0 ... k % 40).map { box.minX - 0.1 * box.width + (Double($0) + 0.5) * step }
            if k % 2 == 0 {
                tester.crossings(atY: y, into: &rows)
                xs = (xs + rows.map(\.x) + rows.map(\.x.nextUp) + rows.map(\.x.nextDown)).sorted()
            }
            let count = xs.count
            func x(_ c: Int) -> Double { xs[c] }
            for rule in FillRule.allCases {
                var runs: [(Range<Int>, Bool)] = []
                cache.forEachRun(atY: y, count: count, rule: rule, x: x) { runs.append(($0, $1)) }
                var next = 0
                for (range, inside) in runs {
                    check(range.lowerBound == next && !range.isEmpty, "run order", Point(x: x(next), y: y))
                    next = range.upperBound
                    for c in range {
                        // The reference, and the cache's point queries on the row the runs left it on.
                        let p = Point(x: x(c), y: y)
                        check(reference.contains(p, rule: rule) == inside, "row run \(rule)", p)
                        check(cache.contains(p, rule: rule) == inside, "row run then cache \(rule)", p)
                    }
                }
                check(next == count, "runs cover the row", Point(x: 0, y: y))
            }
        }
        return compared
    }

    @Test("random specs, all families, offsets, triangles, sizes from 1e-6 to 1e8", arguments: 0..<4)
    func randomSpecs(_ seed: Int) throws {
        var g = SplitMix64(state: UInt64(seed) &* 7_919 &+ 3)
        var compared = 0
        for k in 0..<40 {
            let magnitude = k < 20 ? 100 : pow(10, Double.random(in: -6...8, using: &g))
            let s = size(magnitude * Double.random(in: 0.05...3, using: &g), magnitude * Double.random(in: 0.05...3, using: &g))
            let spec = RandomizedInvariantTests.randomSpec(&g, size: s)
            guard let path = try? spec.path(for: s) else { continue }
            compared += Self.compare(path, &g, random: 200, label: "\(spec.jsonString()) at \(s)")
        }
        #expect(compared > 10_000)
    }

    /// A random path on a lattice: lines, quadratics, cubics, arcs (either direction, some of
    /// negative radius, some not starting at the pen), open and closed subpaths, elements
    /// before the first move.
    static func randomPath(_ g: inout SplitMix64) -> Path {
        func lattice() -> Point { Point(x: Double(Int.random(in: 0...20, using: &g)), y: Double(Int.random(in: 0...20, using: &g))) }
        var elements: [PathElement] = []
        if Int.random(in: 0..<5, using: &g) == 0 { elements.append(.line(to: lattice())) }
        for _ in 0..<Int.random(in: 1...3, using: &g) {
            elements.append(.move(to: lattice()))
            for _ in 0..<Int.random(in: 1...8, using: &g) {
                switch Int.random(in: 0..<6, using: &g) {
                case 0, 1: elements.append(.line(to: lattice()))
                case 2: elements.append(.quad(control: lattice(), to: lattice()))
                case 3: elements.append(.cubic(control1: lattice(), control2: lattice(), to: lattice()))
                case 4: elements.append(.close)
                default:
                    let start = Double(Int.random(in: -8...8, using: &g)) * .pi / 4
                    let sweep = Double.random(in: -7...7, using: &g)
                    let r = Double(Int.random(in: 1...6, using: &g)) * (Int.random(in: 0..<6, using: &g) == 0 ? -1 : 1)
                    elements.append(.arc(Arc(center: lattice(), radius: r, startAngle: start, endAngle: start + sweep)))
                }
            }
            if Bool.random(using: &g) { elements.append(.close) }
        }
        return Path(elements)
    }

    @Test("random paths of every element kind", arguments: 0..<4)
    func randomPaths(_ seed: Int) {
        var g = SplitMix64(state: UInt64(seed) &* 104_723 &+ 11)
        var compared = 0
        for k in 0..<25 {
            let path = Self.randomPath(&g)
            compared += Self.compare(path, &g, random: 60, label: "seed \(seed) path \(k): \(path.elements)")
        }
        #expect(compared > 5_000)
    }

    @Test("many overlapping pieces: the slab index gives way to a scan and answers the same")
    func denseOverlap() {
        // 300 long zigzag lines all spanning most of the height: slab entries grow like n²,
        // beyond the cap, so the tester scans every piece.
        var elements: [PathElement] = [.move(to: Point(x: 0, y: 0))]
        for i in 0..<300 {
            elements.append(.line(to: Point(x: Double(i) + 0.5, y: i % 2 == 0 ? 100 + Double(i) * 1e-3 : -Double(i) * 1e-3)))
        }
        elements.append(.close)
        let path = Path(elements)
        let tester = PathHitTester(path)
        #expect(tester.breaks.isEmpty)
        let reference = ReferenceHitTester(path)
        var g = SplitMix64(state: 5)
        var mismatches = 0
        for i in 0..<3000 {
            // Random points, and points at the vertices' exact heights.
            let y = i % 2 == 0 ? Double.random(in: -1...101, using: &g) : (elements[i % elements.count].endPoint ?? .zero).y
            let p = Point(x: Double.random(in: -1...301, using: &g), y: y)
            if tester.windingNumber(at: p) != reference.windingNumber(at: p) { mismatches += 1 }
            if path.contains(p) != reference.contains(p) { mismatches += 1 }
        }
        #expect(mismatches == 0)
        // A small path is scanned: no slabs below the minimum piece count.
        let card = PathHitTester(Path([.move(to: Point(x: 0, y: 0)), .line(to: Point(x: 10, y: 0)), .line(to: Point(x: 10, y: 10)), .close]))
        #expect(card.breaks.isEmpty)
    }

    @Test("a path of many pieces that overlap little keeps its slabs, and they answer as the scan does")
    func slabsForManyPieces() {
        // A polygon of 200 vertices on a circle: 200 pieces, each spanning a few slabs.
        let count = 200
        var elements: [PathElement] = []
        for i in 0..<count {
            let angle = 2 * Double.pi * Double(i) / Double(count)
            let p = Point(x: 50 + 40 * cos(angle), y: 50 + 40 * sin(angle))
            elements.append(i == 0 ? .move(to: p) : .line(to: p))
        }
        elements.append(.close)
        let path = Path(elements)
        let tester = PathHitTester(path)
        #expect(tester.extents.count >= PathHitTester.slabMinimumPieces)
        #expect(!tester.breaks.isEmpty)
        let reference = ReferenceHitTester(path)
        var g = SplitMix64(state: 9)
        var mismatches = 0
        for i in 0..<3000 {
            // Random points, and points at the vertices' exact heights (the slabs' breaks).
            let y = i % 2 == 0 ? Double.random(in: 0...100, using: &g) : (elements[i % count].endPoint ?? .zero).y
            let p = Point(x: Double.random(in: 0...100, using: &g), y: y)
            if tester.windingNumber(at: p) != reference.windingNumber(at: p) { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }

    @Test("the streaming reader gives the subpaths and fill segments of the reference reader")
    func readerMatches() {
        var g = SplitMix64(state: 77)
        for _ in 0..<300 {
            let path = Self.randomPath(&g)
            #expect(path.fillSegments == ReferenceHitTester.fillSegments(path))
            let subpaths = path.subpaths, reference = ReferenceHitTester.subpaths(path)
            #expect(subpaths.map(\.segments) == reference.map(\.segments))
            #expect(subpaths.map(\.start) == reference.map(\.start))
            #expect(subpaths.map(\.isClosed) == reference.map(\.isClosed))
        }
    }
}

/// The hit tester and path reader as they were before the slab index and the streaming query,
/// kept verbatim as the reference answer (the only change: the root solvers now return inline
/// roots, which this code iterates as before).
struct ReferenceHitTester {
    let pieces: [ReferencePiece]

    init(_ path: Path) {
        var pieces: [ReferencePiece] = []
        for segment in Self.fillSegments(path) { ReferencePiece.split(segment, into: &pieces) }
        self.pieces = pieces
    }

    func windingNumber(at point: Point) -> Int {
        var winding = 0
        for piece in pieces where point.y >= piece.yLow && point.y < piece.yHigh {
            if point.x < piece.xMin {
                winding += piece.direction
            } else if point.x < piece.xMax, piece.crossingX(atY: point.y) > point.x {
                winding += piece.direction
            }
        }
        return winding
    }

    func contains(_ point: Point, rule: FillRule = .nonZero) -> Bool {
        guard point.isFinite else { return false }
        let w = windingNumber(at: point)
        switch rule {
        case .nonZero: return w != 0
        case .evenOdd: return w & 1 != 0
        }
    }

    func crossings(atY y: Double) -> [(x: Double, direction: Int)] {
        var crossings: [(x: Double, direction: Int)] = []
        for piece in pieces where y >= piece.yLow && y < piece.yHigh {
            let x = y.isFinite && piece.xMin < piece.xMax ? Swift.max(piece.xMin, Swift.min(piece.crossingX(atY: y), piece.xMax)) : piece.xMin
            crossings.append((x, piece.direction))
        }
        crossings.sort { $0.x < $1.x }
        return crossings
    }

    static func subpaths(_ path: Path) -> [Subpath] {
        var result: [Subpath] = []
        var segments: [PathSegment] = []
        var start: Point?
        var current: Point?

        func flush(closed: Bool) {
            if let s = start, !segments.isEmpty {
                result.append(Subpath(start: s, segments: segments, isClosed: closed))
            }
            segments = []
        }
        func append(_ segment: PathSegment) {
            if case .line(let a, let b) = segment, a == b { return }
            segments.append(segment)
        }

        for element in path.elements {
            switch element {
            case .move(let p):
                flush(closed: false)
                start = p
                current = p
            case .line(let p):
                guard let c = current else { start = p; current = p; continue }
                append(.line(c, p))
                current = p
            case .quad(let c1, let p):
                guard let c = current else { start = p; current = p; continue }
                append(.quad(c, c1, p))
                current = p
            case .cubic(let c1, let c2, let p):
                guard let c = current else { start = p; current = p; continue }
                append(.cubic(c, c1, c2, p))
                current = p
            case .arc(var a):
                if a.radius < 0 {
                    a = Arc(center: a.center, radius: -a.radius, startAngle: a.startAngle + .pi, endAngle: a.endAngle + .pi,
                            startPoint: a.startPoint, endPoint: a.endPoint)
                }
                let s = a.startPoint
                if let c = current { append(.line(c, s)) } else { start = s }
                if a.sweep != 0 && a.radius > 0 { append(.arc(a)) }
                current = a.endPoint
            case .close:
                guard let s = start, let c = current else { continue }
                append(.line(c, s))
                flush(closed: true)
                current = s
            }
        }
        flush(closed: false)
        return result
    }

    static func fillSegments(_ path: Path) -> [PathSegment] {
        var result: [PathSegment] = []
        for sub in subpaths(path) {
            result += sub.segments
            if !sub.isClosed, let last = sub.segments.last, last.end != sub.start {
                result.append(.line(last.end, sub.start))
            }
        }
        return result
    }
}

struct ReferencePiece {
    enum Shape {
        case line(Point, Point)
        case bezier(PathSegment, t0: Double, t1: Double, yCoefficients: (Double, Double, Double, Double))
        case arc(center: Point, radius: Double, side: Double)
    }

    var yLow: Double
    var yHigh: Double
    var direction: Int
    var xMin: Double
    var xMax: Double
    var shape: Shape

    func crossingX(atY y: Double) -> Double {
        switch shape {
        case .line(let a, let b):
            return a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y)
        case .arc(let c, let r, let side):
            let dy = y - c.y
            let h = Swift.max(0, (r - dy) * (r + dy)).squareRoot()
            return c.x + side * h
        case .bezier(let segment, let t0, let t1, let coefficients):
            let t = Self.solve(segment, y: y, t0: t0, t1: t1, coefficients: coefficients, increasing: direction > 0)
            return segment.point(at: t).x
        }
    }

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

    static func split(_ segment: PathSegment, into pieces: inout [ReferencePiece]) {
        switch segment {
        case .line(let a, let b):
            guard a.y != b.y else { return }
            pieces.append(ReferencePiece(yLow: Swift.min(a.y, b.y), yHigh: Swift.max(a.y, b.y), direction: b.y > a.y ? 1 : -1,
                                         xMin: Swift.min(a.x, b.x), xMax: Swift.max(a.x, b.x), shape: .line(a, b)))
        case .quad(let p0, let p1, let p2):
            let c1 = Point(x: p0.x + 2 * (p1.x - p0.x) / 3, y: p0.y + 2 * (p1.y - p0.y) / 3)
            let c2 = Point(x: p2.x + 2 * (p1.x - p2.x) / 3, y: p2.y + 2 * (p1.y - p2.y) / 3)
            splitBezier(segment, cubic: (p0, c1, c2, p2), into: &pieces)
        case .cubic(let p0, let p1, let p2, let p3):
            splitBezier(segment, cubic: (p0, p1, p2, p3), into: &pieces)
        case .arc(let arc):
            splitArc(arc, into: &pieces)
        }
    }

    static func powerBasis(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> (Double, Double, Double, Double) {
        (-p0 + 3 * p1 - 3 * p2 + p3, 3 * p0 - 6 * p1 + 3 * p2, -3 * p0 + 3 * p1, p0)
    }

    static func extrema(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
        let (a, b, c, _) = powerBasis(p0, p1, p2, p3)
        return Polynomial.quadraticRoots(3 * a, 2 * b, c).filter { $0 > 0 && $0 < 1 }.sorted()
    }

    private static func splitBezier(_ segment: PathSegment, cubic p: (Point, Point, Point, Point), into pieces: inout [ReferencePiece]) {
        let yCoefficients = powerBasis(p.0.y, p.1.y, p.2.y, p.3.y)
        let cuts = [0.0] + extrema(p.0.y, p.1.y, p.2.y, p.3.y) + [1.0]
        let xCuts = extrema(p.0.x, p.1.x, p.2.x, p.3.x)
        for k in 0..<(cuts.count - 1) {
            let t0 = cuts[k], t1 = cuts[k + 1]
            guard t1 > t0 else { continue }
            let a = segment.point(at: t0), b = segment.point(at: t1)
            guard a.y != b.y else { continue }
            var xs = [a.x, b.x]
            for t in xCuts where t > t0 && t < t1 { xs.append(segment.point(at: t).x) }
            pieces.append(ReferencePiece(
                yLow: Swift.min(a.y, b.y), yHigh: Swift.max(a.y, b.y), direction: b.y > a.y ? 1 : -1,
                xMin: xs.min() ?? a.x, xMax: xs.max() ?? a.x,
                shape: .bezier(segment, t0: t0, t1: t1, yCoefficients: yCoefficients)))
        }
    }

    private static func splitArc(_ arc: Arc, into pieces: inout [ReferencePiece]) {
        let sweep = arc.sweep
        guard sweep.isFinite, sweep != 0, arc.radius > 0 else { return }
        let forward = sweep > 0
        var angles = [arc.startAngle]
        let firstK = forward ? ((arc.startAngle - .pi / 2) / .pi).rounded(.down) + 1
                             : ((arc.startAngle - .pi / 2) / .pi).rounded(.up) - 1
        var k = firstK
        for _ in 0..<8 {
            let angle = Double.pi / 2 + k * .pi
            if forward ? angle < arc.endAngle : angle > arc.endAngle {
                if angle != arc.startAngle { angles.append(angle) }
            } else { break }
            k += forward ? 1 : -1
        }
        angles.append(arc.endAngle)
        for i in 0..<(angles.count - 1) {
            let a0 = angles[i], a1 = angles[i + 1]
            let p0 = i == 0 ? arc.startPoint : arc.point(at: a0)
            let p1 = i == angles.count - 2 ? arc.endPoint : arc.point(at: a1)
            guard p0.y != p1.y else { continue }
            let side: Double = cos((a0 + a1) / 2) >= 0 ? 1 : -1
            let xMin = side > 0 ? Swift.min(p0.x, p1.x) : arc.center.x - arc.radius
            let xMax = side > 0 ? arc.center.x + arc.radius : Swift.max(p0.x, p1.x)
            pieces.append(ReferencePiece(yLow: Swift.min(p0.y, p1.y), yHigh: Swift.max(p0.y, p1.y),
                                         direction: p1.y > p0.y ? 1 : -1, xMin: xMin, xMax: xMax,
                                         shape: .arc(center: arc.center, radius: arc.radius, side: side)))
        }
    }
}
