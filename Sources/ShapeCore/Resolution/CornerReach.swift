import Foundation

/// Corner sizes and reaches (Contract: fractions to points, reach).
enum CornerReach {
    /// A length in points, with fractions of `basis` (normally `min(w, h)`).
    static func points(_ length: Length, basis: Double) -> Double {
        switch length {
        case .points(let v): v
        case .fraction(let f): f * basis
        }
    }

    /// The treatment with every size in points.
    static func inPoints(_ t: CornerTreatment, basis: Double) -> CornerTreatment {
        switch t {
        case .square: .square
        case .rounded(let r): .rounded(.points(points(r, basis: basis)))
        case .cut(let c): .cut(.points(points(c, basis: basis)))
        case .curved(let w, let h): .curved(width: .points(points(w, basis: basis)), height: .points(points(h, basis: basis)))
        case .continuous(let r): .continuous(.points(points(r, basis: basis)))
        }
    }

    /// The treatment (sizes already in points) with every size multiplied by the overlap factor.
    static func scaled(_ t: CornerTreatment, by f: Double) -> CornerTreatment {
        switch t {
        case .square: .square
        case .rounded(let r): .rounded(.points(r.rawValue * f))
        case .cut(let c): .cut(.points(c.rawValue * f))
        case .curved(let w, let h): .curved(width: .points(w.rawValue * f), height: .points(h.rawValue * f))
        case .continuous(let r): .continuous(.points(r.rawValue * f))
        }
    }

    /// `cot(theta / 2)`, as `(1 + cos θ) / sin θ` for θ up to a right angle and as the equal
    /// `sin θ / (1 - cos θ)` beyond, so neither form cancels. Exactly 1 at an axis-aligned right
    /// angle (the dot product is exactly 0 and the cross product exactly `|a||b|` rounded once), so
    /// a rounded corner of a rectangle reaches exactly r (Contract: reach, "exactly r at a right angle").
    static func roundedFactor(corner: Int, frame: CornerFrame) -> Double {
        let (c, s, scale) = frame.scaledCosSin(corner)
        guard s > 0 else { return c > 0 ? .greatestFiniteMagnitude : 0 }
        let factor = c >= 0 ? (scale + c) / s : s / (scale - c)
        return Swift.min(factor, .greatestFiniteMagnitude)
    }

    /// Reaches along the incoming and outgoing edge of corner i; sizes must be in points.
    static func reaches(_ t: CornerTreatment, corner i: Int, frame: CornerFrame) -> (incoming: Double, outgoing: Double) {
        switch t {
        case .square:
            return (0, 0)
        case .rounded(let r):
            let reach = r.rawValue * roundedFactor(corner: i, frame: frame)
            return (reach, reach)
        case .cut(let c):
            return (c.rawValue, c.rawValue)
        case .curved(let w, let h):
            // Width lies along the top/bottom edge, height along left/right; topLeft and
            // bottomRight arrive by a left/right edge, topRight and bottomLeft by top/bottom.
            return i % 2 == 0 ? (h.rawValue, w.rawValue) : (w.rawValue, h.rawValue)
        case .continuous(let r):
            let reach = ContinuousCornerTemplate.reach * r.rawValue
            return (reach, reach)
        }
    }
}
