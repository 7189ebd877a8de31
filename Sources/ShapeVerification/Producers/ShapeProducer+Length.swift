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
}
