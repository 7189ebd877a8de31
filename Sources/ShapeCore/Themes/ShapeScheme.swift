/// Shapes for small, medium and large components (`MDCShapeScheme`).
///
/// The default is the Material 2018 scheme (Contract: Material 2018 scheme): small rounded 4, medium rounded 4, large
/// rounded 0 (a rounded corner of 0 draws square).
public struct ShapeScheme: Hashable, Sendable {
    /// Buttons, chips, text fields.
    public var small: ShapeCategory
    /// Cards, dialogs.
    public var medium: ShapeCategory
    /// Sheets, drawers.
    public var large: ShapeCategory

    /// A scheme of three categories; the defaults are the Material 2018 values.
    public init(small: ShapeCategory = ShapeCategory(family: .rounded, size: 4),
                medium: ShapeCategory = ShapeCategory(family: .rounded, size: 4),
                large: ShapeCategory = ShapeCategory(family: .rounded, size: 0)) {
        self.small = small
        self.medium = medium
        self.large = large
    }

    /// The Material 2018 scheme.
    public static let material2018 = ShapeScheme()
}
