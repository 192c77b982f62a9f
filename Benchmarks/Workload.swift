import TrellisSolver

/// A benchmark workload: a name, the sizes it runs at, and what it measures at one size.
struct Workload: Sendable {
  /// The name printed in every JSON line (`W1`, `W2`, …, `N1`).
  var name: String
  /// The sizes of a full run.
  var sizes: [Int]
  /// The sizes of a `--quick` run.
  var quickSizes: [Int]
  /// The metrics whose growth from 1k to 10k is reported.
  var growthMetrics: [String]
  /// Measures the workload at one size (in a child process of its own).
  var run: @Sendable (Int) -> [Measurement]

  /// Every workload of `trellis-bench`.
  static let all: [Workload] = [
    .chain, .stack, .shuffledStack, .grid, .form, .toggle, .screen, .stackPanel, .nestedStacks,
    .gridPanel, .floatLayout, .pagedScroll,
  ]

  /// The workload named `name`.
  static func named(_ name: String) -> Workload? {
    all.first { $0.name == name }
  }
}
