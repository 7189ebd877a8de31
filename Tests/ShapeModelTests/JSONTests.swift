import Testing
import ShapeModel

@Suite("JSON parser and canonical writer")
struct JSONTests {
    @Test func writerSortsKeysAndIsCompact() {
        let v: JSONValue = ["b": 1, "a": [true, nil, "x\"y\n"], "c": ["z": 0.5, "y": -0.0]]
        #expect(JSONWriter.string(v) == #"{"a":[true,null,"x\"y\n"],"b":1,"c":{"y":-0,"z":0.5}}"#)
    }

    @Test(arguments: [0.1, 1.0 / 3.0, 1e-300, Double.leastNonzeroMagnitude, 123456789012345678.0, 1e21, -2.5, 9007199254740993.0, Double.leastNormalMagnitude, Double.greatestFiniteMagnitude])
    func numbersRoundTripBitForBit(_ x: Double) throws {
        let back = try JSONParser.parse(JSONWriter.string(.array([.number(x)])))
        guard case .array(let items) = back, case .number(let y) = items[0] else { Issue.record("shape changed"); return }
        #expect(y.bitPattern == x.bitPattern)
    }

    /// The canonical number form: integral values below 2^53 as integers (`-0` kept), others in
    /// Swift's shortest round-trip form, `null` where JSON has no number. The text is built as
    /// bytes (integers digit by digit), so the digits are checked against the standard library's.
    @Test(arguments: [0.0, -0.0, 1, -12, 42, 1e15, -9007199254740991, 9007199254740992, 1e21, 0.1, -2.5, 1e-5,
                      1.0 / 3.0, 123456789.125, Double.leastNonzeroMagnitude, Double.greatestFiniteMagnitude,
                      .infinity, -.infinity, .nan])
    func numbersHaveOneCanonicalForm(_ x: Double) {
        let expected = !x.isFinite ? "null"
            : x == 0 ? (x.sign == .minus ? "-0" : "0")
            : x == x.rounded() && abs(x) < 9007199254740992 ? String(Int64(x))
            : x.description
        #expect(JSONWriter.number(x) == expected)
        #expect(JSONWriter.string(.array([.number(x)])) == "[\(expected)]")
    }

    @Test func prettyAndCompactParseToTheSameValue() throws {
        let v: JSONValue = ["list": [1, 2, ["deep": "é✓😀"]], "empty": [:], "none": []]
        #expect(try JSONParser.parse(JSONWriter.string(v, style: .pretty)) == v)
        #expect(try JSONParser.parse(JSONWriter.string(v)) == v)
    }

    @Test func escapesAndSurrogatesDecode() throws {
        #expect(try JSONParser.parse(#""\u00e9\ud83d\ude00\/\t""#) == .string("é😀/\t"))
    }

    @Test(arguments: ["", "{", "[1,]", "01", "1.", "-", "\"abc", "{\"a\" 1}", "tru", "\"\\ud800\"", "{\"a\":1,\"a\":2}", "1 2", "\"\u{01}\"", "nan"])
    func malformedInputIsAnErrorWithAPosition(_ text: String) {
        do {
            _ = try JSONParser.parse(text, source: "input.json")
            Issue.record("accepted \(text.debugDescription)")
        } catch {
            #expect(error.field == "input.json")
            #expect(error.problem.contains("line 1, column"))
        }
    }

    @Test func deepNestingIsRejectedNotACrash() {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: ShapeInputError.self) { try JSONParser.parse(text) }
    }
}
