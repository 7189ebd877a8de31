import ShapeVerification

/// `verify-shapes properties`: every property id with what it states and its tolerance.
enum PropertiesCommand {
    static func run(_ arguments: [String]) -> Int32 {
        if let extra = arguments.first {
            Console.error("\(extra): unknown argument (usage: verify-shapes properties)")
            return 2
        }
        for property in PropertyCatalog.all {
            Console.line(property.id)
            Console.line("  states:    \(property.summary)")
            Console.line("  tolerance: \(property.tolerance)")
        }
        return 0
    }
}
