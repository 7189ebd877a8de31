// swift-tools-version:6.0
import PackageDescription

// Architecture: ShapeModel (plain data) <- ShapeCore (geometry) ; ShapeModel <- ShapeOracle
// (an independent second implementation of the spec: it must never depend on ShapeCore);
// ShapeVerification pairs them; the CLI and the plugin are thin layers on the engine.
// ShapeUI (apps) is on the core alone: its decisions are plain Swift tested everywhere; its
// Core Graphics, SwiftUI and UIKit adapters compile where those frameworks exist.
let package = Package(
    name: "MaterialShapes",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "ShapeModel", targets: ["ShapeModel"]),
        .library(name: "ShapeCore", targets: ["ShapeCore"]),
        .library(name: "ShapeOracle", targets: ["ShapeOracle"]),
        .library(name: "ShapeVerification", targets: ["ShapeVerification"]),
        .library(name: "ShapeUI", targets: ["ShapeUI"]),
        .executable(name: "verify-shapes", targets: ["verify-shapes"]),
        .plugin(name: "VerifyShapes", targets: ["VerifyShapes"]),
    ],
    targets: [
        .target(name: "ShapeModel"),
        .target(name: "ShapeCore", dependencies: ["ShapeModel"]),
        .target(name: "ShapeOracle", dependencies: ["ShapeModel"]),
        .target(name: "ShapeVerification", dependencies: ["ShapeModel", "ShapeCore", "ShapeOracle"]),
        .target(name: "ShapeUI", dependencies: ["ShapeModel", "ShapeCore"]),
        .executableTarget(name: "verify-shapes", dependencies: ["ShapeModel", "ShapeCore", "ShapeOracle", "ShapeVerification"]),
        .plugin(
            name: "VerifyShapes",
            capability: .command(
                intent: .custom(verb: "verify-shapes", description: "Fuzz the shape core against the oracles, replay the corpus, inspect shapes."),
                permissions: [.writeToPackageDirectory(reason: "Shrunk counterexamples are saved to corpus/ so they are replayed forever.")]
            )
        ),
        .testTarget(name: "ShapeModelTests", dependencies: ["ShapeModel"]),
        .testTarget(name: "ShapeCoreTests", dependencies: ["ShapeModel", "ShapeCore"], resources: [.copy("Fixtures")]),
        .testTarget(name: "ShapeOracleTests", dependencies: ["ShapeModel", "ShapeOracle"]),
        .testTarget(name: "ShapeVerificationTests", dependencies: ["ShapeModel", "ShapeCore", "ShapeOracle", "ShapeVerification"]),
        .testTarget(name: "ShapeUITests", dependencies: ["ShapeModel", "ShapeCore", "ShapeUI"]),
    ],
    swiftLanguageModes: [.v6]
)
