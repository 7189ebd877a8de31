import ShapeCore
import ShapeModel
import ShapeOracle
import Testing
@testable import ShapeVerification

/// Every number a property's tolerance text states is a constant its check uses: a hand-written
/// text once said `1e-9` where the check used the oracle's `1e-7`.
@Suite struct ToleranceTextTests {
    /// The constants each property's check uses, by property id. A property whose text names
    /// no number maps to `[]`, which still asserts that it names none.
    static let constants: [String: [Double]] = [
        "closed-path": [Tolerances.joinBand, Tolerances.areaAbsolute],
        "hit-test-matches-raster": [HitTestMatchesRasterProperty.flatteningDivisor],
        "path-matches-spec": [Tolerances.oracleBand, Tolerances.probeNudgeBands],
        "cut-diamond-identity": [CutDiamondIdentityProperty.areaRelative],
        "margins-inside-shape": [Tolerances.oracleBand, Tolerances.joinBand, MarginsInsideShapeProperty.blockedStep,
                                 AnalyticOracle.clearanceSlack],
        "bounds-tight": [Tolerances.joinBand],
        "area-matches-oracle": [Tolerances.areaRelative, Tolerances.areaAbsolute],
        "overlap-rule": [OverlapRuleProperty.factorRelative],
        "mirror-symmetry": [MirrorSymmetryProperty.factorRelative, Tolerances.areaRelative, Tolerances.areaAbsolute,
                            Tolerances.joinBand, MirrorSymmetryProperty.sensitivityLimit, Tolerances.oracleBand],
        "json-round-trip": [],
        "scale-covariance": [ScaleCovarianceProperty.factorBand, Tolerances.areaRelative, ScaleCovarianceProperty.areaRoundingUnits, Tolerances.joinBand],
        "simple-outline": [],
        "trim-length": [TrimLengthProperty.lengthRelative, Tolerances.joinBand, TrimLengthProperty.fractionAbsolute],
        "length-matches-oracle": [LengthMatchesOracleProperty.lengthRelative, LengthMatchesOracleProperty.roundingRelative,
                                  Tolerances.oracleBand, Tolerances.joinBand],
        "interpolation-endpoints": [],
        "interpolation-continuity": [InterpolationContinuityProperty.step, InterpolationContinuityProperty.lipschitzFactor,
                                     Tolerances.areaRelative, Tolerances.areaAbsolute],
        "coverage-matches-area": [CoverageMatchesAreaProperty.flatteningDivisor, Tolerances.joinBand, Tolerances.areaRelative, Tolerances.areaAbsolute],
        "svg-round-trip": [Tolerances.joinBand, Tolerances.areaRelative, Tolerances.areaAbsolute],
        "ready-made-shapes": [Tolerances.joinBand, Tolerances.areaRelative, Tolerances.areaAbsolute],
        "path-builder": [Tolerances.joinBand, Tolerances.areaRelative, Tolerances.areaAbsolute, ArcApproximation.relativeErrorBound],
        "border-inside-shape": [ShapedSurface.parallelCurveBound, BorderInsideShapeProperty.decisionBand,
                                Tolerances.areaRelative, Tolerances.areaAbsolute],
        "surface-measures": [SurfaceMeasuresProperty.shadowRelative, Tolerances.joinBand, Ripple.overflowBand],
    ]

    /// Properties whose texts are being rewritten elsewhere; they join the table when that lands.
    static let pending: Set<String> = []

    @Test func everyPropertyIsCovered() {
        #expect(Set(Self.constants.keys).union(Self.pending) == Set(PropertyCatalog.ids))
    }

    @Test(arguments: PropertyCatalog.all.filter { !pending.contains($0.id) }.map(\.id))
    func toleranceTextStatesTheConstantsTheCheckUses(_ id: String) throws {
        let property = try #require(PropertyCatalog.all.first { $0.id == id })
        let expected = Set((Self.constants[id] ?? []).map(Tolerances.text))
        let stated = Set(Self.numbers(in: property.tolerance))
        #expect(stated == expected, "\(id) states \(stated.sorted()) but its check uses \(expected.sorted())")
    }

    @Test func theOracleBandIsTheOraclesOwn() throws {
        let oracle = try AnalyticOracle(spec: ShapeSpec(), size: Size(width: 100, height: 50))
        #expect(oracle.epsilon == Tolerances.oracleBand * 100)
        #expect(Tolerances.text(Tolerances.oracleBand) == "1e-7")
    }

    @Test func textPrintsPlainExponentsAndIntegers() {
        #expect(Tolerances.text(1e-9) == "1e-9")
        #expect(Tolerances.text(2.5e-12) == "2.5e-12")
        #expect(Tolerances.text(8) == "8")
        #expect(Tolerances.text(0.25) == "0.25")
    }

    /// The numbers a text states as tolerances: scientific literals (`1e-9`, `2.5e-12`), the
    /// divisor of a unit fraction (`1/256`) and a multiple (`8 times`). Prose numbers such as
    /// `max(1, w, h)` or `w/2` are not tolerances and are not matched.
    static func numbers(in text: String) -> [String] {
        var found: [String] = []
        let characters = Array(text)
        var i = 0
        func isDigit(_ c: Character) -> Bool { c.isASCII && c.isNumber }
        while i < characters.count {
            guard isDigit(characters[i]), i == 0 || !(isDigit(characters[i - 1]) || characters[i - 1] == ".") else { i += 1; continue }
            var j = i
            while j < characters.count, isDigit(characters[j]) || characters[j] == "." { j += 1 }
            var k = j
            if k < characters.count, characters[k] == "e" {
                k += 1
                if k < characters.count, characters[k] == "-" || characters[k] == "+" { k += 1 }
                let exponentStart = k
                while k < characters.count, isDigit(characters[k]) { k += 1 }
                if k > exponentStart { found.append(String(characters[i ..< k])); i = k; continue }
            }
            let literal = String(characters[i ..< j])
            let before = i > 0 ? characters[i - 1] : " "
            let after = String(characters[j ..< Swift.min(j + 6, characters.count)])
            let isDivisorOfOne = before == "/" && i >= 2 && characters[i - 2] == "1" && (i < 3 || characters[i - 3] == " ")
            if isDivisorOfOne || after == " times" { found.append(literal) }
            i = j
        }
        return found
    }
}
