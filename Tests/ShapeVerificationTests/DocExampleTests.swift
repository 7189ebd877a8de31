import ShapeModel
import ShapeOracle
import Testing
@testable import ShapeVerification

/// The usage examples in the doc comments of `AnalyticOracle.classify`, `OraclePerimeter` and `FuzzRunner.run`,
/// run as written, so the documentation cannot drift from the API.
@Suite("Doc comment examples (oracle, engine)")
struct DocExampleTests {
    @Test func analyticOracleClassify() throws {
        let oracle = try AnalyticOracle(spec: ShapeSpec(allCorners: .rounded(20)), size: Size(width: 100, height: 100))
        #expect(oracle.classify(Point(x: 50, y: 50)) == .inside)
        #expect(oracle.classify(Point(x: 1, y: 1)) == .outside)
        #expect(oracle.classify(Point(x: 50, y: 0)) == .boundary)
    }

    @Test func oraclePerimeter() throws {
        let oracle = try AnalyticOracle(spec: ShapeSpec(allCorners: .rounded(10)), size: Size(width: 100, height: 50))
        let perimeter = oracle.perimeter()
        #expect(abs(perimeter.length - (2 * (80 + 30) + 20 * .pi)) <= 1e-12)
        #expect(perimeter.point(atLength: 0) == Point(x: 0, y: 10))
    }

    @Test func fuzzRunnerRun() throws {
        let options = FuzzOptions(seed: 1, limit: .cases(200), properties: ["overlap-rule"])
        let report = try FuzzRunner(options: options).run { _ in }
        #expect(!report.hasFailures)
        #expect(report.cases == 200)
        #expect(report.tallies.map(\.id) == ["overlap-rule"])
    }
}
