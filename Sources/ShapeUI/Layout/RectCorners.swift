extension Set where Element == Corner {
    /// The corners named by the bits of a UIKit `UIRectCorner` (or, on iOS, a `CACornerMask`,
    /// whose `layerMinXMinYCorner`... bits are the same corners in the same order): top left 1,
    /// top right 2, bottom left 4, bottom right 8 (Contract: chosen corners). Other bits are
    /// ignored, so `UIRectCorner.allCorners` (every bit set) is all four.
    ///
    /// ```swift
    /// Set<Corner>(rectCorners: 1 | 2)   // [.topLeft, .topRight]
    /// ```
    public init(rectCorners rawValue: UInt) {
        self.init(Corner.allCases.filter { rawValue & $0.rectCornerBit != 0 })
    }

    /// These corners as `UIRectCorner` bits.
    public var rectCorners: UInt {
        reduce(0) { $0 | $1.rectCornerBit }
    }
}

extension Corner {
    /// This corner's bit in `UIRectCorner` and `CACornerMask`.
    var rectCornerBit: UInt {
        switch self {
        case .topLeft: 1
        case .topRight: 2
        case .bottomLeft: 4
        case .bottomRight: 8
        }
    }
}
