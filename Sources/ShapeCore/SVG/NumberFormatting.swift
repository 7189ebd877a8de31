import ShapeModel

/// Numbers as text that reads back to the same Double.
enum NumberFormatting {
    /// The JSON writer's canonical form (integral values without a fraction, otherwise Swift's
    /// shortest round-trip form such as `0.1` or `1e-05`), with negative zero as `0`: valid SVG.
    static func roundTrip(_ value: Double) -> String {
        var out: [UInt8] = []
        appendRoundTrip(value, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// ``roundTrip(_:)``'s text appended to `out`, without making a `String` of it (a value that
    /// is not finite as Swift describes it).
    static func appendRoundTrip(_ value: Double, to out: inout [UInt8]) {
        if value == 0 {
            out.append(UInt8(ascii: "0"))
        } else if !value.isFinite {
            var text = value.description
            text.withUTF8 { out.append(contentsOf: $0) }
        } else {
            JSONWriter.appendNumber(value, to: &out)
        }
    }
}
