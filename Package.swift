// swift-tools-version:6.0
import PackageDescription

/// Feature modules: each is a VIPER module of its own target, with a test target beside it.
let features = ["PaymentCards", "Transfer", "Dispute", "SignIn", "Profile", "Accounts", "History", "Credit"]

let package = Package(
    name: "Swippy",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "swippy", targets: ["swippy"]),
    ],
    targets: [
        // Text from files made safe for a terminal: used by the renderer and by the data layer's error lines.
        .target(name: "SwippyText"),
        .target(name: "SwippyCore", dependencies: ["SwippyText"]),
        .target(name: "SwippyData", dependencies: ["SwippyText"]),
        .target(name: "SwippyApp", dependencies: ["SwippyCore", "SwippyData", "SwippyText"] + features.map { .target(name: $0) }),
        .executableTarget(name: "swippy", dependencies: ["SwippyApp"]),
        // Fakes and fixtures every test target shares: navigator, view, outbox, clock, files.
        .target(name: "SwippyTestSupport", dependencies: ["SwippyCore", "SwippyData"], path: "Tests/SwippyTestSupport"),
        .testTarget(name: "SwippyCoreTests", dependencies: ["SwippyCore", "SwippyTestSupport"]),
        .testTarget(name: "SwippyDataTests", dependencies: ["SwippyData", "SwippyTestSupport"]),
        .testTarget(
            name: "SwippyAppTests", dependencies: ["SwippyApp", "SwippyCore", "SwippyData", "SwippyTestSupport", "swippy"]),
        // `swift run swippy-scaffold <Name>` creates a feature module; ArchitectureTests check the module shape.
        .executableTarget(name: "swippy-scaffold", dependencies: ["SwippyCore"]),
        .testTarget(name: "ArchitectureTests", dependencies: ["swippy-scaffold"], exclude: ["Fixtures"]),
    ]
        // Each feature keeps its specifics in Sources/<Feature>/README.md.
        + features.map { .target(name: $0, dependencies: ["SwippyCore", "SwippyData"], exclude: ["README.md"]) }
        + features.map {
            .testTarget(name: "\($0)Tests", dependencies: [.target(name: $0), "SwippyCore", "SwippyData", "SwippyTestSupport"])
        },
    swiftLanguageModes: [.v6]
)
