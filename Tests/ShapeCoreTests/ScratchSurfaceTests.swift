import Foundation
import Testing
@testable import ShapeCore

@Suite struct ScratchSurfaceTests {
    @Test func counts() throws {
        var card = ShapeSpec()
        card.corners = Corners(topLeft: .cut(20), topRight: .rounded(20), bottomRight: .curved(width: 20, height: 60), bottomLeft: .continuous(12))
        card.edges.bottom = .triangle(size: 10, direction: .inward)
        let path = try card.path(for: Size(width: 200, height: 120))
        let segs = path.subpaths[0].segments
        let w = 6.0, tau = 200e-12
        let clock = CPUClock()
        let n = 2000.0
        var raw: Erosion.RawCurve!
        let t1 = clock.measure { for _ in 0..<Int(n) { raw = Erosion.rawParallelCurve(segs, width: w, tolerance: 2.5e-8 * 200, band: tau) } }
        var parts: [Erosion.Part] = []
        let t2 = clock.measure { for _ in 0..<Int(n) { parts = Erosion.split(raw, band: tau) } }
        let boxes = segs.map(\.boundingBox)
        var kept: [Bool] = []
        let t3 = clock.measure { for _ in 0..<Int(n) { kept = parts.map { Erosion.keeps($0, pieces: raw.pieces, outline: segs, boxes: boxes, width: w, band: tau) } } }
        var chains: [[Int]] = []
        let t4 = clock.measure { for _ in 0..<Int(n) { chains = Erosion.link(parts, kept: kept, band: 1e-9 * 200) } }
        var mask = Path()
        let t5 = clock.measure { for _ in 0..<Int(n) { mask = Erosion.contentMask(of: path, width: w) } }
        print("raw", raw.pieces.count, t1 / n, "split", parts.count, t2 / n, "keep", t3 / n, "link", chains.count, t4 / n, "all", mask.elements.count, t5 / n)
    }
}

struct CPUClock {
    func measure(_ body: () -> Void) -> Double {
        var a = timespec(), b = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &a)
        body()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &b)
        return Double(b.tv_sec - a.tv_sec) + Double(b.tv_nsec - a.tv_nsec) * 1e-9
    }
}
