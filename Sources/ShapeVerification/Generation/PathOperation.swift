import ShapeCore
import ShapeModel

/// One `PathBuilder` call, as data: what `path-builder` derives from a case and asks the
/// producer to perform (``ShapeProducer/perform(_:on:)``).
public enum PathOperation: Hashable, Sendable, CustomStringConvertible {
    /// `move(to:)`.
    case move(Point)
    /// `line(to:)`.
    case line(Point)
    /// `quad(control:to:)`.
    case quad(Point, Point)
    /// `cubic(control1:control2:to:)`.
    case cubic(Point, Point, Point)
    /// `arc(center:radius:startAngle:endAngle:clockwise:)`.
    case arc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool)
    /// `arc(tangentPoint:to:radius:)`.
    case tangentArc(Point, to: Point, radius: Double)
    /// `append(_:transform:)`.
    case append(Path, AffineTransform)
    /// `close()`.
    case close

    /// Calls the builder method this operation stands for.
    public func apply(to builder: inout PathBuilder) {
        switch self {
        case .move(let p): builder.move(to: p)
        case .line(let p): builder.line(to: p)
        case .quad(let c, let p): builder.quad(control: c, to: p)
        case .cubic(let c1, let c2, let p): builder.cubic(control1: c1, control2: c2, to: p)
        case .arc(let center, let radius, let start, let end, let clockwise):
            builder.arc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: clockwise)
        case .tangentArc(let p1, let p2, let radius): builder.arc(tangentPoint: p1, to: p2, radius: radius)
        case .append(let path, let t): builder.append(path, transform: t)
        case .close: builder.close()
        }
    }

    /// The call as source-like text, for messages.
    public var description: String {
        func p(_ q: Point) -> String { "(\(q.x), \(q.y))" }
        switch self {
        case .move(let q): return "move(to: \(p(q)))"
        case .line(let q): return "line(to: \(p(q)))"
        case .quad(let c, let q): return "quad(control: \(p(c)), to: \(p(q)))"
        case .cubic(let c1, let c2, let q): return "cubic(control1: \(p(c1)), control2: \(p(c2)), to: \(p(q)))"
        case .arc(let c, let r, let s, let e, let cw):
            return "arc(center: \(p(c)), radius: \(r), startAngle: \(s), endAngle: \(e), clockwise: \(cw))"
        case .tangentArc(let p1, let p2, let r): return "arc(tangentPoint: \(p(p1)), to: \(p(p2)), radius: \(r))"
        case .append(let path, let t):
            return "append(\(path.elements.count) elements, transform: [\(t.a), \(t.b), \(t.c), \(t.d), \(t.tx), \(t.ty)])"
        case .close: return "close()"
        }
    }
}
