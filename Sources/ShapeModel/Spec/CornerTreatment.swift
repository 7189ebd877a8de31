/// The four corner families, as JSON names them.
public enum CornerFamily: String, Hashable, Sendable, CaseIterable {
    case square, rounded, cut, curved, continuous
}

/// What happens at a corner (Contract: corner families).
public enum CornerTreatment: Hashable, Sendable {
    /// No treatment: the corner point itself.
    case square
    /// A circular arc of radius r, tangent to both edges.
    case rounded(Length)
    /// A straight chamfer meeting each edge at distance c from the vertex.
    case cut(Length)
    /// A quadratic Bezier with the vertex as control point, meeting the top or bottom edge at
    /// `width` from the vertex and the left or right edge at `height` (screen terms, every corner).
    case curved(width: Length, height: Length)
    /// The continuous-curvature corner of iOS `cornerCurve = .continuous`, reaching 1.52866483 r.
    case continuous(Length)

    /// The family of the treatment.
    public var family: CornerFamily {
        switch self {
        case .square: .square
        case .rounded: .rounded
        case .cut: .cut
        case .curved: .curved
        case .continuous: .continuous
        }
    }

    /// Whether this is `.square`.
    @inlinable
    public var isSquare: Bool { if case .square = self { true } else { false } }

    /// Throws unless every size is finite and `>= 0`; `field` names the corner, e.g. `corners.topLeft`.
    public func validate(field: @autoclosure () -> String) throws(ShapeInputError) {
        switch self {
        case .square: break
        case .rounded(let l), .cut(let l), .continuous(let l): try l.validate(field: field() + ".size")
        case .curved(let w, let h):
            try w.validate(field: field() + ".width")
            try h.validate(field: field() + ".height")
        }
    }
}
