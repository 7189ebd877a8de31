import ShapeCore
import ShapeModel

/// One of the package's ready-made shapes with its parameters: what `ready-made-shapes` asks
/// the producer to draw (``ShapeProducer/readyMadePath(_:size:)``).
public enum ReadyMadeShape: Hashable, Sendable, CustomStringConvertible {
    /// `CircleShape`.
    case circle
    /// `PillShape`.
    case pill
    /// `FullyRoundedCornersShape` on these corners.
    case fullyRoundedCorners(Set<Corner>)
    /// `SlantedRectShape(slant:corner:)`.
    case slantedRect(slant: Double, corner: CornerTreatment)
    /// `DiamondShape`.
    case diamond
    /// `CurvedRectShape(cornerSize:)`.
    case curvedRect(cornerSize: Size)

    /// The core's generator for this shape.
    public var generator: any ShapeGenerating {
        switch self {
        case .circle: CircleShape()
        case .pill: PillShape()
        case .fullyRoundedCorners(let corners): FullyRoundedCornersShape(corners: corners)
        case .slantedRect(let slant, let corner): SlantedRectShape(slant: slant, corner: corner)
        case .diamond: DiamondShape()
        case .curvedRect(let cornerSize): CurvedRectShape(cornerSize: cornerSize)
        }
    }

    /// For messages: `circle`, `fully rounded corners [topLeft, bottomRight]`, `slanted rect (slant 2.5, rounded 1)`...
    public var description: String {
        switch self {
        case .circle: "circle"
        case .pill: "pill"
        case .fullyRoundedCorners(let corners): "fully rounded corners \(Self.names(corners))"
        case .slantedRect(let slant, let corner): "slanted rect (slant \(slant), corners \(Self.name(corner)))"
        case .diamond: "diamond"
        case .curvedRect(let size): "curved rect (corner size \(size.width) x \(size.height))"
        }
    }

    /// Corner names in corner order, so messages never depend on a set's iteration order.
    static func names(_ corners: Set<Corner>) -> String {
        "[" + Corner.allCases.filter(corners.contains).map { "\($0)" }.joined(separator: ", ") + "]"
    }

    /// A treatment as a short phrase: `square`, `rounded 4`, `curved 2 x 3`, `cut fraction 0.25`.
    static func name(_ treatment: CornerTreatment) -> String {
        func length(_ l: Length) -> String {
            switch l {
            case .points(let v): "\(v)"
            case .fraction(let f): "fraction \(f)"
            }
        }
        switch treatment {
        case .square: return "square"
        case .rounded(let l): return "rounded \(length(l))"
        case .cut(let l): return "cut \(length(l))"
        case .continuous(let l): return "continuous \(length(l))"
        case .curved(let w, let h): return "curved \(length(w)) x \(length(h))"
        }
    }
}
