import TrellisSolver

/// N boxes in a row: `width(i) == 40 @high`, `left(0) == 0`,
/// `left(i+1) == left(i) + width(i) + 8` and `W == left(N-1) + width(N-1)` (required).
struct StackSystem {
  var left: [Variable]
  var width: [Variable]
  var total: Variable
  var constraints: [Constraint]
  /// The spacing constraint between box `i` and `i + 1`.
  var spacing: [Constraint]

  init(_ n: Int) {
    left = (0..<n).map { Variable("left\($0)") }
    width = (0..<n).map { Variable("width\($0)") }
    total = Variable("W")
    constraints = width.map { ($0 .== 40).priority(.high) }
    constraints.append(left[0] .== 0)
    spacing = []
    for i in 0..<(n - 1) {
      spacing.append(left[i + 1] .== left[i] + width[i] + 8)
    }
    constraints += spacing
    constraints.append(total .== left[n - 1] + width[n - 1])
  }

  var variables: [Variable] { left + width + [total] }

  func build() -> Solver {
    var solver = Solver()
    for constraint in constraints {
      try? solver.add(constraint)
    }
    return solver
  }

  /// Checks the closed form: `left(i) = 48 i`, `W = 48 N − 8 + extra`.
  func verify(_ solver: inout Solver, extra: Double = 0, _ name: String) {
    let n = left.count
    for i in stride(from: 0, to: n, by: max(1, n / 97)) {
      let expected = Double(48 * i) + (i > 0 ? extra : 0)
      check(
        close(solver.value(of: left[i]), expected),
        "\(name) left\(i) = \(solver.value(of: left[i]))")
    }
    check(close(solver.value(of: total), Double(48 * n - 8) + extra), "\(name) W")
  }
}

extension Workload {
  /// W2: the stack, built and solved; then `width(0)` edited and suggested back and forth.
  static let stack = Workload(
    name: "W2", sizes: [100, 1_000, 10_000], quickSizes: [100],
    growthMetrics: ["build_solve_ms", "suggest_us"]
  ) { n in
    let system = StackSystem(n)
    let variables = system.variables
    var solver = Solver()
    let build = measure("build_solve_ms", unit: 1e3, setup: { solver = Solver() }) {
      solver = system.build()
      readAll(&solver, variables)
    }
    system.verify(&solver, "W2")
    try? solver.addEditVariable(system.width[0], priority: Priority(800))
    var flip = false
    let suggest = measure("suggest_us", unit: 1e6) {
      flip.toggle()
      try? solver.suggestValue(flip ? 60 : 40, for: system.width[0])
      readAll(&solver, variables)
    }
    try? solver.suggestValue(60, for: system.width[0])
    system.verify(&solver, extra: 20, "W2 after suggest")
    return [build, suggest]
  }

  /// W2s: the stack's constraints added in a shuffled order (fixed seed).
  static let shuffledStack = Workload(
    name: "W2s", sizes: [100, 1_000, 10_000], quickSizes: [100], growthMetrics: ["build_solve_ms"]
  ) { n in
    var system = StackSystem(n)
    var generator = BenchmarkGenerator(seed: 42)
    system.constraints.shuffle(using: &generator)
    let variables = system.variables
    var solver = Solver()
    let build = measure("build_solve_ms", unit: 1e3, setup: { solver = Solver() }) {
      solver = system.build()
      readAll(&solver, variables)
    }
    system.verify(&solver, "W2s")
    return [build]
  }

  /// W5: the stack built once; the middle spacing constraint removed and added back, reading
  /// every value after each.
  static let toggle = Workload(
    name: "W5", sizes: [100, 1_000, 10_000], quickSizes: [100], growthMetrics: ["toggle_us"]
  ) { n in
    let system = StackSystem(n)
    let variables = system.variables
    var solver = system.build()
    readAll(&solver, variables)
    let middle = system.spacing[(n - 1) / 2]
    let toggle = measure("toggle_us", unit: 1e6) {
      try? solver.remove(middle)
      readAll(&solver, variables)
      try? solver.add(middle)
      readAll(&solver, variables)
    }
    system.verify(&solver, "W5")
    return [toggle]
  }
}

/// SplitMix64, so shuffles are the same on every run.
struct BenchmarkGenerator: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
