import ShapeCore
import ShapeModel
import ShapeOracle
import Testing
@testable import ShapeVerification

/// The conformance protocol's pieces without a process: capabilities, messages, outlines, the
/// constrained generator and the serving side.
@Suite("Conformance protocol")
struct ConformanceProtocolTests {
    static let android = ProducerCapabilities(families: [.rounded, .cut], fractions: true, offsets: false, triangles: [],
                                              variants: [.perCornerClamping], measures: [.resolved])

    @Test func capabilitiesRoundTripThroughTheHandshake() throws {
        let handshake = ConformanceHandshake(name: "python example (android)", capabilities: Self.android)
        let read = try ConformanceHandshake(line: handshake.line)
        #expect(read == handshake)
        #expect(read.capabilities.families == [.square, .rounded, .cut])
        #expect(read.capabilities.measures == [.outline, .resolved])
        #expect(read.folderName == "python-example--android")
        // Every key optional: the most modest producer.
        let modest = try ConformanceHandshake(line: #"{"protocol": 1, "name": "m"}"#)
        #expect(modest.capabilities == ProducerCapabilities(families: [], fractions: false, offsets: false, triangles: []))
    }

    @Test(arguments: [
        (#"{"protocol": 1}"#, "handshake.name"),
        (#"{"protocol": 1, "name": "x", "capabilities": {"families": ["round"]}}"#, "handshake.capabilities.families[0]"),
        (#"{"protocol": 1, "name": "x", "capabilities": {"families": ["cut", "cut"]}}"#, "handshake.capabilities.families[1]"),
        (#"{"protocol": 1, "name": "x", "capabilities": {"measures": ["swift-library"]}}"#, "handshake.capabilities.measures"),
        (#"{"protocol": 1, "name": "x", "capabilities": {"variant": []}}"#, "handshake.capabilities.variant"),
        (#"{"protocol": 1.5, "name": "x"}"#, "handshake.protocol"),
        (#"{"protocol": 1, "name": ""}"#, "handshake.name"),
    ])
    func badHandshakesNameTheField(_ line: String, _ field: String) {
        #expect(throws: ShapeInputError.self) { try ConformanceHandshake(line: line) }
        do { _ = try ConformanceHandshake(line: line) } catch { #expect(error.field == field, "\(error)") }
    }

    @Test func unsupportedFeaturesAreNamed() {
        let caps = Self.android
        #expect(caps.unsupportedFeature(of: ShapeSpec(allCorners: .rounded(.fraction(0.5)))) == nil)
        #expect(caps.unsupportedFeature(of: ShapeSpec(allCorners: .continuous(12))) == "continuous corners")
        var spec = ShapeSpec(allCorners: .cut(4))
        spec.offsets.topLeft = Vector(dx: 1, dy: 0)
        #expect(caps.unsupportedFeature(of: spec) == "corner offsets")
        spec.offsets.topLeft = Vector(dx: -0.0, dy: 0)   // -0 is no offset
        #expect(caps.unsupportedFeature(of: spec) == nil)
        spec.edges.left = .triangle(size: 3, direction: .inward)
        #expect(caps.unsupportedFeature(of: spec) == "inward triangles")
        let pointsOnly = ProducerCapabilities(families: [.cut], fractions: false, offsets: false, triangles: [.inward])
        #expect(pointsOnly.unsupportedFeature(of: ShapeSpec(allCorners: .cut(.fraction(0.1)))) == "fractions")
        #expect(caps.missing([.outline, .margins, .bounds]) == [.margins])
        #expect(ProducerCapabilities.core.missing(Set(ProducerMeasure.allCases)).isEmpty)
        #expect(ProducerCapabilities.coreOverTheProtocol.missing([.outline, .swiftLibrary]) == [.swiftLibrary])
    }

    /// The generator draws only what the producer supports, deterministically, and leaves the
    /// core's draws exactly as they were.
    @Test func theGeneratorDrawsOnlySupportedCases() {
        let restricted = ShapeGenerator(capabilities: Self.android)
        var families: Set<CornerFamily> = []
        var fractions = 0
        for seed in UInt64(0) ..< 400 {
            let (shapeCase, _) = restricted.generate(seed: seed)
            #expect(Self.android.unsupportedFeature(of: shapeCase.spec) == nil, "\(shapeCase.jsonString)")
            #expect(restricted.generate(seed: seed).0 == shapeCase)
            let (full, _) = ShapeGenerator().generate(seed: seed)
            #expect(Self.android.restricting(full) == shapeCase)
            if Self.android.unsupportedFeature(of: full.spec) == nil { #expect(full == shapeCase) }
            families.formUnion(shapeCase.spec.corners.inOrder.map(\.family))
            fractions += shapeCase.spec.corners.inOrder.contains { if case .fraction = ProducerCapabilities.lengths(of: $0).first { true } else { false } } ? 1 : 0
        }
        #expect(families == [.square, .rounded, .cut])
        #expect(fractions > 20)
        // Points only: a fraction becomes the same number of points of the shorter side.
        let pointsOnly = ProducerCapabilities(families: [.rounded], fractions: false, offsets: false, triangles: [])
        let drawn = ShapeCase(spec: ShapeSpec(allCorners: .cut(.fraction(0.25))), size: Size(width: 100, height: 40))
        #expect(pointsOnly.restricting(drawn).spec.corners.topLeft == .rounded(.points(10)))
    }

    @Test func requestsRoundTrip() throws {
        var spec = ShapeSpec(allCorners: .rounded(.fraction(0.125)))
        spec.offsets.topRight = Vector(dx: -0.0, dy: 3.5)
        let request = ConformanceRequest(id: 42, shapeCase: ShapeCase(spec: spec, size: Size(width: 0.1, height: 1e9)),
                                         points: [Point(x: 0.1 + 0.2, y: -Double.leastNonzeroMagnitude), Point(x: 1e300, y: 0)])
        let read = try ConformanceRequest(line: request.line)
        #expect(read == request)
        #expect(read.shapeCase.spec.offsets.topRight.dx.sign == .minus)
        #expect(!request.line.contains("\n"))
    }

    @Test func responsesAreReadStrictly() throws {
        let ok = try ConformanceResponse(line: #"{"id": 3, "path": "M 0 0 L 10 0 L 10 10 Z", "hits": "10", "area": 50, "bounds": {"x": 0, "y": 0, "width": 10, "height": 10}}"#)
        #expect(ok.id == 3)
        guard case .shape(let shape) = ok.answer else { Issue.record("not a shape"); return }
        #expect(shape.hits == [true, false])
        #expect(shape.area == 50 && shape.margins == nil && shape.resolved == nil)
        #expect(shape.outline.elements == [.move(to: Point(x: 0, y: 0)), .line(to: Point(x: 10, y: 0)), .line(to: Point(x: 10, y: 10)),
                                           .line(to: Point(x: 0, y: 0)), .close])
        let rejected = try ConformanceResponse(line: #"{"id": 4, "error": "offsets: not convex"}"#)
        if case .rejected(let why) = rejected.answer { #expect(why == "offsets: not convex") } else { Issue.record("not a rejection") }
        let resolved = try ConformanceResponse(line: #"{"id": 5, "elements": [{"op": "move", "x": 0, "y": 0}, {"op": "close"}], "resolved": {"overlapFactor": 0.5, "corners": {"all": {"family": "cut", "size": 2}, "topLeft": {"family": "square"}}}}"#)
        if case .shape(let s) = resolved.answer {
            #expect(s.resolved == ReportedResolution(overlapFactor: 0.5, corners: Corners(topLeft: .square, topRight: .cut(2), bottomRight: .cut(2), bottomLeft: .cut(2))))
        } else { Issue.record("not a shape") }
    }

    /// Reported final sizes are results, not input: past the input limit of 1e9 they are read
    /// (a producer that does not scale reports them, and `overlap-rule` judges that), and the
    /// geometry derived from them keeps the overflow; negative or non-numeric ones are malformed.
    @Test func finalSizesPastTheInputLimitAreReadAndJudged() throws {
        // `serve --fault no-overlap-rule`, seed 1, request 782 (a protocol fault that ended the run before).
        let line = #"{"id": 782, "path": "", "resolved": {"overlapFactor": 1, "corners": {"bottomLeft": {"family": "cut", "size": 114000000000}, "topRight": {"family": "rounded", "size": 57}}}}"#
        let response = try ConformanceResponse(line: line)
        guard case .shape(let shape) = response.answer, let resolved = shape.resolved else { Issue.record("no resolution read"); return }
        #expect(resolved.corners.bottomLeft == .cut(114_000_000_000))
        let spec = ShapeSpec(corners: Corners(topLeft: .square, topRight: .rounded(57), bottomRight: .square, bottomLeft: .cut(.fraction(1e9))))
        let derived = try #require(ReportedResolution.resolvedShape(resolved, spec: spec, size: Size(width: 114, height: 114)))
        #expect(derived.corners.bottomLeft.reachIncoming > 114, "the overflow is kept for overlap-rule to see")
        #expect(OverlapRuleProperty().check(ShapeCase(spec: spec, size: Size(width: 114, height: 114)), producer: FaultyProducer(.noOverlapRule)).isFailure)
        #expect(throws: ProtocolFault.self) {
            try ConformanceResponse(line: #"{"id": 1, "path": "", "resolved": {"overlapFactor": 1, "corners": {"all": {"family": "cut", "size": -1}}}}"#)
        }
    }

    @Test(arguments: [
        ("hello", "invalid JSON"),
        (#"{"path": ""}"#, "id: is required"),
        (#"{"id": 1}"#, "exactly one of path, elements and error"),
        (#"{"id": 1, "path": "", "error": "x"}"#, "exactly one of path, elements and error"),
        (#"{"id": 1.5, "path": ""}"#, "expected an integer"),
        (#"{"id": 1, "path": "L 1 2"}"#, "must start with M"),
        (#"{"id": 1, "path": "", "hits": [true]}"#, "hits"),
        (#"{"id": 1, "path": "", "hits": "1x"}"#, "hits"),
        (#"{"id": 1, "path": "", "colour": "red"}"#, "colour: unknown key"),
        (#"{"id": 1, "path": "", "margins": {"top": 1}}"#, "margins.left: is required"),
        (#"{"id": 1, "path": "", "resolved": {"overlapFactor": 1, "corners": {"topLeft": {"family": "cut", "size": -1}}}}"#, "resolved.corners.topLeft.size"),
        (#"{"id": 1, "path": "M 0 0 A 1 2 0 0 1 3 0 Z"}"#, "elliptical"),
        (#"{"id": 1, "elements": [{"op": "jump"}]}"#, "elements[0].op"),
    ])
    func malformedResponsesSayWhy(_ line: String, _ expected: String) {
        do {
            _ = try ConformanceResponse(line: line)
            Issue.record("accepted \(line)")
        } catch {
            guard case .malformed(let problem, let quoted) = error else { Issue.record("\(error)"); return }
            #expect(problem.contains(expected), "\(problem)")
            #expect(quoted == line)
        }
    }

    @Test func svgOutlinesAreReadAsSVGDrawsThem() throws {
        // Z draws the line back; an arc to its own start draws nothing; radius 0 is a line.
        let path = try SVGOutline.path(from: "M 0 10 A 10 10 0 0 1 10 0 A 5 5 0 0 1 10 0 L 100 0 A 0 0 0 0 1 100 100 L 0 100 Z")
        #expect(path.elements.count == 7)
        #expect(path.elements[5] == .line(to: Point(x: 0, y: 10)))
        guard case .arc(let arc) = path.elements[1] else { Issue.record("no arc"); return }
        #expect(arc.radius == 10 && arc.startPoint == Point(x: 0, y: 10) && arc.endPoint == Point(x: 10, y: 0))
        #expect(Swift.abs(arc.center.x - 10) < 1e-12 && Swift.abs(arc.center.y - 10) < 1e-12)
        #expect(Swift.abs(arc.sweep - .pi / 2) < 1e-12)
        // A quarter circle of radius 5e-324 underflows SVG's centre form: its chord.
        let tiny = try SVGOutline.path(from: "M 0 5e-324 A 5e-324 5e-324 0 0 1 5e-324 0")
        let least = Double.leastNonzeroMagnitude
        #expect(tiny.elements == [.move(to: Point(x: 0, y: least)), .line(to: Point(x: least, y: 0))])
        // The core's own path data reads back to its outline.
        let resolved = try ShapeSpec(allCorners: .rounded(.fraction(0.5))).resolved(for: Size(width: 200, height: 80))
        let read = try SVGOutline.path(from: resolved.path.svgPathData)
        #expect(Swift.abs(read.area - resolved.path.area) < 1e-9)
        #expect(read.elements.count == resolved.path.elements.count)
    }

    /// The serving side answers what the core says, and its errors keep the request's id.
    @Test func theServerAnswersForTheCore() throws {
        let server = ConformanceServer(producer: CoreProducer())
        #expect(try ConformanceHandshake(line: server.handshake.line).capabilities == .coreOverTheProtocol)
        let line = server.respond(to: #"{"id": 1, "spec": {"corners": {"all": {"family": "cut", "size": 50}}}, "size": {"width": 100, "height": 100}, "points": [[50, 50], [1, 1]]}"#)
        let response = try ConformanceResponse(line: line)
        guard case .shape(let shape) = response.answer else { Issue.record(Comment(rawValue: line)); return }
        #expect(response.id == 1)
        #expect(shape.pathData == "M 0 50 L 50 0 L 100 50 L 50 100 L 0 50 Z")
        #expect(shape.hits == [true, false] && shape.area == 5000)
        #expect(shape.margins == EdgeInsets(top: 25, left: 25, bottom: 25, right: 25))
        #expect(shape.resolved == ReportedResolution(overlapFactor: 1, corners: Corners(all: .cut(50))))
        let folded = try ConformanceResponse(line: server.respond(to: #"{"id": 2, "spec": {"offsets": {"topLeft": [200, 200]}}, "size": {"width": 100, "height": 100}}"#))
        if case .rejected(let why) = folded.answer { #expect(why.hasPrefix("offsets:")) } else { Issue.record("accepted a folded quad") }
        #expect(folded.id == 2)
        let bad = try ConformanceResponse(line: server.respond(to: #"{"id": 9, "spec": {"corners": {"all": {"family": "wavy"}}}, "size": {"width": 1, "height": 1}}"#))
        #expect(bad.id == 9)
        let elements = ConformanceServer(producer: CoreProducer(), outlineAsElements: true)
        let exact = try ConformanceResponse(line: elements.respond(to: #"{"id": 3, "spec": {"corners": {"all": {"family": "rounded", "size": 10}}}, "size": {"width": 40, "height": 30}}"#))
        guard case .shape(let s) = exact.answer else { Issue.record("not a shape"); return }
        // Arcs in centre form: the same elements, end points recomputed from the angles.
        let core = try ShapeSpec(allCorners: .rounded(10)).resolved(for: Size(width: 40, height: 30)).path
        #expect(s.outline.elements.count == core.elements.count)
        #expect(zip(s.outline.elements, core.elements).allSatisfy { a, b in
            if case .arc(let x) = a, case .arc(let y) = b { return x.center == y.center && x.radius == y.radius && x.startAngle == y.startAngle }
            return a == b
        })
        #expect(Swift.abs(s.outline.area - core.area) < 1e-9)
    }

    /// A linked producer runs through the same runner: the core conforms, and the Swift-library
    /// properties run for it (it provides the library).
    @Test func theCoreConformsInProcess() throws {
        let report = try ConformanceRunner(options: ConformanceOptions(seed: TestBudget.seed, limit: .cases(40)), producer: CoreProducer()).run { _ in }
        #expect(!report.hasFailures, "\(report.summaryText)")
        #expect(report.properties.allSatisfy { $0.skipped == nil })
        #expect(report.properties.first?.id == "protocol")
        #expect(report.cases == 40)
        #expect(report.features.values.reduce(0) { $0 + $1.cases } >= 40)
    }

    /// Every property declares what it needs; the ones that run over the protocol are exactly
    /// those that read shapes only.
    @Test func overTheProtocolTheShapePropertiesRun() {
        let over = ConformanceRunner.catalog.filter { $0.skipReason(for: .coreOverTheProtocol) == nil }.map(\.id)
        #expect(over == ["protocol", "closed-path", "hit-test-matches-raster", "path-matches-spec", "cut-diamond-identity", "margins-inside-shape",
                         "bounds-tight", "area-matches-oracle", "overlap-rule", "scale-covariance", "mirror-symmetry", "simple-outline"])
        let outlineOnly = ProducerCapabilities(families: [.rounded], fractions: false, offsets: false, triangles: [])
        let runs = ConformanceRunner.catalog.filter { $0.skipReason(for: outlineOnly) == nil }.map(\.id)
        #expect(runs == ["protocol", "closed-path", "path-matches-spec", "bounds-tight", "area-matches-oracle", "simple-outline"])
        #expect(ConformanceProperty(MarginsInsideShapeProperty()).skipReason(for: outlineOnly) == "needs margins, which the producer does not provide")
    }

    /// Faults either show over the protocol or are named as the Swift library's.
    @Test func faultsAreClassifiedByWhatTheyBreak() {
        let observable = Fault.allCases.filter(\.isObservableOverTheProtocol)
        #expect(observable.count == 12)
        #expect(Fault.trimNoWrap.measure == .swiftLibrary && Fault.chordPolygonHitTest.measure == .hitTest)
    }

    @Test func featureCellsNameEachFamilyOfACase() {
        var spec = ShapeSpec(corners: Corners(topLeft: .rounded(.fraction(0.1)), topRight: .cut(3), bottomRight: .rounded(2), bottomLeft: .square))
        spec.edges.top = .triangle(size: 2, direction: .inward)
        spec.edges.bottom = .triangle(size: 2, direction: .outward)
        let cells = FeatureCell.cells(of: spec)
        #expect(cells.map(\.family) == [.rounded, .cut])
        #expect(cells.allSatisfy { $0.fractions && !$0.offsets && $0.trianglesText == "both" })
        #expect(FeatureCell.cells(of: ShapeSpec()).map(\.description) == ["square · points · offsets none · triangles none"])
    }

    @Test func replayLinesQuoteTheProducerCommand() {
        #expect(ConformanceRunner.replayCommand(producer: "python3 it's.py", corpus: "corpus-conformance/x", file: "a/b.json")
            == "verify-shapes conform --producer 'python3 it'\\''s.py' --corpus corpus-conformance/x --only a/b.json")
    }
}
