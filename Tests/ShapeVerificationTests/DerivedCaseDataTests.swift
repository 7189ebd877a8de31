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
}
