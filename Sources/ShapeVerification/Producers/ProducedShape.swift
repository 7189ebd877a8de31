import ShapeCore
import ShapeModel

/// What a producer under test made of a spec and a size: everything a property inspects.
///
/// Hit testing is a closure so that a faulty producer can replace it (by chord-polygon
/// testing, say) while keeping the path, exactly as a real regression would.
public struct ProducedShape: Sendable {
    /// The resolved geometry (scale factor, final corner sizes, reaches, triangles).
    public var resolved: ResolvedShape
    /// The outline.
    public var path: Path
    /// The tight bounds of the outline (`(0, 0, w, h)` for an empty shape).
    public var bounds: Rect
    /// The enclosed area.
    public var area: Double
    /// The content margins (Contract: content margins).
    public var margins: EdgeInsets
    private let hitTest: @Sendable (Point, FillRule) -> Bool

    /// A produced shape from its parts.
    public init(resolved: ResolvedShape, path: Path, bounds: Rect, area: Double, margins: EdgeInsets,
                hitTest: @escaping @Sendable (Point, FillRule) -> Bool) {
        self.resolved = resolved
        self.path = path
        self.bounds = bounds
        self.area = area
        self.margins = margins
        self.hitTest = hitTest
    }

    /// Everything computed by the core from a (possibly tampered) resolved shape and path.
    public init(resolved: ResolvedShape, path: Path) {
        // One tester per shape: properties ask thousands of points of the same path.
        let tester = PathHitTester(path)
        self.init(resolved: resolved, path: path,
                  bounds: resolved.isEmpty ? Rect(size: resolved.size) : path.bounds,
                  area: path.area, margins: resolved.contentMargins,
                  hitTest: { point, rule in tester.contains(point, rule: rule) })
    }

    /// Whether the shape contains `point` under `rule`.
    public func contains(_ point: Point, rule: FillRule = .nonZero) -> Bool {
        hitTest(point, rule)
    }
}
