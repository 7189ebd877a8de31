import ShapeCore
import ShapeModel

/// What `ready-made-shapes` applies the theme types to: a metric on some corners, a category of
/// one family and size.
public struct ThemeProbe: Hashable, Sendable {
    /// The metric applied to ``corners`` of the case's spec.
    public var metric: ShapeMetric
    /// The corners the metric is applied to.
    public var corners: Set<Corner>
    /// The family of the category applied to the case's spec.
    public var family: CornerFamily
    /// The size of that category.
    public var categorySize: Double
}

extension ShapeCase {
    /// The Material 3 shape scale tokens (none, extra small, small, medium, large, extra large).
    static let shapeScaleTokens: [Double] = [0, 4, 8, 12, 16, 28]

    /// The ready-made shapes `ready-made-shapes` draws at the case's size: the circle (judged in
    /// closed form, cheap) and one other kind (judged by the analytic oracle, which costs about
    /// a hundred microseconds), chosen and parametrised from the case alone (its
    /// ``samplingSeed``), like ``morphTarget``, so the generator's draws and every saved corpus
    /// entry stay as they were and a shrunk case carries its shapes with it.
    ///
    /// Parameters are whole eighths of the case's size, so a shrunk case's round size gives
    /// round parameters: the fully rounded corners are a subset of the four; the slant is
    /// `k/8 · w` for k in -8...8 (a slant proportional to the width: a slant of 1e9 on a 1e-9
    /// width is beyond the floating-point resolution of the top edge, Contract: slanted rect),
    /// the slanted corners square or one family of size `j/8 · min(w, h)`; the curved rect's
    /// corner `(j/8 · w, k/8 · h)`.
    public var readyMadeShapes: [ReadyMadeShape] {
        var prng = SplitMix64(seed: samplingSeed ^ 0x5245_4144_594D_4144)
        let (w, h, shorter) = (size.width, size.height, size.minDimension)
        func eighths(_ bound: UInt64) -> Double { Double(prng.next(upTo: bound)) / 8 }
        // Which corners the fully rounded shape rounds, drawn now but made a set only if that
        // shape is chosen (one case in five): building the set and the table of all five kinds
        // for every case was most of this property's cost.
        let roundsCorner = (prng.next() % 2 == 0, prng.next() % 2 == 0, prng.next() % 2 == 0, prng.next() % 2 == 0)
        let slant = (eighths(16) - 1) * w
        let a = eighths(7) + 1 / 8, b = eighths(7) + 1 / 8
        let corner: CornerTreatment = switch prng.next(upTo: 5) {
        case 1: .rounded(.points(a * shorter))
        case 2: .cut(.points(a * shorter))
        case 3: .curved(width: .points(a * shorter), height: .points(b * shorter))
        case 4: .continuous(.points(a * shorter))
        default: .square
        }
        let curved = Size(width: eighths(8) * w, height: eighths(8) * h)
        let other: ReadyMadeShape = switch prng.next(upTo: 4) {
        case 0: .pill
        case 1:
            .fullyRoundedCorners(Set(Corner.allCases.filter { corner in
                switch corner {
                case .topLeft: roundsCorner.0
                case .topRight: roundsCorner.1
                case .bottomRight: roundsCorner.2
                case .bottomLeft: roundsCorner.3
                }
            }))
        case 2: .slantedRect(slant: slant, corner: corner)
        case 3: .diamond
        default: .curvedRect(cornerSize: curved)
        }
        return [.circle, other]
    }

    /// The metric, corners and category `ready-made-shapes` applies to the case's spec, derived
    /// from the case alone: radii and sizes are one of the Material 3 shape scale tokens (two
    /// times in three) or `j/8 · min(w, h)`, curves either, corners any subset, families any.
    public var themeProbe: ThemeProbe {
        var prng = SplitMix64(seed: samplingSeed ^ 0x5448_454D_4550_524F)
        func length() -> Double {
            prng.next(upTo: 2) != 0
                ? Self.shapeScaleTokens[Int(prng.next(upTo: 5))]
                : Double(prng.next(upTo: 8)) / 8 * size.minDimension
        }
        let radius = length()
        let curve: CornerCurve = prng.next() % 2 == 0 ? .circular : .continuous
        let corners = Set(Corner.allCases.filter { _ in prng.next() % 2 == 0 })
        let family = CornerFamily.allCases[Int(prng.next(upTo: UInt64(CornerFamily.allCases.count - 1)))]
        return ThemeProbe(metric: ShapeMetric(cornerRadius: radius, cornerCurve: curve), corners: corners,
                          family: family, categorySize: length())
    }
}
