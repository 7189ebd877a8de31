import ShapeModel

/// A number in a case that the simplifier may replace.
enum NumberSlot: CustomStringConvertible {
    /// Both sides at once, while the size is square (rounding one would unsquare it).
    case side
    case width, height
    /// A corner's size; `second` is a curved corner's height.
    case corner(Corner, second: Bool)
    case triangle(Edge)
    case offset(Corner, vertical: Bool)

    static func all(in shapeCase: ShapeCase) -> [NumberSlot] {
        var slots: [NumberSlot] = shapeCase.size.width == shapeCase.size.height ? [.side] : [.width, .height]
        for corner in Corner.allCases {
            switch shapeCase.spec.corners[corner] {
            case .square: break
            case .curved: slots += [.corner(corner, second: false), .corner(corner, second: true)]
            default: slots.append(.corner(corner, second: false))
            }
        }
        for edge in Edge.allCases where !shapeCase.spec.edges[edge].isStraight { slots.append(.triangle(edge)) }
        for corner in Corner.allCases where shapeCase.spec.offsets[corner] != .zero {
            slots += [.offset(corner, vertical: false), .offset(corner, vertical: true)]
        }
        return slots
    }

    var description: String {
        switch self {
        case .side: "side"
        case .width: "width"
        case .height: "height"
        case .corner(let c, let second): second ? "\(c) height" : "\(c) size"
        case .triangle(let e): "\(e) triangle"
        case .offset(let c, let vertical): vertical ? "\(c) offset dy" : "\(c) offset dx"
        }
    }

    /// The length in this slot, if it holds one (corner and triangle sizes).
    func length(in shapeCase: ShapeCase) -> Length? {
        switch self {
        case .corner(let c, let second):
            switch shapeCase.spec.corners[c] {
            case .square: return nil
            case .rounded(let l), .cut(let l), .continuous(let l): return l
            case .curved(let w, let h): return second ? h : w
            }
        case .triangle(let e):
            if case .triangle(let s, _) = shapeCase.spec.edges[e] { return s }
            return nil
        default: return nil
        }
    }

    func value(in shapeCase: ShapeCase) -> Double {
        switch self {
        case .side, .width: shapeCase.size.width
        case .height: shapeCase.size.height
        case .corner, .triangle: length(in: shapeCase)?.rawValue ?? 0
        case .offset(let c, let vertical): vertical ? shapeCase.spec.offsets[c].dy : shapeCase.spec.offsets[c].dx
        }
    }

    /// Replaces the number, keeping a length's kind (points stay points, fractions fractions).
    func set(value: Double, in shapeCase: inout ShapeCase) {
        switch self {
        case .side: shapeCase.size = Size(width: value, height: value)
        case .width: shapeCase.size.width = value
        case .height: shapeCase.size.height = value
        case .offset(let c, let vertical):
            if vertical { shapeCase.spec.offsets[c].dy = value } else { shapeCase.spec.offsets[c].dx = value }
        case .corner, .triangle:
            switch length(in: shapeCase) {
            case .fraction: set(.fraction(value), in: &shapeCase)
            default: set(.points(value), in: &shapeCase)
            }
        }
    }

    /// Replaces the length in a corner or triangle slot.
    func set(_ length: Length, in shapeCase: inout ShapeCase) {
        switch self {
        case .corner(let c, let second):
            switch shapeCase.spec.corners[c] {
            case .square: break
            case .rounded: shapeCase.spec.corners[c] = .rounded(length)
            case .cut: shapeCase.spec.corners[c] = .cut(length)
            case .continuous: shapeCase.spec.corners[c] = .continuous(length)
            case .curved(let w, let h):
                shapeCase.spec.corners[c] = second ? .curved(width: w, height: length) : .curved(width: length, height: h)
            }
        case .triangle(let e):
            if case .triangle(_, let direction) = shapeCase.spec.edges[e] {
                shapeCase.spec.edges[e] = .triangle(size: length, direction: direction)
            }
        default: break
        }
    }
}
