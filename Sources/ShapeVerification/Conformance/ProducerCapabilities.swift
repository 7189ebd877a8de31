import ShapeModel

/// What a producer under test can draw, which documented variants of the contract it follows,
/// and which measures it provides: what a conformance run asks of it and how it judges it.
///
/// The generator draws only cases the producer supports (``restricting(_:)``), a property is
/// skipped when the producer lacks a measure it needs (``ShapeProperty/needs``), and the oracle
/// applies the declared variants (`AnalyticOracle(spec:size:variants:)`). The core supports
/// everything, follows the contract itself and provides every measure (``core``).
///
/// ```swift
/// let android = ProducerCapabilities(families: [.rounded, .cut], fractions: true, offsets: false,
///                                    triangles: [], variants: [.perCornerClamping], measures: [.resolved])
/// android.unsupportedFeature(of: ShapeSpec(allCorners: .continuous(12)))   // "continuous corners"
/// android.supports(.resolved)                                              // true
/// ```
public struct ProducerCapabilities: Hashable, Sendable {
    /// The corner families drawn besides `square`, which every producer draws.
    public var families: Set<CornerFamily>
    /// Whether sizes may be fractions (`{"fraction": x}`); otherwise points only.
    public var fractions: Bool
    /// Whether corner offsets are drawn.
    public var offsets: Bool
    /// The triangle edge treatments drawn; empty for straight edges only.
    public var triangles: Set<TriangleDirection>
    /// The documented variants of the contract the producer follows (Contract: variants).
    public var variants: Set<ContractVariant>
    /// The measures it provides; ``ProducerMeasure/outline`` always.
    public var measures: Set<ProducerMeasure>
    /// The side of the square box a hit test answers for, in points, centred on the point; 0 for
    /// the point itself. A hit tester that tests a box (Chromium's `elementFromPoint` tests a
    /// 1 x 1 px box) may answer either way where the outline passes through the box, and the
    /// suite judges it so (`HitTestBox`); where the box lies wholly on one side, it must answer
    /// that side.
    public var hitTestBox: Double
    /// The widths and heights it draws besides 0 (the empty shape, which every producer draws):
    /// a renderer with a largest layout size or a smallest useful one says so here. The whole
    /// contract's range, `0...1e9`, unless declared.
    public var sizes: ClosedRange<Double>

    /// Capabilities as declared; `outline` is added to the measures and `square` to the families.
    public init(families: Set<CornerFamily>, fractions: Bool, offsets: Bool, triangles: Set<TriangleDirection>,
                variants: Set<ContractVariant> = [], measures: Set<ProducerMeasure> = [], hitTestBox: Double = 0,
                sizes: ClosedRange<Double> = 0 ... ShapeLimits.maximumMagnitude) {
        self.families = families.union([.square])
        self.fractions = fractions
        self.offsets = offsets
        self.triangles = triangles
        self.variants = variants
        self.measures = measures.union([.outline])
        self.hitTestBox = hitTestBox
        self.sizes = sizes
    }

    /// Whether `size` is one the producer draws: each side 0 or within ``sizes``. A side that is
    /// invalid input (negative, non-finite, between 0 and the minimum size) is not a capability:
    /// every producer must reject it, and `path-matches-spec` checks that it does.
    public func draws(_ size: Size) -> Bool {
        draws(side: size.width) && draws(side: size.height)
    }

    /// Whether one side is drawn (see ``draws(_:)``).
    func draws(side: Double) -> Bool {
        let valid = side.isFinite && side >= ShapeLimits.minimumNonzeroSize && side <= ShapeLimits.maximumMagnitude
        return side == 0 || !valid || sizes.contains(side)
    }

    /// The core's: every family, fractions, offsets and triangle, the contract without variants,
    /// every measure (the Swift library included).
    public static let core = ProducerCapabilities(families: Set(CornerFamily.allCases), fractions: true, offsets: true,
                                                  triangles: Set(TriangleDirection.allCases), measures: Set(ProducerMeasure.allCases))

    /// The core as a producer over the conformance protocol (`verify-shapes serve`): the same,
    /// less what the protocol cannot carry.
    public static let coreOverTheProtocol: ProducerCapabilities = {
        var capabilities = core
        capabilities.measures = ProducerMeasure.overTheProtocol
        return capabilities
    }()

    /// Whether the producer provides `measure`.
    public func supports(_ measure: ProducerMeasure) -> Bool {
        measures.contains(measure) || (measure == .outline)
    }

    /// What of `needs` the producer does not provide, in order; empty when a property can run.
    /// A measure the suite can take from the outline never counts as missing.
    public func missing(_ needs: Set<ProducerMeasure>) -> [ProducerMeasure] {
        needs.filter { !supports($0) && !ProducerMeasure.measuredOnTheOutline.contains($0) }.sorted()
    }

    /// The first feature of `spec` the producer does not draw, in words; `nil` when it draws them all.
    ///
    /// - Complexity: O(1).
    public func unsupportedFeature(of spec: ShapeSpec) -> String? {
        unsupportedFeature(of: spec, size: nil)
    }

    /// The first feature of `spec` at `size` the producer does not draw (sizes included), in words.
    public func unsupportedFeature(of spec: ShapeSpec, size: Size?) -> String? {
        if let size, !draws(size) {
            return "the size \(JSONWriter.number(size.width)) x \(JSONWriter.number(size.height)) (it draws sides of 0 or \(JSONWriter.number(sizes.lowerBound)) to \(JSONWriter.number(sizes.upperBound)))"
        }
        for corner in Corner.allCases {
            let treatment = spec.corners[corner]
            if !families.contains(treatment.family) { return "\(treatment.family) corners" }
            if !fractions, Self.lengths(of: treatment).contains(where: Self.isFraction) { return "fractions" }
        }
        if !offsets && spec.hasOffsets { return "corner offsets" }
        for edge in Edge.allCases {
            guard case .triangle(let size, let direction) = spec.edges[edge] else { continue }
            if !triangles.contains(direction) { return "\(direction) triangles" }
            if !fractions && Self.isFraction(size) { return "fractions" }
        }
        return nil
    }

    /// The lengths of a corner treatment.
    static func lengths(of treatment: CornerTreatment) -> [Length] {
        switch treatment {
        case .square: []
        case .rounded(let l), .cut(let l), .continuous(let l): [l]
        case .curved(let w, let h): [w, h]
        }
    }

    static func isFraction(_ length: Length) -> Bool {
        if case .fraction = length { true } else { false }
    }
}
