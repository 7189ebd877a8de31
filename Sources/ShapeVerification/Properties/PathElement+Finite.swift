import ShapeModel

extension PathElement {
    /// Whether every number the element stores is finite (points, control points; an arc's
    /// centre, radius, angles and end points). Checked without gathering the numbers into an
    /// array: the structure checks run over every element of several paths per case.
    @inline(__always)   // in the structure checks' loops over every element
    var hasOnlyFiniteNumbers: Bool {
        func finite(_ p: Point) -> Bool { p.x.isFinite && p.y.isFinite }
        return switch self {
        case .move(let p), .line(let p): finite(p)
        case .quad(let c, let p): finite(c) && finite(p)
        case .cubic(let c1, let c2, let p): finite(c1) && finite(c2) && finite(p)
        case .arc(let a):
            finite(a.center) && a.radius.isFinite && a.startAngle.isFinite && a.endAngle.isFinite
                && finite(a.startPoint) && finite(a.endPoint)
        case .close: true
        }
    }
}
