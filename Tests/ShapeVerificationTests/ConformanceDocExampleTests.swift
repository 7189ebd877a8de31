import ShapeCore
import ShapeModel
import Testing
@testable import ShapeVerification

/// The usage examples in the doc comments of `ProducerCapabilities`, `restricting(_:)`,
/// `ExternalProducer`, `SVGOutline`, `ConformanceServer` and `ConformanceRunner.run`, run as
/// written.
@Suite("Doc comment examples (conformance)")
struct ConformanceDocExampleTests {
    @Test func producerCapabilities() {
        let android = ProducerCapabilities(families: [.rounded, .cut], fractions: true, offsets: false,
                                           triangles: [], variants: [.perCornerClamping], measures: [.resolved])
        #expect(android.unsupportedFeature(of: ShapeSpec(allCorners: .continuous(12))) == "continuous corners")
        #expect(android.supports(.resolved))
    }

    @Test func restricting() {
        let roundedOnly = ProducerCapabilities(families: [.rounded], fractions: false, offsets: false, triangles: [])
        let drawn = ShapeCase(spec: ShapeSpec(allCorners: .cut(.fraction(0.25))), size: Size(width: 100, height: 40))
        #expect(roundedOnly.restricting(drawn).spec.corners.topLeft == .rounded(.points(10)))
    }

    @Test(.enabled(if: ConformanceRunTests.python != nil, "python3 is not on the PATH"))
    func externalProducer() throws {
        let producer = try ExternalProducer(command: "python3 \(ConformanceRunner.shellQuoted(ConformanceRunTests.pythonExample))")
        let shape = try producer.produce(ShapeSpec(allCorners: .cut(8)), size: Size(width: 120, height: 36))
        #expect(shape.area == 4192)
        producer.close()
    }

    @Test func svgOutline() throws {
        let path = try SVGOutline.path(from: "M 0 10 A 10 10 0 0 1 10 0 L 100 0 L 100 100 L 0 100 Z")
        #expect(path.elements.count == 7)
    }

    @Test func conformanceServer() throws {
        let server = ConformanceServer(producer: CoreProducer())
        let answer = server.respond(to: #"{"id": 1, "spec": {"corners": {"all": {"family": "cut", "size": 50}}}, "size": {"width": 100, "height": 100}, "points": [[50, 50]]}"#)
        #expect(answer.hasPrefix(#"{"area":5000,"bounds":{"#))
        #expect(answer.contains(#""hits":"1","id":1,"margins":{"#))
        #expect(answer.contains(#""path":"M 0 50 L 50 0 L 100 50 L 50 100 L 0 50 Z","resolved":{"#))
    }

    @Test func conformanceRunnerRun() throws {
        let options = ConformanceOptions(seed: 1, limit: .cases(100))
        let report = try ConformanceRunner(options: options, producer: CoreProducer()).run { _ in }
        #expect(!report.hasFailures)
    }
}
