/// A view's memory of its last ``ShapeLayout``: it recomputes only when the ``ShapeLayoutKey``
/// changes (Contract: layout key), so the many layout passes UIKit makes at one size cost a
/// comparison each.
///
/// ```swift
/// var cache = ShapeLayoutCache()
/// cache.update(for: ShapeLayoutKey(shape: PillShape(), size: Size(width: 80, height: 40)))   // true: computed
/// cache.update(for: ShapeLayoutKey(shape: PillShape(), size: Size(width: 80, height: 40)))   // false: kept
/// cache.layout?.layoutMargins
/// ```
public struct ShapeLayoutCache: Sendable {
    /// The current layout, or `nil` before the first update (or after ``invalidate()``).
    public private(set) var layout: ShapeLayout?
    /// How many layouts this cache has computed.
    public private(set) var computations = 0

    /// An empty cache.
    public init() {}

    /// Makes ``layout`` the layout for `key`, computing it only if the key differs from the
    /// current layout's. Returns whether it computed one (the view must then apply the new paths).
    @discardableResult
    public mutating func update(for key: ShapeLayoutKey) -> Bool {
        if let layout, layout.key == key { return false }
        layout = ShapeLayout(key)
        computations += 1
        return true
    }

    /// Forgets the layout (the shape was removed): the next update computes.
    public mutating func invalidate() {
        layout = nil
    }
}
