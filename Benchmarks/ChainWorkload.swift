import TrellisSolver

extension Workload {
  /// W1: a chain of inequalities against weak targets.
  ///
  /// `x0 == 0`; `x(i+1) >= x(i) + 10` (required); `x(i) == 0 @low`. Every soft constraint but the
  /// first is violated.
  static let chain = Workload(
    name: "W1", sizes: [100, 1_000, 10_000], quickSizes: [100], growthMetrics: ["build_solve_ms"]
  ) { n in
    let x = (0..<n).map { Variable("x\($0)") }
    var constraints = [x[0] .== 0]
    for i in 0..<(n - 1) {
      constraints.append(x[i + 1] .>= x[i] + 10)
    }
    for i in 0..<n {
      constraints.append((x[i] .== 0).priority(.low))
    }
    var last = Solver()
    let build = measure("build_solve_ms", unit: 1e3, setup: { last = Solver() }) {
      var solver = Solver()
      for constraint in constraints {
        try? solver.add(constraint)
      }
      readAll(&solver, x)
      last = solver
    }
    for i in stride(from: 0, to: n, by: max(1, n / 97)) {
      check(close(last.value(of: x[i]), Double(10 * i)), "W1 x\(i) = \(last.value(of: x[i]))")
    }
    return [build]
  }
}
