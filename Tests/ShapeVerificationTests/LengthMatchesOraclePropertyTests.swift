import ShapeCore
import ShapeModel
import Testing
@testable import ShapeVerification

/// `length-matches-oracle` against producers that measure the core's path wrongly in ways no
/// ``Fault`` has: too little slack would fail the core, too much would pass these.
@Suite struct LengthMatchesOraclePropertyTests {
    /// The core, with its length and point at length replaced.
    struct MeasuringProducer: ShapeProducer {
        var name: String
        var measure: @Sendable (Path) -> Double = { $0.length }
        var locate: @Sendable (Path, Double) -> Point? = { $0.point(atLength: $1) }
        func produce(_ spec: ShapeSpec, size: Size) throws(ShapeInputError) -> ProducedShape {
            try CoreProducer().produce(spec, size: size)
        }
        func length(of path: Path) -> Double { measure(path) }
        func point(on path: Path, atLength distance: Double) -> Point? { locate(path, distance) }
    }

    static let property = LengthMatchesOracleProperty()
    static let card = ShapeCase(spec: ShapeSpec(corners: Corners(topLeft: .cut(20), topRight: .rounded(20),
                                                                  bottomRight: .curved(width: 40, height: 12), bottomLeft: .continuous(16))),
                                size: Size(width: 200, height: 120))

    @Test func theCorePassesEveryFamilyAndTheEmptySize() {
        #expect(Self.property.check(Self.card, producer: CoreProducer()) == .pass)
        let empty = ShapeCase(spec: ShapeSpec(allCorners: .rounded(4)), size: Size(width: 0, height: 30))
        #expect(Self.property.check(empty, producer: CoreProducer()) == .pass)
        #expect(Self.property.check(empty, producer: MeasuringProducer(name: "one", measure: { _ in 1 })).isFailure)
    }

    @Test func aLengthOffBy1e8IsCaughtAndRoundingIsNot() {
        // Nodes of a quadrature off in the eighth digit measure Beziers about 3.5e-8 short.
        #expect(Self.property.check(Self.card, producer: MeasuringProducer(name: "short", measure: { $0.length * (1 - 1e-8) })).isFailure)
        #expect(Self.property.check(Self.card, producer: MeasuringProducer(name: "ulps", measure: { $0.length * (1 - 1e-13) })) == .pass)
    }

    @Test func pointsMeasuredTheOtherWayOrFromAnotherStartAreCaught() {
        let reversed = MeasuringProducer(name: "reversed", locate: { path, d in path.point(atLength: path.length - d) })
        let outcome = Self.property.check(Self.card, producer: reversed)
        guard case .fail(let message, _) = outcome else { Issue.record("reversed points passed"); return }
        #expect(message.contains("from the oracle's point there"), "\(message)")
        // From the top edge's start instead of the left edge's reach point (Contract: path order).
        let shifted = MeasuringProducer(name: "shifted", locate: { path, d in
            let total = path.length
            return path.point(atLength: (d + 20 / 2.0.squareRoot() * 2).truncatingRemainder(dividingBy: total))
        })
        #expect(Self.property.check(Self.card, producer: shifted).isFailure)
        // Stretched by 1e-6: still on the outline, but not at the length asked for.
        let stretched = MeasuringProducer(name: "stretched", locate: { path, d in path.point(atLength: Swift.min(d * (1 + 1e-6), path.length)) })
        #expect(Self.property.check(Self.card, producer: stretched).isFailure)
    }

    @Test func theChordPolygonLengthIsCaughtOnOneRoundedCorner() {
        let shapeCase = ShapeCase(spec: ShapeSpec(corners: Corners(topLeft: .rounded(1), topRight: .square, bottomRight: .square, bottomLeft: .square)),
                                  size: Size(width: 1, height: 1))
        #expect(Self.property.check(shapeCase, producer: FaultyProducer(.chordPolygonLength)).isFailure)
        #expect(Self.property.check(shapeCase, producer: CoreProducer()) == .pass)
    }
}
