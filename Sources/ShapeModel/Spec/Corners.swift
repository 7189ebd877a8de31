/// One value per corner, addressable by name or by `Corner`.
public struct Corners<Value> {
    public var topLeft: Value
    public var topRight: Value
    public var bottomRight: Value
    public var bottomLeft: Value

    @inlinable
    public init(topLeft: Value, topRight: Value, bottomRight: Value, bottomLeft: Value) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The same value on every corner.
    @inlinable
    public init(all value: Value) {
        self.init(topLeft: value, topRight: value, bottomRight: value, bottomLeft: value)
    }

    /// Builds each corner's value from the corner.
    @inlinable
    public init(_ make: (Corner) throws -> Value) rethrows {
        self.init(topLeft: try make(.topLeft), topRight: try make(.topRight),
                  bottomRight: try make(.bottomRight), bottomLeft: try make(.bottomLeft))
    }

    @inlinable
    public subscript(corner: Corner) -> Value {
        get {
            switch corner {
            case .topLeft: topLeft
            case .topRight: topRight
            case .bottomRight: bottomRight
            case .bottomLeft: bottomLeft
            }
        }
        set {
            switch corner {
            case .topLeft: topLeft = newValue
            case .topRight: topRight = newValue
            case .bottomRight: bottomRight = newValue
            case .bottomLeft: bottomLeft = newValue
            }
        }
    }

    /// The values in path order: topLeft, topRight, bottomRight, bottomLeft.
    @inlinable
    public var inOrder: [Value] { [topLeft, topRight, bottomRight, bottomLeft] }

    /// Transforms every value, keeping corners.
    @inlinable
    public func map<T>(_ transform: (Value) throws -> T) rethrows -> Corners<T> {
        Corners<T>(topLeft: try transform(topLeft), topRight: try transform(topRight),
                   bottomRight: try transform(bottomRight), bottomLeft: try transform(bottomLeft))
    }
}

extension Corners: Equatable where Value: Equatable {}
extension Corners: Hashable where Value: Hashable {}
extension Corners: Sendable where Value: Sendable {}
