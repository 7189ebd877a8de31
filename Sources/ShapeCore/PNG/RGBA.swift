/// An 8-bit colour with straight (not premultiplied) alpha.
public struct RGBA: Hashable, Sendable {
    public var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// Fully transparent.
    public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque white.
    public static let white = RGBA(red: 255, green: 255, blue: 255)

    /// Parses `#rrggbb` or `#rrggbbaa`; `nil` for anything else (``CSSColor`` also takes names and short forms).
    public init?(hex: String) {
        guard hex.hasPrefix("#"), hex.count == 7 || hex.count == 9, let color = CSSColor.hex(hex.dropFirst()) else { return nil }
        self = color
    }

    /// `self` painted over `below` with its alpha scaled by `coverage` in [0, 1] (source-over).
    func composited(over below: RGBA, coverage: Double) -> RGBA {
        let a = Double(alpha) / 255 * coverage, b = Double(below.alpha) / 255
        let outAlpha = a + b * (1 - a)
        guard outAlpha > 0 else { return .clear }
        func channel(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            UInt8(((Double(top) * a + Double(bottom) * b * (1 - a)) / outAlpha).rounded())
        }
        return RGBA(red: channel(red, below.red), green: channel(green, below.green), blue: channel(blue, below.blue),
                    alpha: UInt8((outAlpha * 255).rounded()))
    }
}
