/// The timings of one benchmark: the same work repeated, after a warm-up that is not counted.
struct Measurement {
    /// What was timed, e.g. `PathHitTester.contains, card`.
    let name: String
    /// What one unit of work is, e.g. `points`.
    let unit: String
    /// Units of work per repetition.
    let count: Int
    /// Seconds of each repetition, in the order they ran.
    let seconds: [Double]

    /// The median repetition, in seconds (the mean of the middle two for an even count).
    var median: Double { Self.median(seconds) }
    /// The fastest and the slowest repetition.
    var fastest: Double { seconds.min() ?? 0 }
    var slowest: Double { seconds.max() ?? 0 }
    /// `(slowest - fastest) / median`: how far the repetitions disagree (0.05 is 5%).
    var spread: Double { median > 0 ? (slowest - fastest) / median : 0 }
    /// Units of work per second at the median.
    var perSecond: Double { median > 0 ? Double(count) / median : .infinity }
    /// Nanoseconds per unit of work at the median.
    var nanosecondsPerUnit: Double { count > 0 ? median / Double(count) * 1e9 : 0 }

    /// The median of `values` (0 for none).
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
