import ShapeModel

/// Lengths in points as the oracle reads them: the contract's fractions of the shorter side, or
/// the declared variants (Contract: fractions to points, variants), written here from the
/// contract's text and never from the core's.
struct OracleLengths {
    let size: Size
    /// What a fraction is a fraction of: `min(w, h)`, or `h` under fractions of the height.
    let fractionBasis: Double
    /// The largest a corner size may be before the overlap rule: half the shorter side under
    /// per-corner clamping, else unlimited.
    let cornerLimit: Double

    init(size: Size, variants: Set<ContractVariant>) {
        self.size = size
        let shorter = min(size.width, size.height)
        fractionBasis = variants.contains(.fractionsOfHeight) ? size.height : shorter
        cornerLimit = variants.contains(.perCornerClamping) ? shorter / 2 : .infinity
    }

    /// A length in points, unclamped (triangle sizes are never clamped).
    func length(_ length: Length) -> Double {
        switch length {
        case .points(let v): v
        case .fraction(let f): f * fractionBasis
        }
    }

    /// A corner size in points, clamped on its own where the variant says so.
    func corner(_ length: Length) -> Double {
        min(self.length(length), cornerLimit)
    }

    /// A treatment with its sizes in points (unscaled: the overlap factor is not applied).
    func treatment(_ t: CornerTreatment) -> CornerTreatment {
        switch t {
        case .square: .square
        case .rounded(let l): .rounded(.points(corner(l)))
        case .cut(let l): .cut(.points(corner(l)))
        case .continuous(let l): .continuous(.points(corner(l)))
        case .curved(let w, let h): .curved(width: .points(corner(w)), height: .points(corner(h)))
        }
    }
}
