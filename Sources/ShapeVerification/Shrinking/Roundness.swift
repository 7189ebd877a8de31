import Foundation

/// How "round" a number is, for the shrinker's number passes and the tests' "small round" check.
///
/// Ordered simplest first: 0, then integers before non-integers, fewer significant decimal
/// digits, positive before negative, smaller magnitude. A shrink step that replaces a number must
/// make it strictly simpler in this order, so number passes terminate.
public struct Roundness: Comparable, Sendable {
    private var key: (Int, Int, Int, Double)

    /// The roundness of `value`.
    public init(_ value: Double) {
        if value == 0 {
            key = (0, 0, 0, 0)
            return
        }
        let magnitude = Swift.abs(value)
        let isInteger = magnitude < 1e15 && magnitude == magnitude.rounded()
        key = (isInteger ? 1 : 2, Self.significantDigits(magnitude), value < 0 ? 1 : 0, magnitude)
    }

    /// Significant decimal digits of the shortest round-trip spelling.
    static func significantDigits(_ magnitude: Double) -> Int {
        let text = "\(magnitude)"
        let mantissa = text.split(separator: "e").first ?? Substring(text)
        let digits = mantissa.filter(\.isNumber).drop { $0 == "0" }
        return Swift.max(1, digits.reversed().drop { $0 == "0" }.count)
    }

    public static func < (a: Roundness, b: Roundness) -> Bool { a.key < b.key }
    public static func == (a: Roundness, b: Roundness) -> Bool { a.key == b.key }

    /// Whether `value` is a small round number: a multiple of 1/2 of magnitude at most 1000.
    public static func isSmallRound(_ value: Double) -> Bool {
        Swift.abs(value) <= 1000 && (2 * value).rounded() == 2 * value
    }

    /// Rounder numbers near `value`, simplest first, then `-1`, `-10`, `-100`; the shrinker tries them in this order.
    public static func candidates(for value: Double) -> [Double] {
        var list: [Double] = [0, 1, 10, 100]
        let magnitude = Swift.abs(value)
        if magnitude.isFinite && magnitude > 0 {
            for digits in 1 ... 3 {
                let unit = pow(10, log10(magnitude).rounded(.down) - Double(digits - 1))
                list.append((value / unit).rounded() * unit)
            }
        }
        list += [value.rounded(), (2 * value).rounded() / 2, value.rounded(.down), (value / 2).rounded()]
        // Signed numbers (offsets) last: a tiny offset on a 1 x 1 shape has no round positive
        // neighbour that keeps the quadrilateral convex, but often a negative one.
        list += [-1, -10, -100]
        let own = Roundness(value)
        var seen: [Double] = []
        for candidate in list where candidate.isFinite && Roundness(candidate) < own && !seen.contains(candidate) {
            seen.append(candidate)
        }
        return seen
    }
}
