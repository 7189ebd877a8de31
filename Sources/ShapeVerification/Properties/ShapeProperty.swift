import ShapeModel

/// A checkable statement about every shape, with a stable id that names its corpus folder.
///
/// A property is a pure function of the case and the producer: sample points are derived from
/// the case (``ShapeCase/samplingSeed``), never from a clock or a global generator, so a saved
/// case replays the same way forever.
public protocol ShapeProperty: Sendable {
    /// The stable id, e.g. `closed-path`; it names the corpus folder and `--property` selects by it.
    var id: String { get }
    /// One line: what the property states.
    var summary: String { get }
    /// The tolerance used and why it is right; printed by `verify-shapes properties`.
    var tolerance: String { get }
    /// Checks the property on one case with the producer under test.
    func check(_ shapeCase: ShapeCase, producer: any ShapeProducer) -> PropertyOutcome
}
