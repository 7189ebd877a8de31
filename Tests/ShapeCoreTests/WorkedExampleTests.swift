import Testing
@testable import ShapeCore

@Suite("The twelve worked examples (Contract: worked examples)")
struct WorkedExampleTests {
    @Test func allTwelveLoad() {
        #expect(WorkedExample.all.count == 12)
    }

    @Test(arguments: WorkedExample.all)
    func matchesExpectedValues(_ example: WorkedExample) throws {
        let shape = try example.spec.resolved(for: example.size)
        // The examples print 12 decimals, so compare to 1e-9 relative.
        #expect(close(shape.overlapFactor, example.scale), "scale \(shape.overlapFactor)")
        #expect(close(shape.path.area, example.area), "area \(shape.path.area)")
        #expect(close(shape.bounds, example.bounds), "bounds \(shape.bounds)")
        #expect(close(shape.contentMargins, example.margins), "margins \(shape.contentMargins)")
        #expect(shape.path.signedArea > 0)
        expectWellFormed(shape.path, scale: max(example.size.width, example.size.height))
    }

    @Test(arguments: WorkedExample.all)
    func contentRectangleIsInside(_ example: WorkedExample) throws {
        let shape = try example.spec.resolved(for: example.size)
        let content = Rect(size: example.size).inset(by: shape.contentMargins)
        let tester = PathHitTester(shape.path)
        // Sample the content rectangle slightly shrunk: its boundary may touch the outline.
        let e = 1e-7
        for i in 0...20 {
            for j in 0...20 {
                let p = Point(x: content.minX + e + (content.width - 2 * e) * Double(i) / 20,
                              y: content.minY + e + (content.height - 2 * e) * Double(j) / 20)
                #expect(tester.contains(p), "\(p) outside")
            }
        }
    }
}
