import ShapeModel
import ShapeOracle
import Testing
@testable import ShapeVerification

/// The usage examples in the doc comments of `AnalyticOracle.classify`, `AnalyticOracle.outwardClearance` and `FuzzRunner.run`,
/// run as written, so the documentation cannot drift from the API.
@Suite("Doc comment examples (oracle, engine)")
struct DocExampleTests {
    @Test func analyticOracleClassify() throws {
        let oracle = try AnalyticOracle(spec: ShapeSpec(allCorners: .rounded(20)), size: Size(width: 100, height: 100))
        #expect(oracle.classify(Point(x: 50, y: 50)) == .inside)
        #expect(oracle.classify(Point(x: 1, y: 1)) == .outside)
        #expect(oracle.classify(Point(x: 50, y: 0)) == .boundary)
    }

    @Test func analyticOracleOutwardClearance() throws {
        let oracle = try AnalyticOracle(spec: ShapeSpec(), size: Size(width: 100, height: 60))
        #expect(oracle.outwardClearance(of: .top, left: 10, top: 20, right: 90, bottom: 50) == 20)
    }

    @Test func fuzzRunnerRun() throws {
        let options = FuzzOptions(seed: 1, limit: .cases(200), properties: ["overlap-rule"])
        let report = try FuzzRunner(options: options).run { _ in }
        #expect(!report.hasFailures)
        #expect(report.cases == 200)
        #expect(report.tallies.map(\.id) == ["overlap-rule"])
    }
}
