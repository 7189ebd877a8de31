import Foundation

extension Path {
    /// The path mapped by an affine transform.
    ///
    /// Points and control points map exactly (Beziers are affine-invariant). Arcs stay exact
    /// arcs under similarities (rotation, uniform scale, reflection, translation; detected to a
    /// relative 1e-12); under any other map an arc becomes cubics, one per at most π/32 of sweep,
    /// with the standard tangent length `4/3 tan(δ/4)` (see ``ArcApproximation``). Each cubic
    /// stays within `2e-11 r` of its circle, so the image is within `2e-11 · r · ‖T‖` of the
    /// exact image, `‖T‖` the largest singular value of the linear part.
    public func transformed(by t: ShapeModel.AffineTransform) -> Path {
        let similarity = Similarity(t)
        var out: [PathElement] = []
        out.reserveCapacity(transformedCount(similarity: similarity))
        forEachTransformedElement(by: t, similarity: similarity) { out.append($0) }
        return Path(out)
    }

    /// How many elements ``forEachTransformedElement(by:similarity:_:)`` hands over: one per
    /// element; without a similarity, each arc becomes its cubics and a join.
    func transformedCount(similarity: Similarity?) -> Int {
        var count = elements.count
        if similarity == nil {
            for case .arc(let arc) in elements { count += ArcApproximation.cubicCount(for: arc) + 1 }
        }
        return count
    }

    /// Calls `body` with the elements of ``transformed(by:)`` in order, without collecting them:
    /// a builder appends each straight into its own path. `similarity` must be `Similarity(t)`.
    @inline(__always)   // into its two callers, so that each element goes straight where it is kept
    func forEachTransformedElement(by t: ShapeModel.AffineTransform, similarity: Similarity?, _ body: (PathElement) -> Void) {
        var current: Point?
        var subpathStart: Point?
        for element in elements {
            switch element {
            case .move(let p):
                body(.move(to: t.apply(p)))
                current = p
                subpathStart = p
            case .line(let p):
                body(.line(to: t.apply(p)))
                current = p
            case .quad(let c, let p):
                body(.quad(control: t.apply(c), to: t.apply(p)))
                current = p
            case .cubic(let c1, let c2, let p):
                body(.cubic(control1: t.apply(c1), control2: t.apply(c2), to: t.apply(p)))
                current = p
            case .arc(let arc):
                if let similarity {
                    body(.arc(similarity.map(arc, by: t)))
                } else {
                    // The implicit join to the arc's start must become explicit once the arc is gone.
                    let start = arc.startPoint
                    if let c = current, c != start { body(.line(to: t.apply(start))) } else if current == nil { body(.move(to: t.apply(start))) }
                    ArcApproximation.forEachCubic(for: arc) { _, c1, c2, p in
                        body(.cubic(control1: t.apply(c1), control2: t.apply(c2), to: t.apply(p)))
                    }
                }
                current = arc.endPoint
            case .close:
                body(.close)
                current = subpathStart
            }
        }
    }
}

/// A linear part that is a rotation times a uniform scale, possibly with a reflection.
struct Similarity {
    let scale: Double
    let rotation: Double
    let reflects: Bool

    init?(_ t: ShapeModel.AffineTransform) {
        let size = abs(t.a) + abs(t.b) + abs(t.c) + abs(t.d)
        guard size > 0, size.isFinite else { return nil }
        let tolerance = 1e-12 * size
        if abs(t.a - t.d) <= tolerance && abs(t.b + t.c) <= tolerance {
            reflects = false
        } else if abs(t.a + t.d) <= tolerance && abs(t.b - t.c) <= tolerance {
            reflects = true
        } else {
            return nil
        }
        scale = abs(t.determinant).squareRoot()
        rotation = atan2(t.b, t.a)
        guard scale > 0 else { return nil }
    }

    /// The image arc: centre mapped, radius scaled, angles rotated (and mirrored for a reflection).
    func map(_ arc: Arc, by t: ShapeModel.AffineTransform) -> Arc {
        if reflects {
            return Arc(center: t.apply(arc.center), radius: arc.radius * scale,
                       startAngle: rotation - arc.startAngle, endAngle: rotation - arc.endAngle,
                       startPoint: t.apply(arc.startPoint), endPoint: t.apply(arc.endPoint))
        }
        return Arc(center: t.apply(arc.center), radius: arc.radius * scale,
                   startAngle: arc.startAngle + rotation, endAngle: arc.endAngle + rotation,
                   startPoint: t.apply(arc.startPoint), endPoint: t.apply(arc.endPoint))
    }
}

/// Cubic Beziers close to a circular arc, for exporters and non-similar transforms.
public enum ArcApproximation {
    /// The largest sweep one cubic covers.
    public static let maximumPieceSweep = Double.pi / 32

    /// The largest radial distance of any cubic from the circle, relative to the radius
    /// (measured: 1.62e-11 for a piece of π/32; the error grows as the sixth power of the sweep).
    public static let relativeErrorBound = 2e-11

    /// Cubics `(start, control1, control2, end)` that follow `arc` within ``relativeErrorBound`` `· r`.
    public static func cubics(for arc: Arc) -> [(Point, Point, Point, Point)] {
        var result: [(Point, Point, Point, Point)] = []
        forEachCubic(for: arc) { result.append(($0, $1, $2, $3)) }
        return result
    }

    /// How many cubics ``forEachCubic(for:_:)`` makes of `arc`: none for a zero, non-finite or
    /// infinitely large arc, else one per ``maximumPieceSweep`` or part of it (at most 4096).
    static func cubicCount(for arc: Arc) -> Int {
        let sweep = arc.sweep
        guard sweep.isFinite, sweep != 0, arc.radius.isFinite else { return 0 }
        return Int((abs(sweep) / maximumPieceSweep).rounded(.up).clamped(to: 1...4096))
    }

    /// Calls `body` with the cubics of ``cubics(for:)`` in order, without collecting them: a
    /// transform writes each straight into its path.
    static func forEachCubic(for arc: Arc, _ body: (Point, Point, Point, Point) -> Void) {
        let sweep = arc.sweep
        let count = cubicCount(for: arc)
        guard count > 0 else { return }
        let delta = sweep / Double(count)
        let k = 4.0 / 3.0 * tan(delta / 4) * arc.radius
        var p0 = arc.startPoint
        // The sine and cosine of a piece's end angle give its end point (the very numbers
        // `arc.point(at:)` would compute again) and serve again at the next piece's start.
        var (sin0, cos0) = (sin(arc.startAngle), cos(arc.startAngle))
        for i in 1...count {
            let a1 = i == count ? arc.endAngle : arc.startAngle + delta * Double(i)
            let (sin1, cos1) = (sin(a1), cos(a1))
            let p1 = i == count ? arc.endPoint : Point(x: arc.center.x + arc.radius * cos1, y: arc.center.y + arc.radius * sin1)
            let c1 = Point(x: p0.x - k * sin0, y: p0.y + k * cos0)
            let c2 = Point(x: p1.x + k * sin1, y: p1.y - k * cos1)
            body(p0, c1, c2, p1)
            (sin0, cos0) = (sin1, cos1)
            p0 = p1
        }
    }
}
