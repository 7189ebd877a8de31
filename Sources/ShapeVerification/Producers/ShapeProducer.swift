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
    /// What it draws, which contract variants it follows and which measures it provides
    /// (``ProducerCapabilities``): the generator, the oracle and the runner follow them.
    /// Everything, the contract itself and every measure (``ProducerCapabilities/core``) unless
    /// a producer says otherwise.
    var capabilities: ProducerCapabilities { get }
    /// The shape, or the input error that makes the spec invalid at this size.
    func produce(_ spec: ShapeSpec, size: Size) throws(ShapeInputError) -> ProducedShape
    /// The part of `path` between two fractions of its length, wrapping when `from > to`
    /// (Contract: wrapping trim). The core's `Path.trimmed(from:to:)` unless a fault replaces it.
    func trim(_ path: Path, from: Double, to: Double) -> Path
    /// The parts of `path` between several pairs of fractions, each as ``trim(_:from:to:)``
    /// gives it: by default one call of that per range (so a producer that replaces it is asked
    /// for every piece); the core measures the path once for all of them.
    func trims(of path: Path, _ ranges: [(from: Double, to: Double)]) -> [Path]
    /// ``trims(of:_:)`` of a produced shape's outline: by default exactly that; the core cuts
    /// the outline's measure (``ProducedShape/measured``), made once per shape for every property.
    func trims(of shape: ProducedShape, _ ranges: [(from: Double, to: Double)]) -> [Path]
    /// The spec between `a` (t = 0) and `b` (t = 1) drawn at `size` (Contract: spec
    /// interpolation). The core's `ShapeSpec.interpolated(to:at:for:)` unless a fault replaces it.
    func interpolate(_ a: ShapeSpec, _ b: ShapeSpec, at t: Double, size: Size) throws(ShapeInputError) -> ShapeSpec
    /// The shaped surface of `spec` at `size` with a border and an elevation (Contract:
    /// surfaces): outline, content mask, border region, shadow and ripple. The core's
    /// `ShapedSurface(spec:size:borderWidth:elevation:)` unless a fault replaces it.
    func surface(_ spec: ShapeSpec, size: Size, borderWidth: Double, elevation: Double) throws(ShapeInputError) -> ShapedSurface
    /// ``surface(_:size:borderWidth:elevation:)`` of the spec `shape` was produced from: by
    /// default exactly that; the core builds the surface on `shape`'s outline (and bounds)
    /// instead of resolving the spec again.
    func surface(of shape: ProducedShape, _ spec: ShapeSpec, size: Size, borderWidth: Double, elevation: Double) throws(ShapeInputError) -> ShapedSurface
    /// The stroked length of `path` (Contract: stroked length). The core's `Path.length` unless a
    /// fault replaces it.
    func length(of path: Path) -> Double
    /// ``length(of:)-(Path)`` of a produced shape's outline: by default exactly that; the core
    /// reads the outline's measure (``ProducedShape/measured``), made once per shape.
    func length(of shape: ProducedShape) -> Double
    /// The point `distance` along `path` from its start, `nil` outside `[0, length]` (Contract:
    /// point at length). The core's `Path.point(atLength:)` unless a fault replaces it.
    func point(on path: Path, atLength distance: Double) -> Point?
    /// The points at several distances along `path`, each as ``point(on:atLength:)`` gives it:
    /// by default one call of that per distance (so a producer that replaces it is asked for
    /// every point); the core measures the path once for all of them.
    func points(on path: Path, atLengths distances: [Double]) -> [Point?]
    /// ``points(on:atLengths:)-(Path,_)`` of a produced shape's outline: by default exactly
    /// that; the core walks the outline's measure (``ProducedShape/measured``), made once per shape.
    func points(on shape: ProducedShape, atLengths distances: [Double]) -> [Point?]
    /// `path` filled with `color` over a transparent background by `renderer`, and its PNG bytes
    /// (Contract: PNG image size, pixel-centre sampling, PNG compression). The core's
    /// `PNGRenderer` and `PNGEncoder` unless a fault replaces them.
    func render(_ path: Path, color: RGBA, with renderer: PNGRenderer) throws(ShapeInputError) -> RenderedPicture
    /// `path` as SVG path data (Contract: SVG path data). The core's `Path.svgPathData` unless a
    /// fault replaces it.
    func svgPathData(of path: Path) -> String
    /// The outline a ready-made shape draws at `size` (Contract: ready-made shapes). The
    /// shape's own `path(for:)` unless a fault replaces it.
    func readyMadePath(_ shape: ReadyMadeShape, size: Size) throws(ShapeInputError) -> Path
    /// `spec` with `metric` on `corners` (Contract: shape metric). The core's
    /// `ShapeMetric.apply(to:corners:)` unless a fault replaces it.
    func applying(_ metric: ShapeMetric, to spec: ShapeSpec, corners: Set<Corner>) -> ShapeSpec
    /// `spec` with the corners of the category of one family and size (Contract: shape
    /// category). The core's `ShapeCategory(family:size:).apply(to:)` unless a fault replaces it.
    func applyingCategory(_ family: CornerFamily, size: Double, to spec: ShapeSpec) -> ShapeSpec
    /// The default shape scheme (Contract: Material 2018 scheme). The core's `ShapeScheme()`
    /// unless a fault replaces it.
    func defaultScheme() -> ShapeScheme
    /// Performs one builder operation (Contract: PathBuilder). The core's `PathBuilder` method
    /// unless a fault replaces it.
    func perform(_ operation: PathOperation, on builder: inout PathBuilder)
}
