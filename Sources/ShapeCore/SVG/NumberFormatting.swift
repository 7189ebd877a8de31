/// Numbers as text that reads back to the same Double.
enum NumberFormatting {
    /// The JSON writer's canonical form (integral values without a fraction, otherwise Swift's
    /// shortest round-trip form such as `0.1` or `1e-05`), with negative zero as `0`: valid SVG.
    static func roundTrip(_ value: Double) -> String {
        if value == 0 { return "0" }
        guard value.isFinite else { return value.description }
        return JSONWriter.number(value)
    }
}
