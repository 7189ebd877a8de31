#if canImport(SwiftUI)
import SwiftUI

extension View {
    /// Clips this view to `shape` and makes its hit area follow the outline (taps outside the
    /// shape pass through, as `ShapedView.point(inside:with:)` answers in UIKit).
    ///
    /// ```swift
    /// Image(systemName: "plus").frame(width: 56, height: 56).background(.purple)
    ///     .materialShape(DiamondShape())
    /// ```
    public func materialShape(_ shape: some ShapeGenerating & Hashable, cornerCurve: CornerCurve? = nil) -> some View {
        let clip = MaterialShape(shape, cornerCurve: cornerCurve)
        return clipShape(clip).contentShape(clip)
    }

    /// Clips this view to a rectangle with `metric` on `corners` (all four by default; the others
    /// square) and makes its hit area follow the outline.
    ///
    /// ```swift
    /// card.materialShape(metric: .large, corners: [.topLeft, .topRight])   // a bottom sheet
    /// ```
    public func materialShape(metric: ShapeMetric, corners: Set<Corner> = Set(Corner.allCases)) -> some View {
        materialShape(metric.apply(to: .rectangle, corners: corners))
    }
}
#endif
