/// How ``SVGDocument`` paints one path.
public struct SVGStyle: Hashable, Sendable {
    /// An SVG paint for the fill (`"#6200ee"`, `"none"`, ...).
    public var fill: String
    /// An SVG paint for the stroke.
    public var stroke: String
    /// Stroke width in user units; 0 draws no stroke.
    public var strokeWidth: Double
    /// The fill rule.
    public var fillRule: FillRule
    /// Opacity of the whole path, 0...1.
    public var opacity: Double

    /// Memberwise, with an unstroked, opaque, nonzero fill by default.
    public init(fill: String = "black", stroke: String = "none", strokeWidth: Double = 0,
                fillRule: FillRule = .nonZero, opacity: Double = 1) {
        self.fill = fill
        self.stroke = stroke
        self.strokeWidth = strokeWidth
        self.fillRule = fillRule
        self.opacity = opacity
    }

    /// A plain fill.
    public static func filled(_ color: String) -> SVGStyle { SVGStyle(fill: color) }

    /// A stroke with no fill.
    public static func outlined(_ color: String, width: Double = 1) -> SVGStyle {
        SVGStyle(fill: "none", stroke: color, strokeWidth: width)
    }
}
