/// One value per edge, addressable by name or by `Edge`.
public struct Edges<Value> {
    public var top: Value
    public var right: Value
    public var bottom: Value
    public var left: Value

    @inlinable
    public init(top: Value, right: Value, bottom: Value, left: Value) {
        self.top = top
        self.right = right
        self.bottom = bottom
        self.left = left
    }

    /// The same value on every edge.
    @inlinable
    public init(all value: Value) {
        self.init(top: value, right: value, bottom: value, left: value)
    }

    /// Builds each edge's value from the edge.
    @inlinable
    public init(_ make: (Edge) throws -> Value) rethrows {
        self.init(top: try make(.top), right: try make(.right), bottom: try make(.bottom), left: try make(.left))
    }

    @inlinable
    public subscript(edge: Edge) -> Value {
        get {
            switch edge {
            case .top: top
            case .right: right
            case .bottom: bottom
            case .left: left
            }
        }
        set {
            switch edge {
            case .top: top = newValue
            case .right: right = newValue
            case .bottom: bottom = newValue
            case .left: left = newValue
            }
        }
    }

    /// The values in path order: top, right, bottom, left.
    @inlinable
    public var inOrder: [Value] { [top, right, bottom, left] }

    /// Transforms every value, keeping edges.
    @inlinable
    public func map<T>(_ transform: (Value) throws -> T) rethrows -> Edges<T> {
        Edges<T>(top: try transform(top), right: try transform(right),
                 bottom: try transform(bottom), left: try transform(left))
    }
}

extension Edges: Equatable where Value: Equatable {}
extension Edges: Hashable where Value: Hashable {}
extension Edges: Sendable where Value: Sendable {}
