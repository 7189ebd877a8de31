import ShapeModel

/// A point on the outline where the geometry is delicate, with the outward unit normal there.
///
/// A fuzzer nudges `point` by a small multiple of `outwardNormal` both ways and expects the
/// oracle's definite answers (`outside` after a nudge along the normal, `inside` against it) to
/// hold for the implementation under test. Where the outline has a kink, the normal is the
/// normalised sum of the two pieces' normals, which points outside for convex and reflex kinks alike.
public struct OracleProbe: Hashable, Sendable {
    /// The point, on the oracle's outline.
    public var point: Point
    /// The outward unit normal (the bisector of the two normals at a kink).
    public var outwardNormal: Vector
    /// What the point is, e.g. `topLeft.rounded.start` or `bottom.triangle.apex`.
    public var label: String {
        get {
            switch name {
            case .vertex(let corner): corner + ".vertex"
            case .start(let piece): piece.startName
            case .middle(let piece): piece.description + ".mid"
            case .given(let label): label
            }
        }
        set { name = .given(newValue) }
    }

    /// The label's parts: spelled out only when it is read (a message, a test), not for every
    /// probe of every oracle a fuzz run builds.
    enum Name: Sendable {
        /// A square corner's vertex, by the corner's name.
        case vertex(String)
        /// Where a piece starts.
        case start(PieceLabel)
        /// A curved piece's middle.
        case middle(PieceLabel)
        /// A label given whole.
        case given(String)
    }

    var name: Name

    /// A probe.
    public init(point: Point, outwardNormal: Vector, label: String) {
        self.init(point: point, outwardNormal: outwardNormal, name: .given(label))
    }

    init(point: Point, outwardNormal: Vector, name: Name) {
        self.point = point
        self.outwardNormal = outwardNormal
        self.name = name
    }

    /// Probes are equal when point, normal and label are (however the label is kept).
    public static func == (a: OracleProbe, b: OracleProbe) -> Bool {
        a.point == b.point && a.outwardNormal == b.outwardNormal && a.label == b.label
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(point)
        hasher.combine(outwardNormal)
        hasher.combine(label)
    }
}
