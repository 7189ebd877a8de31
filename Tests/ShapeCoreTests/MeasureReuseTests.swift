import Foundation
import Testing
@testable import ShapeCore

/// The length, trim and bounds measures reuse work (the speed minima and whole pieces of a
/// Newton search, one measure for both halves of a wrapping trim, segments streamed instead of
/// collected into subpaths, an arc piece's end from the sine and cosine already taken). Each
/// must give the very numbers of the straightforward computation it replaced, written out here
/// as the reference: bit for bit, over random outlines and random Beziers.
@Suite("Measures that reuse work give the same bits")
struct MeasureReuseTests {
    /// Outlines of random specs, at ordinary and extreme sizes, plus their transforms under a shear.
    static func outlines() -> [Path] {
        var g = SplitMix64(state: 0x5EED_1E46)
        var paths: [Path] = []
        for i in 0..<60 {
            let magnitude = i < 40 ? 100 : pow(10, Double.random(in: -6...8.5, using: &g))
            let s = size(magnitude * Double.random(in: 0.01...3, using: &g), magnitude * Double.random(in: 0.01...3, using: &g))
            let spec = RandomizedInvariantTests.randomSpec(&g, size: s)
            guard let shape = try? spec.resolved(for: s) else { continue }
            paths.append(shape.path)
            paths.append(shape.path.transformed(by: ShapeModel.AffineTransform(a: 1, b: 0.3, c: -0.2, d: 0.9, tx: 5, ty: -3)))
        }
        return paths
    }

    /// A random cubic or quad, sometimes near a cusp (control points almost reversed).
    static func bezier(_ g: inout SplitMix64) -> PathSegment {
        func p() -> Point { Point(x: Double.random(in: -100...100, using: &g), y: Double.random(in: -100...100, using: &g)) }
        let (a, b, c, d) = (p(), p(), p(), p())
        if Bool.random(using: &g) { return .quad(a, b, c) }
        if Int.random(in: 0..<4, using: &g) == 0 { return .cubic(a, d, a, d) }   // a cusp-like loop back
        return .cubic(a, b, c, d)
    }

    /// The sum `Path.length` always was: each subpath's segments, then the subpaths' sums.
    static func referenceLength(_ path: Path) -> Double {
        path.subpaths.reduce(0) { $0 + $1.segments.reduce(0) { $0 + $1.length } }
    }

    @Test("Path.length streamed is the per-subpath sum over collected subpaths")
    func lengthStreamed() {
        for path in Self.outlines() {
            #expect(path.length.bitPattern == Self.referenceLength(path).bitPattern)
        }
    }

    @Test("Streaming a path's segments (length, bounds) gives the segments and subpath ends of Path.subpaths")
    func segmentsStreamed() {
        for path in Self.outlines() + [Path([.move(to: pt(0, 0)), .close, .line(to: pt(1, 1)), .move(to: pt(2, 2)), .line(to: pt(3, 2)), .line(to: pt(3, 2))])] {
            var segments: [PathSegment] = [], ends: [Int] = []
            path.forEachSegment({ segments.append($0) }, subpathEnded: { ends.append(segments.count) })
            let subpaths = path.subpaths
            #expect(segments == subpaths.flatMap(\.segments))
            #expect(ends == subpaths.indices.map { subpaths[...$0].reduce(0) { $0 + $1.segments.count } })
        }
    }

    @Test("The arc-length integrand with control differences taken once is derivative(at:).norm")
    func bezierSpeed() {
        var g = SplitMix64(state: 0x5BEED)
        var segments = (0..<400).map { _ in Self.bezier(&g) }
        for path in Self.outlines().prefix(20) { path.forEachSegment({ segments.append($0) }, subpathEnded: {}) }
        let specials: [Double] = [0, 1, 0.5, 1e-300, 1 - 1e-16, -0.0]
        for segment in segments {
            let speed = BezierSpeed(segment)
            for t in specials + (0..<20).map({ _ in Double.random(in: 0...1, using: &g) }) {
                #expect(speed.at(t).bitPattern == segment.derivative(at: t).norm.bitPattern)
            }
        }
    }

    /// `nearestParameter(to:)` as it was, with heap arrays: the inline version must match it.
    static func referenceNearest(_ b: CubicBezier, to p: Point) -> Double {
        let q = [b.p0 - p, b.p1 - p, b.p2 - p, b.p3 - p]
        let d = [3 * (b.p1 - b.p0), 3 * (b.p2 - b.p1), 3 * (b.p3 - b.p2)]
        let choose3 = [1.0, 3, 3, 1], choose2 = [1.0, 2, 1], choose5 = [1.0, 5, 10, 10, 5, 1]
        var c = [Double](repeating: 0, count: 6)
        for i in 0 ... 3 { for j in 0 ... 2 { c[i + j] += choose3[i] * choose2[j] * q[i].dot(d[j]) } }
        for k in 0 ... 5 { c[k] /= choose5[k] }
        var bestT = 0.0, best = q[0].squaredNorm
        if q[3].squaredNorm < best { best = q[3].squaredNorm; bestT = 1 }
        for t in BernsteinRoots.roots(c, value: { (b.point(at: $0) - p).dot(b.derivative(at: $0)) }) {
            let dist = (b.point(at: t) - p).squaredNorm
            if dist < best { best = dist; bestT = t }
        }
        return bestT
    }

    @Test("The nearest parameter computed inline is the one computed with arrays")
    func nearestInline() {
        var g = SplitMix64(state: 0x4EA5)
        for _ in 0..<300 {
            func p() -> Point { Point(x: Double.random(in: -100...100, using: &g), y: Double.random(in: -100...100, using: &g)) }
            let b = CubicBezier(p(), p(), p(), p())
            for _ in 0..<5 {
                let q = p()
                #expect(b.nearestParameter(to: q).bitPattern == Self.referenceNearest(b, to: q).bitPattern)
            }
        }
    }

    @Test("The erosion's hull shortcut passes over only curves the nearest-point search finds at least that far")
    func hullShortcutIsSound() {
        var g = SplitMix64(state: 0x4011)
        var segments = (0..<300).map { _ in Self.bezier(&g) }
        for path in Self.outlines().prefix(40) { path.forEachSegment({ segments.append($0) }, subpathEnded: {}) }
        var passedOver = 0, measuredFar = 0
        for segment in segments {
            guard let curve = CubicBezier(segment) else { continue }
            let box = segment.boundingBox
            let size = Swift.max(box.width, box.height, 1e-300)
            for _ in 0..<12 {
                // Points about the curve, and bounds from a sliver to the curve's size.
                let p = Point(x: box.minX + Double.random(in: -0.5...1.5, using: &g) * box.width,
                              y: box.minY + Double.random(in: -0.5...1.5, using: &g) * box.height)
                let distance = segment.nearest(to: p).distance
                for bound in [distance, distance.nextDown, distance * 0.999, distance * 0.5, 1e-9 * size] {
                    let far = Erosion.hullIsFar(segment, from: p, atLeast: bound)
                    // The guarantee the scans rely on: never nearer than a bound it passed over.
                    #expect(!far || distance >= bound)
                    if distance >= bound { measuredFar += 1 }
                    if far { passedOver += 1 }
                    #expect(far == curve.hullIsFar(from: p, atLeast: bound))
                }
            }
        }
        // And it is a shortcut: it passes over a fair share of what measuring finds far.
        #expect(passedOver > measuredFar / 10)
    }

    @Test("Passing over spans of the curve farther than the best so far finds the parameter refining every root finds")
    func nearestSkipsFarSpans() {
        var g = SplitMix64(state: 0x5C1F)
        var segments = (0..<400).map { _ in Self.bezier(&g) }
        for path in Self.outlines().prefix(30) { path.forEachSegment({ segments.append($0) }, subpathEnded: {}) }
        for segment in segments {
            guard let b = CubicBezier(segment) else { continue }
            let box = segment.boundingBox
            for _ in 0..<10 {
                // About the curve, where the distance has several critical points (a loop, a bend).
                let q = Point(x: box.minX + Double.random(in: -0.3...1.3, using: &g) * box.width,
                              y: box.minY + Double.random(in: -0.3...1.3, using: &g) * box.height)
                #expect(b.nearestParameter(to: q).bitPattern == Self.referenceNearest(b, to: q).bitPattern)
            }
        }
    }

    @Test("Speed minima sorted inline are filter-then-sorted")
    func sortedInside() {
        var g = SplitMix64(state: 77)
        let specials: [Double] = [.nan, 0, 1, 0.5, 0.5, -0.1, 1.1, 1e-300, 1 - 1e-16]
        for _ in 0..<2000 {
            var roots = Polynomial.Roots()
            for _ in 0..<Int.random(in: 0...3, using: &g) {
                roots.append(Bool.random(using: &g) ? specials.randomElement(using: &g)! : Double.random(in: -0.5...1.5, using: &g))
            }
            let expected = Array(roots).filter { $0 > 0 && $0 < 1 }.sorted()
            #expect(Array(roots.sortedInside(0, 1)).map(\.bitPattern) == expected.map(\.bitPattern))
        }
    }

    @Test("A Newton search reusing minima and whole pieces finds the parameter a fresh length(to:) per step finds")
    func parameterSearchReuses() {
        var g = SplitMix64(state: 4242)
        for _ in 0..<300 {
            let segment = Self.bezier(&g)
            let total = segment.length
            for d in [0.1, 0.37, 0.5, 0.9, 0.999].map({ $0 * total }) {
                #expect(segment.parameter(atLength: d, totalLength: total).bitPattern
                        == Self.referenceParameter(segment, d, total).bitPattern)
            }
        }
    }

    /// `parameter(atLength:totalLength:)` as it was: Newton with a fresh `length(to:)` per step.
    static func referenceParameter(_ segment: PathSegment, _ d: Double, _ totalLength: Double) -> Double {
        var lo = 0.0, hi = 1.0, t = d / totalLength
        for _ in 0..<60 {
            let f = segment.length(to: t) - d
            if abs(f) <= 1e-13 * totalLength { return t }
            if f < 0 { lo = t } else { hi = t }
            let speed = segment.derivative(at: t).norm
            var next = speed > 0 ? t - f / speed : lo + (hi - lo) / 2
            if !(next > lo && next < hi) { next = lo + (hi - lo) / 2 }
            if next == t { return t }
            t = next
        }
        return t
    }

    @Test("A wrapping trim measured once is the tail trim then the head trim, joined as before")
    func wrappingTrimMeasuredOnce() {
        var g = SplitMix64(state: 99)
        for path in Self.outlines() {
            for _ in 0..<4 {
                let (u, v) = (Double.random(in: 0...1, using: &g), Double.random(in: 0...1, using: &g))
                let (s, e) = (max(u, v), min(u, v))
                guard s > e else { continue }
                let tail = path.trimmed(from: s, to: 1), head = path.trimmed(from: 0, to: e)
                var expected: Path
                if tail.isEmpty { expected = head } else if head.isEmpty { expected = tail } else {
                    var headElements = head.elements
                    let subs = path.subpaths
                    if subs.count == 1, subs[0].isClosed, case .move? = headElements.first { headElements.removeFirst() }
                    expected = Path(tail.elements + headElements)
                }
                #expect(path.trimmed(from: s, to: e) == expected)
            }
        }
    }

    @Test("The outline drawn in resolution's own frame is the outline drawn from the corner points, bit for bit")
    func outlineInResolutionFrame() {
        var g = SplitMix64(state: 0xF4A3E)
        var compared = 0
        for i in 0..<3000 {
            let magnitude = i < 2000 ? 100 : pow(10, Double.random(in: -9...9, using: &g))
            let s = size(magnitude * Double.random(in: 0...3, using: &g), magnitude * Double.random(in: 0...3, using: &g))
            let spec = RandomizedInvariantTests.randomSpec(&g, size: s)
            guard let shape = try? spec.resolved(for: s), let both = try? spec.resolvedWithPath(for: s) else {
                // Both reject what either rejects.
                #expect((try? spec.resolved(for: s)) == nil && (try? spec.resolvedWithPath(for: s)) == nil)
                continue
            }
            // By text, element by element: == would let -0 stand for 0.
            #expect(both.shape == shape && "\(both.path.elements)" == "\(shape.path.elements)")
            compared += 1
        }
        #expect(compared > 2000)
    }

    @Test("Several trims of one measure are each trim on its own, bit for bit")
    func severalTrimsMeasuredOnce() {
        var g = SplitMix64(state: 1234)
        // Forward, wrapping, whole, empty, clamped and NaN ranges, in one batch per path.
        let fixed: [(from: Double, to: Double)] = [(0, 1), (0.3, 0.3), (1, 0), (-1, 2), (.nan, 0.5), (0.5, .nan), (0.9, 0.1), (0, 0.25), (0.75, 1)]
        var compared = 0
        for path in Self.outlines() {
            var ranges = fixed
            for _ in 0..<4 { ranges.append((Double.random(in: 0...1, using: &g), Double.random(in: 0...1, using: &g))) }
            let batch = path.trimmed(ranges)
            #expect(batch.count == ranges.count)
            for (range, piece) in zip(ranges, batch) {
                let alone = path.trimmed(from: range.from, to: range.to)
                // Element by element by bit pattern: == would let -0 stand for 0.
                #expect(piece.elements.count == alone.elements.count && zip(piece.elements, alone.elements).allSatisfy { "\($0)" == "\($1)" })
                compared += 1
            }
        }
        #expect(compared > 500)
    }

    @Test("Arc pieces end where arc.point(at:) puts them")
    func arcPieceEnds() {
        var g = SplitMix64(state: 5)
        for _ in 0..<200 {
            let center = Point(x: Double.random(in: -1e3...1e3, using: &g), y: Double.random(in: -1e3...1e3, using: &g))
            let radius = Double.random(in: 1e-3...1e4, using: &g)
            let start = Double.random(in: -7...7, using: &g), end = start + Double.random(in: -7...7, using: &g)
            let arc = Arc(center: center, radius: radius, startAngle: start, endAngle: end)
            let cubics = ArcApproximation.cubics(for: arc)
            let count = cubics.count
            for (i, cubic) in cubics.enumerated() where i < count - 1 {
                let angle = arc.startAngle + (arc.sweep / Double(count)) * Double(i + 1)
                #expect(cubic.3 == arc.point(at: angle))
                #expect(cubics[i + 1].0 == cubic.3)
            }
            #expect(cubics.last?.3 == arc.endPoint)
        }
    }

    @Test("A trim measured with the outline's known Bezier lengths is Path.length and MeasuredPath(_:), bit for bit")
    func knownLengths() {
        var g = SplitMix64(state: 0x7E1A_0B5)
        for path in Self.outlines() {
            let outline = MeasuredPath(path)
            var pieces = [path, path.reversed(), Path.empty]
            for _ in 0..<4 {
                let (a, b) = (Double.random(in: 0...1, using: &g), Double.random(in: 0...1, using: &g))
                pieces.append(path.trimmed(from: a, to: b))
            }
            for piece in pieces {
                #expect(outline.length(of: piece).bitPattern == piece.length.bitPattern)
                let reused = MeasuredPath(piece, reusing: outline), measured = MeasuredPath(piece)
                #expect(reused.lengths.map(\.bitPattern) == measured.lengths.map(\.bitPattern))
                #expect(reused.length.bitPattern == measured.length.bitPattern)
            }
        }
    }
}
