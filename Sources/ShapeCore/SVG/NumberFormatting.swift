/// Numbers as text that reads back to the same Double.
enum NumberFormatting {
    /// Integral values without a fraction (`50`, `-3`), everything else in Swift's shortest
    /// round-trip form (`0.1`, `1e-05`); negative zero prints as `0`. Both are valid SVG and JSON numbers.
    static func roundTrip(_ value: Double) -> String {
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return value.description
    }
}
