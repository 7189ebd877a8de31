import ShapeCore
import ShapeModel

extension ShapeProducer {
    /// The core's trimming: what every producer does unless a fault replaces it.
    public func trim(_ path: Path, from: Double, to: Double) -> Path {
        path.trimmed(from: from, to: to)
    }

    /// One ``trim(_:from:to:)`` per range.
    public func trims(of path: Path, _ ranges: [(from: Double, to: Double)]) -> [Path] {
        ranges.map { trim(path, from: $0.from, to: $0.to) }
    }

    /// Trims of the shape's outline, asked of ``trims(of:_:)-(Path,_)`` (so a producer that
    /// replaces that, or ``trim(_:from:to:)``, is asked).
    public func trims(of shape: ProducedShape, _ ranges: [(from: Double, to: Double)]) -> [Path] {
        trims(of: shape.path, ranges)
    }

    /// The core's spec interpolation: what every producer does unless a fault replaces it.
    public func interpolate(_ a: ShapeSpec, _ b: ShapeSpec, at t: Double, size: Size) throws(ShapeInputError) -> ShapeSpec {
        try a.interpolated(to: b, at: t, for: size)
    }
}

extension CoreProducer {
    /// The core's `Path.trimmed(_:)`: the same pieces as `Path.trimmed(from:to:)` one by one,
    /// the path's segments and their lengths measured once.
    public func trims(of path: Path, _ ranges: [(from: Double, to: Double)]) -> [Path] {
        path.trimmed(ranges)
    }

    /// Trims of the outline cut from its measure, made once per shape: `Path.trimmed(_:)`, bit for bit.
    public func trims(of shape: ProducedShape, _ ranges: [(from: Double, to: Double)]) -> [Path] {
        shape.measured.trimmed(ranges)
    }
}
