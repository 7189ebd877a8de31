import ShapeCore
import ShapeModel
import ShapeOracle

/// One case under test, as every property of a run sees it: the case, the producer, and what
/// they make, each built the first time a property asks for it and then kept for the others.
///
/// This is the engine's counterpart of Hypothesis's single `ConjectureData` per example. Most
/// properties compare the producer's shape with the analytic oracle's; without a shared subject
/// each of them resolved the spec, built the path and built the oracle again (about 25
/// constructions per case). Now the shape, its measures (``ProducedShape`` computes bounds,
/// area, margins and the hit tester on first use), the oracle, the surfaces and the shared
/// sample points exist once per case, and only if some property reads them.
///
/// A subject is a pure function of its case and producer, as each property is: whatever order
/// the properties read it in, each sees the same values. It belongs to one thread (it is a
/// class with lazy members, not `Sendable`); a run makes one per case and drops it after.
///
/// ```swift
/// let shapeCase = ShapeCase(spec: ShapeSpec(allCorners: .rounded(.points(12))), size: Size(width: 120, height: 80))
/// let subject = CaseSubject(shapeCase, producer: CoreProducer())
/// let outcomes = PropertyCatalog.all.map { $0.check(subject) }   // one resolution, one oracle
/// outcomes.contains { $0.isFailure }   // false for the real core
/// ```
///
/// - Complexity: O(1) to make; each member costs what computing it costs, once.
public final class CaseSubject {
    /// The case.
    public let shapeCase: ShapeCase
    /// The producer under test.
    public let producer: any ShapeProducer

    /// The subject of `shapeCase` under `producer`; nothing is computed yet.
    public init(_ shapeCase: ShapeCase, producer: any ShapeProducer = CoreProducer()) {
        self.shapeCase = shapeCase
        self.producer = producer
    }

    /// The case's spec.
    public var spec: ShapeSpec { shapeCase.spec }
    /// The case's size.
    public var size: Size { shapeCase.size }

    // MARK: Numbers of the case

    /// ``ShapeCase/samplingSeed``, computed once: every property derives its samples from it.
    public private(set) lazy var samplingSeed: UInt64 = shapeCase.samplingSeed
    /// ``ShapeCase/lengthScale``, computed once.
    public private(set) lazy var lengthScale: Double = shapeCase.lengthScale
    /// ``ShapeCase/joinTolerance``: the contract's join and hit-test band at the case's scale.
    public var joinTolerance: Double { Tolerances.joinBand * lengthScale }
    /// ``ShapeCase/morphTarget``, computed once (both interpolation properties morph into it).
    public private(set) lazy var morphTarget: ShapeSpec = shapeCase.morphTarget

    // MARK: The producer's shape and the oracle

    /// The producer's shape of the case, or its input error.
    public private(set) lazy var produced: Result<ProducedShape, ShapeInputError> = {
        do throws(ShapeInputError) { return .success(try producer.produce(shapeCase.spec, size: shapeCase.size)) } catch { return .failure(error) }
    }()

    /// The analytic oracle's view of the case (under the producer's declared variants), or its input error.
    public private(set) lazy var analyticOracle: Result<AnalyticOracle, ShapeInputError> = {
        // Under the contract variants the producer declares (Contract: variants).
        do throws(ShapeInputError) {
            return .success(try AnalyticOracle(spec: shapeCase.spec, size: shapeCase.size, variants: producer.capabilities.variants))
        } catch { return .failure(error) }
    }()

    /// The producer's shape, or `nil` when the producer rejects the case.
    public var shape: ProducedShape? { try? produced.get() }

    /// The oracle, or `nil` when it rejects the case.
    public var oracle: AnalyticOracle? { try? analyticOracle.get() }

    /// The producer's shape and the oracle's view: what most properties compare; `nil` when
    /// either rejects the input (the properties about geometry then return ``invalidInput``;
    /// `path-matches-spec` and `json-round-trip` are the ones that judge invalid input).
    public var geometry: (shape: ProducedShape, oracle: AnalyticOracle)? {
        guard case .success(let shape) = produced, case .success(let oracle) = analyticOracle else { return nil }
        return (shape, oracle)
    }

    /// The discard of a property that needs valid input, naming the producer's error (else the
    /// oracle's); built once per case, and only when a property asks.
    public private(set) lazy var invalidInput: PropertyOutcome = {
        let error: ShapeInputError? = if case .failure(let e) = produced { e } else if case .failure(let e) = analyticOracle { e } else { nil }
        return .discard(error.map { "invalid input: \($0)" } ?? "invalid input")
    }()

    // MARK: Surfaces

    /// Surfaces made so far, by border width and elevation (bit patterns).
    private var surfaces: [(key: SurfaceKey, surface: Result<ShapedSurface, ShapeInputError>)] = []

    private struct SurfaceKey: Equatable {
        var borderWidth: UInt64
        var elevation: UInt64
    }

    /// What a surface property returns instead of checking: see ``surfaceUnderTest(borderWidth:elevation:)``.
    public struct OutcomeInstead: Error {
        /// The outcome to return.
        public let outcome: PropertyOutcome
    }

    /// The producer's surface of the case with a border and an elevation (made once per pair),
    /// beside the oracle's view of the shape: what the surface properties compare. Throws the
    /// outcome to return instead: a discard for invalid input (`path-matches-spec` judges
    /// that), a failure when the producer's surface throws for a valid spec.
    public func surfaceUnderTest(borderWidth: Double, elevation: Double) throws(OutcomeInstead) -> (oracle: AnalyticOracle, surface: ShapedSurface) {
        guard case .success(let oracle) = analyticOracle else { throw OutcomeInstead(outcome: invalidInput) }
        let key = SurfaceKey(borderWidth: borderWidth.bitPattern, elevation: elevation.bitPattern)
        let result: Result<ShapedSurface, ShapeInputError>
        if let made = surfaces.first(where: { $0.key == key }) {
            result = made.surface
        } else {
            do {
                // On the case's shape when the producer made one (the core then builds the
                // outline once per case, not once per surface).
                if case .success(let shape) = produced {
                    result = .success(try producer.surface(of: shape, shapeCase.spec, size: shapeCase.size, borderWidth: borderWidth, elevation: elevation))
                } else {
                    result = .success(try producer.surface(shapeCase.spec, size: shapeCase.size, borderWidth: borderWidth, elevation: elevation))
                }
            } catch {
                result = .failure(error)
            }
            surfaces.append((key, result))
        }
        switch result {
        case .success(let surface): return (oracle, surface)
        case .failure(let error):
            throw OutcomeInstead(outcome: .fail("the surface of a valid spec with border \(borderWidth) and elevation \(elevation) threw: \(error)"))
        }
    }

    // MARK: Shared sample points

    /// Sample points already drawn, by count.
    private var sampleSets: [(count: Int, points: [Point])] = []

    /// `count` points uniformly over the oracle's bounds grown by 5% (at least 1 on each side),
    /// drawn from ``samplingSeed``: the points the symmetry properties (`scale-covariance`,
    /// `mirror-symmetry`) compare shapes at. Drawn once per count; empty when the oracle
    /// rejects the case.
    ///
    /// Not classified: those properties skip the points the oracle calls boundary, but they
    /// need the verdict only where the shapes disagree (see ``offBoundary(_:)``), and
    /// classifying a point costs several times what hit-testing it does.
    public func samplePoints(count: Int) -> [Point] {
        if let made = sampleSets.first(where: { $0.count == count }) { return made.points }
        guard let oracle else { return [] }
        let points = Sampling.points(in: Sampling.expanded(oracle.bounds, by: 0.05), count: count, seed: samplingSeed)
        sampleSets.append((count, points))
        return points
    }

    /// `points` less those the oracle classifies as boundary, in their order; empty when the
    /// oracle rejects the case.
    ///
    /// A property that skips boundary points and reports the points where two answers differ
    /// may filter those points here, after comparing: dropping boundary points before or
    /// after an order-keeping filter leaves the same points, so the outcome is the one of
    /// comparing at the off-boundary points only, while the oracle classifies just the few
    /// that disagree.
    public func offBoundary(_ points: [Point]) -> [Point] {
        // Nearly always empty (the shapes agree): then not even the oracle is read (a copy).
        guard !points.isEmpty, let oracle else { return [] }
        return points.filter { oracle.classify($0) != .boundary }
    }

    /// The oracle's adversarial probes (``AnalyticOracle/adversarialPoints``), each nudged
    /// ``Tolerances/probeNudgeBands`` bands just outside and just inside along the outline's
    /// normal, with the oracle's verdict on each: the points `path-matches-spec` and
    /// `simple-outline` both test, classified once. Empty when the oracle rejects the case.
    public private(set) lazy var adversarialProbes: [Probe] = {
        guard let oracle else { return [] }
        let nudge = Tolerances.probeNudgeBands * oracle.epsilon
        // Read once: the oracle computes its adversarial points on each read.
        let adversarialPoints = oracle.adversarialPoints
        var probes: [Probe] = []
        probes.reserveCapacity(2 * adversarialPoints.count)
        for (index, probe) in adversarialPoints.enumerated() {
            for outside in [true, false] {
                let point = outside ? probe.point + probe.outwardNormal * nudge : probe.point - probe.outwardNormal * nudge
                probes.append(Probe(point: point, region: oracle.classify(point), source: .adversarial(index, outside: outside)))
            }
        }
        return probes
    }()

    /// The winding number of the producer's path (the core's ``ProducedShape/pathTester``) at
    /// each of ``adversarialProbes``, in their order: `path-matches-spec` (through insideness,
    /// unless the producer replaces the hit test) and `simple-outline` both read them, so each is
    /// computed once per case. Probes both properties skip (the oracle calls them boundary) and
    /// points that are not finite (which the tester calls outside) get 0, the winding of
    /// "outside"; empty when the producer or the oracle rejects the case.
    public private(set) lazy var adversarialWindings: [Int] = {
        guard let shape else { return [] }
        let probes = adversarialProbes
        if probes.isEmpty { return [] }
        let tester = shape.pathTester
        return probes.map { $0.region != .boundary ? tester.fillWinding(at: $0.point) : 0 }
    }()

    /// `count` random probes over the oracle's bounds grown by 10% (at least 1 on each side),
    /// from `seed`, with the oracle's verdict on each; empty when the oracle rejects the case.
    public func randomProbes(count: Int, seed: UInt64) -> [Probe] {
        guard let oracle else { return [] }
        return randomPoints(count: count, seed: seed).map { Probe(point: $0, region: oracle.classify($0), source: .random) }
    }

    /// The points of ``randomProbes(count:seed:)``, in the same order, without the oracle's
    /// verdicts: for a property that needs a verdict only at the few points its own test
    /// flags (classifying a point costs several times what hit-testing it does). Empty when
    /// the oracle rejects the case.
    public func randomPoints(count: Int, seed: UInt64) -> [Point] {
        guard let oracle else { return [] }
        return Sampling.points(in: Sampling.expanded(oracle.bounds, by: 0.1, minimum: 1), count: count, seed: seed)
    }

    /// A point a property probes the shape at, with the oracle's verdict on it.
    public struct Probe {
        /// Where a probe comes from: what its label says on a failure.
        public enum Source {
            /// A uniformly random point.
            case random
            /// The adversarial point of this index, nudged outside or inside.
            case adversarial(Int, outside: Bool)
        }

        /// The point.
        public var point: Point
        /// The oracle's verdict.
        public var region: Region
        /// Where it comes from.
        public var source: Source
    }

    /// The label of a probe, for messages: `random`, or `just outside topLeft.rounded.start`.
    /// Built only on a failing path.
    public func label(of probe: Probe) -> String {
        switch probe.source {
        case .random: return "random"
        case .adversarial(let index, let outside):
            let name = oracle.map { $0.adversarialPoints[index].label } ?? "probe \(index)"
            return (outside ? "just outside " : "just inside ") + name
        }
    }
}
