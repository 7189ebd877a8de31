import Foundation
import ShapeCore
import ShapeModel
import ShapeOracle

/// `surface-measures`: a surface's shadow follows the contract's formulas of its elevation, and
/// its ripple is sized from the outline's tight bounds (the oracle's), overflowing the nominal
/// rectangle exactly when the outline does (Contract: shadow parameters, ripple).
///
/// The elevation of a case is ``ShapeCase/surfaceElevation``: 0, Material's elevations, random
/// ones and values just above 0 where the blur formulas cross 0.
public struct SurfaceMeasuresProperty: ShapeProperty {
    /// Shadow numbers agree with the formulas to this, relative to `max(1, e)`: both sides are
    /// the same two flops.
    public static let shadowRelative: Double = 1e-12

    public init() {}
    public var id: String { "surface-measures" }
    public var summary: String {
        "Shadow: none at elevation 0; otherwise ambient blur max(0, 0.889544 e - 0.003701) at opacity 0.08, key blur max(0, 0.666920 e - 0.001648) and key offset (0, 1.23118 e - 0.03933) at opacity 0.26. Ripple: maximum radius hypot(W, H) / 2 + 10 from the oracle's tight bounds W x H; it overflows the nominal rectangle (0, 0, w, h) when those bounds leave it by more than twice the overflow band, and not when they leave it by less than half of it (touching or inside)."
    }
    public var tolerance: String {
        "Shadow numbers within \(Tolerances.text(Self.shadowRelative)) * max(1, e). Ripple radius within 2 * \(Tolerances.text(Tolerances.joinBand)) * max(1, w, h, |bounds coordinates|) (bounds from closed-form extrema on both sides). Overflow: the contract's band is \(Tolerances.text(Ripple.overflowBand)) * max(1, w, h); between half and twice it, either answer (the bounds themselves round by far less)."
    }

    public func check(_ subject: CaseSubject) -> PropertyOutcome {
        let size = subject.size
        let e = subject.shapeCase.surfaceElevation
        let oracle: AnalyticOracle, surface: ShapedSurface
        do { (oracle, surface) = try subject.surfaceUnderTest(borderWidth: 0, elevation: e) } catch {
            return error.outcome
        }

        // Shadow.
        let slack = Self.shadowRelative * Swift.max(1, e)
        if e <= 0 {
            if let shadow = surface.shadow { return .fail("elevation \(e) casts a shadow: \(shadow)") }
        } else {
            guard let shadow = surface.shadow else { return .fail("elevation \(e) casts no shadow") }
            let expected: [(String, Double, Double)] = [
                ("ambient blur", shadow.ambientBlur, Swift.max(0, 0.889544 * e - 0.003701)),
                ("key blur", shadow.keyBlur, Swift.max(0, 0.666920 * e - 0.001648)),
                ("key offset y", shadow.keyOffset.dy, 1.23118 * e - 0.03933),
                ("key offset x", shadow.keyOffset.dx, 0),
                ("ambient opacity", shadow.ambientOpacity, 0.08),
                ("key opacity", shadow.keyOpacity, 0.26),
            ]
            for (name, got, want) in expected where !(Swift.abs(got - want) <= slack) {
                return .fail("at elevation \(e) the \(name) is \(got), the contract says \(want)")
            }
        }

        // Ripple.
        let bounds = oracle.bounds
        let band = Tolerances.joinBand * oracle.epsilon / AnalyticOracle.relativeBand
        let radius = hypot(bounds.width, bounds.height) / 2 + 10
        let ripple = surface.ripple
        func evidence(_ facts: [String]) -> FailureEvidence {
            FailureEvidence(outlines: [FailureEvidence.Outline("the ripple's bounds", rect: ripple.bounds),
                                       FailureEvidence.Outline("the oracle's tight bounds", rect: bounds),
                                       FailureEvidence.Outline("the nominal rectangle", rect: Rect(size: size))],
                            facts: facts)
        }
        if !(Swift.abs(ripple.maximumRadius - radius) <= 2 * band) {
            return .fail("the ripple's maximum radius is \(ripple.maximumRadius), hypot(\(bounds.width), \(bounds.height)) / 2 + 10 = \(radius)",
                         evidence: evidence(["radius \(ripple.maximumRadius), expected \(radius)"]))
        }
        let beyond = [-bounds.minX, -bounds.minY, bounds.maxX - size.width, bounds.maxY - size.height]
        let worst = beyond.max() ?? 0
        let overflowBand = Ripple.overflowBand * Swift.max(1, size.width, size.height)
        if worst > 2 * overflowBand, !ripple.overflowsBounds {
            return .fail("the outline leaves the nominal rectangle by \(worst), yet the ripple does not overflow it",
                         evidence: evidence(["the oracle's bounds \(bounds) leave (0, 0, \(size.width), \(size.height)) by \(worst)"]))
        }
        if worst < overflowBand / 2, ripple.overflowsBounds {
            return .fail("the outline stays within the nominal rectangle, yet the ripple overflows it",
                         evidence: evidence(["the oracle's bounds \(bounds) stay within (0, 0, \(size.width), \(size.height)) by \(-worst)"]))
        }
        return .pass
    }
}
