/// The oracle's one search: where a monotone question about its own geometry changes its answer.
///
/// The oracle derives several quantities by asking its region tests rather than by transcribing
/// a closed form (Docs/Oracle.md, "Own derivations"): the inward-notch clamp's own-corner
/// bounds, the continuous corner's diagonal crossing and the content-margin demands.
enum Bisection {
    /// The largest value in `[low, high]` for which `holds` is true, given that it holds at `low`
    /// and, if at all, on an interval starting there: halving until `low` and `high` are adjacent
    /// doubles, or for at most `steps` halvings (then within `2^-steps` of the range).
    static func boundary(from low: Double, to high: Double, steps: Int = 200, where holds: (Double) -> Bool) -> Double {
        if holds(high) { return high }
        var (lo, hi) = (low, high)
        for _ in 0 ..< steps {
            let mid = lo + (hi - lo) / 2
            if !(mid > lo && mid < hi) { break }
            if holds(mid) { lo = mid } else { hi = mid }
        }
        return lo
    }
}
