import ShapeCore
import ShapeModel

extension ShapeProducer {
    /// The core's trimming: what every producer does unless a fault replaces it.
    public func trim(_ path: Path, from: Double, to: Double) -> Path {
        path.trimmed(from: from, to: to)
    }

    /// The core's spec interpolation: what every producer does unless a fault replaces it.
    public func interpolate(_ a: ShapeSpec, _ b: ShapeSpec, at t: Double, size: Size) throws(ShapeInputError) -> ShapeSpec {
        try a.interpolated(to: b, at: t, for: size)
    }
}
