import ShapeCore
import ShapeModel

/// What a producer under test made of a spec and a size: everything a property inspects.
///
/// Only the resolved shape and the path are made up front. Every measure (bounds, area,
/// margins, the hit tester) is the core's, computed from them the first time a property asks
/// and kept for the rest of the case: most properties read one or two of them, and a measure
/// nobody reads costs nothing. A faulty producer replaces a measure by assigning it before
/// handing the shape over (`shape.margins = .zero`, `shape.hitTest = ...`), exactly as a real
/// regression would replace one computation and keep the others.
///
/// A shape belongs to one case on one thread (``CaseSubject``): it is a class so that a measure
/// computed once is shared by every property of the case, and it is not `Sendable`.
public final class ProducedShape {
    /// The resolved geometry (scale factor, final corner sizes, reaches, triangles).
    public let resolved: ResolvedShape
    /// The outline.
    public let path: Path

    /// The tight bounds of the outline (`(0, 0, w, h)` for an empty shape).
    public lazy var bounds: Rect = resolved.isEmpty ? Rect(size: resolved.size) : path.bounds
    /// The enclosed area.
    public lazy var area: Double = path.area
    /// The content margins (Contract: content margins).
    public lazy var margins: EdgeInsets = resolved.contentMargins
    /// A replacement for the hit test, or `nil` for the core's ``pathTester``. Faulty producers
    /// set it (chord-polygon testing, say) while keeping the path.
    public var hitTest: ((Point, FillRule) -> Bool)?
    /// The core's prepared hit tester of ``path``, built on first use: what ``contains(_:rule:)``
    /// asks unless ``hitTest`` replaces it, and what properties that read the path itself (its
    /// winding numbers) use.
    public private(set) lazy var pathTester = PathHitTester(path)
    /// The core's measure of ``path`` (every segment's length), made on first use: the core's
    /// length, points at lengths and trims of the outline (``CoreProducer``) all read it, so
    /// `length-matches-oracle` and `trim-length` integrate the outline's Beziers once per case.
    public private(set) lazy var measured = MeasuredPath(path)

    /// The shape of a (possibly tampered) resolved shape and path; every measure is the core's
    /// until replaced.
    public init(resolved: ResolvedShape, path: Path) {
        self.resolved = resolved
        self.path = path
    }

    /// Whether the shape contains `point` under `rule`.
    public func contains(_ point: Point, rule: FillRule = .nonZero) -> Bool {
        if let hitTest { return hitTest(point, rule) }
        return pathTester.contains(point, rule: rule)
    }

    /// Runs `body` with the hit test ``contains(_:rule:)`` answers with, taken once: for a loop
    /// over many points. (Reading the lazy ``pathTester`` copies the tester, retaining each of
    /// its arrays, which per point cost as much as a hit test.)
    ///
    /// - Complexity: what `body` does; the tester is built on first use.
    public func withHitTest<R>(_ body: ((Point, FillRule) -> Bool) -> R) -> R {
        if let hitTest { return body(hitTest) }
        let tester = pathTester
        return body { tester.contains($0, rule: $1) }
    }

    /// A row cache over the core's tester when that is what ``contains(_:rule:)`` answers with,
    /// for a reader that asks whole rows of points at once
    /// (``PathHitTester/RowCache/forEachRun(atY:count:rule:x:_:)``: the same answers, as runs);
    /// `nil` when ``hitTest`` replaces it, whose answers come point by point.
    public var rowCache: PathHitTester.RowCache? {
        hitTest == nil ? PathHitTester.RowCache(pathTester) : nil
    }
}
