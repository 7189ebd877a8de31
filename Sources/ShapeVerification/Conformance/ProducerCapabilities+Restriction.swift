import ShapeModel

extension ProducerCapabilities {
    /// `shapeCase` with every feature the producer does not draw replaced by one it does: the
    /// generator's draws, constrained. A pure function of the case, so the same seed gives the
    /// same cases for the same capabilities, and shrinking (which regenerates from choices)
    /// stays within them.
    ///
    /// A side outside ``sizes`` is clamped into it (0 stays 0). An unsupported family becomes the
    /// first supported of rounded, cut, continuous and curved with the same size (else square), a
    /// fraction the same number of points of the shorter side (at most the input limit), an offset
    /// zero, a triangle the other direction if that is supported (else a straight edge). A
    /// supported case is returned unchanged.
    ///
    /// ```swift
    /// let roundedOnly = ProducerCapabilities(families: [.rounded], fractions: false, offsets: false, triangles: [])
    /// let drawn = ShapeCase(spec: ShapeSpec(allCorners: .cut(.fraction(0.25))), size: Size(width: 100, height: 40))
    /// roundedOnly.restricting(drawn).spec.corners.topLeft   // .rounded(.points(10))
    /// ```
    ///
    /// - Complexity: O(1).
    public func restricting(_ shapeCase: ShapeCase) -> ShapeCase {
        guard unsupportedFeature(of: shapeCase.spec, size: shapeCase.size) != nil else { return shapeCase }
        var spec = shapeCase.spec
        func side(_ d: Double) -> Double { draws(side: d) ? d : Swift.min(Swift.max(d, sizes.lowerBound), sizes.upperBound) }
        let size = Size(width: side(shapeCase.size.width), height: side(shapeCase.size.height))
        func length(_ l: Length) -> Length {
            guard !fractions, case .fraction(let x) = l else { return l }
            return .points(Swift.min(x * size.minDimension, ShapeLimits.maximumMagnitude))
        }
        for corner in Corner.allCases {
            spec.corners[corner] = treatment(spec.corners[corner], length: length)
        }
        if !offsets { spec.offsets = Corners(all: .zero) }
        for edge in Edge.allCases {
            guard case .triangle(let s, let direction) = spec.edges[edge] else { continue }
            let other: TriangleDirection = direction == .inward ? .outward : .inward
            if triangles.contains(direction) {
                spec.edges[edge] = .triangle(size: length(s), direction: direction)
            } else if triangles.contains(other) {
                spec.edges[edge] = .triangle(size: length(s), direction: other)
            } else {
                spec.edges[edge] = .straight
            }
        }
        return ShapeCase(spec: spec, size: size)
    }

    /// A treatment the producer draws, as close to `t` as the capabilities allow.
    private func treatment(_ t: CornerTreatment, length: (Length) -> Length) -> CornerTreatment {
        let sizes = Self.lengths(of: t).map(length)
        guard let first = sizes.first else { return .square }
        let second = sizes.count > 1 ? sizes[1] : first
        let preferred: [CornerFamily] = [t.family, .rounded, .cut, .continuous, .curved]
        guard let family = preferred.first(where: { families.contains($0) && $0 != .square }) else { return .square }
        switch family {
        case .square: return .square
        case .rounded: return .rounded(first)
        case .cut: return .cut(first)
        case .continuous: return .continuous(first)
        case .curved: return .curved(width: first, height: second)
        }
    }
}
