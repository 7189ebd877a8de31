/// Indices sorted by a key (an x coordinate): for the content mask's linking scans that look
/// for the few parts whose key is within a band of a given one, or equal to it (``Erosion``'s
/// search for a part's copies and for the parts starting where a loop ends), which otherwise
/// test every part against it.
///
/// Only a prefilter: every caller still runs its own full test on the indices found, and the
/// indices found are exactly those whose key passes `abs(key - x) <= band` (or `key == x`),
/// a test the callers' full tests imply. Keys that are NaN are left out: no such
/// comparison holds for them.
struct SortedKeys {
    /// The indices with a key other than NaN and their keys, by key, equal keys by index.
    private(set) var entries: [(key: Double, index: Int)] = []

    /// `indices` sorted by their keys, `key(i)` for index `i`.
    init(_ indices: some Collection<Int>, key: (Int) -> Double) {
        entries.reserveCapacity(indices.count)
        for i in indices {
            let k = key(i)
            guard !k.isNaN else { continue }
            // An insertion sort: a few dozen entries, where the library's sort costs more.
            var position = entries.count
            entries.append((k, i))
            while position > 0, Self.precedes((k, i), entries[position - 1]) {
                entries[position] = entries[position - 1]
                position -= 1
            }
            entries[position] = (k, i)
        }
    }

    /// The entries whose index `isIncluded` accepts, still sorted: a subset costs no sort of its own.
    func filter(_ isIncluded: (Int) -> Bool) -> SortedKeys {
        var subset = self
        subset.entries.removeAll { !isIncluded($0.index) }
        return subset
    }

    /// The order of ``entries``: by key, then by index.
    private static func precedes(_ a: (key: Double, index: Int), _ b: (key: Double, index: Int)) -> Bool {
        a.key < b.key || (a.key == b.key && a.index < b.index)
    }

    /// The first position in ``entries`` whose key is not below `x`.
    func lowerBound(_ x: Double) -> Int {
        var (lo, hi) = (0, entries.count)
        while lo < hi {
            let mid = (lo + hi) / 2
            if entries[mid].key < x { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// The positions in ``entries`` whose key equals `x` (their indices in increasing order).
    func positions(equalTo x: Double) -> Range<Int> {
        let start = lowerBound(x)
        var end = start
        while end < entries.count, entries[end].key == x { end += 1 }
        return start ..< end
    }

    /// The positions in ``entries`` whose key `k` has `abs(k - x) <= band`.
    ///
    /// Those keys are one run of ``entries``: above `x`, the rounded `k - x` grows with `k`
    /// (rounding is monotone), and below it `x - k` grows as `k` falls, so the scan stops at
    /// the first key either way that fails.
    func positions(within band: Double, of x: Double) -> Range<Int> {
        guard !x.isNaN else { return 0 ..< 0 }
        let start = lowerBound(x)
        var (lo, hi) = (start, start)
        while hi < entries.count, abs(entries[hi].key - x) <= band { hi += 1 }
        while lo > 0, abs(entries[lo - 1].key - x) <= band { lo -= 1 }
        return lo ..< hi
    }
}
