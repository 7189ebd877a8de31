/// Corners and edges by their index in path order (corner i is `P_i`, edge i runs from `P_i` to
/// `P_{i+1}`), taken modulo 4 so that `i + 1` and `i + 3` need no wrapping: what resolution and
/// the outline compute with. Unlike `inOrder` these read one value without building an array,
/// which matters on the path every shape takes.
extension Corners {
    @inline(__always)
    subscript(i: Int) -> Value {
        switch i & 3 {
        case 0: topLeft
        case 1: topRight
        case 2: bottomRight
        default: bottomLeft
        }
    }
}

extension Edges {
    @inline(__always)
    subscript(i: Int) -> Value {
        get {
            switch i & 3 {
            case 0: top
            case 1: right
            case 2: bottom
            default: left
            }
        }
        set {
            switch i & 3 {
            case 0: top = newValue
            case 1: right = newValue
            case 2: bottom = newValue
            default: left = newValue
            }
        }
    }
}
