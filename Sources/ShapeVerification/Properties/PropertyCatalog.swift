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

    /// The property with `id`, or `nil`.
    public static func property(id: String) -> (any ShapeProperty)? {
        all.first { $0.id == id }
    }
}
