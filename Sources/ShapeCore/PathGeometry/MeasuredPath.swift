import Foundation

/// A path with every drawn segment's length measured once: for asking its length, points at
/// lengths and trimmed pieces several times without integrating its Beziers again.
///
/// Each answer is exactly what the path's own method gives (``Path/length``,
/// ``Path/points(atLengths:)``, ``Path/trimmed(_:)``, which measure through this type or in the
/// same order): the same segments, the same lengths, added in the same order. A verification run
/// asks one outline for its length, its points at lengths and several trims; measured once, its
/// Beziers are integrated once instead of four times.
///
/// - Complexity: O(n) to make (one length per segment, a Bezier's by quadrature); afterwards
///   ``length`` is O(1), and points and trims cost their walk and cuts only.
///
/// ```swift
/// let circle = try CircleShape().path(for: Size(width: 100, height: 100))
/// let measured = MeasuredPath(circle)
/// measured.length                              // circle.length, bit for bit
/// measured.trimmed([(0, 0.5), (0.75, 0.25)])   // circle.trimmed([(0, 0.5), (0.75, 0.25)])
/// ```
public struct MeasuredPath: Sendable {
    /// The path measured.
    public let path: Path
    /// The drawn subpaths (reading rules: ``PathReader``).
    let subpaths: [Subpath]
    /// Every segment's length, subpath after subpath.
    let lengths: [Double]
    /// The lengths added in order (the sum a trim's fractions and the points' range are of).
    let total: Double
    /// The stroked length, as ``Path/length`` adds it: per subpath, then the subpaths' sums.
    public let length: Double

    /// `path`, measured.
    public init(_ path: Path) {
        self.init(path) { $0.length }
    }

    /// `path` with each segment's length from `measure`, which must give `segment.length` bit for
    /// bit (``init(_:reusing:)`` looks up lengths already measured).
    @inline(__always)
    init(_ path: Path, measuring measure: (PathSegment) -> Double) {
        self.path = path
        subpaths = path.subpaths
        var lengths: [Double] = []
        lengths.reserveCapacity(subpaths.reduce(0) { $0 + $1.segments.count })
        var length = 0.0
        for sub in subpaths {
            var subpathLength = 0.0
            for segment in sub.segments {
                let l = measure(segment)
                lengths.append(l)
                subpathLength += l
            }
            length += subpathLength
        }
        self.lengths = lengths
        self.length = length
        total = lengths.reduce(0, +)
    }

    /// ``Path/point(atLength:)`` of the path.
    public func point(atLength distance: Double) -> Point? {
        guard distance >= 0 else { return nil }
        return points(atLengths: [distance])[0]
    }

    /// ``Path/points(atLengths:)`` of the path.
    public func points(atLengths distances: [Double]) -> [Point?] {
        distances.map { distance in
            guard distance >= 0, !lengths.isEmpty, distance <= total * (1 + 1e-15) else { return nil }
            var remaining = distance
            var index = 0
            for sub in subpaths {
                for segment in sub.segments {
                    let l = lengths[index]
                    index += 1
                    if remaining <= l {
                        return segment.point(at: segment.parameter(atLength: remaining, totalLength: l))
                    }
                    remaining -= l
                }
            }
            return subpaths[subpaths.count - 1].segments[subpaths[subpaths.count - 1].segments.count - 1].end
        }
    }

    /// ``Path/trimmed(_:)`` of the path.
    public func trimmed(_ ranges: [(from: Double, to: Double)]) -> [Path] {
        ranges.map { range in Self.trim(path, from: range.from, to: range.to) { self } }
    }

    /// ``Path/trimmed(from:to:)`` of `path`, with its measure asked of `measured` only when the
    /// range cuts (empty and whole ranges measure nothing).
    static func trim(_ path: Path, from start: Double, to end: Double, measured: () -> MeasuredPath) -> Path {
        let s = start.isNaN ? 0 : Swift.min(1, Swift.max(0, start))
        let e = end.isNaN ? 1 : Swift.min(1, Swift.max(0, end))
        if s == e { return .empty }
        if s == 0 && e == 1 { return path }
        let stroke = measured()
        if s > e { return stroke.wrappedTrim(from: s, to: e) }
        return Path(stroke.piece(from: s, to: e))
    }

    /// The elements of the stroke between the fractions `0 <= s < e <= 1` of its length (no
    /// elements when it has no length); see ``Path/trimmed(from:to:)``.
    func piece(from s: Double, to e: Double) -> [PathElement] {
        guard total > 0 else { return [] }
        let from = s * total, to = e * total

        // At most every segment and a move and a close per subpath: one buffer, never regrown.
        var elements: [PathElement] = []
        elements.reserveCapacity(lengths.count + 2 * subpaths.count)
        var offset = 0.0
        var index = 0
        for sub in subpaths {
            let subStart = offset
            var moved = false
            for segment in sub.segments {
                let l = lengths[index]
                index += 1
                let a = offset, b = offset + l
                offset = b
                // Rounding-level pieces (the join before an arc whose computed start differs from
                // the pen by an ulp) would only add specks to the output.
                guard b > from, a < to, l > 1e-12 * total else { continue }
                let t0 = from > a ? segment.parameter(atLength: from - a, totalLength: l) : 0
                let t1 = to < b ? segment.parameter(atLength: to - a, totalLength: l) : 1
                guard t1 > t0 else { continue }
                let piece = segment.split(from: t0, to: t1)
                if !moved {
                    elements.append(.move(to: piece.start))
                    moved = true
                }
                elements.append(piece.element)
            }
            if moved && sub.isClosed && subStart >= from && offset <= to {
                elements.append(.close)
            }
        }
        return elements
    }

    /// The piece from `s` to the end of the stroke then the piece from its beginning to `e`
    /// (`s > e`), joined at the start point when the path is one closed subpath (its end is its
    /// start, so the second piece's move would only split one visible arc into two strokes with
    /// a cap between them).
    func wrappedTrim(from s: Double, to e: Double) -> Path {
        // `trimmed(from: s, to: 1)` and `trimmed(from: 0, to: e)`: empty when s = 1 or e = 0.
        let tail = s < 1 ? piece(from: s, to: 1) : []
        var head = e > 0 ? piece(from: 0, to: e) : []
        if tail.isEmpty { return Path(head) }
        if head.isEmpty { return Path(tail) }
        if subpaths.count == 1, subpaths[0].isClosed, case .move? = head.first {
            head.removeFirst()
        }
        return Path(tail + head)
    }
}
