import ShapeModel

extension ConformanceReport {
    /// The properties whose every need the protocol can carry: the columns of the feature table.
    var tableColumns: [PropertyLine] {
        properties.filter { line in
            guard let property = ConformanceRunner.catalog.first(where: { $0.id == line.id }) else { return false }
            return !property.needs.contains(.swiftLibrary)
        }
    }

    /// The conformance report as a Markdown page: the producer and what it declared, the
    /// verdict, one line per property, the feature table (family x points/fraction x offsets x
    /// triangles against properties) and every counterexample with its picture and replay line.
    ///
    /// `pictures` maps a counterexample's corpus picture to the link the page should use (the
    /// tool copies pictures beside the page); a counterexample without one links nothing.
    public func markdown(pictures: [String: String] = [:]) -> String {
        var lines: [String] = []
        lines.append("# Conformance report: \(producer)")
        lines.append("")
        lines.append(hasFailures ? "**FAILED**: \(failureSentence)" : "**PASSED**: the producer conforms to the contract for the capabilities it declares.")
        lines.append("")
        if let command { lines.append("- producer command: `\(command)`") }
        lines.append("- declared: \(capabilities.summary)")
        lines.append("- run: seed \(seed), \(cases) cases, \(requests) requests, \(JSONWriter.number((seconds * 10).rounded() / 10)) s")
        lines.append("- replay the run: `\(rerunCommand)`")
        if let incident { lines += ["", "## Protocol fault", "", "The run ended on a fault of the exchange, not of a shape:", "", "> \(incident)"] }

        lines += ["", "## Properties", "", "| property | verdict | checked | discarded | failed |", "| --- | --- | ---: | ---: | ---: |"]
        // Properties of the Swift library, skipped for every producer over the protocol, are named once below the table.
        let columns = tableColumns
        for p in properties where p.skipped == nil || columns.contains(where: { $0.id == p.id }) {
            let verdict = p.skipped.map { "skipped: \($0)" } ?? Self.verdictText(p.verdict)
            lines.append("| `\(p.id)` | \(verdict) | \(p.tally.checked) | \(p.tally.discarded) | \(p.tally.failed) |")
        }

        let swiftOnly = properties.filter { line in line.skipped != nil && !columns.contains { $0.id == line.id } }
        if !swiftOnly.isEmpty {
            lines += ["", "Not observable over the protocol, so skipped for every producer in another process (they test the Swift library: JSON, trimming, interpolation, surfaces, export, ready-made shapes, the builder): "
                + swiftOnly.map { "`\($0.id)`" }.joined(separator: ", ") + "."]
        }
        lines += ["", "## Features against properties", "",
                  "Each row is a corner family, points or fractions, offsets, and triangles; a case counts in the row of every family it has. "
                    + "A cell says pass (cases checked), FAIL (failed of checked), skipped, or n/a (no case of the row applied).", ""]
        lines.append("| family | sizes | offsets | triangles | cases | " + columns.map { "`\($0.id)`" }.joined(separator: " | ") + " |")
        lines.append("| --- | --- | --- | --- | ---: | " + columns.map { _ in "---" }.joined(separator: " | ") + " |")
        for cell in features.keys.sorted() {
            guard let row = features[cell] else { continue }
            var text = "| \(cell.family) | \(cell.lengthsText) | \(cell.offsetsText) | \(cell.trianglesText) | \(row.cases) |"
            for column in columns {
                text += " " + cellText(column, row.tallies[column.id], cell: cell, pictures: pictures) + " |"
            }
            lines.append(text)
        }

        if !counterexamples.isEmpty {
            lines += ["", "## Counterexamples"]
            for (number, found) in counterexamples.enumerated() {
                let f = found.failure
                lines += ["", "### \(number + 1). `\(f.property)`", "", f.message, ""]
                lines.append("- shrunk case: `\(f.shrunk.jsonString)`")
                lines.append("- found at case \(f.caseNumber) of seed \(f.seed), in " + found.cells.map { "\($0)" }.joined(separator: "; "))
                if !f.steps.isEmpty { lines.append("- shrinking: " + f.steps.joined(separator: "; ")) }
                if let file = found.file { lines.append("- saved: `\(file)`") }
                if let replay = found.replay { lines.append("- replay: `\(replay)`") }
                if let picture = found.picture, let link = pictures[picture] {
                    lines += ["", "![\(f.property): \(f.shrunk.jsonString)](\(link))"]
                }
            }
        }
        if !corpusFailures.isEmpty {
            lines += ["", "## Corpus entries that fail", ""] + corpusFailures.map { "- `\($0)`" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The command line that repeats this run.
    var rerunCommand: String {
        let producer = command.map { " --producer \(ConformanceRunner.shellQuoted($0))" } ?? ""
        return "verify-shapes conform\(producer) --seed \(seed) --cases \(cases)"
    }

    private var failureSentence: String {
        var parts: [String] = []
        if let incident { parts.append("a protocol fault (\(incident.fault.kind))") }
        let failing = properties.filter { $0.tally.failed > 0 && $0.id != "protocol" }.map { "`\($0.id)`" }
        if !failing.isEmpty { parts.append("failing " + failing.joined(separator: ", ")) }
        if !corpusFailures.isEmpty { parts.append("\(corpusFailures.count) corpus entr\(corpusFailures.count == 1 ? "y" : "ies") failing") }
        return parts.joined(separator: "; ") + "."
    }

    private static func verdictText(_ verdict: Verdict) -> String {
        switch verdict {
        case .pass: "pass"
        case .fail: "**FAIL**"
        case .skipped: "skipped"
        case .notExercised: "n/a"
        }
    }

    private func cellText(_ column: PropertyLine, _ tally: Tally?, cell: FeatureCell, pictures: [String: String]) -> String {
        if column.skipped != nil { return "skipped" }
        guard let tally, tally.checked > 0 else { return "n/a" }
        guard tally.failed > 0 else { return "pass \(tally.checked)" }
        var text = "**FAIL** \(tally.failed)/\(tally.checked)"
        if let found = counterexamples.first(where: { $0.failure.property == column.id && $0.cells.contains(cell) }),
           let picture = found.picture, let link = pictures[picture] {
            text += " [picture](\(link))"
        }
        return text
    }

    /// The report as JSON, canonical: the same facts as the page.
    public var jsonValue: JSONValue {
        func tally(_ t: Tally) -> JSONValue {
            .object(["checked": .number(Double(t.checked)), "discarded": .number(Double(t.discarded)), "failed": .number(Double(t.failed)),
                     "verdict": .string(t.verdict.rawValue)])
        }
        let columns = tableColumns
        return .object([
            "producer": .object(["name": .string(producer), "command": command.map { .string($0) } ?? .null,
                                 "protocol": .number(Double(ConformanceHandshake.protocolVersion)), "capabilities": capabilities.jsonValue]),
            "seed": .string(String(seed)),
            "cases": .number(Double(cases)),
            "requests": .number(Double(requests)),
            "seconds": .number(seconds),
            "status": .string(status),
            "passed": .bool(!hasFailures),
            "properties": .array(properties.map { p in
                var object: [String: JSONValue] = ["id": .string(p.id), "verdict": .string(p.verdict.rawValue),
                                                   "checked": .number(Double(p.tally.checked)), "discarded": .number(Double(p.tally.discarded)),
                                                   "failed": .number(Double(p.tally.failed))]
                if let reason = p.skipped { object["skipped"] = .string(reason) }
                return .object(object)
            }),
            "features": .array(features.keys.sorted().map { cell in
                let row = features[cell]
                var results: [String: JSONValue] = [:]
                for column in columns {
                    results[column.id] = column.skipped != nil ? .string("skipped") : (row?.tallies[column.id]).map(tally) ?? .string("not-exercised")
                }
                return .object(["family": .string(cell.family.rawValue), "sizes": .string(cell.lengthsText), "offsets": .bool(cell.offsets),
                                "triangles": .string(cell.trianglesText), "cases": .number(Double(row?.cases ?? 0)), "results": .object(results)])
            }),
            "counterexamples": .array(counterexamples.map { c in
                .object(["property": .string(c.failure.property), "message": .string(c.failure.message), "case": c.failure.shrunk.jsonValue,
                         "original": c.failure.original.jsonValue, "caseNumber": .number(Double(c.failure.caseNumber)),
                         "features": .array(c.cells.map { .string($0.description) }),
                         "file": c.file.map { .string($0) } ?? .null, "picture": c.picture.map { .string($0) } ?? .null,
                         "replay": c.replay.map { .string($0) } ?? .null])
            }),
            "corpus": .object(["replayed": .number(Double(corpusReplayed)), "failed": .array(corpusFailures.map { .string($0) })]),
            "protocolFault": incident.map { .string($0.description) } ?? .null,
        ])
    }
}
