#if canImport(SwiftUI)
import SwiftUI

/// A SwiftUI shape from any spec or shape generator, recomputed for every size it is drawn at.
///
/// `inset(by:)` erodes the shape (Contract: content mask as erosion), it does not scale it:
/// `strokeBorder` and `inset` keep rounded corners concentric (radius `r - w`) and cuts as
/// chamfers, exactly the `ShapedSurface` content mask. A negative inset draws the outline
/// itself (the shape is not dilated). A spec that cannot be drawn at a size draws nothing.
///
/// In a right-to-left layout SwiftUI mirrors the shape (`layoutDirectionBehavior`, its default
/// for shapes): a spec is authored left to right, so its `topLeft` is the top leading corner.
/// Set ``mirrorsInRightToLeft`` to `false` to keep physical corners.
///
/// ```swift
/// MaterialShape(DiamondShape()).fill(.purple).frame(width: 56, height: 56)
/// MaterialShape(card).strokeBorder(.gray, lineWidth: 2)   // the border inside the shape
/// ```
public struct MaterialShape: InsettableShape {
    /// The shape.
    public var shape: AnyShapeGenerator
    /// The corner curve switch (`nil`: as the shape says).
    public var cornerCurve: CornerCurve?
    /// Whether SwiftUI mirrors the shape in right-to-left layouts.
    public var mirrorsInRightToLeft: Bool
    /// How far the shape is eroded, in points.
    public var insetAmount: CGFloat

    /// The shape drawn by `shape` (a `ShapeSpec`, a ready-made shape, any hashable generator).
    public nonisolated init(_ shape: some ShapeGenerating & Hashable, cornerCurve: CornerCurve? = nil, mirrorsInRightToLeft: Bool = true) {
        self.shape = AnyShapeGenerator(shape)
        self.cornerCurve = cornerCurve
        self.mirrorsInRightToLeft = mirrorsInRightToLeft
        insetAmount = 0
    }

    public nonisolated func path(in rect: CGRect) -> SwiftUI.Path {
        ShapeLayout.path(for: shape, in: Rect(rect), inset: Double(insetAmount), cornerCurve: cornerCurve).swiftUIPath
    }

    public nonisolated func inset(by amount: CGFloat) -> MaterialShape {
        var shape = self
        shape.insetAmount += amount
        return shape
    }

    public nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior {
        mirrorsInRightToLeft ? .mirrors(in: .rightToLeft) : .fixed
    }
}
#endif
