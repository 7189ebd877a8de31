import ShapeModel

/// Path elements as JSON objects: `{"op": "move", "x", "y"}`, `line`, `quad` (`cx`, `cy`),
/// `cubic` (`c1x`, `c1y`, `c2x`, `c2y`), `arc` (`cx`, `cy`, `r`, `start`, `end`, angles in
/// radians, positive clockwise on screen) and `close`. `verify-shapes inspect` writes them and
/// the conformance protocol reads them (a response's `elements`), so a producer can send exact
/// arcs in centre form rather than SVG's end-point form.
public enum PathElementsJSON {
    /// One element as JSON.
    public static func json(_ element: PathElement) -> JSONValue {
        switch element {
        case .move(let p): ["op": "move", "x": .number(p.x), "y": .number(p.y)]
        case .line(let p): ["op": "line", "x": .number(p.x), "y": .number(p.y)]
        case .quad(let c, let p): ["op": "quad", "cx": .number(c.x), "cy": .number(c.y), "x": .number(p.x), "y": .number(p.y)]
        case .cubic(let c1, let c2, let p):
            ["op": "cubic", "c1x": .number(c1.x), "c1y": .number(c1.y), "c2x": .number(c2.x), "c2y": .number(c2.y),
             "x": .number(p.x), "y": .number(p.y)]
        case .arc(let a):
            ["op": "arc", "cx": .number(a.center.x), "cy": .number(a.center.y), "r": .number(a.radius),
             "start": .number(a.startAngle), "end": .number(a.endAngle)]
        case .close: ["op": "close"]
        }
    }

    /// The path an array of elements describes; errors name the element (`elements[3].x`).
    ///
    /// - Complexity: O(n) in the number of elements.
    public static func path(from value: JSONValue, field: String = "elements") throws(ShapeInputError) -> Path {
        guard case .array(let items) = value else { throw ShapeInputError(field: field, problem: "expected an array of elements, got \(value.kindName)") }
        var elements: [PathElement] = []
        elements.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            var reader = try JSONObjectReader(item, path: "\(field)[\(index)]")
            guard let op = try reader.string("op") else { throw ShapeInputError(field: reader.field("op"), problem: "is required") }
            func number(_ key: String) throws(ShapeInputError) -> Double {
                guard let n = try reader.number(key) else { throw ShapeInputError(field: reader.field(key), problem: "is required") }
                return n
            }
            func point(_ x: String, _ y: String) throws(ShapeInputError) -> Point { Point(x: try number(x), y: try number(y)) }
            switch op {
            case "move": elements.append(.move(to: try point("x", "y")))
            case "line": elements.append(.line(to: try point("x", "y")))
            case "quad": elements.append(.quad(control: try point("cx", "cy"), to: try point("x", "y")))
            case "cubic": elements.append(.cubic(control1: try point("c1x", "c1y"), control2: try point("c2x", "c2y"), to: try point("x", "y")))
            case "arc":
                let center = try point("cx", "cy")
                let radius = try number("r")
                elements.append(.arc(Arc(center: center, radius: radius, startAngle: try number("start"), endAngle: try number("end"))))
            case "close": elements.append(.close)
            default:
                throw ShapeInputError(field: reader.field("op"), problem: "unknown op \(ShapeInputError.quoted(op)) (known: move, line, quad, cubic, arc, close)")
            }
            try reader.rejectUnknownKeys()
        }
        return Path(elements)
    }
}
