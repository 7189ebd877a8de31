import Foundation

extension ResolvedShape {
    /// The outline (Contract: path order, affine corner templates, flat-arc chord), computed from the stored decisions.
    ///
    /// One closed subpath: it starts where the topLeft corner meets the left edge and runs
    /// clockwise on screen. Every corner and edge piece is an explicit element, the last one
    /// ends exactly at the start point, and `close` comes last. Each reach point ("joint") is
    /// computed once and shared by the corner and the edge that meet there, so straight pieces
    /// join bit for bit; an arc's computed end differs from its joint by rounding only.
    /// Zero-length pieces are never emitted. A zero-area size gives the empty path.
    public var path: Path { path(in: CornerFrame(cornerPoints)) }

    /// The outline drawn in `frame`, which must be `CornerFrame(cornerPoints)` (resolution hands
    /// over the one it built, so a shape resolved only to be drawn builds its frame once).
    func path(in frame: CornerFrame) -> Path {
        guard !isEmpty else { return .empty }
        func spanStart(_ i: Int) -> Point { frame.point(onEdge: i, at: edges[i].spanStart, length: edges[i].length) }
        func spanEnd(_ i: Int) -> Point { frame.point(onEdge: i, at: edges[i].spanEnd, length: edges[i].length) }

        // The exact number of elements when nothing vanishes: a move, each corner's pieces, each
        // edge's straight piece and a triangle's three, the close. Reserving that much rather than
        // the most any shape needs keeps the buffer small (a rounded rectangle's ten elements fit
        // the allocator's fast size classes; forty did not).
        var capacity = 2
        for k in 0..<4 {
            if case .continuous = corners[k].treatment { capacity += ContinuousCornerTemplate.pieces.count } else { capacity += 1 }
            capacity += edges[k].triangle == nil ? 1 : 4
        }
        var writer = OutlineWriter(start: spanEnd(3), capacity: capacity)
        var previousEnd = spanEnd(3)
        for k in 0..<4 {
            let start = spanStart(k), end = spanEnd(k)
            writeCorner(k, from: previousEnd, to: start, frame: frame, into: &writer)
            writeEdge(k, from: start, to: end, frame: frame, into: &writer)
            previousEnd = end
        }
        return writer.finish()
    }

    /// Corner k runs from its reach point on the incoming edge to the one on the outgoing edge.
    ///
    /// The two reach points can round to one point at a very sharp corner while the treatment
    /// between them still reaches toward the vertex (a continuous curve, a quad, an arc), so
    /// they are not compared here; zero-size treatments vanish in `OutlineWriter` instead.
    private func writeCorner(_ k: Int, from start: Point, to end: Point, frame: CornerFrame, into writer: inout OutlineWriter) {
        let corner = corners[k]
        let vertex = frame.points[k]
        switch corner.treatment {
        case .square, .cut:
            writer.line(to: end)
        case .curved:
            writer.append(.quad(control: vertex, to: end), endingAt: end)
        case .rounded(let r):
            let radius = r.rawValue
            guard radius > 0, radius.isFinite else { writer.line(to: end); return }
            // Centre one radius inside the tangent point on the incoming edge: at a right angle
            // with axis-aligned edges this is exactly (P.x ± r, P.y ± r).
            let incomingEdge = (k + 3) % 4
            let center = start + radius * frame.innerNormal(incomingEdge)
            let n = frame.outerNormal(incomingEdge)
            // `+ 0` turns -0.0 into +0.0, so the left edge's normal (-1, -0) gives π, not -π.
            let startAngle = CornerFrame.angle(y: n.dy + 0, x: n.dx + 0)
            let sweep = Double.pi - corner.interiorAngle
            // At a nearly straight corner a large radius gives an arc flatter than its own
            // representation: its bulge (sagitta) is below the rounding of points computed from
            // a far-away centre, so the chord between the exact joints is the more exact drawing.
            let sagitta = 2 * radius * Self.sagittaFactor(sweep: sweep)
            let representationError = 4 * (Swift.max(abs(center.x), abs(center.y)) + radius).ulp
            guard sagitta > representationError else { writer.line(to: end); return }
            // The tangent points are the joints themselves: exact, not a cos/sin round trip.
            let arc = Arc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + sweep,
                          startPoint: start, endPoint: end)
            writer.append(.arc(arc), endingAt: end)
        case .continuous(let r):
            let radius = r.rawValue
            let v = frame.incoming(k), u = frame.outgoing(k)
            func map(_ p: (a: Double, b: Double)) -> Point { vertex + (p.a * radius) * v + (p.b * radius) * u }
            let pieces = ContinuousCornerTemplate.pieces
            for (index, piece) in pieces.enumerated() {
                let isLast = index == pieces.count - 1
                switch piece {
                case .cubic(let c1, let c2, let to):
                    let target = isLast ? end : map(to)
                    writer.append(.cubic(control1: map(c1), control2: map(c2), to: target), endingAt: target)
                case .line(let to):
                    writer.line(to: map(to))
                }
            }
        }
    }

    /// `sin²(sweep / 4)`: a rounded corner's sagitta in units of `2r`.
    ///
    /// A right angle's (every rectangle's corner) is a constant: the number that expression gives
    /// for `sweep = π/2` (a test checks that they are the same bits), without a `sin` and a `pow` per corner.
    @inline(__always)
    static func sagittaFactor(sweep: Double) -> Double {
        sweep == Double.pi / 2 ? rightAngleSagittaFactor : pow(sin(sweep / 4), 2)
    }

    /// `pow(sin((Double.pi / 2) / 4), 2)`, sin²(π/8).
    static let rightAngleSagittaFactor: Double = 0x1.2bec333018867p-3

    /// Edge i: straight span, then (if any) the triangle's base start, apex and base end, then straight again.
    private func writeEdge(_ i: Int, from start: Point, to end: Point, frame: CornerFrame, into writer: inout OutlineWriter) {
        let edge = edges[i]
        if let t = edge.triangle {
            // Snap a base end that rounding left next to its span end. Relative to the edge alone
            // (no absolute floor), so the snap is the same at every scale: an absolute 1e-12 snapped
            // a real 1e-12 straight piece on a 1e-9 shape but not at twice the size (found by
            // scale-covariance, seed 4242).
            let tolerance = 1e-12 * abs(edge.length)
            let d1 = t.center - t.size, d2 = t.center + t.size
            let baseStart = abs(d1 - edge.spanStart) <= tolerance ? start : frame.point(onEdge: i, at: d1, length: edge.length)
            let baseEnd = abs(d2 - edge.spanEnd) <= tolerance ? end : frame.point(onEdge: i, at: d2, length: edge.length)
            let normal = t.direction == .outward ? frame.outerNormal(i) : frame.innerNormal(i)
            let apex = frame.point(onEdge: i, at: t.center, length: edge.length) + t.size * normal
            writer.line(to: baseStart)
            writer.line(to: apex)
            writer.line(to: baseEnd)
        }
        // Reaches that fill the edge can leave `spanEnd` an ulp before `spanStart` (the overlap guard bounds
        // their sum, not the difference); such a span is empty, not a step backwards.
        if edge.spanEnd > edge.spanStart || edge.triangle != nil { writer.line(to: end) }
    }
}

/// Accumulates outline elements, dropping zero-length pieces.
///
/// It tracks both the joint each piece was meant to end at and where the pen really is (an
/// arc's computed end point can differ from its joint by rounding). A straight piece is dropped
/// when its end is either of them: zero length by the shared numbers or as drawn.
struct OutlineWriter {
    private var elements: [PathElement]
    private var current: Point
    private var pen: Point

    /// A writer whose path starts at `start`, with room for `capacity` elements.
    init(start: Point, capacity: Int) {
        elements = []
        elements.reserveCapacity(capacity)
        elements.append(.move(to: start))
        current = start
        pen = start
    }

    /// A straight piece, unless it would have zero length.
    mutating func line(to p: Point) {
        guard p != current, p != pen else { return }
        elements.append(.line(to: p))
        current = p
        pen = p
    }

    /// A curved piece whose intended end is `end`, unless every point of it is the joint or the
    /// pen (zero size, by the shared numbers or as drawn, like `line(to:)`).
    mutating func append(_ element: PathElement, endingAt end: Point) {
        func vanishes(at here: Point) -> Bool {
            switch element {
            case .quad(let c, let p): c == here && p == here
            case .cubic(let c1, let c2, let p): c1 == here && c2 == here && p == here
            default: false
            }
        }
        if vanishes(at: current) || vanishes(at: pen) { return }
        elements.append(element)
        current = end
        pen = element.endPoint ?? end
    }

    /// Closes the subpath; the last piece already ends at the start, so `close` adds no geometry.
    mutating func finish() -> Path {
        elements.append(.close)
        return Path(elements)
    }
}
