/// Everything resolution decided for one spec at one size (Contract: inspectable resolution).
///
/// Only decisions are stored; ``path`` and ``contentMargins`` are computed from the stored
/// values every time. A test (or the fuzzer's self-test) can therefore tamper with, say,
/// `edges[.top].triangle?.center` and get exactly the tampered outline back.
public struct ResolvedShape: Hashable, Sendable {
    /// The size the spec was resolved for.
    public var size: Size
    /// The overlap factor `f` (Contract: overlap rule) every corner size was multiplied by; 1 if nothing overlapped.
    public var overlapFactor: Double
    /// The corner points `P_i`: the rectangle's vertices moved by the offsets.
    public var cornerPoints: Corners<Point>
    /// Final corner treatments, reaches and interior angles.
    public var corners: Corners<ResolvedCorner>
    /// Final edge lengths, straight spans and triangles.
    public var edges: Edges<ResolvedEdge>
    /// Whether the spec moved any corner point; margins are then blocked or taken on the moved rectangle (Contract: margins with offsets).
    public var hasOffsets: Bool

    /// Memberwise.
    public init(size: Size, overlapFactor: Double, cornerPoints: Corners<Point>, corners: Corners<ResolvedCorner>,
                edges: Edges<ResolvedEdge>, hasOffsets: Bool) {
        self.size = size
        self.overlapFactor = overlapFactor
        self.cornerPoints = cornerPoints
        self.corners = corners
        self.edges = edges
        self.hasOffsets = hasOffsets
    }

    /// Whether the size has no area; such a shape has the empty path (Contract: empty size).
    public var isEmpty: Bool { size.isEmpty }

    /// The shape's bounds: the path's tight bounds, or `(0, 0, w, h)` for a zero-area size (Contract: empty size).
    public var bounds: Rect { isEmpty ? Rect(size: size) : path.bounds }
}
