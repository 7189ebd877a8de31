import ShapeCore
import ShapeVerification

/// The JSON that `inspect` prints. Keys are stable; the writer sorts them.
enum ShapeReport {
    static func json(for shape: ResolvedShape) -> JSONValue {
        let path = shape.path
        let bounds = shape.bounds
        let margins = shape.contentMargins
        return [
            "size": ["width": .number(shape.size.width), "height": .number(shape.size.height)],
            "svgPath": .string(path.svgPathData),
            "elements": .array(path.elements.map(PathElementsJSON.json)),
            "bounds": ["x": .number(bounds.x), "y": .number(bounds.y), "width": .number(bounds.width), "height": .number(bounds.height)],
            "area": .number(path.area),
            "signedArea": .number(path.signedArea),
            "length": .number(path.length),
            "margins": ["top": .number(margins.top), "left": .number(margins.left),
                        "bottom": .number(margins.bottom), "right": .number(margins.right)],
            "resolved": resolved(shape),
        ]
    }

    static func resolved(_ shape: ResolvedShape) -> JSONValue {
        var corners: [String: JSONValue] = [:]
        for c in Corner.allCases {
            let rc = shape.corners[c]
            var object = treatment(rc.treatment)
            object["reachIncoming"] = .number(rc.reachIncoming)
            object["reachOutgoing"] = .number(rc.reachOutgoing)
            object["interiorAngle"] = .number(rc.interiorAngle)
            let p = shape.cornerPoints[c]
            object["point"] = [.number(p.x), .number(p.y)]
            corners[c.description] = .object(object)
        }
        var edges: [String: JSONValue] = [:]
        for e in Edge.allCases {
            let re = shape.edges[e]
            var triangle: JSONValue = .null
            if let t = re.triangle {
                triangle = ["size": .number(t.size), "direction": .string(t.direction.rawValue), "center": .number(t.center)]
            }
            edges[e.description] = ["length": .number(re.length), "spanStart": .number(re.spanStart),
                                    "spanEnd": .number(re.spanEnd), "triangle": triangle]
        }
        return ["overlapFactor": .number(shape.overlapFactor), "isEmpty": .bool(shape.isEmpty), "hasOffsets": .bool(shape.hasOffsets),
                "corners": .object(corners), "edges": .object(edges)]
    }

    /// A corner treatment with its final sizes in points.
    static func treatment(_ t: CornerTreatment) -> [String: JSONValue] {
        switch t {
        case .square: ["family": "square"]
        case .rounded(let l): ["family": "rounded", "size": .number(l.rawValue)]
        case .cut(let l): ["family": "cut", "size": .number(l.rawValue)]
        case .continuous(let l): ["family": "continuous", "size": .number(l.rawValue)]
        case .curved(let w, let h): ["family": "curved", "width": .number(w.rawValue), "height": .number(h.rawValue)]
        }
    }
}
