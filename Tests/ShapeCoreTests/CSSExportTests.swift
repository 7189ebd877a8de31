import ShapeCore
import ShapeModel
import Testing

/// `CSSExport`: the form chosen for each kind of spec, and the CSS drawing the core's outline.
@Suite("CSS export")
struct CSSExportTests {
    static let card = ShapeSpec(corners: Corners(topLeft: .cut(20), topRight: .rounded(20), bottomRight: .curved(width: 20, height: 60), bottomLeft: .rounded(20)))

    @Test func roundedAndCutCornersAreNativeAndNeedNoSize() throws {
        let css = try CSSExport(ShapeSpec(corners: Corners(topLeft: .cut(8), topRight: .rounded(12), bottomRight: .square, bottomLeft: .rounded(12.5))), size: nil)
        #expect(css.form == .native)
        let values = Dictionary(uniqueKeysWithValues: css.declarations.map { ($0.property, $0.value) })
        #expect(values["border-top-left-radius"] == "8px" && values["corner-top-left-shape"] == "bevel")
        #expect(values["border-top-right-radius"] == "12px" && values["corner-top-right-shape"] == "round")
        #expect(values["border-bottom-right-radius"] == "0")
        #expect(values["border-bottom-left-radius"] == "12.5px")
        #expect(css.stylesheet(selector: "#fab").hasPrefix("/* verify-shapes css: border-radius and corner-shape. rounded, cut and square corners"))
        #expect(css.stylesheet(selector: "#fab").contains("#fab {\n  border-top-left-radius: 8px;\n  corner-top-left-shape: bevel;\n"))
        // Sizes that overflow are left to CSS's overlap rule, which is the contract's: still native.
        #expect(try CSSExport(ShapeSpec(allCorners: .rounded(60)), size: nil).form == .native)
    }

    /// Sizes past what browsers lay out (Chromium clamps lengths at 2^25 px, and was seen to draw
    /// a radius of 7.7e8 px as one of 3.4e7) are all scaled by one factor, to 1e6 px at most: the
    /// same shape on every box up to 1e6 px, where the overlap rule scales at least that much.
    @Test func hugeSizesAreScaledIntoWhatBrowsersLayOut() throws {
        let spec = ShapeSpec(corners: Corners(topLeft: .rounded(225_555_727.04641485), topRight: .rounded(774_444_272.9535851),
                                              bottomRight: .cut(500_000_000), bottomLeft: .rounded(75.73986394904819)))
        let css = try CSSExport(spec, size: nil)
        #expect(css.form == .native)
        let values = Dictionary(uniqueKeysWithValues: css.declarations.map { ($0.property, $0.value) })
        #expect(values["border-top-right-radius"] == "1000000px" && values["corner-bottom-right-shape"] == "bevel")
        #expect(css.reason.contains("Chromium clamps lengths at 2^25 px") && css.reason.contains("every box up to 1000000 px"))
        // The scaled sizes resolve to the same final corners as the spec's on a box of 2048 (and of 1e6).
        let k = 1e6 / 774_444_272.9535851
        let scaled = ShapeSpec(corners: spec.corners.map { t in
            switch t {
            case .rounded(let l): .rounded(.points(l.rawValue * k))
            case .cut(let l): .cut(.points(l.rawValue * k))
            default: t
            }
        })
        #expect(values["border-bottom-left-radius"].flatMap { Double($0.dropLast(2)) } == 75.73986394904819 * k)
        for size in [Size(width: 2048, height: 2048), Size(width: 1e6, height: 3)] {
            let (a, b) = (try spec.resolved(for: size), try scaled.resolved(for: size))
            for corner in Corner.allCases {
                let (x, y) = (a.corners[corner].reachIncoming, b.corners[corner].reachIncoming)
                #expect(Swift.abs(x - y) <= 1e-12 * Swift.max(size.width, size.height), "\(corner) at \(size): \(x) vs \(y)")
            }
        }
        // At or below 1e6 nothing changes.
        #expect(try CSSExport(ShapeSpec(allCorners: .rounded(1_000_000)), size: nil).declarations[0].value == "1000000px")
    }

    /// The doc comment's example, as written.
    @Test func docExample() throws {
        let card = try CSSExport(ShapeSpec(allCorners: .rounded(12)), size: nil)
        #expect(card.form == .native)
        #expect(card.stylesheet().contains(".shape {\n  border-top-left-radius: 12px;\n  corner-top-left-shape: round;\n"))
    }

    @Test func aPillIsNativeToo() throws {
        let css = try CSSExport(ShapeSpec(allCorners: .rounded(.fraction(0.5))), size: nil)
        #expect(css.form == .native)
        #expect(css.declarations.first?.value == "1000000px")
        // A fraction below one half, or on some corners only, has no CSS spelling: it needs a size.
        #expect(throws: ShapeInputError(field: "--size", problem: "this spec has fractions of min(w, h), which CSS can only draw as clip-path: path() at one size: give --size WxH")) {
            try CSSExport(ShapeSpec(allCorners: .rounded(.fraction(0.25))), size: nil)
        }
        #expect(try CSSExport(ShapeSpec(allCorners: .rounded(.fraction(0.25))), size: Size(width: 40, height: 80)).form == .path)
    }

    /// The card with different corners has a curved corner: no native CSS draws it, so clip-path.
    @Test func theCardWithDifferentCornersUsesClipPath() throws {
        let css = try CSSExport(Self.card, size: nil)
        #expect(css.form == .shape)
        #expect(css.declarations.map(\.property) == ["clip-path"])
        #expect(css.minimumSize == Size(width: 40, height: 80))
        #expect(css.declarations[0].value.hasPrefix("shape(from 0% 20px, line to 20px 0%, line to calc(100% - 20px) 0%, arc to 100% 20px of 20px cw"))
        // Below its smallest exact size the contract scales the corners: path() at that size.
        let small = try CSSExport(Self.card, size: Size(width: 30, height: 30))
        #expect(small.form == .path)
        #expect(small.declarations.last?.value == "path('\(try Self.card.resolved(for: Size(width: 30, height: 30)).path.svgPathData)')")
    }

    @Test func offsetsAndTrianglesAreDrawnAtOneSize() throws {
        var spec = ShapeSpec(allCorners: .rounded(8))
        spec.edges.top = .triangle(size: 10, direction: .outward)
        #expect(throws: ShapeInputError.self) { try CSSExport(spec, size: nil) }
        let css = try CSSExport(spec, size: Size(width: 100, height: 50))
        #expect(css.form == .path && css.reason.hasPrefix("triangles"))
        var slanted = ShapeSpec()
        slanted.offsets.topLeft = Vector(dx: 20, dy: 0)
        #expect(try CSSExport(slanted, size: Size(width: 100, height: 50)).reason.hasPrefix("corner offsets"))
    }

    /// The shape() form draws the core's outline: its positions, evaluated at sizes at and above
    /// the smallest exact one, are the end points of the core's path, in order.
    @Test(arguments: [
        card,
        ShapeSpec(allCorners: .continuous(12)),
        ShapeSpec(corners: Corners(topLeft: .curved(width: 20, height: 10), topRight: .square, bottomRight: .continuous(3), bottomLeft: .cut(4))),
    ])
    func shapeDrawsTheCoresOutline(_ spec: ShapeSpec) throws {
        let css = try CSSExport(spec, size: nil)
        #expect(css.form == .shape)
        let minimum = try #require(css.minimumSize)
        for size in [minimum, Size(width: minimum.width + 100, height: minimum.height + 37.5)] {
            let drawn = try Self.endPoints(of: css.declarations[0].value, at: size)
            var expected: [Point] = []
            for element in try spec.resolved(for: size).path.elements {
                if let end = element.endPoint, expected.last != end { expected.append(end) }
            }
            var shapeEnds: [Point] = []
            for point in drawn where shapeEnds.last.map({ $0.distance(to: point) > 1e-9 }) ?? true { shapeEnds.append(point) }
            // The path ends with the line back to its start; shape() closes instead.
            if expected.count == shapeEnds.count + 1 { expected.removeLast() }
            #expect(expected.count == shapeEnds.count, "\(size): \(expected) vs \(shapeEnds)")
            for (a, b) in zip(expected, shapeEnds) { #expect(a.distance(to: b) <= 1e-9, "\(size): \(a) vs \(b)") }
        }
    }

    /// The end point of every command of a `shape(...)` value at `size`.
    static func endPoints(of value: String, at size: Size) throws -> [Point] {
        let body = value.dropFirst("shape(".count).dropLast()
        var points: [Point] = []
        for command in body.components(separatedBy: ", ") where command != "close" {
            var text = Substring(command)
            for prefix in ["from ", "line to ", "arc to ", "curve to "] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
            let position = String(text.split(separator: " with ").first?.split(separator: " of ").first ?? text)
            let coordinates = try tokens(position)
            try #require(coordinates.count == 2, "\(command)")
            points.append(Point(x: try evaluate(coordinates[0], full: size.width), y: try evaluate(coordinates[1], full: size.height)))
        }
        return points
    }

    /// Splits `calc(100% - 20px) 0%` into its two coordinates.
    static func tokens(_ text: String) throws -> [String] {
        var result: [String] = [], current = "", depth = 0
        for c in text {
            if c == "(" { depth += 1 } else if c == ")" { depth -= 1 }
            if c == " " && depth == 0 { if !current.isEmpty { result.append(current) }; current = "" } else { current.append(c) }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    static func evaluate(_ coordinate: String, full: Double) throws -> Double {
        if coordinate == "0%" { return 0 }
        if coordinate == "100%" { return full }
        if coordinate.hasPrefix("calc(100% ") {
            let parts = coordinate.dropFirst("calc(100% ".count).dropLast().split(separator: " ")
            let amount = try #require(Double(parts[1].dropLast(2)))
            return parts[0] == "-" ? full - amount : full + amount
        }
        return try #require(Double(coordinate.dropLast(2)), "\(coordinate)")
    }
}
