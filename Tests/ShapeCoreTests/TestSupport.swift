import Foundation
import Testing
@testable import ShapeCore

/// `|a - b| <= tolerance * max(1, |b|)`: the examples' "1e-9 relative".
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(b))
}

func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
    close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
}

func close(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-9) -> Bool {
    close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
        && close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
}

func close(_ a: EdgeInsets, _ b: EdgeInsets, _ tolerance: Double = 1e-9) -> Bool {
    close(a.top, b.top, tolerance) && close(a.left, b.left, tolerance)
        && close(a.bottom, b.bottom, tolerance) && close(a.right, b.right, tolerance)
}

func size(_ w: Double, _ h: Double) -> Size { Size(width: w, height: h) }
func pt(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

/// The end points of every element in order (arcs by their computed end).
func vertices(_ path: Path) -> [Point] { path.elements.compactMap(\.endPoint) }

/// Every element is move, then segments, then close; each segment has nonzero length; the
/// last segment ends at the start within `tolerance`.
func expectWellFormed(_ path: Path, scale: Double, sourceLocation: SourceLocation = #_sourceLocation) {
    let tolerance = 1e-9 * max(1, scale)
    guard case .move(let start)? = path.elements.first, case .close? = path.elements.last else {
        Issue.record("not move ... close: \(path.elements)", sourceLocation: sourceLocation)
        return
    }
    var current = start
    for element in path.elements.dropFirst().dropLast() {
        switch element {
        case .move, .close:
            Issue.record("more than one subpath", sourceLocation: sourceLocation)
        case .arc(let a):
            #expect(a.sweep > 0, "arcs sweep clockwise", sourceLocation: sourceLocation)
            #expect(current.distance(to: a.startPoint) <= tolerance, "arc joins", sourceLocation: sourceLocation)
            current = a.endPoint
        default:
            let end = element.endPoint!
            #expect(end != current, "zero-length segment", sourceLocation: sourceLocation)
            current = end
        }
        #expect(element.isFinite, sourceLocation: sourceLocation)
    }
    #expect(current.distance(to: start) <= tolerance, "last segment ends at the start", sourceLocation: sourceLocation)
}

/// The worked examples shipped as a test resource.
struct WorkedExample: Sendable, CustomTestStringConvertible {
    var name: String
    var spec: ShapeSpec
    var size: Size
    var scale: Double
    var area: Double
    var bounds: Rect
    var margins: EdgeInsets

    var testDescription: String { name }

    static let all: [WorkedExample] = {
        guard let url = Bundle.module.url(forResource: "examples", withExtension: "json", subdirectory: "Fixtures"),
              let data = try? Data(contentsOf: url),
              let json = try? JSONParser.parse([UInt8](data), source: "examples.json"),
              case .array(let items) = json else { return [] }
        return items.compactMap { item -> WorkedExample? in
            func number(_ v: JSONValue?) -> Double? { if case .number(let n)? = v { n } else { nil } }
            guard case .string(let name)? = item["name"], let specJSON = item["spec"],
                  let spec = try? ShapeSpec(json: specJSON),
                  let w = number(item["size"]?["width"]), let h = number(item["size"]?["height"]),
                  let e = item["expected"], let scale = number(e["overlapFactor"]), let area = number(e["area"]),
                  let b = e["bounds"], let m = e["margins"],
                  let bx = number(b["x"]), let by = number(b["y"]), let bw = number(b["width"]), let bh = number(b["height"]),
                  let mt = number(m["top"]), let ml = number(m["left"]), let mb = number(m["bottom"]), let mr = number(m["right"])
            else { return nil }
            return WorkedExample(name: name, spec: spec, size: Size(width: w, height: h), scale: scale, area: area,
                                 bounds: Rect(x: bx, y: by, width: bw, height: bh),
                                 margins: EdgeInsets(top: mt, left: ml, bottom: mb, right: mr))
        }
    }()
}
