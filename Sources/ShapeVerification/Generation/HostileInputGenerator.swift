import ShapeModel

/// Draws bad input for the suite's own JSON readers from a ``ChoiceSource``: a valid spec or
/// corpus entry (built from a ``ShapeGenerator`` case), then up to four ``HostileMutation``s.
///
/// Like the shape generator, it is a pure function of its draws and a draw of 0 is always the
/// simplest option: the all-zero sequence is the valid spec `{}` with no mutation. So
/// ``ChoiceShrinker`` shrinks a reader failure the same way it shrinks a shape failure, deleting
/// mutations and walking each toward the first (plainest) entry of its table.
///
/// ```swift
/// let (input, _) = HostileInputGenerator().generate(seed: 7)
/// ReaderCheck.problem(with: input)   // nil: the reader accepted it correctly or named the place
/// ```
public struct HostileInputGenerator: Sendable {
    /// The generator of the valid cases the documents start from.
    public var shapes: ShapeGenerator

    /// The most mutations applied to one document.
    public static let maximumMutations = 4

    /// A generator starting from `shapes`' cases.
    public init(shapes: ShapeGenerator = ShapeGenerator()) {
        self.shapes = shapes
    }

    /// One input, drawing every decision from `source`.
    ///
    /// - Complexity: O(*n*) in the size of the document per mutation (a 10 MB mutation writes 10 MB).
    public func generate(_ source: inout ChoiceSource) -> HostileInput {
        let reader = HostileInput.Reader.allCases[source.index(below: HostileInput.Reader.allCases.count)]
        var draft = JSONDraft(reader == .spec ? shapes.generate(&source).spec.jsonValue : entry(&source).jsonValue)
        let pretty = source.flag(percent: 50)
        var mutations: [String] = []
        var byteEdits: [(description: String, edit: ([UInt8]) -> [UInt8])] = []
        while mutations.count + byteEdits.count < Self.maximumMutations,
              source.flag(percent: mutations.count + byteEdits.count == 0 ? 95 : 30) {
            let kind = source.weighted(HostileMutation.allCases.map { (weight: $0.weight, value: $0) })
            if kind.editsBytes {
                byteEdits.append(byteEdit(kind, &source))
            } else {
                mutations.append(mutate(&draft, kind, &source))
            }
        }
        var bytes = draft.bytes(pretty: pretty)
        for (description, edit) in byteEdits {
            bytes = edit(bytes)
            mutations.append(description)
        }
        return HostileInput(reader: reader, bytes: bytes, mutations: mutations)
    }

    /// The input a fresh PRNG seeded with `seed` gives, and its recorded choices.
    public func generate(seed: UInt64) -> (HostileInput, ChoiceSequence) {
        var source = ChoiceSource(random: SplitMix64(seed: seed))
        let input = generate(&source)
        return (input, source.recorded)
    }

    // MARK: Valid documents

    private static let properties = ["closed-path", "overlap-rule", "area-matches-oracle"]
    private static let messages = ["", "the outline is not closed", "a \"quoted\" message\nwith a newline"]

    /// A valid corpus entry around a generated case; every optional field drawn.
    private func entry(_ source: inout ChoiceSource) -> CorpusEntry {
        let shapeCase = shapes.generate(&source)
        let property = Self.properties[source.index(below: Self.properties.count)]
        var points: [Point] = []
        for _ in 0 ..< source.index(below: 3) {
            points.append(Point(x: Double(source.draw(upTo: 400)) - 100, y: Double(source.draw(upTo: 400)) / 4))
        }
        let seed: UInt64? = source.flag(percent: 50) ? source.draw(upTo: .max) : nil
        let caseNumber: Int? = seed == nil ? nil : Int(source.draw(upTo: 1_000_000))
        let original: ShapeCase? = source.flag(percent: 30) ? shapes.generate(&source) : nil
        let message = Self.messages[source.index(below: Self.messages.count)]
        let steps = source.flag(percent: 40) ? ["topLeft corner -> square", "size -> 100x100"] : []
        let note: String? = source.flag(percent: 20) ? "pinned by hand" : nil
        return CorpusEntry(property: property, shapeCase: shapeCase, failingPoints: points, seed: seed, caseNumber: caseNumber,
                           original: original, message: message, shrinkSteps: steps, note: note)
    }

    // MARK: Tree mutations

    /// A node of `kind` (any node when there is none), by its path.
    private func pick(_ draft: JSONDraft, _ kind: JSONDraft.Kind, _ source: inout ChoiceSource) -> (path: [Int], node: JSONDraft) {
        let all = draft.nodes
        let fitting = all.filter { $0.node.is(kind) }
        let pool = fitting.isEmpty ? all : fitting
        return pool[source.index(below: pool.count)]
    }

    private func element<T>(_ table: [T], _ source: inout ChoiceSource) -> T {
        table[source.index(below: table.count)]
    }

    private static func raw(_ text: String) -> JSONDraft { .raw(Array(text.utf8)) }

    /// Applies one tree mutation; returns what it did.
    private func mutate(_ draft: inout JSONDraft, _ kind: HostileMutation, _ source: inout ChoiceSource) -> String {
        switch kind {
        case .swapType:
            let target = pick(draft, .any, &source)
            let value = element(HostileMutation.typeSwaps, &source)
            draft = draft.replacing(at: target.path[...]) { _ in Self.raw(value) }
            return "value at \(target.path) -> \(value)"
        case .nonFiniteNumber:
            let target = pick(draft, .number, &source)
            let asString = source.flag(percent: 25)
            let token = asString ? element(HostileMutation.nonFiniteStrings, &source) : element(HostileMutation.nonFiniteTokens, &source)
            draft = draft.replacing(at: target.path[...]) { _ in asString ? .scalar(.string(token)) : Self.raw(token) }
            return "number at \(target.path) -> \(asString ? "string " : "")\(token.prefix(20))"
        case .extremeNumber:
            let target = pick(draft, .number, &source)
            let token = element(HostileMutation.extremeNumbers, &source)
            draft = draft.replacing(at: target.path[...]) { _ in Self.raw(token) }
            return "number at \(target.path) -> \(token.prefix(24))"
        case .badNumberSpelling:
            let target = pick(draft, .number, &source)
            let token = element(HostileMutation.badNumbers, &source)
            draft = draft.replacing(at: target.path[...]) { _ in Self.raw(token) }
            return "number at \(target.path) -> \(token)"
        case .deepNesting:
            let target = pick(draft, .any, &source)
            let depth = element(HostileMutation.depths, &source)
            let style = source.index(below: 3)
            let nested: [UInt8]
            switch style {
            case 0: nested = [UInt8](repeating: UInt8(ascii: "["), count: depth) + [UInt8](repeating: UInt8(ascii: "]"), count: depth)
            case 1: nested = [UInt8](repeating: UInt8(ascii: "["), count: depth)
            default: nested = Array(String(repeating: #"{"a":"#, count: depth).utf8) + [UInt8(ascii: "1")]
                + [UInt8](repeating: UInt8(ascii: "}"), count: depth)
            }
            draft = draft.replacing(at: target.path[...]) { _ in .raw(nested) }
            return "value at \(target.path) -> \(depth) levels of \(["closed arrays", "unclosed arrays", "objects"][style])"
        case .duplicateKey:
            let target = pick(draft, .object, &source)
            guard case .object(var members) = target.node, !members.isEmpty else { return "duplicate key: no object member" }
            let index = source.index(below: members.count)
            var copy = members[index]
            if source.flag(percent: 50) { copy.value = .scalar(.number(Double(source.draw(upTo: 100)))) }
            members.insert(copy, at: min(members.count, index + 1 + source.index(below: members.count - index)))
            draft = draft.replacing(at: target.path[...]) { _ in .object(members) }
            return "object at \(target.path): key \(String(decoding: copy.key, as: UTF8.self).prefix(30)) twice"
        case .unknownKey:
            let target = pick(draft, .object, &source)
            guard case .object(var members) = target.node else { return "unknown key: no object" }
            let key = element(HostileMutation.unknownKeys, &source)
            members.insert(JSONDraft.Member(key, .scalar(.number(Double(source.draw(upTo: 10))))), at: source.index(below: members.count + 1))
            draft = draft.replacing(at: target.path[...]) { _ in .object(members) }
            return "object at \(target.path): unknown key \(ShapeInputError.quoted(key.prefix(30)))"
        case .removeMember:
            let target = pick(draft, .object, &source)
            guard case .object(var members) = target.node, !members.isEmpty else { return "remove member: no object member" }
            let removed = members.remove(at: source.index(below: members.count))
            draft = draft.replacing(at: target.path[...]) { _ in .object(members) }
            return "object at \(target.path): removed \(String(decoding: removed.key, as: UTF8.self))"
        case .invalidUTF8InString:
            let bad = element(HostileMutation.invalidUTF8, &source)
            let literal = [UInt8(ascii: "\""), UInt8(ascii: "a")] + bad + [UInt8(ascii: "z"), UInt8(ascii: "\"")]
            if source.flag(percent: 30) {
                // In a key: the reader sees it before it knows which member it is reading.
                let target = pick(draft, .object, &source)
                guard case .object(var members) = target.node, !members.isEmpty else { return "invalid UTF-8 key: no object member" }
                let index = source.index(below: members.count)
                members[index].key = literal
                draft = draft.replacing(at: target.path[...]) { _ in .object(members) }
                return "key \(index) of object at \(target.path) -> invalid UTF-8 \(bad)"
            }
            let target = pick(draft, .string, &source)
            draft = draft.replacing(at: target.path[...]) { _ in .raw(literal) }
            return "string at \(target.path) -> invalid UTF-8 \(bad)"
        case .badEscape:
            let target = pick(draft, .string, &source)
            let literal = element(HostileMutation.badEscapes, &source)
            draft = draft.replacing(at: target.path[...]) { _ in Self.raw(literal) }
            return "string at \(target.path) -> \(literal.debugDescription)"
        case .oddString:
            let target = pick(draft, .string, &source)
            let text = element(HostileMutation.oddStrings, &source)
            draft = draft.replacing(at: target.path[...]) { _ in .scalar(.string(text)) }
            return "string at \(target.path) -> \(ShapeInputError.quoted(text.prefix(20)))"
        case .formatVersion:
            let version = element(HostileMutation.formatVersions, &source)
            guard case .object(var members) = draft,
                  let index = members.firstIndex(where: { $0.key == Array(#""formatVersion""#.utf8) }) else {
                // A spec has no version: put one where it does not belong.
                if case .object(var members) = draft {
                    members.append(JSONDraft.Member("formatVersion", Self.raw(version)))
                    draft = .object(members)
                }
                return "formatVersion \(version) added"
            }
            members[index].value = Self.raw(version)
            draft = .object(members)
            return "formatVersion -> \(version)"
        case .truncate, .insertBytes, .flipByte, .trailingText, .empty, .tenMegabytes:
            return "(byte edit)"
        }
    }

    // MARK: Byte mutations

    /// A position in `0...count` from a draw made before the bytes exist: `draw / 1e6` of the way in.
    private static func position(_ draw: UInt64, in count: Int) -> Int {
        Int((Double(draw) / 1_000_000 * Double(count)).rounded(.down))
    }

    /// Draws one byte edit now (its parameters), to apply once every tree edit is done.
    private func byteEdit(_ kind: HostileMutation, _ source: inout ChoiceSource) -> (description: String, edit: ([UInt8]) -> [UInt8]) {
        switch kind {
        case .truncate:
            // 0 drops the last byte: the mildest truncation; larger draws cut deeper.
            let depth = source.draw(upTo: 1_000_000)
            return ("truncated (\(depth) ppm deep)", { bytes in
                let keep = max(0, bytes.count - 1 - Self.position(depth, in: bytes.count))
                return Array(bytes.prefix(keep))
            })
        case .insertBytes:
            let inserted = element(HostileMutation.insertions, &source)
            let atStart = !source.flag(percent: 40)
            let where_ = atStart ? 0 : source.draw(upTo: 1_000_000)
            return ("inserted \(inserted) at \(atStart ? "the start" : "\(where_) ppm")", { bytes in
                var out = bytes
                out.insert(contentsOf: inserted, at: Self.position(where_, in: bytes.count))
                return out
            })
        case .flipByte:
            let where_ = source.draw(upTo: 1_000_000)
            let value = UInt8(source.draw(upTo: 255))
            return ("byte at \(where_) ppm -> 0x\(String(value, radix: 16))", { bytes in
                guard !bytes.isEmpty else { return bytes }
                var out = bytes
                out[min(bytes.count - 1, Self.position(where_, in: bytes.count))] = value
                return out
            })
        case .trailingText:
            let text = element(HostileMutation.trailing, &source)
            return ("trailing \(text.debugDescription)", { $0 + Array(text.utf8) })
        case .empty:
            let text = element(HostileMutation.emptyDocuments, &source)
            return ("empty document \(text.debugDescription)", { _ in Array(text.utf8) })
        case .tenMegabytes:
            let style = source.index(below: 3)
            return ("10 MB (\(["trailing spaces", "a long string", "an array of zeros"][style]))", { bytes in
                let size = HostileMutation.tenMegabyteSize
                switch style {
                case 0: return bytes + [UInt8](repeating: 0x20, count: max(0, size - bytes.count))
                case 1: return Array(#"{"note":""#.utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: size - 11) + Array(#""}"#.utf8)
                default:
                    // Doubling copies: a handful of memcpy calls rather than five million appends.
                    var zeros: [UInt8] = [UInt8(ascii: "0"), UInt8(ascii: ",")]
                    while zeros.count < size { zeros += zeros }
                    return [UInt8(ascii: "[")] + zeros.prefix((size - 3) / 2 * 2) + [UInt8(ascii: "0"), UInt8(ascii: "]")]
                }
            })
        default:
            return ("(tree edit)", { $0 })
        }
    }
}
