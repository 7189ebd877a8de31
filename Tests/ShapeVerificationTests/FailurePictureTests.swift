import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ShapeCore
import ShapeModel
import Testing
@testable import ShapeVerification

/// Every property's failure picture shows the failure: its message and the property's own
/// evidence. Failures are forced with the faulty producers, or with a producer that tampers
/// with the core's output where no fault breaks the property.
@Suite struct FailurePictureTests {
    /// The core's shape, then `tamper` applied to it (a bug no ``Fault`` has).
    struct TamperedProducer: ShapeProducer {
        var name: String
        var tamper: @Sendable (ProducedShape, ShapeSpec, Size) throws(ShapeInputError) -> ProducedShape
        func produce(_ spec: ShapeSpec, size: Size) throws(ShapeInputError) -> ProducedShape {
            try tamper(CoreProducer().produce(spec, size: size), spec, size)
        }
    }

    /// The property `id`'s outcome under `producer` on `spec` at `size`, which must fail, and its picture.
    static func failure(_ id: String, _ spec: ShapeSpec, _ size: Size, producer: any ShapeProducer,
                        sourceLocation: SourceLocation = #_sourceLocation) throws -> (message: String, evidence: FailureEvidence, svg: String) {
        let property = try #require(PropertyCatalog.property(id: id), sourceLocation: sourceLocation)
        let shapeCase = ShapeCase(spec: spec, size: size)
        let outcome = property.check(shapeCase, producer: producer)
        guard case .fail(let message, let evidence) = outcome else {
            Issue.record("\(id) did not fail: \(outcome)", sourceLocation: sourceLocation)
            throw CancellationError()
        }
        let entry = CorpusEntry(property: id, shapeCase: shapeCase, failingPoints: evidence.points, message: message)
        let svg = FailurePicture.svg(for: entry, outcome: outcome, producer: producer)
        // Every picture carries its message verbatim and is well-formed enough to parse.
        #expect(svg.contains("<desc>\(escaped(property.id))"), sourceLocation: sourceLocation)
        #expect(svg.contains(escaped(message)), "the message is not in the picture", sourceLocation: sourceLocation)
        #expect(svg.hasPrefix("<svg ") && svg.hasSuffix("</svg>\n"), sourceLocation: sourceLocation)
        #expect((try? XMLDocument(xmlString: svg)) != nil, "not well-formed XML", sourceLocation: sourceLocation)
        return (message, evidence, svg)
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    static func spec(_ corner: Corner, _ treatment: CornerTreatment) -> ShapeSpec {
        var spec = ShapeSpec()
        spec.corners[corner] = treatment
        return spec
    }

    static let square = Size(width: 100, height: 100)

    @Test func closedPathMarksTheGapAtTheEnd() throws {
        // Drops the last segment: the path then stops short of its start.
        let producer = TamperedProducer(name: "drops-last-segment") { shape, _, _ in
            var elements = shape.path.elements
            elements.remove(at: elements.count - 2)
            return ProducedShape(resolved: shape.resolved, path: Path(elements))
        }
        let (message, evidence, svg) = try Self.failure("closed-path", ShapeSpec(), Self.square, producer: producer)
        #expect(message.contains("from the start"))
        #expect(evidence.marks.map(\.label) == ["the end of the last segment", "the start of the path (its move)"])
        #expect(evidence.marks.map(\.point) == [Point(x: 0, y: 100), Point(x: 0, y: 0)])
        #expect(evidence.outlines.count == 1 && evidence.outlines[0].label.hasPrefix("the gap, 100.0 long"))
        #expect(svg.contains("1: the end of the last segment at (0, 100)"))
        #expect(svg.contains("2: the start of the path (its move) at (0, 0)"))
        #expect(svg.contains("the gap, 100.0 long"))
    }

    @Test func closedPathMarksTheGapBeforeAnArc() throws {
        // Without the overlap rule, rounded 2 on a 1 x 1 starts its arc 1 away from the pen.
        let (_, evidence, svg) = try Self.failure("closed-path", Self.spec(.bottomLeft, .rounded(2)), Size(width: 1, height: 1),
                                                  producer: FaultyProducer(.noOverlapRule))
        #expect(evidence.marks.count == 2 && evidence.outlines.count == 1)
        #expect(evidence.marks[1].label.hasPrefix("the start of the arc"))
        #expect(svg.contains("the gap, "))
    }

    @Test func closedPathShowsTheDirectionOfAnAnticlockwiseOutline() throws {
        let (_, evidence, svg) = try Self.failure("closed-path", Self.spec(.topLeft, .rounded(1)), Size(width: 1, height: 1),
                                                  producer: FaultyProducer(.arcsSweptTheWrongWay))
        #expect(evidence.marks.first?.label == "the start")
        #expect(evidence.facts.first?.hasPrefix("signed area -") == true)
        #expect(svg.contains("2: joint 1 along the path"))
    }

    @Test func trimLengthDrawsTheWrongPiece() throws {
        // The old trim: from > to gives nothing, so the wrapped piece is missing.
        let (message, evidence, svg) = try Self.failure("trim-length", ShapeSpec(), Self.square, producer: FaultyProducer(.trimNoWrap))
        #expect(message.contains("has length 0.0"), "\(message)")
        #expect(evidence.facts.contains { $0.hasPrefix("length 0.0, expected ") })
        #expect(svg.contains("length 0.0, expected "))
    }

    @Test func lengthMatchesOracleStatesBothLengthsAndTheStart() throws {
        let (message, evidence, svg) = try Self.failure("length-matches-oracle", Self.spec(.topLeft, .rounded(1)), Size(width: 1, height: 1),
                                                        producer: FaultyProducer(.chordPolygonLength))
        #expect(message.hasPrefix("length 3.414213562373095, the oracle says 3.570796326794896"), "\(message)")
        #expect(evidence.marks.first?.label == "where both lengths start (Contract: path order)")
        #expect(evidence.marks.first?.point == Point(x: 0, y: 1))
        #expect(evidence.facts.contains { $0.hasPrefix("the oracle's length 3.570796326794896") && $0.contains("proven within") })
        #expect(svg.contains("the producer's length 3.414213562373095"))
    }

    @Test func interpolationEndpointsOverlaysBothShapes() throws {
        let (message, evidence, _) = try Self.failure("interpolation-endpoints", Self.spec(.topLeft, .rounded(20)), Self.square,
                                                      producer: FaultyProducer(.interpolationEasedEndpoints))
        #expect(message.contains("at t = 0 the path differs"), "\(message)")
        #expect(evidence.outlines.map(\.label) == ["interpolated at t = 0", "the case's spec"])
    }

    @Test func interpolationContinuityOverlaysTheShapesAcrossTheJump() throws {
        // rounded 20 morphs into cut 20 (its target at this case); the fault switches at t = 1/2.
        let shapeCase = ShapeCase(spec: Self.spec(.topLeft, .rounded(20)), size: Self.square)
        try #require(shapeCase.morphTarget.corners.topLeft == .cut(20), "this case's target is another family")
        let (message, evidence, _) = try Self.failure("interpolation-continuity", shapeCase.spec, Self.square,
                                                      producer: FaultyProducer(.interpolationFamilyJump))
        #expect(message.contains("the area jumps by"), "\(message)")
        #expect(evidence.outlines.count == 2)
        // The jump is the difference of the two corners' areas: cut 20 removes 200, rounded 20 removes 400 - 100π.
        let areas = evidence.outlines.map(\.path.area)
        #expect(Swift.abs(Swift.abs(areas[1] - areas[0]) - (200 - (400 - 100 * Double.pi))) < 1e-6)
    }

    @Test func readyMadeShapesOverlaysTheDrawnAndTheContractsShape() throws {
        let (message, evidence, svg) = try Self.failure("ready-made-shapes", ShapeSpec(), Size(width: 1, height: 2),
                                                        producer: FaultyProducer(.circleOffCentre))
        #expect(message.hasPrefix("the circle is not the shape the contract states"), "\(message)")
        #expect(evidence.outlines.map(\.label) == ["the circle as drawn", "the circle the contract states"])
        #expect(!evidence.showsCaseShape && evidence.marks.first?.label == "drawn point off the outline")
        #expect(svg.contains("the circle the contract states"))
    }

    @Test func readyMadeShapesNamesTheCornerAMetricShouldNotTouch() throws {
        let (message, evidence, _) = try Self.failure("ready-made-shapes", ShapeSpec(), Size(width: 10, height: 10),
                                                      producer: FaultyProducer(.metricTouchesEveryCorner))
        #expect(message.hasPrefix("applying a metric changes a corner it is not applied to; "), "\(message)")
        #expect(evidence.facts.contains { $0.contains("became") })
    }

    @Test func pathBuilderDrawsTheFilletAgainstItsLines() throws {
        let (message, evidence, svg) = try Self.failure("path-builder", ShapeSpec(), Size(width: 3, height: 3),
                                                        producer: FaultyProducer(.tangentArcMissesTheLine))
        #expect(message.contains("is not the fillet of its two lines; "), "\(message)")
        #expect(evidence.outlines.map(\.label).contains("the second line (tangent point to toPoint)"))
        #expect(evidence.marks.map(\.label).contains("the arc's centre"))
        #expect(svg.contains("tangentPoint"))
    }

    @Test func pathBuilderShowsTheAppendedOutline() throws {
        let (message, evidence, _) = try Self.failure("path-builder", ShapeSpec(), Size(width: 1, height: 1),
                                                      producer: FaultyProducer(.appendMapsArcsByRotation))
        #expect(message.hasPrefix("appending the ready-made circle under a transform of determinant -"), "\(message)")
        #expect(evidence.outlines.map(\.label).suffix(2) == ["the ready-made circle, appended", "the ready-made circle"])
    }

    @Test func simpleOutlineShowsTheWindingNumber() throws {
        // Traces the outline twice: every inside point is wound twice.
        let producer = TamperedProducer(name: "traced-twice") { shape, _, _ in
            ProducedShape(resolved: shape.resolved, path: Path(shape.path.elements + shape.path.elements))
        }
        let (message, evidence, svg) = try Self.failure("simple-outline", Self.spec(.topLeft, .rounded(20)), Self.square, producer: producer)
        #expect(message.contains("winds 2 times"))
        #expect(!evidence.marks.isEmpty && evidence.marks.allSatisfy { $0.label == "probe with winding number 2" })
        #expect(svg.contains("1: probe with winding number 2 at ("))
    }

    @Test func scaleCovarianceOverlaysTheDoubledShapeAtHalfSize() throws {
        // Ignores the spec's lengths: the corner stays rounded 10 at double size.
        let producer = TamperedProducer(name: "fixed-radius") { _, _, size throws(ShapeInputError) in
            try CoreProducer().produce(ShapeSpec(allCorners: .rounded(10)), size: size)
        }
        let (_, evidence, svg) = try Self.failure("scale-covariance", ShapeSpec(allCorners: .rounded(10)), Self.square, producer: producer)
        let half = try #require(evidence.outlines.first)
        #expect(half.label == "the 2x case's shape, scaled by 1/2")
        #expect(half.path.bounds == Rect(size: Self.square), "the doubled shape is drawn at the original's scale")
        #expect(Swift.abs(half.path.area - (10_000 - 100 * (4 - Double.pi) / 4)) < 1e-9, "rounded 10 at 2x is rounded 5 at 1x")
        #expect(svg.contains("the 2x case's shape, scaled by 1/2"))
        #expect(svg.contains("filled: the case's shape"), "the 1x shape is drawn too")
    }

    @Test func mirrorSymmetryShowsBothShapes() throws {
        // Always rounds the top-left corner, whatever the spec says: not mirror symmetric.
        let producer = TamperedProducer(name: "always-top-left") { _, _, size throws(ShapeInputError) in
            try CoreProducer().produce(Self.spec(.topLeft, .rounded(30)), size: size)
        }
        let (_, evidence, svg) = try Self.failure("mirror-symmetry", Self.spec(.topLeft, .rounded(30)), Self.square, producer: producer)
        #expect(evidence.outlines.map(\.label) == ["the shape of the left-right mirrored spec", "the left-right mirror of the original shape"])
        // The mirror of the original has its round corner top right; the (broken) mirrored spec's shape top left.
        let mirroredOriginal = evidence.outlines[1].path
        #expect(PathHitTester(mirroredOriginal).contains(Point(x: 1, y: 1)))
        #expect(!PathHitTester(mirroredOriginal).contains(Point(x: 99, y: 1)))
        #expect(!evidence.showsCaseShape)
        #expect(svg.contains("the left-right mirror of the original shape") && svg.contains("the shape of the left-right mirrored spec"))
        #expect(!svg.contains("filled: the case's shape"), "only the two mirrored-frame shapes are drawn")
    }

    @Test func hitTestShowsTheDisagreeingPixelsAndTheirGrid() throws {
        let (_, evidence, svg) = try Self.failure("hit-test-matches-raster", Self.spec(.topLeft, .rounded(1)), Size(width: 1, height: 1),
                                                  producer: FaultyProducer(.chordPolygonHitTest))
        #expect(!evidence.points.isEmpty)
        #expect(evidence.outlines.first?.label.hasPrefix("raster grid") == true)
        #expect(svg.contains("pixel centre(s) where contains disagrees with the raster oracle"))
    }

    @Test func pathMatchesSpecMarksTheFirstDisagreement() throws {
        var spec = ShapeSpec()
        spec.edges.top = .triangle(size: 1, direction: .outward)
        let (_, evidence, svg) = try Self.failure("path-matches-spec", spec, Size(width: 3, height: 3), producer: FaultyProducer(.trianglesOffCentre))
        #expect(evidence.marks.first?.label.hasPrefix("first disagreement") == true)
        #expect(evidence.marks.first?.point == evidence.points.first)
        #expect(svg.contains("1: first disagreement"))
    }

    @Test func cutDiamondShowsItsOwnShapeAgainstTheExactPolygon() throws {
        let (_, evidence, svg) = try Self.failure("cut-diamond-identity", ShapeSpec(), Size(width: 1, height: 2),
                                                  producer: FaultyProducer(.fractionsOfHeight))
        #expect(!evidence.showsCaseShape)
        #expect(evidence.outlines.map(\.label).contains("the exact hexagon (cut min(w, h)/2)"))
        #expect(svg.contains("the exact hexagon"))
    }

    @Test func marginsShowBothContentRectangles() throws {
        let (_, evidence, svg) = try Self.failure("margins-inside-shape", Self.spec(.topLeft, .rounded(1)), Size(width: 1, height: 1),
                                                  producer: FaultyProducer(.marginsIgnoreCorners))
        #expect(evidence.outlines.count == 2)
        #expect(evidence.outlines[0].path.bounds == Rect(x: 0, y: 0, width: 1, height: 1), "zero margins: the whole rectangle")
        #expect(svg.contains("content rectangle from the producer's margins") && svg.contains("content rectangle the contract's demands leave"))
    }

    @Test func marginsShowTheUnblockedSideMovedOut() throws {
        var spec = Self.spec(.bottomLeft, .rounded(1))
        spec.offsets.topLeft = Vector(dx: -1, dy: 0)
        let (_, evidence, svg) = try Self.failure("margins-inside-shape", spec, Size(width: 1, height: 1),
                                                  producer: FaultyProducer(.marginsWithOffsetsDoubled))
        #expect(evidence.outlines.count == 2)
        // The moved rectangle holds the producer's: one side further out, the others where they were.
        let (content, moved) = (evidence.outlines[0].path.bounds, evidence.outlines[1].path.bounds)
        #expect(moved.width * moved.height > content.width * content.height)
        #expect(evidence.facts.first?.contains("step") == true)
        #expect(svg.contains("side moved out as far as the oracle allows"))
    }

    @Test func boundsShowBothRectangles() throws {
        let producer = TamperedProducer(name: "loose-bounds") { shape, _, _ in
            shape.bounds = Rect(x: -5, y: 0, width: 105, height: 100)
            return shape
        }
        let (_, evidence, svg) = try Self.failure("bounds-tight", ShapeSpec(), Self.square, producer: producer)
        #expect(evidence.outlines.map(\.path.bounds) == [Rect(x: -5, y: 0, width: 105, height: 100), Rect(size: Self.square)])
        #expect(svg.contains("the producer's bounds") && svg.contains("the oracle's tight bounds"))
        #expect(svg.contains("minX: -5.0 vs 0.0"))
    }

    @Test func areaShowsBothAreasAsText() throws {
        let producer = TamperedProducer(name: "area-off-by-one") { shape, _, _ in
            shape.area += 1
            return shape
        }
        let (_, evidence, svg) = try Self.failure("area-matches-oracle", ShapeSpec(), Self.square, producer: producer)
        #expect(evidence.facts.contains("the producer's area (filled): 10001.0"))
        #expect(svg.contains("the oracle's area (dashed): 10000.0"))
    }

    @Test func overlapRuleShowsTheReaches() throws {
        var spec = Self.spec(.topRight, .rounded(2))
        spec.offsets.bottomRight = Vector(dx: 1, dy: 0)
        let (_, evidence, svg) = try Self.failure("overlap-rule", spec, Size(width: 1, height: 1),
                                                  producer: FaultyProducer(.roundedCornersIgnoreTheAngle))
        #expect(!evidence.facts.isEmpty || !evidence.outlines.isEmpty)
        #expect(svg.contains("<desc>overlap-rule: FAILS"))
    }

    @Test func jsonRoundTripPicturesItsFacts() {
        let shapeCase = ShapeCase(spec: ShapeSpec(allCorners: .cut(3)), size: Self.square)
        let evidence = FailureEvidence(facts: ["sent: {\"a\":1}", "came back: {\"a\":2}"])
        let entry = CorpusEntry(property: "json-round-trip", shapeCase: shapeCase, message: "compact round trip changed the spec")
        let svg = FailurePicture.svg(for: entry, outcome: .fail(entry.message, evidence: evidence), producer: CoreProducer())
        #expect(svg.contains("came back: {&quot;a&quot;:2}"))
        #expect(svg.contains("json-round-trip: FAILS with core"))
    }

    @Test func aPassingEntryIsLabelledWithItsNoteAndRecordedPoints() {
        let shapeCase = ShapeCase(spec: ShapeSpec(allCorners: .rounded(60)), size: Self.square)
        let entry = CorpusEntry(property: "overlap-rule", shapeCase: shapeCase, failingPoints: [Point(x: 1, y: 2)],
                                message: "once failed", note: "the anchor's overlap bug")
        let svg = FailurePicture.svg(for: entry, outcome: .pass, producer: CoreProducer())
        #expect(svg.contains("overlap-rule: passes today with core"))
        #expect(svg.contains("note: the anchor's overlap bug") && svg.contains("recorded: once failed"))
        #expect(svg.contains("1 point(s) recorded when it failed"))
        #expect(svg.contains("dashed: the analytic oracle's outline"))
    }

    @Test func theLegendIsSizedByTheFrameNotTheShape() {
        // A hairline and a giant get the same font and stroke sizes.
        func sizes(_ size: Size) -> [String] {
            let entry = CorpusEntry(property: "closed-path", shapeCase: ShapeCase(spec: ShapeSpec(allCorners: .rounded(.fraction(0.25))), size: size), message: "m")
            let svg = FailurePicture.svg(for: entry, outcome: .pass, producer: CoreProducer())
            return svg.split(separator: "\"").enumerated().compactMap { i, part in
                let previous = svg.split(separator: "\"")[Swift.max(0, i - 1)]
                return previous.hasSuffix("font-size=") || previous.hasSuffix("stroke-width=") ? String(part) : nil
            }
        }
        let tiny = sizes(Size(width: 1e-9, height: 3e-9)), huge = sizes(Size(width: 1e9, height: 3e8))
        #expect(!tiny.isEmpty && Set(tiny) == Set(huge))
    }

    @Test func wrapKeepsEveryCharacter() {
        let text = "a fairly long message with a veryveryveryverylongwordthatmustbecut and more"
        let lines = FailurePicture.wrap(text, width: 12)
        #expect(lines.allSatisfy { $0.count <= 12 })
        #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " })
    }
}
