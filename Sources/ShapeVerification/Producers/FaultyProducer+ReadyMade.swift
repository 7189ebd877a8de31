import Foundation
import ShapeCore
import ShapeModel

/// The faulty producer's ready-made shapes, themes and builder: the core's, except where the
/// fault replaces them.
extension FaultyProducer {
    public func readyMadePath(_ shape: ReadyMadeShape, size: Size) throws(ShapeInputError) -> Path {
        guard fault == .circleOffCentre, shape == .circle else { return try shape.generator.path(for: size) }
        // The circle in the top-left square: the offsets that should be halved are not applied
        // on the left and top at all.
        let d = size.minDimension
        let (dx, dy) = (size.width - d, size.height - d)
        let spec = ShapeSpec(corners: Corners(all: .rounded(.fraction(0.5))),
                             offsets: Corners(topLeft: .zero, topRight: Vector(dx: -dx, dy: 0),
                                              bottomRight: Vector(dx: -dx, dy: -dy), bottomLeft: Vector(dx: 0, dy: -dy)))
        return try spec.path(for: size)
    }

    public func applying(_ metric: ShapeMetric, to spec: ShapeSpec, corners: Set<Corner>) -> ShapeSpec {
        metric.apply(to: spec, corners: fault == .metricTouchesEveryCorner ? Set(Corner.allCases) : corners)
    }

    public func perform(_ operation: PathOperation, on builder: inout PathBuilder) {
        switch (fault, operation) {
        case (.tangentArcMissesTheLine, .tangentArc(let p1, let p2, let radius)):
            Self.tangentArcWithTheTurningAngle(p1, p2, radius: radius, on: &builder)
        case (.appendMapsArcsByRotation, .append(let path, let t)):
            Self.appendMappingArcsByRotation(path, t, on: &builder)
        default:
            operation.apply(to: &builder)
        }
    }

    /// The tangent arc with the reach `r tan(θ/2)`: the centre one radius from the first line at
    /// that point, the sweep `π − θ` as it should be.
    static func tangentArcWithTheTurningAngle(_ p1: Point, _ p2: Point, radius: Double, on builder: inout PathBuilder) {
        guard let p0 = builder.currentPoint else { builder.move(to: p1); return }
        let a = p0 - p1, b = p2 - p1
        let la = a.length, lb = b.length, cross = a.cross(b)
        guard radius > 0, radius.isFinite, la > 0, lb > 0, cross != 0 else { builder.line(to: p1); return }
        let theta = atan2(Swift.abs(cross), a.dot(b))
        let ua = Vector(dx: a.dx / la, dy: a.dy / la)
        let t1 = p1 + radius * tan(theta / 2) * ua
        let normal = cross > 0 ? Vector(dx: -ua.dy, dy: ua.dx) : Vector(dx: ua.dy, dy: -ua.dx)
        let center = t1 + radius * normal
        let start = atan2(-normal.dy, -normal.dx)
        builder.line(to: t1)
        builder.arc(center: center, radius: radius, startAngle: start, sweep: cross < 0 ? .pi - theta : theta - .pi)
    }

    /// `append(_:transform:)` with every arc mapped as a rotation and uniform scale would map it.
    static func appendMappingArcsByRotation(_ path: Path, _ t: ShapeModel.AffineTransform, on builder: inout PathBuilder) {
        let scale = Swift.abs(t.determinant).squareRoot(), rotation = atan2(t.b, t.a)
        for element in path.elements {
            switch element {
            case .move(let p): builder.move(to: t.apply(p))
            case .line(let p): builder.line(to: t.apply(p))
            case .quad(let c, let p): builder.quad(control: t.apply(c), to: t.apply(p))
            case .cubic(let c1, let c2, let p): builder.cubic(control1: t.apply(c1), control2: t.apply(c2), to: t.apply(p))
            case .arc(let arc):
                builder.arc(center: t.apply(arc.center), radius: arc.radius * scale, startAngle: arc.startAngle + rotation, sweep: arc.sweep)
            case .close: builder.close()
            }
        }
    }
}
