import ShapeCore
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
    /// The part of `path` between two fractions of its length, wrapping when `from > to`
    /// (Contract: wrapping trim). The core's `Path.trimmed(from:to:)` unless a fault replaces it.
    func trim(_ path: Path, from: Double, to: Double) -> Path
    /// The spec between `a` (t = 0) and `b` (t = 1) drawn at `size` (Contract: spec
    /// interpolation). The core's `ShapeSpec.interpolated(to:at:for:)` unless a fault replaces it.
    func interpolate(_ a: ShapeSpec, _ b: ShapeSpec, at t: Double, size: Size) throws(ShapeInputError) -> ShapeSpec
    /// The shaped surface of `spec` at `size` with a border and an elevation (Contract:
    /// surfaces): outline, content mask, border region, shadow and ripple. The core's
    /// `ShapedSurface(spec:size:borderWidth:elevation:)` unless a fault replaces it.
    func surface(_ spec: ShapeSpec, size: Size, borderWidth: Double, elevation: Double) throws(ShapeInputError) -> ShapedSurface
}
