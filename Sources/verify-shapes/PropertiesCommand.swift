import ShapeVerification

/// `verify-shapes properties`: every property id with what it states, its tolerance and what it
/// reads from a producer (a conformance run skips it for a producer that lacks one of those).
enum PropertiesCommand {
    static let command = Command(
        name: "properties", synopsis: "",
        summary: "list the property ids with what each states, its tolerance, and what it needs from a producer (conform skips it without)"
    ) { arguments in
        var args = ArgumentParser(arguments, command: "properties")
        try args.finish()
        for property in [ProtocolProperty()] + PropertyCatalog.all {
            let needs = property.needs.sorted().map(\.rawValue).joined(separator: ", ")
            StandardIO.write("\(property.id)\n  states:    \(property.summary)\n  tolerance: \(property.tolerance)\n  needs:     \(needs)\n")
            if property.caseStride > 1 {
                StandardIO.write("  share:     checked on 1 case in \(property.caseStride) of a fuzz run of the whole catalogue; on every case in replay, shrinking and --property runs\n")
            }
        }
        return 0
    }
}
