import ShapeModel

/// Draws shape cases from a ``ChoiceSource``, biased toward the values that break geometry.
///
/// Every decision is a draw, and a draw of 0 always means the simplest option (a square corner,
/// a straight edge, no offset, points rather than a fraction, the first entry of a table of round
/// numbers). So the all-zero sequence is a 100 x 100 rectangle, and shrinking the choice sequence
/// toward zeros walks the case toward plain, round shapes without any shape-specific shrinker.
///
/// The bias, where plain uniform sampling would almost never land: zero and tiny sizes, exactly
/// half the shorter side (the pill and the cut diamond), reaches that exactly fill an edge or
/// overflow it by one ulp, huge values up to the 1e9 limit, extreme aspect ratios, fractions near
/// 0.5, triangles wider than their edge, and corner offsets that make non-right angles (mostly
/// still convex, sometimes not, to exercise the invalid-input path).
public struct ShapeGenerator: Sendable {
    /// The reach of a continuous corner per unit of its size (Contract: continuous-corner template).
    static let continuousReach = 1.52866483

    /// What the producer under test draws: every case is constrained to it
    /// (``ProducerCapabilities/restricting(_:)``); the core's draws everything.
    public var capabilities: ProducerCapabilities {
        didSet { restricts = !Self.drawsEverything(capabilities) }
    }

    /// Whether ``capabilities`` can change a case: false for capabilities that draw every
    /// family, fraction, offset, triangle and size, such as the core's. Asking them about every
    /// case (which hashes each corner's family) was a fifth of generating it.
    private var restricts: Bool

    /// A generator with the standard bias, drawing only cases within `capabilities`.
    public init(capabilities: ProducerCapabilities = .core) {
        self.capabilities = capabilities
        restricts = !Self.drawsEverything(capabilities)
    }

    /// Whether `capabilities` draw every case: then ``ProducerCapabilities/restricting(_:)``
    /// finds no unsupported feature in any case and gives it back unchanged.
    private static func drawsEverything(_ capabilities: ProducerCapabilities) -> Bool {
        capabilities.families.isSuperset(of: CornerFamily.allCases) && capabilities.fractions && capabilities.offsets
            && capabilities.triangles.isSuperset(of: TriangleDirection.allCases)
            && capabilities.sizes.lowerBound <= ShapeLimits.minimumNonzeroSize && capabilities.sizes.upperBound >= ShapeLimits.maximumMagnitude
    }

    /// One case, drawing every decision from `source`.
    public func generate(_ source: inout ChoiceSource) -> ShapeCase {
        let size = drawSize(&source)
        let corners = drawCorners(&source, size: size)
        let offsets = drawOffsets(&source, size: size)
        let edges = drawEdges(&source, size: size)
        let drawn = ShapeCase(spec: ShapeSpec(corners: corners, offsets: offsets, edges: edges), size: size)
        return restricts ? capabilities.restricting(drawn) : drawn
    }

    /// The case a fresh PRNG seeded with `seed` gives, and its recorded choices.
    public func generate(seed: UInt64) -> (ShapeCase, ChoiceSequence) {
        var source = ChoiceSource(random: SplitMix64(seed: seed))
        let shapeCase = generate(&source)
        return (shapeCase, source.recorded)
    }

    // MARK: Sizes

    private static let roundDimensions: [Double] = [100, 10, 1, 2, 40, 50, 56, 80, 120, 36, 200, 1000]
    private static let extremeDimensions: [Double] = [0, 1, 1e-9, 1e-3, 0.5, 3, 1000, 1e4, 1e6, 1e9]

    private func drawDimension(_ source: inout ChoiceSource) -> Double {
        switch source.weighted([(40, 0), (25, 1), (20, 2), (15, 3)]) {
        case 0: return Self.roundDimensions[source.index(below: Self.roundDimensions.count)]
        case 1: return Double(source.draw(upTo: 400))
        case 2: return (source.unitInterval() * 2000)
        default: return Self.extremeDimensions[source.index(below: Self.extremeDimensions.count)]
        }
    }

    private func drawSize(_ source: inout ChoiceSource) -> Size {
        let width = drawDimension(&source)
        // Square by default (a 0 draw): the simplest size has one number.
        let height = source.flag(percent: 60) ? drawDimension(&source) : width
        return Size(width: width, height: height)
    }

    // MARK: Lengths

    /// What a length is measured against when the generator aims at a critical value.
    struct LengthContext {
        var size: Size
        /// The reach per unit of size of the treatment being drawn (1, or 1.52866483 for continuous).
        var reachPerUnit: Double = 1
        /// The length of the shared edge left over by the neighbour already drawn: a size whose
        /// reach equals it exactly fills the edge.
        var fill: Double?
    }

    private static let roundLengths: [Double] = [10, 0, 1, 4, 8, 12, 20, 28, 30, 50, 60, 100, 150]
    private static let roundFractions: [Double] = [0.5, 0.25, 0, 1, 0.1, 0.125, 0.75, 0.3]
    private static let extremeFractions: [Double] = [(0.5 as Double).nextUp, (0.5 as Double).nextDown, 2, 10, 1e-9, 1e9]

    func drawLength(_ source: inout ChoiceSource, _ context: LengthContext) -> Length {
        if source.flag(percent: 25) {
            switch source.weighted([(50, 0), (30, 1), (20, 2)]) {
            case 0: return .fraction(Self.roundFractions[source.index(below: Self.roundFractions.count)])
            case 1: return .fraction(source.unitInterval())
            default: return .fraction(Self.extremeFractions[source.index(below: Self.extremeFractions.count)])
            }
        }
        let shorter = context.size.minDimension
        let fill = (context.fill ?? shorter / 2) / context.reachPerUnit
        let value: Double
        switch source.weighted([(30, 0), (15, 1), (10, 2), (8, 3), (15, 4), (12, 5), (5, 6), (5, 7)]) {
        case 0: value = Self.roundLengths[source.index(below: Self.roundLengths.count)]
        case 1:
            // Exactly half a side: the pill, the circle, the cut diamond.
            let halves = [shorter / 2, context.size.width / 2, context.size.height / 2]
            value = halves[source.index(below: halves.count)]
        case 2: value = fill
        case 3:
            // Just overflowing the edge: by one ulp, or by a relative hair.
            value = source.flag(percent: 50) ? fill * (1 + 1e-9) : fill.nextUp
        case 4: value = Double(source.draw(upTo: 200))
        case 5: value = source.unitInterval() * max(shorter, 1) * 1.2
        case 6:
            let tiny: [Double] = [1e-9, 1e-12, 1e-6, Double.leastNonzeroMagnitude]
            value = tiny[source.index(below: tiny.count)]
        default:
            let huge: [Double] = [1e6, 1e9, 1e5, 12345.678]
            value = huge[source.index(below: huge.count)]
        }
        return .points(value)
    }

    // MARK: Corners

    /// The reach of a treatment along the top/bottom edge (`horizontal`) or a side edge, at a right angle.
    private func rightAngleReach(_ treatment: CornerTreatment, horizontal: Bool, size: Size) -> Double {
        switch treatment {
        case .square: 0
        case .rounded(let l), .cut(let l): l.resolved(for: size)
        case .continuous(let l): l.resolved(for: size) * Self.continuousReach
        case .curved(let w, let h): (horizontal ? w : h).resolved(for: size)
        }
    }

    private func drawCorner(_ source: inout ChoiceSource, size: Size, fill: Double?) -> CornerTreatment {
        var context = LengthContext(size: size, fill: fill)
        switch source.weighted([(20, CornerFamily.square), (25, .rounded), (20, .cut), (15, .curved), (15, .continuous)]) {
        case .square: return .square
        case .rounded: return .rounded(drawLength(&source, context))
        case .cut: return .cut(drawLength(&source, context))
        case .curved:
            let width = drawLength(&source, context)
            context.fill = nil
            return .curved(width: width, height: drawLength(&source, context))
        case .continuous:
            context.reachPerUnit = Self.continuousReach
            return .continuous(drawLength(&source, context))
        }
    }

    private func drawCorners(_ source: inout ChoiceSource, size: Size) -> Corners<CornerTreatment> {
        if source.flag(percent: 35) {
            return Corners(all: drawCorner(&source, size: size, fill: nil))
        }
        var corners = Corners<CornerTreatment>(all: .square)
        var previous: CornerTreatment?
        for corner in Corner.allCases {
            // The edge shared with the corner drawn just before: top for topRight, right for
            // bottomRight, bottom for bottomLeft. Aim at filling what the neighbour left of it.
            var fill: Double?
            if let previous {
                let horizontal = corner != .bottomRight
                let length = horizontal ? size.width : size.height
                fill = max(0, length - rightAngleReach(previous, horizontal: horizontal, size: size))
            }
            corners[corner] = drawCorner(&source, size: size, fill: fill)
            previous = corners[corner]
        }
        return corners
    }

    // MARK: Offsets

    private func drawSigned(_ source: inout ChoiceSource, magnitude: Double) -> Double {
        source.flag(percent: 50) ? -magnitude : magnitude
    }

    private func drawOffsets(_ source: inout ChoiceSource, size: Size) -> Corners<Vector> {
        guard source.flag(percent: 20) else { return Corners(all: .zero) }
        var offsets = Corners<Vector>(all: .zero)
        for corner in Corner.allCases {
            offsets[corner] = drawOffset(&source, size: size)
        }
        return offsets
    }

    private func drawOffset(_ source: inout ChoiceSource, size: Size) -> Vector {
        switch source.weighted([(35, 0), (35, 1), (15, 2), (15, 3)]) {
        case 0: return .zero
        case 1:
            // Small against the sides: the quad stays convex, the angles stop being right.
            let dx = drawSigned(&source, magnitude: source.unitInterval() * 0.3 * size.width)
            let dy = drawSigned(&source, magnitude: source.unitInterval() * 0.3 * size.height)
            return Vector(dx: dx, dy: dy)
        case 2:
            let dx = drawSigned(&source, magnitude: Double(source.draw(upTo: 20)))
            let dy = drawSigned(&source, magnitude: Double(source.draw(upTo: 20)))
            return Vector(dx: dx, dy: dy)
        default:
            // Wild: often folds the quad, which must be rejected as invalid input by core and oracle alike.
            let scale = 2 * max(size.width, size.height, 1)
            let dx = drawSigned(&source, magnitude: source.unitInterval() * scale)
            let dy = drawSigned(&source, magnitude: source.unitInterval() * scale)
            return Vector(dx: dx, dy: dy)
        }
    }

    // MARK: Edges

    private func drawEdge(_ source: inout ChoiceSource, size: Size, length: Double) -> EdgeTreatment {
        guard source.flag(percent: 35) else { return .straight }
        // fill = the whole edge: a triangle of that half-base is wider than any span it can sit on.
        let triangleSize = drawLength(&source, LengthContext(size: size, fill: length))
        let direction: TriangleDirection = source.flag(percent: 40) ? .inward : .outward
        return .triangle(size: triangleSize, direction: direction)
    }

    private func drawEdges(_ source: inout ChoiceSource, size: Size) -> Edges<EdgeTreatment> {
        if source.flag(percent: 25) {
            return Edges(all: drawEdge(&source, size: size, length: size.minDimension))
        }
        return Edges { edge in
            let horizontal = edge == .top || edge == .bottom
            return drawEdge(&source, size: size, length: horizontal ? size.width : size.height)
        }
    }
}
