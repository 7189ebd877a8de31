import ShapeModel

/// One command of SVG path data as ``SVGPathParser`` reads it: absolute, with `H` and `V` turned
/// into lines and the implicit lines after a move made explicit.
public enum SVGPathCommand: Hashable, Sendable {
    /// `M`: starts a subpath.
    case move(to: Point)
    /// `L`, `H`, `V`, or a coordinate pair after `M`.
    case line(to: Point)
    /// `Q`.
    case quad(control: Point, to: Point)
    /// `C`.
    case cubic(control1: Point, control2: Point, to: Point)
    /// `A`, in SVG's end-point form.
    case arc(SVGArcCommand)
    /// `Z`.
    case close

    /// Where the command leaves the pen; `nil` for `close`, which returns to the subpath's start.
    public var endPoint: Point? {
        switch self {
        case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p): p
        case .arc(let a): a.end
        case .close: nil
        }
    }
}

/// An `A` command's parameters (SVG 1.1, section 8.3.8), as written.
public struct SVGArcCommand: Hashable, Sendable {
    /// The radii as written (SVG takes their absolute values and scales them up if too small).
    public var radiusX: Double
    public var radiusY: Double
    /// The x-axis rotation, in degrees.
    public var rotation: Double
    /// large-arc-flag: the arc of more than 180 degrees.
    public var largeArc: Bool
    /// sweep-flag: 1 draws in the direction of increasing angle (clockwise on screen, y down).
    public var sweep: Bool
    /// Where the arc ends.
    public var end: Point

    /// An arc command.
    public init(radiusX: Double, radiusY: Double, rotation: Double, largeArc: Bool, sweep: Bool, end: Point) {
        self.radiusX = radiusX
        self.radiusY = radiusY
        self.rotation = rotation
        self.largeArc = largeArc
        self.sweep = sweep
        self.end = end
    }
}
