extension EdgeInsets {
    /// A view's layout margins from its shape's content margins and its border width `w`
    /// (Contract: layout margins): every margin grows by `w`, so the content rectangle lies in
    /// the content mask (a point of it is at least `w` inside a rectangle that is inside the
    /// shape). Where the two margins of an axis would then overlap, both end at the middle of
    /// the content rectangle on that axis: an empty content rectangle, never an inverted one.
    ///
    /// ```swift
    /// EdgeInsets(top: 2, left: 2, bottom: 2, right: 2).layoutMargins(borderWidth: 3, size: Size(width: 20, height: 8))
    /// // top 4, left 5, bottom 4, right 5: the 8-high axis had no room, so both end at y = 4
    /// ```
    public func layoutMargins(borderWidth w: Double, size: Size) -> EdgeInsets {
        func axis(_ low: Double, _ high: Double, _ length: Double) -> (Double, Double) {
            guard low + high + 2 * w > length else { return (low + w, high + w) }
            let middle = Swift.max(0, Swift.min(length, (low + (length - high)) / 2))
            return (middle, length - middle)
        }
        let (left, right) = axis(left, right, size.width)
        let (top, bottom) = axis(top, bottom, size.height)
        return EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    /// These insets with left and right swapped: the margins of the mirrored shape.
    public var mirrored: EdgeInsets {
        EdgeInsets(top: top, left: right, bottom: bottom, right: left)
    }
}
