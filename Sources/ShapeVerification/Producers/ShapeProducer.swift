import ShapeModel

/// The thing under test: turns a spec and a size into a ``ProducedShape``.
///
/// Properties take the producer as a parameter. ``CoreProducer`` (the geometry core) is the
/// default; ``FaultyProducer`` plugs in deliberately broken ones to prove the properties catch
/// real bugs.
public protocol ShapeProducer: Sendable {
    /// A short name for reports, e.g. `core` or `faulty(no-overlap-rule)`.
    var name: String { get }
    /// The shape, or the input error that makes the spec invalid at this size.
    func produce(_ spec: ShapeSpec, size: Size) throws(ShapeInputError) -> ProducedShape
}
