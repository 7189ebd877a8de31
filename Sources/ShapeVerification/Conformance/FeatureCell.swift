import ShapeModel

/// One row of a conformance report's feature table: a corner family, points or fractions,
/// offsets or none, and which triangles. A case counts in the row of each non-square family it
/// has (`square` when it has none), so a failure shows against every family it involved.
public struct FeatureCell: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The corner family.
    public var family: CornerFamily
    /// Whether any size of the case is a fraction.
    public var fractions: Bool
    /// Whether the case moves any corner point.
    public var offsets: Bool
    /// The triangle directions on the case's edges (empty for straight edges).
    public var triangles: Set<TriangleDirection>

    /// A row.
    public init(family: CornerFamily, fractions: Bool, offsets: Bool, triangles: Set<TriangleDirection>) {
        self.family = family
        self.fractions = fractions
        self.offsets = offsets
        self.triangles = triangles
    }

    /// The rows `spec` counts in, in family order.
    ///
    /// - Complexity: O(1).
    public static func cells(of spec: ShapeSpec) -> [FeatureCell] {
        var families = CornerFamily.allCases.filter { family in family != .square && spec.corners.inOrder.contains { $0.family == family } }
        if families.isEmpty { families = [.square] }
        var fractions = spec.corners.inOrder.contains { ProducerCapabilities.lengths(of: $0).contains(where: ProducerCapabilities.isFraction) }
        var triangles: Set<TriangleDirection> = []
        for edge in spec.edges.inOrder {
            guard case .triangle(let size, let direction) = edge else { continue }
            triangles.insert(direction)
            fractions = fractions || ProducerCapabilities.isFraction(size)
        }
        return families.map { FeatureCell(family: $0, fractions: fractions, offsets: spec.hasOffsets, triangles: triangles) }
    }

    /// `points` or `fraction`.
    public var lengthsText: String { fractions ? "fraction" : "points" }
    /// `offsets` or `none`.
    public var offsetsText: String { offsets ? "offsets" : "none" }
    /// `none`, `inward`, `outward` or `both`.
    public var trianglesText: String {
        switch (triangles.contains(.inward), triangles.contains(.outward)) {
        case (false, false): "none"
        case (true, false): "inward"
        case (false, true): "outward"
        case (true, true): "both"
        }
    }

    public var description: String { "\(family) · \(lengthsText) · offsets \(offsetsText) · triangles \(trianglesText)" }

    public static func < (a: FeatureCell, b: FeatureCell) -> Bool {
        func key(_ c: FeatureCell) -> [Int] {
            [CornerFamily.allCases.firstIndex(of: c.family) ?? 0, c.fractions ? 1 : 0, c.offsets ? 1 : 0,
             (c.triangles.contains(.inward) ? 1 : 0) + (c.triangles.contains(.outward) ? 2 : 0)]
        }
        return key(a).lexicographicallyPrecedes(key(b))
    }
}
