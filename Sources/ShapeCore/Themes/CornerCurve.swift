/// How a themed corner is drawn: the two iOS `CALayerCornerCurve` values.
public enum CornerCurve: String, Hashable, Sendable, CaseIterable {
    /// A circular arc (`.rounded`).
    case circular
    /// The continuous-curvature "squircle" corner (`.continuous`).
    case continuous

    /// The corner family this curve draws (Contract: corner curve switch): `.rounded` for
    /// ``circular``, `.continuous` for ``continuous``.
    public var family: CornerFamily {
        switch self {
        case .circular: .rounded
        case .continuous: .continuous
        }
    }

    /// A corner of this curve and `size` (a radius): `.rounded(size)` or `.continuous(size)`.
    public func treatment(_ size: Length) -> CornerTreatment {
        switch self {
        case .circular: .rounded(size)
        case .continuous: .continuous(size)
        }
    }

    /// `treatment` drawn with this curve: a rounded or continuous corner becomes this curve's
    /// family at the same size; square, cut and curved corners are returned unchanged.
    public func applied(to treatment: CornerTreatment) -> CornerTreatment {
        switch treatment {
        case .rounded(let size), .continuous(let size): self.treatment(size)
        case .square, .cut, .curved: treatment
        }
    }
}

extension ShapeSpec {
    /// This spec with every rounded and continuous corner drawn with `curve` (Contract: corner
    /// curve switch); other corners, offsets and edges are kept.
    ///
    /// ```swift
    /// ShapeSpec(allCorners: .rounded(8)).withCornerCurve(.continuous).corners.topLeft   // .continuous(8)
    /// ```
    public func withCornerCurve(_ curve: CornerCurve) -> ShapeSpec {
        var result = self
        result.corners = Corners { curve.applied(to: corners[$0]) }
        return result
    }
}
