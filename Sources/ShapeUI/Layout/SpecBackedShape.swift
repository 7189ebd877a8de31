/// A shape generator whose outline at every size is a ``ShapeSpec`` resolved at that size: what
/// lets a view know its content margins and switch its corner curve.
///
/// The spec, every ready-made shape (`CircleShape`, `PillShape`, `FullyRoundedCornersShape`,
/// `DiamondShape`, `SlantedRectShape`, `CurvedRectShape`) and `ShapeMetric` applications are
/// spec-backed. A custom generator (a `PathBuilder` outline, say) is not: a view draws it, hit
/// tests it and sizes its ripple from it, but claims no content margins for it.
public protocol SpecBackedShape: ShapeGenerating {
    /// The spec that draws this shape at `size` (Contract: layout margins). `CircleShape` draws
    /// its outline directly but takes its margins from this spec (Contract: circle margins).
    func spec(for size: Size) -> ShapeSpec
}

extension ShapeSpec: SpecBackedShape {
    /// The spec itself, at every size.
    public func spec(for size: Size) -> ShapeSpec { self }
}

extension CircleShape: SpecBackedShape {}
extension FullyRoundedCornersShape: SpecBackedShape {}
extension DiamondShape: SpecBackedShape {}

extension PillShape: SpecBackedShape {
    /// ``PillShape/spec``, at every size.
    public func spec(for size: Size) -> ShapeSpec { spec }
}

extension CurvedRectShape: SpecBackedShape {
    /// ``CurvedRectShape/spec``, at every size.
    public func spec(for size: Size) -> ShapeSpec { spec }
}

extension SlantedRectShape: SpecBackedShape {
    /// ``SlantedRectShape/spec``, at every size.
    public func spec(for size: Size) -> ShapeSpec { spec }
}
