import ShapeCore
import ShapeModel

extension ShapeProducer {
    /// The core's stroked length: what every producer measures unless a fault replaces it.
    public func length(of path: Path) -> Double {
        path.length
    }

    /// The core's point at a length along the stroke: what every producer answers unless a fault replaces it.
    public func point(on path: Path, atLength distance: Double) -> Point? {
        path.point(atLength: distance)
    }

    /// One ``point(on:atLength:)`` per distance.
    public func points(on path: Path, atLengths distances: [Double]) -> [Point?] {
        distances.map { point(on: path, atLength: $0) }
    }

    /// The length of the shape's outline, asked of ``length(of:)-(Path)`` (so a producer that
    /// replaces that is asked).
    public func length(of shape: ProducedShape) -> Double {
        length(of: shape.path)
    }

    /// Points along the shape's outline, asked of ``points(on:atLengths:)-(Path,_)``.
    public func points(on shape: ProducedShape, atLengths distances: [Double]) -> [Point?] {
        points(on: shape.path, atLengths: distances)
    }
}

extension CoreProducer {
    /// The core's `Path.points(atLengths:)`: the same points as `Path.point(atLength:)` one by
    /// one, the path's segments and their lengths measured once.
    public func points(on path: Path, atLengths distances: [Double]) -> [Point?] {
        path.points(atLengths: distances)
    }

    /// The outline's length from its measure, made once per shape: `Path.length`, bit for bit.
    public func length(of shape: ProducedShape) -> Double {
        shape.measured.length
    }

    /// Points along the outline from its measure, made once per shape: `Path.points(atLengths:)`, bit for bit.
    public func points(on shape: ProducedShape, atLengths distances: [Double]) -> [Point?] {
        shape.measured.points(atLengths: distances)
    }
}
