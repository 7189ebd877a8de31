extension Path {
    /// The same drawing run backwards: every subpath reversed in place (its last point becomes
    /// its start, arcs sweep the other way, Bezier control points swap), a closed subpath stays
    /// closed. The signed area changes sign; the region a closed path fills does not change.
    ///
    /// ```swift
    /// let square = try ShapeSpec().path(for: Size(width: 10, height: 10))
    /// square.reversed().signedArea   // -100
    /// ```
    ///
    /// - Complexity: O(n) in the number of elements.
    public func reversed() -> Path {
        var out: [PathElement] = []
        for sub in subpaths {
            let end = sub.segments.last?.end ?? sub.start
            out.append(.move(to: end))
            for segment in sub.segments.reversed() { out.append(segment.reversed.element) }
            if sub.isClosed { out.append(.close) }
        }
        return Path(out)
    }
}
