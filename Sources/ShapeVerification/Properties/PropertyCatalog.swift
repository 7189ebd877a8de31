/// Every property, in the order runs report them. Ids are stable: they name corpus folders.
public enum PropertyCatalog {
    /// All properties with their default sampling.
    public static let all: [any ShapeProperty] = [
        ClosedPathProperty(),
        HitTestMatchesRasterProperty(),
        PathMatchesSpecProperty(),
        CutDiamondIdentityProperty(),
        MarginsInsideShapeProperty(),
        BoundsTightProperty(),
        AreaMatchesOracleProperty(),
        OverlapRuleProperty(),
        ScaleCovarianceProperty(),
        MirrorSymmetryProperty(),
        JSONRoundTripProperty(),
        SimpleOutlineProperty(),
        TrimLengthProperty(),
        LengthMatchesOracleProperty(),
        InterpolationEndpointsProperty(),
        InterpolationContinuityProperty(),
        BorderInsideShapeProperty(),
        SurfaceMeasuresProperty(),
        CoverageMatchesAreaProperty(),
        SVGRoundTripProperty(),
        ReadyMadeShapesProperty(),
        PathBuilderProperty(),
    ]

    /// Every id, in report order.
    public static var ids: [String] { all.map(\.id) }

    /// Every property by id, built once: a replay looks each entry's property up here.
    private static let byID: [String: any ShapeProperty] = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    /// The property with `id`, or `nil`.
    ///
    /// - Complexity: O(1).
    public static func property(id: String) -> (any ShapeProperty)? {
        byID[id]
    }
}
