#if canImport(UIKit)
import UIKit

/// A ``ShapedView`` whose chosen corners are rounded by half its shorter side at every size
/// (`FullyRoundedCornersShape`): a pill, a "D" or a leaf that keeps its shape and its layout
/// margins through any resize or animation.
@MainActor
open class FullyRoundedCornerView: ShapedView {
    /// The corners to round (all four: a pill).
    open var roundedCorners: Set<Corner> = Set(Corner.allCases) {
        didSet { shapeGenerator = FullyRoundedCornersShape(corners: roundedCorners) }
    }

    override public init(frame: CGRect) {
        super.init(frame: frame)
        shapeGenerator = FullyRoundedCornersShape(corners: roundedCorners)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        shapeGenerator = FullyRoundedCornersShape(corners: roundedCorners)
    }
}
#endif
