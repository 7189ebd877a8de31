import Foundation
import Testing
@testable import ShapeCore

/// Resolution, the outline, its bounds, area and content margins, bit for bit as before the
/// allocation-free rewrite of resolution (fixed-size frames, lazily named validation fields, a
/// streaming path reader): `Fixtures/resolution-digests.txt` holds one digest per seeded random
/// case, recorded with the previous implementation. A digest covers every resolved number,
/// every path coordinate, the bounds, the area and the margins (or the error's text), so any
/// change in any bit of any of them shows up.
@Suite("Resolution regression (bit-exact)")
struct ResolutionRegressionTests {
    /// FNV-1a over 64-bit words.
    struct Digest {
        var value: UInt64 = 0xCBF2_9CE4_8422_2325
        mutating func add(_ bits: UInt64) {
            for k in 0..<8 {
                value ^= (bits >> (8 * UInt64(k))) & 0xFF
                value = value &* 0x0000_0100_0000_01B3
            }
        }
        mutating func add(_ x: Double) { add(x.bitPattern) }
        mutating func add(_ p: Point) { add(p.x); add(p.y) }
        mutating func add(_ s: String) { for b in s.utf8 { add(UInt64(b)) } }
    }

    /// The cases: a generator of our own (not the standard library's `random(in:)`, whose
    /// algorithm could change between toolchains) drawing every family, fractions, offsets,
    /// triangles both ways, sizes from 1e-9 to 1e9, corners within ulps of straight.
    static func cases() -> [(ShapeSpec, Size)] {
        var g = SplitMix64(state: 20_261_124)
        func unit() -> Double { Double(g.next() >> 11) / 9_007_199_254_740_992 }
        func pick(_ n: Int) -> Int { Int(g.next() % UInt64(n)) }
        var out: [(ShapeSpec, Size)] = []
        for k in 0..<600 {
            let magnitude = k < 300 ? 100 : pow(10, -9 + 18 * unit())
            let s = Size(width: magnitude * (0.01 + 3 * unit()), height: magnitude * (0.01 + 3 * unit()))
            func length() -> Length {
                switch pick(4) {
                case 0: .fraction(0.9 * unit())
                case 1: .points(5e8 * unit())          // far beyond the shape: the overlap rule scales
                default: .points(0.8 * max(s.width, s.height) * unit())
                }
            }
            func corner() -> CornerTreatment {
                switch pick(5) {
                case 0: .square
                case 1: .rounded(length())
                case 2: .cut(length())
                case 3: .curved(width: length(), height: length())
                default: .continuous(length())
                }
            }
            func edge() -> EdgeTreatment {
                switch pick(3) {
                case 0: .straight
                case 1: .triangle(size: length(), direction: .outward)
                default: .triangle(size: length(), direction: .inward)
                }
            }
            var spec = ShapeSpec(corners: Corners { _ in corner() }, edges: Edges { _ in edge() })
            switch pick(4) {
            case 0:
                spec.offsets = Corners { _ in Vector(dx: (0.4 * unit() - 0.2) * s.width, dy: (0.4 * unit() - 0.2) * s.height) }
            case 1:
                // A corner within a hair of straight (or of concave): topRight pulled onto the
                // diagonal from topLeft to bottomRight.
                let t = 1e-9 * (unit() - 0.5)
                spec.offsets.topRight = Vector(dx: -s.width / 2, dy: s.height * (0.5 + t))
            default:
                break
            }
            out.append((spec, s))
        }
        return out
    }

    static func digest(_ spec: ShapeSpec, _ size: Size) -> String {
        var d = Digest()
        do {
            let shape = try spec.resolved(for: size)
            d.add(shape.overlapFactor)
            for c in Corner.allCases {
                let r = shape.corners[c]
                d.add(shape.cornerPoints[c])
                d.add(r.reachIncoming); d.add(r.reachOutgoing); d.add(r.interiorAngle)
                d.add("\(r.treatment)")
            }
            for e in Edge.allCases {
                let r = shape.edges[e]
                d.add(r.length); d.add(r.spanStart); d.add(r.spanEnd)
                if let t = r.triangle { d.add(t.size); d.add(t.center); d.add("\(t.direction)") }
            }
            let path = shape.path
            for element in path.elements {
                switch element {
                case .move(let p): d.add("M"); d.add(p)
                case .line(let p): d.add("L"); d.add(p)
                case .quad(let c, let p): d.add("Q"); d.add(c); d.add(p)
                case .cubic(let c1, let c2, let p): d.add("C"); d.add(c1); d.add(c2); d.add(p)
                case .arc(let a):
                    d.add("A"); d.add(a.center); d.add(a.radius); d.add(a.startAngle); d.add(a.endAngle)
                    d.add(a.startPoint); d.add(a.endPoint)
                case .close: d.add("Z")
                }
            }
            let b = path.bounds
            d.add(b.minX); d.add(b.minY); d.add(b.width); d.add(b.height)
            d.add(path.area)
            let m = shape.contentMargins
            d.add(m.top); d.add(m.left); d.add(m.bottom); d.add(m.right)
        } catch {
            d.add("error \(error.field): \(error.problem)")
        }
        return String(d.value, radix: 16)
    }

    @Test("600 seeded cases resolve, draw and measure exactly as recorded")
    func matchesRecording() throws {
        let url = try #require(Bundle.module.url(forResource: "resolution-digests", withExtension: "txt", subdirectory: "Fixtures"))
        let recorded = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
        let cases = Self.cases()
        #expect(recorded.count == cases.count)
        var mismatches: [Int] = []
        for (k, c) in cases.enumerated() where k < recorded.count && Self.digest(c.0, c.1) != recorded[k] {
            mismatches.append(k)
        }
        #expect(mismatches.isEmpty, "cases \(mismatches.prefix(20)) differ, e.g. \(mismatches.first.map { "\(cases[$0].0.jsonString()) at \(cases[$0].1)" } ?? "")")
        // The cases reach the interesting places: errors, scaled corners, triangles.
        let shapes = cases.compactMap { try? $0.0.resolved(for: $0.1) }
        #expect(shapes.count > 400 && shapes.count < 600)
        #expect(shapes.contains { $0.overlapFactor < 1 } && shapes.contains { $0.edges.top.triangle != nil })
    }
}
