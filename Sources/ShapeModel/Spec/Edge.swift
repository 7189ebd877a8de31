/// The four edges, in path order (Contract: edges and triangles): edge i runs from corner i to corner i+1.
public enum Edge: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case top, right, bottom, left

    /// The corner the edge starts at.
    @inlinable
    public var startCorner: Corner { Corner(rawValue: rawValue)! }

    /// The corner the edge ends at.
    @inlinable
    public var endCorner: Corner { Corner(rawValue: (rawValue + 1) % 4)! }

    /// The JSON key and display name.
    public var description: String {
        switch self {
        case .top: "top"
        case .right: "right"
        case .bottom: "bottom"
        case .left: "left"
        }
    }
}
