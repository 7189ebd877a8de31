/// One LZ77 token: a literal byte, or a match of `length` bytes copied from `distance` back.
struct LZ77Token: Hashable, Sendable {
    /// The literal byte (0...255) when `distance == 0`, else the match length (3...258).
    var value: UInt16
    /// 0 for a literal, else how far back the copied bytes start (1...32768).
    var distance: UInt16

    /// How many input bytes the token stands for.
    var byteCount: Int { distance == 0 ? 1 : Int(value) }
}

/// Greedy-with-one-step-lazy LZ77 over DEFLATE's 32 KB window, finding matches through hash
/// chains of 3-byte prefixes (the scheme of RFC 1951, section 4, and of zlib).
///
/// Each position is hashed by its next three bytes; `head` holds the latest position per hash
/// and `previous` links each position to the one before it with the same hash. A search walks
/// at most ``maximumChain`` links and stops early at a match of ``niceLength``. Lazy matching:
/// a match shorter than ``lazyLimit`` is deferred by one byte when the next position matches
/// longer. Everything is deterministic (no clock, no randomness, fixed tie rules: the nearest of
/// equally long matches wins).
enum LZ77Matcher {
    static let windowSize = 32_768
    static let minimumMatch = 3
    static let maximumMatch = 258
    /// Links followed per search: zlib's level 6 uses 128.
    static let maximumChain = 128
    /// A match this long ends the search (the longest DEFLATE can express).
    static let niceLength = 258
    /// Matches at least this long are taken without looking one byte ahead.
    static let lazyLimit = 32

    private static let hashBits = 15
    private static let hashMask = (1 << hashBits) - 1

    /// The tokens of `data`; concatenating what they stand for gives `data` back.
    ///
    /// - Complexity: O(n · maximumChain · maximumMatch) in the worst case, O(n) for typical
    ///   image rows (the search ends at the first nice-length match, and positions inside a
    ///   match are only hashed, not searched).
    static func tokens(_ data: [UInt8]) -> [LZ77Token] {
        let n = data.count
        var tokens: [LZ77Token] = []
        tokens.reserveCapacity(n / 4 + 16)
        guard n > 0 else { return tokens }
        var head = [Int32](repeating: -1, count: 1 << hashBits)
        var previous = [Int32](repeating: -1, count: windowSize)
        data.withUnsafeBufferPointer { bytes in
            func hash(_ i: Int) -> Int {
                (Int(bytes[i]) << 10 ^ Int(bytes[i + 1]) << 5 ^ Int(bytes[i + 2])) & hashMask
            }
            func insert(_ i: Int) {
                guard i + minimumMatch <= n else { return }
                let h = hash(i)
                previous[i & (windowSize - 1)] = head[h]
                head[h] = Int32(i)
            }
            // The longest match for position i among earlier positions (i itself not yet inserted).
            func longestMatch(_ i: Int) -> (length: Int, distance: Int) {
                guard i + minimumMatch <= n else { return (0, 0) }
                let limit = Swift.min(maximumMatch, n - i)
                var best = (length: 0, distance: 0)
                var candidate = Int(head[hash(i)])
                var links = maximumChain
                while candidate >= 0, i - candidate <= windowSize, links > 0 {
                    links -= 1
                    // Cheap rejection: a longer match must agree at the current best length.
                    if bytes[candidate + best.length] == bytes[i + best.length] || best.length == 0 {
                        var length = 0
                        while length < limit, bytes[candidate + length] == bytes[i + length] { length += 1 }
                        if length > best.length {
                            best = (length, i - candidate)
                            if length >= Swift.min(niceLength, limit) { break }
                        }
                    }
                    candidate = Int(previous[candidate & (windowSize - 1)])
                }
                return best.length >= minimumMatch ? best : (0, 0)
            }

            var i = 0
            while i < n {
                let match = longestMatch(i)
                if match.length >= minimumMatch, match.length < lazyLimit, i + 1 < n {
                    insert(i)
                    let next = longestMatch(i + 1)
                    if next.length > match.length {
                        tokens.append(LZ77Token(value: UInt16(bytes[i]), distance: 0))
                        i += 1
                        continue   // position i + 1 searches again and finds `next`
                    }
                    tokens.append(LZ77Token(value: UInt16(match.length), distance: UInt16(match.distance)))
                    for k in (i + 1) ..< (i + match.length) { insert(k) }
                    i += match.length
                } else if match.length >= minimumMatch {
                    tokens.append(LZ77Token(value: UInt16(match.length), distance: UInt16(match.distance)))
                    for k in i ..< (i + match.length) { insert(k) }
                    i += match.length
                } else {
                    tokens.append(LZ77Token(value: UInt16(bytes[i]), distance: 0))
                    insert(i)
                    i += 1
                }
            }
        }
        return tokens
    }
}
