import ShapeOracle

/// The tolerances several properties share, and how tolerance texts print a constant.
///
/// Every number a property's `tolerance` text states is a named constant that the check uses
/// too, interpolated with ``text(_:)``: a text written by hand once said `1e-9` where the check
/// used the oracle's `1e-7`, and nothing noticed.
public enum Tolerances {
    /// The join and hit-test band relative to ``ShapeCase/lengthScale`` (Contract: exact joins,
    /// hit-test band): rounding of coordinates computed along different routes stays far below it.
    public static let joinBand: Double = 1e-9

    /// The analytic oracle's boundary band relative to its coordinates; points it classifies
    /// as boundary lie within this times `max(1, w, h, |bounds coordinates|)` of the outline.
    public static var oracleBand: Double { AnalyticOracle.relativeBand }

    /// How many oracle bands an adversarial probe is nudged off the outline: definite for the
    /// oracle once `probeNudgeBands * sin(half the kink angle) > 1` (Docs/Oracle.md, "Probes"),
    /// yet as close to the outline as a test may go.
    public static let probeNudgeBands: Double = 8

    /// Relative agreement of two closed-form areas computed along different routes.
    public static let areaRelative: Double = 1e-9

    /// Absolute area slack per squared ``ShapeCase/lengthScale``: a thin shape's tiny area is a
    /// difference of large coordinate products, whose rounding grows with their square.
    public static let areaAbsolute: Double = 1e-12

    /// One step of `Array.max()`: `value` when `largest` is less than it, else `largest`. A
    /// chain of them, first value first, is `[a, b, ...].max()!` bit for bit (NaN and equal
    /// values included) without building the array: the scales the bands are taken from are
    /// measured on every case.
    @inline(__always)
    static func larger(_ largest: Double, _ value: Double) -> Double { largest < value ? value : largest }

    /// `value` as a tolerance text prints it: Swift's shortest round-trip digits with a plain
    /// exponent (`1e-9`, not `1e-09`) and integers without a fraction (`8`, not `8.0`).
    public static func text(_ value: Double) -> String {
        if value == value.rounded(), Swift.abs(value) < 1e15 { return String(Int64(value)) }
        let digits = "\(value)"
        guard let e = digits.firstIndex(where: { $0 == "e" || $0 == "E" }),
              let exponent = Int(digits[digits.index(after: e)...]) else { return digits }
        return "\(digits[..<e])e\(exponent)"
    }
}
