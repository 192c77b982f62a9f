// swift-tools-version: 6.2
import PackageDescription

/// Upcoming language features every target opts into (STYLE.md, rule 12).
let upcomingFeatures: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "Trellis",
  // A variable's claim on its solver's column is a `Synchronization.Atomic` (docs/solver.md,
  // "Variable claims"), which Apple's platforms have from these versions on.
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "TrellisSolver", targets: ["TrellisSolver"]),
    .library(name: "Trellis", targets: ["Trellis"]),
    .library(name: "TrellisTesting", targets: ["TrellisTesting"]),
    .executable(name: "trellis-solve", targets: ["trellis-solve"]),
    .executable(name: "trellis-layout", targets: ["trellis-layout"]),
    .executable(name: "trellis-bench", targets: ["trellis-bench"]),
  ],
  targets: [
    .target(
      name: "TrellisSolver",
      swiftSettings: upcomingFeatures,
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux, .android]))]
    ),
    .target(
      name: "Trellis",
      dependencies: ["TrellisSolver"],
      swiftSettings: upcomingFeatures
    ),
    // Snapshot assertions for Swift Testing; only test targets may depend on it.
    .target(
      name: "TrellisTesting",
      dependencies: ["Trellis"],
      swiftSettings: upcomingFeatures
    ),
    // File and standard-stream access shared by the command-line tools.
    .target(
      name: "ToolSupport",
      swiftSettings: upcomingFeatures
    ),
    .executableTarget(
      name: "trellis-solve",
      dependencies: ["TrellisSolver", "ToolSupport"],
      swiftSettings: upcomingFeatures
    ),
    .executableTarget(
      name: "trellis-layout",
      dependencies: ["Trellis", "ToolSupport"],
      swiftSettings: upcomingFeatures
    ),
    .executableTarget(
      name: "trellis-bench",
      dependencies: ["Trellis", "TrellisSolver"],
      path: "Benchmarks",
      exclude: ["fixtures"],
      swiftSettings: upcomingFeatures
    ),
    // Demo scenarios, each checking its own numbers, and the demo executables.
    .target(
      name: "Scenarios",
      dependencies: ["Trellis", "TrellisSolver"],
      path: "Demos/Scenarios",
      swiftSettings: upcomingFeatures
    ),
    .executableTarget(
      name: "StackPanelDemo",
      dependencies: ["Scenarios"],
      path: "Demos/StackPanelDemo",
      swiftSettings: upcomingFeatures
    ),
    .executableTarget(
      name: "GridPanelDemo",
      dependencies: ["Scenarios"],
      path: "Demos/GridPanelDemo",
      swiftSettings: upcomingFeatures
    ),
    .executableTarget(
      name: "FloatLayoutDemo",
      dependencies: ["Scenarios"],
      path: "Demos/FloatLayoutDemo",
      swiftSettings: upcomingFeatures
    ),
    .executableTarget(
      name: "DistributeRowDemo",
      dependencies: ["Scenarios"],
      path: "Demos/DistributeRowDemo",
      swiftSettings: upcomingFeatures
    ),
    .executableTarget(
      name: "PagedScrollDemo",
      dependencies: ["Scenarios"],
      path: "Demos/PagedScrollDemo",
      swiftSettings: upcomingFeatures
    ),
    .executableTarget(
      name: "Gallery",
      dependencies: ["Scenarios"],
      path: "Demos/Gallery",
      swiftSettings: upcomingFeatures
    ),
    // A test oracle that shares no code with TrellisSolver (it cannot import it).
    .target(
      name: "ReferenceSolver",
      path: "Tests/ReferenceSolver",
      swiftSettings: upcomingFeatures
    ),
    // Shared by the test targets: running the command-line tools, a seeded generator.
    .target(
      name: "TestSupport",
      path: "Tests/TestSupport",
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "TrellisTests",
      dependencies: [
        "Trellis", "TrellisSolver", "TrellisTesting", "TestSupport", "trellis-layout",
      ],
      exclude: ["Snapshots/__Snapshots__", "Containers/__Snapshots__"],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "TrellisTestingTests",
      dependencies: ["TrellisTesting", "Trellis"],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "TrellisSolverTests",
      dependencies: ["TrellisSolver", "ReferenceSolver", "TestSupport", "trellis-solve"],
      swiftSettings: upcomingFeatures
    ),
  ]
)
