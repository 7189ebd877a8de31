/// Per-edge distances, in the order the contract's content margins name them: top, left, bottom, right.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    @inlinable
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// All four insets zero.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// The inset on one edge of the shape's rectangle.
    @inlinable
    public subscript(edge: Edge) -> Double {
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
}
