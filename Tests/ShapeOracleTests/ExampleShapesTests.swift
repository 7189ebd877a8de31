import Testing
import ShapeModel
import ShapeOracle

/// The oracle against the twelve worked examples of the shared contract.
@Suite("Worked examples")
struct ExampleShapesTests {
    @Test("scale, area, bounds and margins match examples.json", arguments: WorkedExample.examples)
    func matches(_ example: WorkedExample) throws {
        let oracle = try AnalyticOracle(spec: example.spec, size: example.size)
        // The file rounds to 12 significant decimals (9 for areas).
        #expect(abs(oracle.scale - example.scale) <= 1e-11)
        #expect(abs(oracle.area - example.area) <= 1e-8)
        #expect(abs(oracle.bounds.minX - example.bounds.minX) <= 1e-9)
        #expect(abs(oracle.bounds.minY - example.bounds.minY) <= 1e-9)
        #expect(abs(oracle.bounds.width - example.bounds.width) <= 1e-9)
        #expect(abs(oracle.bounds.height - example.bounds.height) <= 1e-9)
        let m = oracle.marginDemands
        #expect(abs(m.top - example.margins.top) <= 1e-9)
        #expect(abs(m.left - example.margins.left) <= 1e-9)
        #expect(abs(m.bottom - example.margins.bottom) <= 1e-9)
        #expect(abs(m.right - example.margins.right) <= 1e-9)
    }

    @Test("the content rectangle of every example lies inside the shape", arguments: WorkedExample.examples)
    func contentInside(_ example: WorkedExample) throws {
        let oracle = try AnalyticOracle(spec: example.spec, size: example.size)
        let content = Rect(size: example.size).inset(by: oracle.marginDemands)
        for i in 0...20 {
            for j in 0...20 {
                let p = Point(x: content.minX + content.width * Double(i) / 20, y: content.minY + content.height * Double(j) / 20)
                #expect(oracle.classify(p) != .outside, "\(p)")
            }
        }
    }
}
