import ShapeModel
import Testing
@testable import ShapeVerification

/// The suite has teeth: every deliberately faulty producer is caught within 10,000 cases and
/// shrunk to a case with at most one non-square corner or non-straight edge and small round numbers.
@Suite struct FaultyProducerTests {
    // A trapping fault would kill the test process: CrashSafetyTests runs it in a child.
    @Test(arguments: Fault.inProcessCases)
    func isCaughtAndShrunk(_ fault: Fault) throws {
        let options = FuzzOptions(seed: TestBudget.seed, limit: .cases(10_000), stopsAtFirstFailure: true)
        // Differential: a case counts only where the real core passes, so the fault is caught for itself.
        let report = try FuzzRunner(options: options, producer: FaultyProducer(fault), baseline: CoreProducer()).run { _ in }
        let failure = try #require(report.failures.first?.failure, "\(fault) survived \(report.cases) cases")
        let shrunk = failure.shrunk
        let treatments = shrunk.spec.corners.inOrder.filter { !$0.isSquare }.count + shrunk.spec.edges.inOrder.filter { !$0.isStraight }.count
        print("""
            \(fault): caught by \(failure.property) at case \(failure.caseNumber); shrunk to \(shrunk.jsonString): \
            \(failure.message)
            """)
        #expect(failure.caseNumber < 10_000)
        #expect(treatments <= 1, "shrunk case keeps \(treatments) treatments")
        #expect(shrunk.numbers.allSatisfy(Roundness.isSmallRound), "shrunk case has numbers \(shrunk.numbers)")
        // The shrunk case still shows the fault, and the core itself passes it.
        let property = try #require(PropertyCatalog.property(id: failure.property))
        #expect(property.check(shrunk, producer: FaultyProducer(fault)).isFailure)
        #expect(!property.check(shrunk, producer: CoreProducer()).isFailure)
    }
}
