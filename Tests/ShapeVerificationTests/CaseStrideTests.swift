import Testing
@testable import ShapeVerification

/// A run of the whole catalogue checks a property with a ``ShapeProperty/caseStride`` of k on
/// the cases whose case seed is a multiple of k (about one in k), and skips it on the others
/// without counting; a run of chosen properties checks each on every case; and which cases are
/// checked depends on the seed and the case number only, never on jobs or shards.
@Suite struct CaseStrideTests {
    @Test func theExportPropertiesHaveAShare() {
        let strides = Dictionary(uniqueKeysWithValues: PropertyCatalog.all.map { ($0.id, $0.caseStride) })
        #expect(strides["coverage-matches-area"] == CoverageMatchesAreaProperty.stride && CoverageMatchesAreaProperty.stride == 8)
        #expect(strides["svg-round-trip"] == 4 && strides["json-round-trip"] == 4)
        #expect(strides.filter { $0.value != 1 }.count == 3)
    }

    @Test func aStridedPropertyIsCheckedOnItsShareOfTheCatalogueRun() {
        let runner = FuzzRunner(options: FuzzOptions(seed: 7))
        let json = JSONRoundTripProperty(), closed = ClosedPathProperty()
        // The share: the cases whose seed is a multiple of the stride, about one in k.
        let share = (0 ..< 4_000).filter { runner.checks(json, caseNumber: $0) }
        #expect(share.allSatisfy { FuzzOptions.caseSeed(7, $0) % UInt64(json.caseStride) == 0 })
        #expect(share.count > 4_000 / json.caseStride * 8 / 10 && share.count < 4_000 / json.caseStride * 12 / 10)
        #expect((0 ..< 100).allSatisfy { runner.checks(closed, caseNumber: $0) })
        // checkCase skips the property off its share and checks it on it.
        for number in 0 ..< 24 {
            let verdict = runner.checkCase(number, properties: [json, closed])
            #expect((verdict.outcomes[0] == .skipped) == !runner.checks(json, caseNumber: number))
            #expect(verdict.outcomes[1] != .skipped)
        }
        // Chosen properties are checked on every case.
        let chosen = FuzzRunner(options: FuzzOptions(seed: 7, properties: ["json-round-trip"]))
        #expect((0 ..< 100).allSatisfy { chosen.checks(json, caseNumber: $0) })
        #expect((0 ..< 24).allSatisfy { chosen.checkCase($0, properties: [json]).outcomes != [.skipped] })
    }

    /// The whole catalogue's tallies (strided properties counted only where checked) are the same
    /// on one thread or two, and two shards add up to them.
    @Test func theCatalogueRunsTalliesDoNotDependOnJobsOrShards() throws {
        func tallies(jobs: Int, shard: FuzzShard = .whole) throws -> [FuzzReport.Tally] {
            var options = FuzzOptions(seed: 7, limit: .cases(32), jobs: jobs, shard: shard)
            options.chunkSize = 5
            return try FuzzRunner(options: options).run { _ in }.tallies
        }
        let one = try tallies(jobs: 1), two = try tallies(jobs: 2)
        #expect(one == two)
        let shards = try [tallies(jobs: 1, shard: FuzzShard(index: 0, count: 2)), tallies(jobs: 2, shard: FuzzShard(index: 1, count: 2))]
        for (index, tally) in one.enumerated() {
            #expect(shards[0][index].checked + shards[1][index].checked == tally.checked, "\(tally.id)")
            #expect(shards[0][index].discarded + shards[1][index].discarded == tally.discarded, "\(tally.id)")
        }
        let coverage = try #require(one.first { $0.id == "coverage-matches-area" })
        let closed = try #require(one.first { $0.id == "closed-path" })
        #expect(coverage.checked + coverage.discarded < closed.checked + closed.discarded)
    }
}
