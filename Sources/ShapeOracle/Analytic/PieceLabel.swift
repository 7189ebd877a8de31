import ShapeModel

/// The name of a piece of the oracle's outline, e.g. `topLeft.rounded` or `top.triangle.side2`:
/// the corner or edge it belongs to and what part of it the piece is.
///
/// The oracle is built for every fuzz case (twice, with the ready-made shapes) and its names are
/// read only when a message shows one, so a name is kept as its parts and spelled out on demand:
/// building the strings of every piece and probe was a fifth of the oracle's construction.
struct PieceLabel: Hashable, Sendable, CustomStringConvertible {
    /// What part of its corner or edge a piece is; the raw value is its spelling.
    enum Part: String, Sendable {
        case rounded, cut, curved
        case continuousCubic1 = "continuous.cubic1", continuousLine1 = "continuous.line1"
        case continuousCubic2 = "continuous.cubic2", continuousLine2 = "continuous.line2"
        case continuousCubic3 = "continuous.cubic3"
        case span, span1, span2
        case triangleSide1 = "triangle.side1", triangleSide2 = "triangle.side2"
    }

    /// The corner or edge a piece belongs to, spelled by its name (`topLeft`, `bottom`). Kept as
    /// the enum, not its spelling: a `String` here made every copy of a piece retain and release it.
    enum Owner: Hashable, Sendable, CustomStringConvertible {
        case corner(Corner), edge(Edge)

        var description: String {
            switch self {
            case .corner(let corner): corner.description
            case .edge(let edge): edge.description
            }
        }
    }

    /// The corner or edge.
    let owner: Owner
    /// The part.
    let part: Part

    var description: String { owner.description + "." + part.rawValue }

    /// The name of the point where the piece starts: triangle joints by their role
    /// (`top.triangle.base0`, `.apex`, `.base1`), else `<piece>.start`.
    var startName: String {
        switch part {
        case .triangleSide1: owner.description + ".triangle.base0"
        case .triangleSide2: owner.description + ".triangle.apex"
        case .span2: owner.description + ".triangle.base1"
        default: description + ".start"
        }
    }
}
