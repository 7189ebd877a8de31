import Testing
import ShapeModel

@Suite("ShapeSpec JSON (Contract: JSON form, JSON round trip)")
struct ShapeSpecJSONTests {
    @Test func decodesTheSpecExample() throws {
        let text = """
        {
          "corners": {
            "topLeft":     {"family": "rounded", "size": 8},
            "topRight":    {"family": "cut", "size": {"fraction": 0.25}},
            "bottomRight": {"family": "curved", "width": 20, "height": 60},
            "bottomLeft":  {"family": "continuous", "size": 12}
          },
          "offsets": {"topLeft": [10, 0]},
          "edges": {"bottom": {"kind": "triangle", "size": 10, "direction": "outward"}}
        }
        """
        let spec = try ShapeSpec(json: text)
        #expect(spec.corners.topLeft == .rounded(.points(8)))
        #expect(spec.corners.topRight == .cut(.fraction(0.25)))
        #expect(spec.corners.bottomRight == .curved(width: .points(20), height: .points(60)))
        #expect(spec.corners.bottomLeft == .continuous(.points(12)))
        #expect(spec.offsets.topLeft == Vector(dx: 10, dy: 0))
        #expect(spec.offsets.bottomRight == .zero)
        #expect(spec.edges.bottom == .triangle(size: .points(10), direction: .outward))
        #expect(spec.edges.top == .straight)
    }

    @Test func emptyDocumentIsARectangle() throws {
        #expect(try ShapeSpec(json: "{}") == .rectangle)
        #expect(ShapeSpec.rectangle.jsonString() == "{}")
    }

    @Test func allSetsEveryCornerAndNamedCornersOverride() throws {
        let spec = try ShapeSpec(json: #"{"corners":{"all":{"family":"cut","size":4},"topLeft":{"family":"rounded","size":2}}}"#)
        #expect(spec.corners.topLeft == .rounded(.points(2)))
        #expect(spec.corners.topRight == .cut(.points(4)))
        #expect(spec.corners.bottomLeft == .cut(.points(4)))
    }

    static let roundTripSpecs: [ShapeSpec] = [
        .rectangle,
        ShapeSpec(allCorners: .rounded(.fraction(0.5))),
        ShapeSpec(corners: Corners(topLeft: .cut(0.1), topRight: .square, bottomRight: .curved(width: .fraction(0.3), height: 7.25), bottomLeft: .continuous(1e-9)),
                  offsets: Corners(topLeft: Vector(dx: -0.0, dy: 3), topRight: .zero, bottomRight: Vector(dx: 1e9, dy: -1e9), bottomLeft: Vector(dx: 0.1 + 0.2, dy: 0)),
                  edges: Edges(top: .triangle(size: .fraction(0.125), direction: .inward), right: .straight, bottom: .triangle(size: 3, direction: .outward), left: .straight)),
        ShapeSpec(corners: Corners(all: .rounded(.points(-0.0))), edges: Edges(all: .triangle(size: 2.5, direction: .inward))),
        ShapeSpec(allCorners: .cut(.points(123456789.123456789))),
    ]

    @Test(arguments: roundTripSpecs)
    func roundTripIsBitForBit(_ spec: ShapeSpec) throws {
        for style in [JSONWriter.Style.compact, .pretty] {
            let back = try ShapeSpec(json: spec.jsonString(style: style))
            #expect(back == spec)
            // == treats -0.0 and 0.0 alike; the canonical text does not, so compare it too.
            #expect(back.jsonString() == spec.jsonString())
        }
    }

    /// `jsonString` writes the spec straight to text; it must give the writer's bytes for the
    /// spec's value, in both styles (sorted keys, the `all` shorthand, numbers, `null`).
    @Test(arguments: roundTripSpecs + [
        ShapeSpec(corners: Corners(topLeft: .rounded(.points(.nan)), topRight: .curved(width: .points(.infinity), height: .fraction(-0.0)),
                                   bottomRight: .square, bottomLeft: .cut(.points(.leastNonzeroMagnitude))),
                  offsets: Corners(topLeft: .zero, topRight: Vector(dx: 0, dy: -0.0), bottomRight: .zero, bottomLeft: Vector(dx: 1e21, dy: -12)),
                  edges: Edges(top: .straight, right: .triangle(size: .points(1), direction: .outward), bottom: .straight, left: .straight)),
        ShapeSpec(corners: Corners(topLeft: .rounded(.points(0)), topRight: .rounded(.points(-0.0)), bottomRight: .rounded(.points(0)), bottomLeft: .rounded(.points(0)))),
    ])
    func textIsTheWritersTextOfTheValue(_ spec: ShapeSpec) {
        for style in [JSONWriter.Style.compact, .pretty] {
            #expect(spec.jsonString(style: style) == JSONWriter.string(spec.jsonValue, style: style))
        }
    }

    @Test func negativeZeroSurvives() throws {
        let spec = ShapeSpec(allCorners: .rounded(.points(-0.0)))
        let back = try ShapeSpec(json: spec.jsonString())
        guard case .rounded(.points(let v)) = back.corners.topLeft else { Issue.record("wrong family"); return }
        #expect(v.sign == .minus && v == 0)
    }

    @Test func codableGoesThroughTheSameRules() throws {
        let spec = Self.roundTripSpecs[2]
        let data = try JSONEncoder().encode(spec)
        #expect(try JSONDecoder().decode(ShapeSpec.self, from: data) == spec)
        #expect(throws: (any Error).self) { try JSONDecoder().decode(ShapeSpec.self, from: Data(#"{"corners":{"all":{"family":"cut","size":-1}}}"#.utf8)) }
    }

    /// One bad document per kind of mistake, with the field its error must name.
    static let badDocuments: [(json: String, field: String)] = [
        (#"{"corners":{"topLeft":{"family":"cut","size":-3}}}"#, "corners.topLeft.size"),
        (#"{"corners":{"all":{"family":"rounded","size":"8"}}}"#, "corners.all.size"),
        (#"{"corners":{"topLeft":{"family":"blob","size":3}}}"#, "corners.topLeft.family"),
        (#"{"corners":{"topLeft":{"family":"rounded","width":3}}}"#, "corners.topLeft.width"),
        (#"{"corners":{"middle":{"family":"cut","size":3}}}"#, "corners.middle"),
        (#"{"corners":{"bottomRight":{"family":"curved","width":{"fraction":-0.5}}}}"#, "corners.bottomRight.width.fraction"),
        (#"{"corners":{"bottomRight":{"family":"curved","height":{"percent":5}}}}"#, "corners.bottomRight.height.percent"),
        (#"{"corners":{"topRight":{"family":"cut","size":1e10}}}"#, "corners.topRight.size"),
        (#"{"corners":{"topRight":{"family":"cut","size":1e999}}}"#, "spec"),
        (#"{"offsets":{"topLeft":[1]}}"#, "offsets.topLeft"),
        (#"{"offsets":{"topLeft":[1,"2"]}}"#, "offsets.topLeft[1]"),
        (#"{"offsets":{"topLeft":[1,2e9]}}"#, "offsets.topLeft[1]"),
        (#"{"edges":{"top":{"kind":"triangle","size":5,"direction":"sideways"}}}"#, "edges.top.direction"),
        (#"{"edges":{"left":{"kind":"wave"}}}"#, "edges.left.kind"),
        (#"{"edges":{"left":{"kind":"triangle","size":-1}}}"#, "edges.left.size"),
        (#"{"colour":"red"}"#, "colour"),
        (#"[1,2]"#, "document"),
        (#"{"corners":{"all":{"family":"cut","size":4}},}"#, "spec"),
        (#"{"corners":{"all":{"family":"cut","size":4}},"corners":{}}"#, "spec"),
    ]

    @Test(arguments: badDocuments.indices)
    func badFieldsAreNamed(_ index: Int) {
        let (json, field) = Self.badDocuments[index]
        do {
            _ = try ShapeSpec(json: json)
            Issue.record("accepted \(json)")
        } catch {
            #expect(error.field == field, "\(json) -> \(error)")
        }
    }
}

import Foundation
