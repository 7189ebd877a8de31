import ShapeCore
import ShapeVerification

/// The `surface` object that `inspect --border W --elevation E` adds. Keys are stable; the writer sorts them.
enum SurfaceReport {
    static func json(for surface: ShapedSurface) -> JSONValue {
        let mask = surface.contentMask
        let loops = mask.elements.filter { if case .move = $0 { true } else { false } }.count
        var shadow: JSONValue = .null
        if let s = surface.shadow {
            shadow = ["elevation": .number(s.elevation),
                      "ambientBlur": .number(s.ambientBlur), "ambientOpacity": .number(s.ambientOpacity),
                      "keyBlur": .number(s.keyBlur), "keyOpacity": .number(s.keyOpacity),
                      "keyOffset": ["x": .number(s.keyOffset.dx), "y": .number(s.keyOffset.dy)]]
        }
        let r = surface.ripple
        return [
            "borderWidth": .number(surface.borderWidth),
            "elevation": .number(surface.elevation),
            "contentMask": ["svgPath": .string(mask.svgPathData), "elements": .array(mask.elements.map(PathElementsJSON.json)),
                            "loops": .number(Double(loops)), "isEmpty": .bool(mask.isEmpty)],
            "maskArea": .number(surface.maskArea),
            "borderArea": .number(surface.borderArea),
            "shadow": shadow,
            "ripple": ["maximumRadius": .number(r.maximumRadius), "overflowsBounds": .bool(r.overflowsBounds),
                       "bounds": ["x": .number(r.bounds.x), "y": .number(r.bounds.y),
                                  "width": .number(r.bounds.width), "height": .number(r.bounds.height)]],
        ]
    }
}
