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
        appendReversedElements(to: &out)
        return Path(out)
    }

    /// Appends the elements of ``reversed()`` to `out`: the border region (outline then mask
    /// reversed) is built in one array this way.
    ///
    /// Reads the path once with ``PathReader`` (the rules ``subpaths`` follows) into one reused
    /// segment buffer, instead of building every subpath's array first; the output is reserved
    /// (a subpath reversed has one element per segment plus its move and close, and an element
    /// draws at most two segments, which only an arc not starting at the current point does).
    func appendReversedElements(to out: inout [PathElement]) {
        out.reserveCapacity(out.count + elements.count + 2)
        var segments: [PathSegment] = []
        segments.reserveCapacity(elements.count + 1)
        PathReader.read(elements, segment: { segments.append($0) }, ended: { start, closed in
            Self.appendReversed(segments, start: start, closed: closed, to: &out)
            segments.removeAll(keepingCapacity: true)
        })
    }

    /// One subpath (its segments, start and closedness) run backwards, appended to `out`.
    @inline(__always)
    private static func appendReversed(_ segments: [PathSegment], start: Point, closed: Bool, to out: inout [PathElement]) {
        out.append(.move(to: segments.last?.end ?? start))
        for segment in segments.reversed() { out.append(segment.reversed.element) }
        if closed { out.append(.close) }
    }
}
