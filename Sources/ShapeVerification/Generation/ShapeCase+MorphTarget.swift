import ShapeModel

extension ShapeCase {
    /// The second spec the interpolation properties morph the case's spec into: derived from
    /// the case alone (its ``samplingSeed``), so the generator's draws and every saved corpus
    /// entry stay as they were, and a shrunk case carries its target with it.
    ///
    /// Per non-square corner, one of: the next family with the same sizes (half the time, so
    /// that cases which morph between families are common: rounded, cut, curved, continuous,
    /// rounded), the same family with sizes times a factor in `[1/4, 2)`, the same family with
    /// its lengths switched between points and fractions (at the case's size), or square.
    /// Square corners mostly stay square and sometimes become `rounded(fraction 1/8)`.
    /// Triangles flip direction or scale; offsets scale by 0, 1/2 or 1.
    public var morphTarget: ShapeSpec {
        var prng = SplitMix64(seed: samplingSeed ^ 0x4D4F_5250_4854_4754)
        func unit() -> Double { Double(prng.next() >> 11) / Double(1 << 53) }
        var target = spec
        for corner in Corner.allCases {
            let c = spec.corners[corner]
            let choice = prng.next() % 8
            let factor = 0.25 + 1.75 * unit()
            switch (c, choice) {
            case (.square, 0 ..< 6): target.corners[corner] = .square
            case (.square, _): target.corners[corner] = .rounded(.fraction(0.125))
            case (.rounded(let l), 0 ..< 4): target.corners[corner] = .cut(l)
            case (.cut(let l), 0 ..< 4): target.corners[corner] = .curved(width: l, height: l)
            case (.curved(let w, _), 0 ..< 4): target.corners[corner] = .continuous(w)
            case (.continuous(let l), 0 ..< 4): target.corners[corner] = .rounded(l)
            case (_, 4), (_, 5): target.corners[corner] = Self.map(c) { Self.scaled($0, factor) }
            case (_, 6): target.corners[corner] = Self.map(c) { Self.switched($0, size.minDimension) }
            default: target.corners[corner] = .square
            }
        }
        let offsetScale = [0, 0.5, 1][Int(prng.next() % 3)]
        target.offsets = spec.offsets.map { $0 * offsetScale }
        for edge in Edge.allCases {
            if case .triangle(let s, let d) = spec.edges[edge] {
                let flip = prng.next() % 2 == 0
                let factor = 0.25 + 1.75 * unit()
                target.edges[edge] = flip ? .triangle(size: s, direction: d == .outward ? .inward : .outward)
                                          : .triangle(size: Self.scaled(s, factor), direction: d)
            }
        }
        return target
    }

    private static func scaled(_ l: Length, _ k: Double) -> Length {
        switch l {
        case .points(let v): .points(v * k)
        case .fraction(let f): .fraction(f * k)
        }
    }

    /// Points as the fraction of `minDimension` they are, and fractions as their points.
    private static func switched(_ l: Length, _ minDimension: Double) -> Length {
        switch l {
        case .points(let v): minDimension > 0 ? .fraction(v / minDimension) : l
        case .fraction(let f): .points(f * minDimension)
        }
    }

    private static func map(_ c: CornerTreatment, _ f: (Length) -> Length) -> CornerTreatment {
        switch c {
        case .square: .square
        case .rounded(let l): .rounded(f(l))
        case .cut(let l): .cut(f(l))
        case .continuous(let l): .continuous(f(l))
        case .curved(let w, let h): .curved(width: f(w), height: f(h))
        }
    }
}
