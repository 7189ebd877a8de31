/// Four values indexed `0..<4` as the contract indexes corners and edges (`P_i`, `e_i`,
/// `i + 1 mod 4`), held inline: an array's indexing without its heap allocation. The oracle is
/// resolved for every fuzz case (twice, with the ready-made shapes), and its per-corner and
/// per-edge arrays were about twenty allocations each time.
struct FourValues<Value> {
    private var values: (Value, Value, Value, Value)

    /// `make(0)`, `make(1)`, `make(2)`, `make(3)`, made in that order.
    @inline(__always)
    init(_ make: (Int) -> Value) {
        values = (make(0), make(1), make(2), make(3))
    }

    /// The value at `index` (`0..<4`; anything else is a programming error, as for an array).
    @inline(__always)
    subscript(index: Int) -> Value {
        switch index {
        case 0: values.0
        case 1: values.1
        case 2: values.2
        case 3: values.3
        default: preconditionFailure("FourValues index \(index) out of 0..<4")
        }
    }

    /// The four values transformed, in index order.
    @inline(__always)
    func map<T>(_ transform: (Value) -> T) -> FourValues<T> {
        FourValues<T> { transform(self[$0]) }
    }
}
