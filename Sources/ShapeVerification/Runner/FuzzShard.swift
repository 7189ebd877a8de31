import ShapeModel

/// One share of a run's case numbers, so several machines can fuzz one seed without overlap.
///
/// Shard `K/N` owns the case numbers `n` with `n % N == K`: its `i`-th case is case number
/// `K + i * N` of the run. Every case number belongs to exactly one shard, and case `n` is the
/// same case in every shard and in the unsharded run (its seed depends on `(seed, n)` only), so
/// the shards of one seed together check exactly the cases of the unsharded run with the same
/// budget, and find the same failures. A case budget (`--cases C`) is the whole run's: shard
/// `K/N` checks the case numbers below `C` that it owns. Corpus replay is shared the same way:
/// the `i`-th corpus file in path order belongs to shard `i % N`.
///
/// ```swift
/// let shard = try FuzzShard(parsing: "1/4")
/// shard.caseNumber(2)              // 9: the third case of shard 1 of 4
/// shard.caseCount(ofBudget: 9)     // 2: case numbers 1 and 5 (9 is not below the budget)
/// ```
public struct FuzzShard: Sendable, Hashable, CustomStringConvertible {
    /// `K`: which shard, `0 ..< count`.
    public let index: Int
    /// `N`: how many shards the run is split into.
    public let count: Int

    /// The largest shard count accepted (a bound that keeps `caseNumber` far from overflow).
    public static let maximumCount = 1_000_000

    /// The whole run: shard 0 of 1.
    public static let whole = FuzzShard(uncheckedIndex: 0, count: 1)

    private init(uncheckedIndex index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// Shard `index` of `count`; anything but `0 <= index < count <= maximumCount` is bad input.
    public init(index: Int, count: Int) throws(ShapeInputError) {
        guard count >= 1, count <= Self.maximumCount, index >= 0, index < count else {
            throw ShapeInputError(field: "--shard", problem: "expected K/N with 1 <= N <= \(Self.maximumCount) and 0 <= K < N, got \(index)/\(count)")
        }
        self.init(uncheckedIndex: index, count: count)
    }

    /// Parses `K/N` as written on the command line (`--shard 2/4`).
    public init(parsing text: String) throws(ShapeInputError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]),
              n >= 1, n <= Self.maximumCount, k >= 0, k < n else {
            throw ShapeInputError(field: "--shard", problem: "expected K/N with 1 <= N <= \(Self.maximumCount) and 0 <= K < N (e.g. 0/4 for the first of four machines), got \(ShapeInputError.quoted(text))")
        }
        self.init(uncheckedIndex: k, count: n)
    }

    /// Whether this is the whole run (`0/1`).
    public var isWhole: Bool { count == 1 }

    /// The run's case number of this shard's `local`-th case.
    public func caseNumber(_ local: Int) -> Int { index + local * count }

    /// How many of the case numbers `0 ..< budget` belong to this shard.
    public func caseCount(ofBudget budget: Int) -> Int {
        budget > index ? (budget - index + count - 1) / count : 0
    }

    /// Whether the `position`-th item of a shared list (a corpus file) belongs to this shard.
    public func owns(_ position: Int) -> Bool { position % count == index }

    /// `K/N`.
    public var description: String { "\(index)/\(count)" }
}
