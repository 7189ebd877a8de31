/// Something a producer under test can be asked for: what a property needs from it
/// (``ShapeProperty/needs``) and what a producer declares it provides
/// (``ProducerCapabilities/measures``).
///
/// The outline is the one thing every producer gives. The rest is optional. Bounds and area have
/// a fallback: when a producer does not provide them, the suite measures its outline, so
/// `bounds-tight` and `area-matches-oracle` still judge the producer's outline. So does
/// insideness: without hit testing, the properties that ask whether a point is inside ask the
/// outline (the suite's own hit test of it); only `hit-test-matches-raster`, which is about the
/// hit test itself, needs the producer's. Margins and the resolved geometry cannot be read off
/// an outline. A property that needs what a producer lacks is skipped, and reported as skipped. ``swiftLibrary`` stands for the Swift API of a linked producer
/// (trimming, interpolation, surfaces, stroked length, PNG and SVG export, ready-made shapes,
/// themes, the builder), which the conformance protocol does not carry.
public enum ProducerMeasure: String, Hashable, Sendable, CaseIterable, Comparable, CustomStringConvertible {
    /// The outline of the shape (always provided).
    case outline
    /// Whether a point is inside (nonzero rule), for points the suite chooses.
    case hitTest = "hit-test"
    /// The tight bounds.
    case bounds
    /// The enclosed area.
    case area
    /// The content margins (Contract: content margins).
    case margins
    /// The resolved geometry: the overlap factor and each corner's final treatment (Contract:
    /// inspectable resolution).
    case resolved
    /// The rest of the Swift API of a producer linked into the suite; never over the protocol.
    case swiftLibrary = "swift-library"

    /// What the conformance protocol can carry: everything but ``swiftLibrary``.
    public static let overTheProtocol: Set<ProducerMeasure> = Set(allCases).subtracting([.swiftLibrary])

    /// Measures that, when a producer does not provide them, the suite takes from the outline.
    public static let measuredOnTheOutline: Set<ProducerMeasure> = [.bounds, .area]

    public var description: String { rawValue }

    public static func < (a: ProducerMeasure, b: ProducerMeasure) -> Bool {
        (allCases.firstIndex(of: a) ?? 0) < (allCases.firstIndex(of: b) ?? 0)
    }
}
