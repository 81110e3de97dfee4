// swift-tools-version:6.0
import PackageDescription

/// Feature modules: each is a VIPER module of its own target, with a test target beside it.
let features = [
    "Home", "PaymentCards", "Transfer", "Dispute", "SignIn", "Profile", "Accounts", "History", "Credit", "Exchange",
]

let package = Package(
    name: "Swippy",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "swippy", targets: ["swippy"])
    ],
    targets: [
        // Text from files made safe for a terminal: used by the renderer and by the data layer's error lines.
        .target(name: "SwippyText"),
        .target(name: "SwippyCore", dependencies: ["SwippyText"], exclude: ["README.md"]),
        // Hash primitives (SHA-256, HMAC, PBKDF2, xxHash64): PIN hashes in the domain, fingerprints and seals in
        // storage.
        .target(name: "SwippyCrypto"),
        // The domain: entities and values, the Ledger's money rules, WalletStore over the StateStore protocol, queries.
        .target(name: "SwippyData", dependencies: ["SwippyText", "SwippyCrypto"]),
        // The engine behind the domain's interfaces: MockData loading, the state journal, files, the query index.
        // Only the app's composition root (and the bench and tests) import it; see Sources/SwippyStorage/README.md.
        .target(
            name: "SwippyStorage", dependencies: ["SwippyData", "SwippyCrypto", "SwippyText"], exclude: ["README.md"]),
        .target(
            name: "SwippyApp",
            dependencies: ["SwippyCore", "SwippyData", "SwippyStorage", "SwippyText"]
                + features.map { .target(name: $0) }),
        .executableTarget(name: "swippy", dependencies: ["SwippyApp"]),
        // Fakes and fixtures every test target shares: navigator, view, outbox, clock, files.
        .target(
            name: "SwippyTestSupport", dependencies: ["SwippyCore", "SwippyData", "SwippyStorage"],
            path: "Tests/SwippyTestSupport"),
        .testTarget(name: "SwippyCoreTests", dependencies: ["SwippyCore", "SwippyTestSupport"]),
        .testTarget(name: "SwippyCryptoTests", dependencies: ["SwippyCrypto"]),
        .testTarget(name: "SwippyDataTests", dependencies: ["SwippyData", "SwippyStorage", "SwippyTestSupport"]),
        .testTarget(name: "SwippyStorageTests", dependencies: ["SwippyStorage", "SwippyData", "SwippyTestSupport"]),
        .testTarget(
            name: "SwippyAppTests",
            dependencies: [
                "SwippyApp", "SwippyCore", "SwippyCrypto", "SwippyData", "SwippyStorage", "SwippyTestSupport", "swippy",
            ]),
        // `swift run swippy-scaffold <Name>` creates a feature module; ArchitectureTests check the module shape.
        .executableTarget(name: "swippy-scaffold", dependencies: ["SwippyCore"], exclude: ["README.md"]),
        // `swift run -c release swippy-bench`: generated MockData at 10k/100k/1M transactions, timed runs of the
        // release binary.
        .executableTarget(
            name: "swippy-bench", dependencies: ["SwippyData", "SwippyStorage"], exclude: ["README.md"]),
        .testTarget(
            name: "SwippyBenchTests",
            dependencies: ["swippy-bench", "SwippyData", "SwippyStorage", "SwippyTestSupport"]),
        .testTarget(name: "ArchitectureTests", dependencies: ["swippy-scaffold"], exclude: ["Fixtures"]),
    ]
        // Each feature keeps its specifics in Sources/<Feature>/README.md.
        + features.map { .target(name: $0, dependencies: ["SwippyCore", "SwippyData"], exclude: ["README.md"]) }
        + features.map {
            .testTarget(
                name: "\($0)Tests", dependencies: [.target(name: $0), "SwippyCore", "SwippyData", "SwippyTestSupport"])
        },
    swiftLanguageModes: [.v6]
)
