import ShapeVerification

/// `verify-shapes properties`: every property id with what it states and its tolerance.
enum PropertiesCommand {
    static let command = Command(
        name: "properties", synopsis: "",
        summary: "list the property ids with what each states and its tolerance"
    ) { arguments in
        var args = ArgumentParser(arguments, command: "properties")
        try args.finish()
        for property in PropertyCatalog.all {
            StandardIO.write("\(property.id)\n  states:    \(property.summary)\n  tolerance: \(property.tolerance)\n")
        }
        return 0
    }
}
