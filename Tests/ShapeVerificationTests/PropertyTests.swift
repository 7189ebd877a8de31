import ShapeModel
import Testing
@testable import ShapeVerification

/// Every property against the core, under a fixed seed, for a bounded number of cases.
@Suite struct PropertyTests {
    @Test(arguments: PropertyCatalog.ids)
    func holdsForTheCore(_ id: String) throws {
        let options = FuzzOptions(seed: TestBudget.seed, limit: .cases(TestBudget.cases(1_000)), properties: [id])
        var lines: [String] = []
        let report = try FuzzRunner(options: options).run { lines.append($0) }
        let tally = try #require(report.tallies.first)
        #expect(tally.id == id)
        #expect(tally.failed == 0, "\(lines.joined(separator: "\n"))")
        #expect(tally.checked > 0, "the property applied to no case")
        print("\(id): \(tally.checked) checked, \(tally.discarded) discarded, \(tally.failed) failed (seed \(TestBudget.seed))")
    }

    @Test func idsAreStableAndDocumented() {
        #expect(PropertyCatalog.ids == [
            "closed-path", "hit-test-matches-raster", "path-matches-spec", "cut-diamond-identity", "margins-inside-shape",
            "bounds-tight", "area-matches-oracle", "overlap-rule", "scale-covariance", "mirror-symmetry", "json-round-trip",
            "simple-outline", "trim-length", "length-matches-oracle", "interpolation-endpoints", "interpolation-continuity",
            "border-inside-shape", "surface-measures", "coverage-matches-area", "svg-round-trip", "ready-made-shapes", "path-builder",
        ])
        for property in PropertyCatalog.all {
            #expect(!property.summary.isEmpty && !property.tolerance.isEmpty)
        }
    }

    @Test func sameSeedSameReport() throws {
        let options = FuzzOptions(seed: 99, limit: .cases(TestBudget.cases(40)))
        let a = try FuzzRunner(options: options).run { _ in }
        let b = try FuzzRunner(options: options).run { _ in }
        #expect(a.tallies == b.tallies)
        #expect(a.cases == b.cases)
    }
}
