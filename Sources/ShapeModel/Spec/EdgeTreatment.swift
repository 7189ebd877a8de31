/// Which way a triangle edge points.
public enum TriangleDirection: String, Hashable, Sendable, CaseIterable {
    /// Away from the shape: the iOS "handle".
    case outward
    /// Into the shape: the iOS "cut".
    case inward
}

/// What happens along an edge (Contract: edges and triangles).
public enum EdgeTreatment: Hashable, Sendable {
    /// A straight edge.
    case straight
    /// An isosceles right triangle centred on the straight span of the edge, base 2s, apex s from the edge.
    case triangle(size: Length, direction: TriangleDirection)

    /// Whether this is `.straight`.
    @inlinable
    public var isStraight: Bool { if case .straight = self { true } else { false } }

    /// Throws unless the triangle size is finite and `>= 0`; `field` names the edge, e.g. `edges.top`.
    public func validate(field: @autoclosure () -> String) throws(ShapeInputError) {
        if case .triangle(let s, _) = self { try s.validate(field: field() + ".size") }
    }
}
