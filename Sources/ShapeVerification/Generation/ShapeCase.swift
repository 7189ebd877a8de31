import ShapeModel

/// One input to a property: a spec and the size it is drawn at.
///
/// Properties are pure functions of a case (and the producer under test): any sample points they
/// need are derived from the case itself, so a case saved to the corpus replays identically.
public struct ShapeCase: Hashable, Sendable {
    /// The shape specification.
    public var spec: ShapeSpec
    /// The size it is resolved for.
    public var size: Size

    /// A case of `spec` at `size`.
    public init(spec: ShapeSpec, size: Size) {
        self.spec = spec
        self.size = size
    }

    /// `{"size": {"width", "height"}, "spec": ...}`: how reports and corpus entries write a case.
    public var jsonValue: JSONValue {
        .object(["spec": spec.jsonValue,
                 "size": .object(["width": .number(size.width), "height": .number(size.height)])])
    }

    /// The case as compact canonical JSON, for one-line reports.
    public var jsonString: String { JSONWriter.string(jsonValue) }

    /// How many corners are not square plus how many edges are not straight plus how many corners
    /// are offset: the shrinker's measure of "features", and what the faulty-producer tests bound.
    public var featureCount: Int {
        spec.corners.inOrder.filter { !$0.isSquare }.count
            + spec.edges.inOrder.filter { !$0.isStraight }.count
            + spec.offsets.inOrder.filter { $0 != .zero }.count
    }

    /// Every number in the case (size, corner and triangle sizes, offsets), for "small round" checks.
    public var numbers: [Double] {
        var all: [Double] = []
        all.reserveCapacity(22)
        forEachNumber { all.append($0) }
        return all
    }

    /// Calls `body` with each of ``numbers``, in the same order, without making an array (the
    /// sampling seed reads them for every derived sample set of a case).
    func forEachNumber(_ body: (Double) -> Void) {
        body(size.width)
        body(size.height)
        func corner(_ treatment: CornerTreatment) {
            switch treatment {
            case .square: break
            case .rounded(let l), .cut(let l), .continuous(let l): body(l.rawValue)
            case .curved(let w, let h): body(w.rawValue); body(h.rawValue)
            }
        }
        let corners = spec.corners
        corner(corners.topLeft); corner(corners.topRight); corner(corners.bottomRight); corner(corners.bottomLeft)
        func edge(_ treatment: EdgeTreatment) {
            if case .triangle(let s, _) = treatment { body(s.rawValue) }
        }
        let edges = spec.edges
        edge(edges.top); edge(edges.right); edge(edges.bottom); edge(edges.left)
        func offset(_ v: Vector) {
            if v != .zero { body(v.dx); body(v.dy) }
        }
        let offsets = spec.offsets
        offset(offsets.topLeft); offset(offsets.topRight); offset(offsets.bottomRight); offset(offsets.bottomLeft)
    }
}
