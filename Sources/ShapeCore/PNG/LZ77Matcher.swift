/// One LZ77 token: a literal byte, or a match of `length` bytes copied from `distance` back.
struct LZ77Token: Hashable, Sendable {
    /// The literal byte (0...255) when `distance == 0`, else the match length (3...258).
    var value: UInt16
    /// 0 for a literal, else how far back the copied bytes start (1...32768).
    var distance: UInt16

    /// How many input bytes the token stands for.
    var byteCount: Int { distance == 0 ? 1 : Int(value) }
}

/// Lazy LZ77 over DEFLATE's 32 KB window, finding matches through hash
/// chains of 3-byte prefixes (the scheme of RFC 1951, section 4, and of zlib).
///
/// Each position is hashed by its next three bytes; `head` holds the latest position per hash
/// and `previous` links each position to the one before it with the same hash. A search walks
/// at most ``maximumChain`` links (a quarter after a match of ``goodLength``) and stops early
/// at a match of ``niceLength``. Lazy matching: a match shorter than ``lazyLimit`` is deferred
/// by one byte when the next position matches longer (zlib's `deflate_slow`). Everything is deterministic (no clock, no randomness, fixed tie rules: the nearest of
/// equally long matches wins).
enum LZ77Matcher {
    static let windowSize = 32_768
    static let minimumMatch = 3
    static let maximumMatch = 258
    /// Links followed per search (zlib's level 6 follows 128; image rows rarely gain from more
    /// than a few dozen, and long runs of zeros make every link a long comparison).
    static let maximumChain = 64
    /// A match this long ends the search (zlib's level 6).
    static let niceLength = 128
    /// Matches at least this long are taken without looking one byte ahead (zlib's level 6).
    static let lazyLimit = 16
    /// After a match at least this long, the next search follows a quarter of the links (zlib's level 6).
    static let goodLength = 8

    /// The most hash bits: 32,768 chains, as zlib uses for its 32 KB window.
    private static let maximumHashBits = 15

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
        // Tables sized to the input (a small image must not pay for 256 KB of empty chains):
        // chains indexed by position modulo a power of two >= min(n, window), so no two live
        // positions share a slot.
        var slots = 1
        while slots < Swift.min(n, windowSize) { slots <<= 1 }
        let slotMask = slots - 1
        let hashBits = Swift.min(slots.trailingZeroBitCount, maximumHashBits)
        // Raw buffers, not arrays: the search reads and writes them at every position, and an
        // array captured by the nested functions is checked for exclusive access on each use.
        let head = UnsafeMutableBufferPointer<Int32>.allocate(capacity: 1 << hashBits)
        let previous = UnsafeMutableBufferPointer<Int32>.allocate(capacity: slots)
        head.initialize(repeating: -1)
        previous.initialize(repeating: -1)
        defer { head.deallocate(); previous.deallocate() }
        data.withUnsafeBufferPointer { bytes in
            // Multiplicative (Fibonacci) hashing of the three bytes: the top bits mix all of them,
            // however few the table keeps.
            func hash(_ i: Int) -> Int {
                let key = UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2])
                return Int((key &* 0x9E37_79B1) >> UInt32(32 - hashBits))
            }
            func insert(_ i: Int) {
                guard i + minimumMatch <= n else { return }
                let h = hash(i)
                previous[i & slotMask] = head[h]
                head[h] = Int32(i)
            }
            // How many bytes from `a` and `b` agree, at most `limit`: eight at a time, the first
            // differing byte of a word found from its lowest set bit (the words read as
            // little-endian, so the lowest byte is the first in memory), then byte by byte near
            // the limit. The same count a byte loop gives.
            func agreement(_ a: Int, _ b: Int, limit: Int) -> Int {
                let base = UnsafeRawPointer(bytes.baseAddress!)
                var length = 0
                while length + 8 <= limit {
                    let difference = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: a + length, as: UInt64.self))
                        ^ UInt64(littleEndian: base.loadUnaligned(fromByteOffset: b + length, as: UInt64.self))
                    if difference != 0 { return length + difference.trailingZeroBitCount / 8 }
                    length += 8
                }
                while length < limit, bytes[a + length] == bytes[b + length] { length += 1 }
                return length
            }
            // The longest match for position i among earlier positions (i itself not yet inserted).
            func longestMatch(_ i: Int, links: Int) -> (length: Int, distance: Int) {
                guard i + minimumMatch <= n else { return (0, 0) }
                let limit = Swift.min(maximumMatch, n - i)
                var best = (length: 0, distance: 0)
                var candidate = Int(head[hash(i)])
                var links = links
                while candidate >= 0, i - candidate <= windowSize, links > 0 {
                    links -= 1
                    // Cheap rejection: a longer match must agree at the current best length.
                    if bytes[candidate + best.length] == bytes[i + best.length] || best.length == 0 {
                        let length = agreement(candidate, i, limit: limit)
                        if length > best.length {
                            best = (length, i - candidate)
                            if length >= Swift.min(niceLength, limit) { break }
                        }
                    }
                    candidate = Int(previous[candidate & slotMask])
                }
                return best.length >= minimumMatch ? best : (0, 0)
            }

            // zlib's lazy evaluation: the match found at the previous position is kept until the
            // search at this one shows whether starting a byte later is longer.
            var previousMatch = (length: 0, distance: 0)
            var previousIsPending = false
            var i = 0
            while i < n {
                let links = previousMatch.length >= goodLength ? maximumChain / 4 : maximumChain
                let match = previousMatch.length >= lazyLimit ? (length: 0, distance: 0) : longestMatch(i, links: links)
                insert(i)
                if previousMatch.length >= minimumMatch && match.length <= previousMatch.length {
                    // Take the match that starts at i - 1; hash the rest of its positions.
                    tokens.append(LZ77Token(value: UInt16(previousMatch.length), distance: UInt16(previousMatch.distance)))
                    let end = i - 1 + previousMatch.length
                    for k in (i + 1) ..< Swift.max(i + 1, end) { insert(k) }
                    i = end
                    previousMatch = (0, 0)
                    previousIsPending = false
                } else {
                    if previousIsPending { tokens.append(LZ77Token(value: UInt16(bytes[i - 1]), distance: 0)) }
                    previousMatch = match
                    previousIsPending = true
                    i += 1
                }
            }
            // A match needs three bytes, so what is pending at the end is a literal.
            if previousIsPending { tokens.append(LZ77Token(value: UInt16(bytes[n - 1]), distance: 0)) }
        }
        return tokens
    }
}
