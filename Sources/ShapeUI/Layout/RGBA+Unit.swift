extension RGBA {
    /// The colour with components in `0...1` (UIKit's `getRed(_:green:blue:alpha:)`), each
    /// clamped to `0...1` (extended-range colours have components outside it) and rounded to
    /// the nearest of 256 levels; a NaN component counts as 0.
    ///
    /// ```swift
    /// RGBA(unitRed: 1, green: 0.5, blue: -0.2, alpha: 1)   // (255, 128, 0, 255)
    /// ```
    public init(unitRed red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func level(_ value: Double) -> UInt8 {
            guard value > 0 else { return 0 }   // also NaN
            return UInt8((Swift.min(value, 1) * 255).rounded())
        }
        self.init(red: level(red), green: level(green), blue: level(blue), alpha: level(alpha))
    }
}
