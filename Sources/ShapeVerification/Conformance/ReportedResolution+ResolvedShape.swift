@_spi(FaultInjection) import ShapeCore
import ShapeModel

extension ReportedResolution {
    /// The resolved shape the suite's properties read, built from what a producer reported: its
    /// final corner treatments taken as they are (the contract's reaches of those sizes, with no
    /// overlap rule applied on top, so sizes that overflow an edge stay overflowing) and its
    /// overlap factor. `nil` when the reported sizes are not valid input at all.
    ///
    /// The reaches and spans come from the contract's formulas for the reported sizes (the
    /// core's, which `overlap-rule` checks against the oracle on every fuzz case): a producer
    /// reports decisions, and the suite derives their geometry one way for everyone.
    static func resolvedShape(_ reported: ReportedResolution, spec: ShapeSpec, size: Size) -> ResolvedShape? {
        var finals = spec
        // A final size past the input limit (a producer that does not scale, or a fraction of 2
        // of a 1e9 side scaled by a half and rounded up) cannot be resolved again as input: it is
        // taken at the limit, which still overflows every edge of at most 1e9 (every edge of a
        // shape without offsets) that it overflowed, so `overlap-rule` still sees the overflow.
        finals.corners = reported.corners.map { treatment in
            let limit = ShapeLimits.maximumMagnitude
            func cap(_ l: Length) -> Length { l.rawValue > limit ? .points(limit) : l }
            switch treatment {
            case .square: return .square
            case .rounded(let l): return .rounded(cap(l))
            case .cut(let l): return .cut(cap(l))
            case .continuous(let l): return .continuous(cap(l))
            case .curved(let w, let h): return .curved(width: cap(w), height: cap(h))
            }
        }
        // The sizes as given: no overlap rule (ResolutionOptions is the core's switch for that,
        // otherwise used only to inject faults).
        guard var resolved = try? finals.resolved(for: size, options: ResolutionOptions(appliesOverlapRule: false, fractionBasis: .shorterSide)) else {
            return nil
        }
        resolved.overlapFactor = reported.overlapFactor
        return resolved
    }

    /// What stands for the resolution of a producer that reports none: its overlap factor is
    /// NaN and every corner square, so a property that read it without declaring that it needs
    /// it would fail loudly rather than judge invented numbers. Properties that need it are
    /// skipped for such a producer (``ShapeProperty/needs``).
    static func unreported(spec: ShapeSpec, size: Size) -> ResolvedShape {
        let (w, h) = (size.width, size.height)
        let base = Corners<Point>(topLeft: Point(x: 0, y: 0), topRight: Point(x: w, y: 0), bottomRight: Point(x: w, y: h), bottomLeft: Point(x: 0, y: h))
        let points = Corners<Point> { corner in base[corner] + spec.offsets[corner] }
        let edges = Edges<ResolvedEdge> { edge in
            let length = points[edge.startCorner].distance(to: points[edge.endCorner])
            return ResolvedEdge(length: length, spanStart: 0, spanEnd: length, triangle: nil)
        }
        return ResolvedShape(size: size, overlapFactor: .nan, cornerPoints: points,
                             corners: Corners(all: ResolvedCorner(treatment: .square, reachIncoming: 0, reachOutgoing: 0, interiorAngle: .nan)),
                             edges: edges, hasOffsets: spec.hasOffsets)
    }
}
