/// A corner or triangle size: absolute points, or a fraction of the shorter side (Contract: points or fractions).
public enum Length: Hashable, Sendable {
    /// An absolute size in points.
    case points(Double)
    /// A fraction of `min(width, height)`; 0.5 on every corner is always a pill.
    case fraction(Double)

    /// The size in points for a shape of the given size (Contract: fractions to points).
    @inlinable
    public func resolved(for size: Size) -> Double {
        switch self {
        case .points(let v): v
        case .fraction(let f): f * size.minDimension
        }
    }

    /// The stored number, whichever kind it is.
    @inlinable
    public var rawValue: Double {
        switch self {
        case .points(let v), .fraction(let v): v
        }
    }

    /// Zero points.
    public static let zero = Length.points(0)

    /// Throws unless the number is finite, `>= 0` and within ``ShapeLimits``.
    public func validate(field: @autoclosure () -> String) throws(ShapeInputError) {
        try ShapeLimits.check(rawValue, field: field(), nonNegative: true)
    }
}

extension Length: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public init(floatLiteral value: Double) { self = .points(value) }
    public init(integerLiteral value: Int) { self = .points(Double(value)) }
}
