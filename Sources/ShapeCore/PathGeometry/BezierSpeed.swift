import Foundation

/// The speed `|B'(t)|` of a segment, the integrand of its arc length, with a Bezier's control
/// differences taken once instead of at each of the twenty quadrature nodes per interval.
///
/// The same operations as `segment.derivative(at: t).norm` on the same numbers, in the same
/// order, so the same bits: a quad's `2s (p1 - p0) + 2t (p2 - p1)`, a cubic's
/// `3s² (p1 - p0) + 6st (p2 - p1) + 3t² (p3 - p2)`. Lines and arcs ask the segment itself.
///
/// - Complexity: O(1) per evaluation.
struct BezierSpeed {
    private enum Form {
        case quad(Vector, Vector)
        case cubic(Vector, Vector, Vector)
        case other(PathSegment)
    }

    private let form: Form

    init(_ segment: PathSegment) {
        switch segment {
        case .quad(let p0, let p1, let p2): form = .quad(p1 - p0, p2 - p1)
        case .cubic(let p0, let p1, let p2, let p3): form = .cubic(p1 - p0, p2 - p1, p3 - p2)
        case .line, .arc: form = .other(segment)
        }
    }

    /// `|B'(t)|`.
    @inline(__always)
    func at(_ t: Double) -> Double {
        let s = 1 - t
        switch form {
        case .quad(let d1, let d2):
            return (2 * s * d1 + 2 * t * d2).norm
        case .cubic(let d1, let d2, let d3):
            return (3 * s * s * d1 + 6 * s * t * d2 + 3 * t * t * d3).norm
        case .other(let segment):
            return segment.derivative(at: t).norm
        }
    }
}
