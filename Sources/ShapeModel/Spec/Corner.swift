/// The four corners, in path order (Contract: corner order): the outline visits them clockwise on screen.
public enum Corner: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case topLeft, topRight, bottomRight, bottomLeft

    /// The edge that arrives at this corner (path order): topLeft is reached by the left edge.
    @inlinable
    public var incomingEdge: Edge { Edge(rawValue: (rawValue + 3) % 4)! }

    /// The edge that leaves this corner: edge i runs from corner i to corner i+1.
    @inlinable
    public var outgoingEdge: Edge { Edge(rawValue: rawValue)! }

    /// The JSON key and display name.
    public var description: String {
        switch self {
        case .topLeft: "topLeft"
        case .topRight: "topRight"
        case .bottomRight: "bottomRight"
        case .bottomLeft: "bottomLeft"
        }
    }
}
