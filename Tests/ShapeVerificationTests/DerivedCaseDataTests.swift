import ShapeCore
import ShapeModel
import Testing
@testable import ShapeVerification

/// What the ready-made and builder properties derive from a case is a function of the case
/// alone, scaled by its size, so corpus entries replay and shrinking shrinks it.
@Suite struct DerivedCaseDataTests {
    static let cases = (0 ..< 200).map { ShapeGenerator().generate(seed: FuzzOptions.caseSeed(3, $0)).0 }

    @Test func sameCaseSameDerivedData() {
        for c in Self.cases.prefix(40) {
            let copy = ShapeCase(spec: c.spec, size: c.size)
            #expect(copy.readyMadeShapes == c.readyMadeShapes)
            #expect(copy.themeProbe == c.themeProbe)
            #expect(copy.pathOperations(appending: []) == c.pathOperations(appending: []))
        }
    }

    @Test func everyKindAndOperationOccurs() {
        var kinds: Set<String> = [], operations: Set<String> = [], families: Set<CornerFamily> = []
        var mirrors = 0
        for c in Self.cases {
            for shape in c.readyMadeShapes { kinds.insert(String(describing: shape).split(separator: " ").first.map(String.init) ?? "") }
            families.insert(c.themeProbe.family)
            for operation in c.pathOperations(appending: [.empty]) {
                operations.insert(String(String(describing: operation).prefix { $0 != "(" }))
                if case .append(_, let t) = operation, t.determinant < 0 { mirrors += 1 }
            }
        }
        #expect(kinds == ["circle", "pill", "fully", "slanted", "diamond", "curved"])
        #expect(families == Set(CornerFamily.allCases))
        #expect(operations == ["move", "line", "quad", "cubic", "arc", "append", "close"])
        #expect(mirrors > 20, "mirrors: \(mirrors)")
    }

    @Test func parametersAreFractionsOfTheSize() {
        let small = ShapeCase(spec: ShapeSpec(), size: Size(width: 2, height: 1))
        for shape in small.readyMadeShapes {
            if case .slantedRect(let slant, _) = shape { #expect(abs(slant) <= 2 && (slant * 8).rounded() == slant * 8) }
            if case .curvedRect(let corner) = shape { #expect(corner.width <= 2 && corner.height <= 1) }
        }
        for operation in small.pathOperations(appending: []) {
            if case .tangentArc(let p1, _, let r) = operation { #expect(p1.x <= 2 && p1.y <= 1 && r <= 4) }
        }
    }

    /// The sampling seed is the same function of the case as when it folded the `numbers` array
    /// and the corners' families by their place in `allCases`: samples, and so corpus replays,
    /// do not change with how it is computed.
    @Test func theSamplingSeedIsTheFoldOfTheNumbersAndFamilies() {
        for c in Self.cases {
            // The numbers as they were listed: size, corner sizes, triangle sizes, nonzero offsets.
            var numbers = [c.size.width, c.size.height]
            for corner in c.spec.corners.inOrder {
                switch corner {
                case .square: break
                case .rounded(let l), .cut(let l), .continuous(let l): numbers.append(l.rawValue)
                case .curved(let w, let h): numbers += [w.rawValue, h.rawValue]
                }
            }
            for edge in c.spec.edges.inOrder { if case .triangle(let s, _) = edge { numbers.append(s.rawValue) } }
            for offset in c.spec.offsets.inOrder where offset != .zero { numbers += [offset.dx, offset.dy] }
            #expect(c.numbers.map(\.bitPattern) == numbers.map(\.bitPattern))
            var seed: UInt64 = 0x5EED
            for number in numbers { seed = SplitMix64.mix(seed ^ number.bitPattern) }
            for corner in c.spec.corners.inOrder { seed = SplitMix64.mix(seed ^ UInt64(CornerFamily.allCases.firstIndex(of: corner.family)!)) }
            #expect(c.samplingSeed == seed)
        }
    }
}
