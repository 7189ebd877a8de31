import ShapeCore
import ShapeModel
import ShapeOracle
import Testing
@testable import ShapeVerification

/// The usage examples in the doc comments of `AnalyticOracle.classify`, `AnalyticOracle.distanceToOutline`,
/// `AnalyticOracle.isNearOutline`, `AnalyticOracle.isDistance`, `AnalyticOracle.isCertainlyNearer`,
/// `RasterOracle.mask`, `RasterOracle.classify` on several grids, `AnalyticOracle.outwardClearance`, `OraclePerimeter`, `FuzzRunner.run`, `FuzzRunner.checkCase`,
/// `CaseSubject`, `FuzzShard`, `Inflate`, `PNGDecoder`, `SVGPathParser`, `JSONParser.parse`,
/// `HostileInputGenerator`, `HostileArgumentsGenerator` and `ReaderFuzzer.run`, run as written,
/// so the documentation cannot drift from the API.
@Suite("Doc comment examples (oracle, engine)")
struct DocExampleTests {
    @Test func analyticOracleClassify() throws {
        let oracle = try AnalyticOracle(spec: ShapeSpec(allCorners: .rounded(20)), size: Size(width: 100, height: 100))
        #expect(oracle.classify(Point(x: 50, y: 50)) == .inside)
        #expect(oracle.classify(Point(x: 1, y: 1)) == .outside)
        #expect(oracle.classify(Point(x: 50, y: 0)) == .boundary)
    }

    @Test func analyticOracleDistanceToOutline() throws {
        let oracle = try AnalyticOracle(spec: ShapeSpec(allCorners: .rounded(20)), size: Size(width: 100, height: 100))
        #expect(oracle.distanceToOutline(Point(x: 50, y: 10)) == 10)
        #expect(oracle.distanceToOutline(Point(x: 50, y: 10), cutoff: 4) > 4)
    }

    @Test func analyticOracleIsNearOutline() throws {
        let oracle = try AnalyticOracle(spec: ShapeSpec(allCorners: .rounded(20)), size: Size(width: 100, height: 100))
        #expect(oracle.isNearOutline(Point(x: 50, y: 10), within: 10))
        #expect(!oracle.isNearOutline(Point(x: 50, y: 10), within: 9))
    }

    @Test func analyticOracleIsDistance() throws {
        let oracle = try AnalyticOracle(spec: ShapeSpec(allCorners: .rounded(20)), size: Size(width: 100, height: 100))
        #expect(oracle.isDistance(Point(x: 50, y: 10), within: 0.5, of: 10))
        #expect(!oracle.isDistance(Point(x: 50, y: 10), within: 0.5, of: 12))
    }

    @Test func analyticOracleIsCertainlyNearer() throws {
        let oracle = try AnalyticOracle(spec: ShapeSpec(allCorners: .rounded(20)), size: Size(width: 100, height: 100))
        #expect(oracle.isCertainlyNearer(Point(x: 50, y: 10), than: 11))
        #expect(!oracle.isCertainlyNearer(Point(x: 50, y: 10), than: 10))
    }

    @Test func rasterOracleMask() throws {
        let square = Path([.move(to: Point(x: 0, y: 0)), .line(to: Point(x: 4, y: 0)),
                           .line(to: Point(x: 4, y: 4)), .line(to: Point(x: 0, y: 4)), .close])
        let grid = RasterGrid(origin: Point(x: -2, y: -2), pixelSize: 1, columns: 8, rows: 8)
        let mask = RasterOracle.mask(square, on: grid, tolerance: 0.01)
        #expect(mask?.insideCount == 16)
        #expect(mask?[2, 2] == true)
    }

    @Test func rasterOracleClassifySeveralGrids() throws {
        let square = Path([.move(to: Point(x: 0, y: 0)), .line(to: Point(x: 4, y: 0)),
                           .line(to: Point(x: 4, y: 4)), .line(to: Point(x: 0, y: 4)), .close])
        let grid = RasterGrid(origin: Point(x: -2, y: -2), pixelSize: 1, columns: 8, rows: 8)
        let images = RasterOracle.classify(square, on: [(grid, .nonZero), (grid, .evenOdd)], tolerance: 0.01)
        #expect(images[1][2, 2] == .inside)
    }

    @Test func analyticOracleOutwardClearance() throws {
        let oracle = try AnalyticOracle(spec: ShapeSpec(), size: Size(width: 100, height: 60))
        #expect(oracle.outwardClearance(of: .top, left: 10, top: 20, right: 90, bottom: 50) == 20)
    }

    @Test func oraclePerimeter() throws {
        let oracle = try AnalyticOracle(spec: ShapeSpec(allCorners: .rounded(10)), size: Size(width: 100, height: 50))
        let perimeter = oracle.perimeter()
        #expect(abs(perimeter.length - (2 * (80 + 30) + 20 * .pi)) <= 1e-12)
        #expect(perimeter.point(atLength: 0) == Point(x: 0, y: 10))
    }

    @Test func fuzzRunnerRun() throws {
        let options = FuzzOptions(seed: 1, limit: .cases(200), properties: ["overlap-rule"], jobs: 2)
        let report = try FuzzRunner(options: options).run { _ in }
        #expect(!report.hasFailures)
        #expect(report.cases == 200)
        #expect(report.tallies.map(\.id) == ["overlap-rule"])
    }

    @Test func caseSubjectSharedByEveryProperty() {
        let shapeCase = ShapeCase(spec: ShapeSpec(allCorners: .rounded(.points(12))), size: Size(width: 120, height: 80))
        let subject = CaseSubject(shapeCase, producer: CoreProducer())
        let outcomes = PropertyCatalog.all.map { $0.check(subject) }   // one resolution, one oracle
        #expect(!outcomes.contains { $0.isFailure })
        // One shape for the whole case: every property read the same one.
        #expect(subject.shape === subject.shape)
    }

    @Test func fuzzRunnerCheckCase() {
        let runner = FuzzRunner(options: FuzzOptions(seed: 1))
        let verdict = runner.checkCase(7, properties: PropertyCatalog.all)
        #expect(!verdict.hasFailure)
        #expect(verdict.outcomes.count == PropertyCatalog.all.count)
        #expect(verdict.failures.isEmpty)
    }

    @Test func fuzzShard() throws {
        let shard = try FuzzShard(parsing: "1/4")
        #expect(shard.caseNumber(2) == 9)
        #expect(shard.caseCount(ofBudget: 9) == 2)
    }

    @Test func inflateZlib() throws {
        let stream: [UInt8] = [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]  // zlib.compress(b"")
        let bytes = try Inflate.zlib(stream)
        #expect(bytes == [])
    }

    @Test func pngDecoderDecode() throws {
        let image = RGBAImage(width: 1, height: 1, bytes: [98, 0, 238, 255])!
        let decoded = try PNGDecoder.decode(PNGEncoder.encode(image))
        #expect(decoded.rgba == [98, 0, 238, 255])
    }

    @Test func svgPathParserParse() throws {
        let commands = try SVGPathParser.parse("M0 0h10v10a5 5 0 0 1-5 5z")
        #expect(commands.count == 5)
        #expect(commands[3].endPoint == Point(x: 5, y: 15) && commands[4] == .close)
    }

    @Test func jsonParserParse() throws {
        let value = try JSONParser.parse(#"{"corners": {"all": {"family": "cut", "size": 8}}}"#)
        #expect(value["corners"]?["all"]?["size"] == .number(8))
        #expect(throws: ShapeInputError(field: "a.json", problem: "invalid JSON at line 1, column 4 (byte offset 3): unexpected character ']'")) {
            try JSONParser.parse("[1,]", source: "a.json")
        }
    }

    @Test func hostileInputGenerator() {
        let (input, _) = HostileInputGenerator().generate(seed: 7)
        #expect(ReaderCheck.problem(with: input) == nil)
    }

    @Test func hostileArgumentsGenerator() {
        let generator = HostileArgumentsGenerator(templates: [["spinner", "--time", "1.5"]])
        var source = ChoiceSource(random: SplitMix64(seed: 3))
        let arguments = generator.generate(&source)
        #expect(arguments.first == "spinner")
    }

    @Test func readerFuzzerRun() {
        let report = ReaderFuzzer(seed: 1, limit: .cases(200)).run { _ in }
        #expect(report.failed == 0 && report.cases == 200)
    }
}
