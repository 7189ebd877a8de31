/// A shape specification: four corner treatments, four corner offsets and four edge treatments.
///
/// A spec is size-independent; resolving it for a size (in `ShapeCore`) gives concrete geometry.
/// The default spec is a plain rectangle.
public struct ShapeSpec: Hashable, Sendable {
    /// Corner treatments, in path order.
    public var corners: Corners<CornerTreatment>
    /// Offsets that move each corner point: `P_i = base_i + offsets_i` (the slanted-rectangle generator).
    public var offsets: Corners<Vector>
    /// Edge treatments; edge i runs from corner i to corner i+1.
    public var edges: Edges<EdgeTreatment>

    public init(corners: Corners<CornerTreatment> = Corners(all: .square),
                offsets: Corners<Vector> = Corners(all: .zero),
                edges: Edges<EdgeTreatment> = Edges(all: .straight)) {
        self.corners = corners
        self.offsets = offsets
        self.edges = edges
    }

    /// The same treatment on every corner, straight edges and no offsets.
    public init(allCorners treatment: CornerTreatment) {
        self.init(corners: Corners(all: treatment))
    }

    /// A rectangle with no treatment.
    public static let rectangle = ShapeSpec()

    /// Sets every corner to one treatment.
    public mutating func setAllCorners(_ treatment: CornerTreatment) {
        corners = Corners(all: treatment)
    }

    /// Sets every edge to one treatment.
    public mutating func setAllEdges(_ treatment: EdgeTreatment) {
        edges = Edges(all: treatment)
    }

    /// Whether any corner is offset from the rectangle's vertex.
    /// (Reads the four offsets without building an array: resolution asks on every shape.)
    public var hasOffsets: Bool {
        func moves(_ v: Vector) -> Bool { v.dx != 0 || v.dy != 0 }
        return moves(offsets.topLeft) || moves(offsets.topRight) || moves(offsets.bottomRight) || moves(offsets.bottomLeft)
    }

    /// Whether ``validate()`` accepts the spec.
    ///
    /// The checks are inlined: as calls, copying each treatment into them cost about a quarter
    /// of the whole (validation runs on every resolution).
    private var isWithinLimits: Bool {
        @inline(__always) func accepts(_ l: Length) -> Bool { ShapeLimits.accepts(l.rawValue, nonNegative: true) }
        @inline(__always) func accepts(_ t: CornerTreatment) -> Bool {
            switch t {
            case .square: true
            case .rounded(let l), .cut(let l), .continuous(let l): accepts(l)
            case .curved(let w, let h): accepts(w) && accepts(h)
            }
        }
        @inline(__always) func accepts(_ t: EdgeTreatment) -> Bool {
            if case .triangle(let s, _) = t { accepts(s) } else { true }
        }
        @inline(__always) func accepts(_ o: Vector) -> Bool {
            ShapeLimits.accepts(o.dx, nonNegative: false) && ShapeLimits.accepts(o.dy, nonNegative: false)
        }
        return accepts(corners.topLeft) && accepts(corners.topRight) && accepts(corners.bottomRight) && accepts(corners.bottomLeft)
            && accepts(offsets.topLeft) && accepts(offsets.topRight) && accepts(offsets.bottomRight) && accepts(offsets.bottomLeft)
            && accepts(edges.top) && accepts(edges.right) && accepts(edges.bottom) && accepts(edges.left)
    }

    /// Throws for the first size that is negative or not finite, or offset that is not finite,
    /// naming it by its JSON path. Geometric validity (convexity after offsets) depends on the
    /// size and is checked by resolution.
    ///
    /// Corners in path order, each with its offset, then edges in path order. The four of each
    /// are named one by one rather than through `allCases`, an array built on every call
    /// (validation runs on every resolution).
    public func validate() throws(ShapeInputError) {
        // The common case, every number acceptable, in one pass that names nothing; the named
        // checks below run only to say which number failed.
        if isWithinLimits { return }
        func check(_ c: Corner) throws(ShapeInputError) {
            try corners[c].validate(field: "corners.\(c)")
            let o = offsets[c]
            try ShapeLimits.check(o.dx, field: "offsets.\(c)[0]", nonNegative: false)
            try ShapeLimits.check(o.dy, field: "offsets.\(c)[1]", nonNegative: false)
        }
        try check(.topLeft)
        try check(.topRight)
        try check(.bottomRight)
        try check(.bottomLeft)
        try edges.top.validate(field: "edges.\(Edge.top)")
        try edges.right.validate(field: "edges.\(Edge.right)")
        try edges.bottom.validate(field: "edges.\(Edge.bottom)")
        try edges.left.validate(field: "edges.\(Edge.left)")
    }
}
